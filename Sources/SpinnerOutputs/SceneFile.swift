#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SpinnerCore
import SpinnerSystem
import SpinnerAnimation
import SpinnerEncode
import SpinnerScene
import SpinnerText
import SpinnerPresets

/// A scene file read for a command: its bytes read once (`InputText`), its resources (PNG
/// `contents` beside the file, the label font), its tree frozen, and every failure one
/// `OutputsError` (`.noInput` for a missing file, `.dataError` for anything wrong in it).
package enum SceneFile {
    /// Reads and decodes the scene; `.noInput` when the file is missing, `.dataError` for anything wrong in it.
    package static func load(_ path: String, parameters: [String: String] = [:], log: ImageReadLog? = nil) throws(OutputsError) -> SceneDocument {
        guard FileManager.default.fileExists(atPath: path) else {
            throw OutputsError("scene file \(UserText.quoted(path)) does not exist", hint: "check the path", kind: .noInput)
        }
        let data = try InputText.read(path, what: "scene file", limit: SceneLimits.fileBytes + 1)
        return try decode(data, file: path, parameters: parameters, resources: resources(for: path, log: log))
    }

    /// Decodes a scene file's bytes; `.dataError` for anything wrong in them. Without
    /// `resources`, text layers get the label font and `contents` images are refused (the
    /// fuzzer's bytes name no files).
    package static func decode(_ data: Data, file: String, parameters: [String: String] = [:],
                                resources: SceneResources? = nil) throws(OutputsError) -> SceneDocument {
        do {
            return try SceneDocument.decode(data, file: UserText.shown(file), parameters: parameters,
                                            resources: resources ?? SceneResources(font: labelFont))
        } catch {
            throw OutputsError(UserText.line(error.description), hint: "see the scene format in docs/scene-files.md", kind: .dataError)
        }
    }

    /// DejaVu Sans, loaded once: the font of every text layer.
    package static let labelFont = Font.defaultFontPath().flatMap { try? Font(contentsOf: $0) }

    /// The scene file's SHA-256, for manifests and job hashes.
    package static func hash(_ path: String) -> String? {
        InputText.sha256(of: path)
    }

    /// The resources a scene file reads; `log` learns each image file read (a batch hashes them).
    package static func resources(for path: String, log: ImageReadLog? = nil) -> SceneResources {
        let dir = FilePath.directory(of: path)
        return SceneResources(image: { name in
            let file = name.hasPrefix("/") ? name : FilePath.join(dir, name)
            log?.read(file)
            do {
                return try ImageInput.decode(file)
            } catch {
                throw SceneResourceError("\(UserText.quoted(name)) is not a readable PNG: \((error as? PNGError)?.message ?? "unreadable")")
            }
        }, font: labelFont)
    }

    /// The scale `check` freezes a file at (`--scale`'s default).
    package static let checkScale = 4.0

    /// What `check` checks: the file's tree frozen as `render` freezes it, at `checkScale`.
    /// `render` checks a file this way too before sizing its canvas, so that the two refuse the
    /// same files with the same line and kind (`.dataError`): a root of 1e308 points is the
    /// file's value, whatever `--scale` or `--size` would make of it.
    @discardableResult
    package static func check(_ document: SceneDocument, file: String) throws(OutputsError) -> Scene {
        try freeze(document.root, file: file, scale: checkScale)
    }

    /// `root` frozen into a `Scene`, or one line saying why not: for a scene file (`file`) the
    /// file and `.dataError`, for a preset (nil) `.software`, since a preset's tree is the program's.
    package static func freeze(_ root: Layer, file: String?, scale: Double, background: Color = .clear) throws(OutputsError) -> Scene {
        do {
            return try Scene(root: root, scale: scale, background: background)
        } catch {
            throw refusal(error, file: file, scale: scale)
        }
    }

    /// `scene`'s frozen tree at another scale and background (`Scene.with`), refused as
    /// `freeze` refuses a canvas of that scale.
    package static func reframe(_ scene: Scene, file: String?, scale: Double, background: Color) throws(OutputsError) -> Scene {
        do {
            return try scene.with(scale: scale, background: background)
        } catch {
            throw refusal(error, file: file, scale: scale)
        }
    }

    private static func refusal(_ error: SceneError, file: String?, scale: Double) -> OutputsError {
        let hint: String? = switch error.kind {
        case .invalidCanvas: "the root layer's bounds times the scale, \(DecimalText.shown(scale)), must be at least 1 px and finite"
        case .tooMuchText: "a label is a few words; shorten the strings, or draw them in fewer replicator copies"
        default: nil
        }
        guard let file else { return OutputsError("the preset cannot be drawn: \(error)", hint: hint, kind: .software) }
        return OutputsError("\(UserText.shown(file)): the layer tree cannot be drawn: \(error)", hint: hint, kind: .dataError)
    }
}
