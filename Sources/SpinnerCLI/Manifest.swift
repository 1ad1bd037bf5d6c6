#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SpinnerCore
import SpinnerSystem
import SpinnerPipeline
import SpinnerValues

/// What a render produced, frame by frame, as JSON: the spinnergen version, the job (its
/// command line as given and the parameters that follow from it) and each frame's index, exact
/// time and SHA-256. Written through Codable with sorted keys, so the same job gives the same
/// bytes (see Manifest+File.swift for the file itself).
struct Manifest {
    /// One frame of the render.
    struct Frame: Codable, Equatable {
        let index: Int
        /// Exact seconds as a reduced fraction, `index · den / num` of the frame rate ("1001/30000").
        let time: String
        let seconds: Double
        /// Lowercase hex SHA-256 of the frame's PNG bytes.
        let sha256: String
    }

    /// This build's version number, as `--version` prints it without the name.
    static var currentVersion: String {
        String(HelpText.version.split(separator: " ").last ?? "")
    }

    /// The manifest layout this code reads and writes.
    static let formatName = "spinnergen-manifest/1"

    let version: String
    /// The render's command line (`job.arguments`) and the parameters that follow from it.
    let job: Job
    let frames: [Frame]

    /// The render's command line as given, preset name first.
    var arguments: [String] { job.arguments }

    init(version: String, job: Job, frames: [Frame]) {
        self.version = version
        self.job = job
        self.frames = frames
    }

    /// The manifest of a finished render; `path`, where it is written, decides `job.directory`.
    init(_ request: RenderRequest, hashes: [String], path: String? = nil) {
        let options = request.options, job = request.job
        var parameters = Job(arguments: request.arguments)
        if let path { parameters.directory = Manifest.renderDirectory(seenFrom: path) }
        if request.source.isScene { parameters.scene = request.source.name } else { parameters.preset = request.source.name }
        parameters.size = "\(DecimalText.shortest(request.size.width))x\(DecimalText.shortest(request.size.height))"
        parameters.pixelSize = "\(request.pixelWidth)x\(request.pixelHeight)"
        parameters.scale = options.scale
        parameters.fps = job.fps.description
        parameters.background = ValueText.hex8(job.scene.background)
        parameters.output = Manifest.outputText(job.output)
        parameters.outputFormat = options.output.format.rawValue
        parameters.frameHash = Manifest.hashDescription(job.output)
        if case .scene(let path) = request.source, let hash = SceneInput.hash(path) { parameters.sceneSHA256 = hash }
        var frames: [Frame] = []
        if case .pngStill = job.output {
            parameters.time = job.stillTime
            // A still's time came from decimal text, so it has an exact fraction when short enough.
            let exact = Rational(parsing: "\(job.stillTime)")?.description ?? "\(job.stillTime)"
            frames.append(Frame(index: 0, time: exact, seconds: job.stillTime, sha256: hashes.first ?? ""))
        } else {
            parameters.frames = "\(job.frames.lowerBound)-\(job.frames.upperBound - 1)"
            for (k, i) in job.writtenFrames.enumerated() {
                let seconds = job.time(ofFrame: i)
                let exact = RenderJob.exactTime(ofFrame: i, fps: job.fps)?.description ?? "\(seconds)"
                frames.append(Frame(index: i, time: exact, seconds: seconds,
                                    sha256: k < hashes.count ? hashes[k] : ""))
            }
        }
        self.init(version: Manifest.currentVersion, job: parameters, frames: frames)
    }

    /// Refuses, before any rendering, a manifest that cannot be written or that names the render's
    /// own output (or standard output, where the frames go).
    static func checkWritable(_ path: String, output: OutputTarget, frames: Range<Int>) throws(CLIError) {
        let hint = "give the manifest a name of its own, such as manifest.json"
        guard path != "-" else { throw CLIError("--manifest cannot be standard output", hint: hint) }
        let manifest: OutputDestination
        do throws(PipelineError) { manifest = try OutputDestination.resolve(path) } catch {
            throw CLIError("cannot write manifest \(UserText.quoted(path)): \(error.message)", hint: error.hint, exitCode: .cannotCreate)
        }
        var outputs: [String] = []
        switch output {
        case .pngSequence(let pattern): outputs = frames.map { pattern.path(for: $0) }
        case .standardOutput: outputs = ["/dev/stdout"]
        default: outputs = [output.filePath!]
        }
        for out in outputs {
            if out == path || (try? OutputDestination.resolve(out)) == manifest {
                throw CLIError("--manifest \(UserText.quoted(path)) is the render's own output", hint: hint)
            }
        }
    }

    /// The current folder as a path from the folder of the manifest at `path` (relative: it
    /// still leads there when the tree holding both is moved or checked out elsewhere).
    static func renderDirectory(seenFrom path: String) -> String {
        let here = FileManager.default.currentDirectoryPath
        return FilePath.relative(from: FilePath.absolute(FilePath.directory(of: path), in: here), to: here)
    }

    static func directory(of path: String) -> String {
        let dir = FilePath.directory(of: path)
        return dir.isEmpty ? "." : dir
    }

    /// The output as a path or printf pattern.
    static func outputText(_ output: OutputTarget) -> String {
        switch output {
        case .pngSequence(let p): return p.text
        case .standardOutput: return "-"
        default: return output.filePath ?? ""
        }
    }

    /// Which bytes the frame hashes are of (see `FrameHashSink`).
    static func hashDescription(_ output: OutputTarget) -> String {
        switch output {
        case .pngStill, .pngSequence: return "sha256 of each PNG file"
        default: return "sha256 of each frame encoded as PNG at zlib level 6"
        }
    }
}
