import SpinnerCore
import SpinnerOutputs

extension Manifest {
    /// The manifest of a finished render of `request`'s first output; `path`, where it is
    /// written, decides `job.directory`.
    package init(_ request: RenderRequest, hashes: [String], path: String? = nil) {
        var parameters = Job(arguments: request.arguments)
        if let path { parameters.directory = Manifest.renderDirectory(seenFrom: path) }
        if request.source.isFile { parameters.scene = request.source.name } else { parameters.preset = request.source.name }
        parameters.size = "\(DecimalText.shortest(request.size.width))x\(DecimalText.shortest(request.size.height))"
        parameters.pixelSize = "\(request.pixelWidth)x\(request.pixelHeight)"
        parameters.scale = request.options.scale
        if let path = request.source.filePath, let hash = SceneFile.hash(path) { parameters.sceneSHA256 = hash }
        self.init(request.job, parameters: parameters, hashes: hashes)
    }
}
