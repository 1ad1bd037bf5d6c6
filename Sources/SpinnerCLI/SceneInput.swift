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
import SpinnerOutputs

/// A scene file named on the command line: its options, its resources (PNG `contents` beside
/// the file, the label font), and errors as one line with status 65.
package enum SceneInput {
    static let options: [ArgumentScanner.Option] = [
        .init("param", value: "NAME=VALUE", repeatable: true, help: "set a parameter of the scene (JSON, or a bare string such as #FF0000); repeat for several"),
    ]

    /// `FILE.json [options]`: the file, then the options.
    static func scan(_ arguments: [String], extra: [ArgumentScanner.Option] = RenderOptions.options) throws(CLIError) -> (String, ArgumentScanner) {
        guard let path = arguments.first, !path.hasPrefix("-") || path == "-" else {
            throw CLIError("render needs a scene file", hint: "spinnergen render FILE.json -o out.mp4")
        }
        let scanner = try AnimationSource.scene(path: path).scan(Array(arguments.dropFirst()), extra, command: "render", fitsSceneToSize: true)
        return (path, scanner)
    }

    /// `--param name=value` pairs.
    static func parameters(_ scanner: ArgumentScanner) throws(CLIError) -> [String: String] {
        var out: [String: String] = [:]
        for item in scanner.all("param") {
            guard let eq = item.firstIndex(of: "="), eq != item.startIndex else {
                throw CLIError("invalid value \(UserText.quoted(item)) for --param", hint: "expected NAME=VALUE, such as color=#FF0000")
            }
            out[String(item[..<eq])] = String(item[item.index(after: eq)...])
        }
        return out
    }

    /// Reads and decodes the scene; 66 when the file is missing, 65 for anything wrong in it.
    static func load(_ path: String, parameters: [String: String] = [:], log: ImageReadLog? = nil) throws(CLIError) -> SceneDocument {
        guard FileManager.default.fileExists(atPath: path) else {
            throw CLIError("scene file \(UserText.quoted(path)) does not exist", hint: "check the path", exitCode: .noInput)
        }
        let data = try CLIError.from { () throws(OutputsError) in try InputText.read(path, what: "scene file", limit: SceneLimits.fileBytes + 1) }
        return try decode(data, file: path, parameters: parameters, resources: resources(for: path, log: log))
    }

    /// Decodes a scene file's bytes; 65 for anything wrong in them. Without `resources`, text
    /// layers get the label font and `contents` images are refused (the fuzzer's bytes name no
    /// files).
    package static func decode(_ data: Data, file: String, parameters: [String: String] = [:],
                                resources: SceneResources? = nil) throws(CLIError) -> SceneDocument {
        do {
            return try SceneDocument.decode(data, file: UserText.shown(file), parameters: parameters,
                                            resources: resources ?? SceneResources(font: labelFont))
        } catch {
            throw CLIError(UserText.line(error.description), hint: "see the scene format in docs/scene-files.md", exitCode: .dataError)
        }
    }

    /// DejaVu Sans, loaded once: the font of every text layer.
    static let labelFont = Font.defaultFontPath().flatMap { try? Font(contentsOf: $0) }

    /// The scene file's SHA-256, for manifests.
    static func hash(_ path: String) -> String? {
        InputText.sha256(of: path)
    }

    /// The resources a scene file reads; `log` learns each image file read (a batch hashes them).
    static func resources(for path: String, log: ImageReadLog? = nil) -> SceneResources {
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
    static let checkScale = 4.0

    /// What `check` checks: the file's tree frozen as `render` freezes it, at `checkScale`.
    /// `render` checks a file this way too before sizing its canvas, so that the two refuse the
    /// same files with the same line and status (65): a root of 1e308 points is the file's
    /// value, whatever `--scale` or `--size` would make of it.
    @discardableResult
    package static func check(_ document: SceneDocument, file: String) throws(CLIError) -> Scene {
        try scene(document.root, file: file, scale: checkScale)
    }

    /// `root` frozen into a `Scene`, or one line saying why not: for a scene file (`file`) the
    /// file and status 65, for a preset (nil) status 70, since a preset's tree is the program's.
    static func scene(_ root: Layer, file: String?, scale: Double, background: Color = .clear) throws(CLIError) -> Scene {
        do {
            return try Scene(root: root, scale: scale, background: background)
        } catch {
            let hint: String? = switch error.kind {
            case .invalidCanvas: "the root layer's bounds times the scale, \(DecimalText.shown(scale)), must be at least 1 px and finite"
            case .tooMuchText: "a label is a few words; shorten the strings, or draw them in fewer replicator copies"
            default: nil
            }
            guard let file else { throw CLIError("the preset cannot be drawn: \(error)", hint: hint, exitCode: .software) }
            throw CLIError("\(UserText.shown(file)): the layer tree cannot be drawn: \(error)", hint: hint, exitCode: .dataError)
        }
    }
}
