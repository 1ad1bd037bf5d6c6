import Foundation
import SpinnerAnimation
import SpinnerCore
import SpinnerEncode
import SpinnerLottieImport
import SpinnerRaster

/// spinnergen playing a corpus file: the import, the scene at the reference's scale, a frame at
/// each reference's moment; and what the import noted it left out (to rank failures by cause).
struct SpinnergenPlayer {
    let scene: Scene
    let notes: [String]

    /// Nil where spinnergen refuses the file (its reason is the composition's error).
    init?(_ file: CorpusFile, corpus: String, scale: Double) {
        guard case .success(let composition) = file.composition else { return nil }
        var builder = LottieSceneBuilder(composition)
        // Images: embedded data URLs, or files beside the sample (lottie-ios's in its Images folder).
        builder.imageProvider = { image in
            if let text = image.base64, let data = Data(base64Encoded: String(text)) { return try? PNGCodec.decode(Array(data)) }
            for folder in [corpus + "/" + file.folder + "/", corpus + "/lottie-ios/Images/"] {
                for name in [image.relativePath, image.name] where FileManager.default.fileExists(atPath: folder + name) {
                    return try? PNGCodec.decode(contentsOf: folder + name)
                }
            }
            return nil
        }
        let root = builder.rootLayer()
        guard let scene = try? Scene(root: root, scale: scale) else { return nil }
        self.scene = scene
        self.notes = builder.notes.map(\.feature)
    }

    /// The frame at the reference's moment, on the reference's canvas: the composition at the
    /// reference's scale from the top-left corner, the canvas rounded up to whole pixels (a
    /// fitted size of 562.22 px is 563, its last column partly covered), as the README says
    /// lottie-ios's snapshots are drawn. (A scene rounds its canvas to the nearest pixel.)
    func render(_ frame: CorpusFrame) -> PixelBuffer {
        var list = scene.presentation(at: frame.time)
        list.width = frame.width
        list.height = frame.height
        return Rasterizer().render(list)
    }
}
