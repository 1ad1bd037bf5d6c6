#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SpinnerCore
import SpinnerDigest
import SpinnerSystem
import SpinnerAnimation
import SpinnerEncode
import SpinnerScene
import SpinnerText
import SpinnerPresets

/// A scene file named on the command line: its options, its resources (PNG `contents` beside
/// the file, the label font), and errors as one line with status 65.
enum SceneInput {
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
        let data = try InputText.read(path, what: "scene file", limit: SceneLimits.fileBytes + 1)
        do {
            return try SceneDocument.decode(data, file: UserText.shown(path), parameters: parameters, resources: resources(for: path, log: log))
        } catch {
            throw CLIError(UserText.line(error.description), hint: "see the scene format in docs/scene-files.md", exitCode: .dataError)
        }
    }

    /// The scene file's SHA-256, for manifests.
    static func hash(_ path: String) -> String? {
        InputText.sha256(of: path)
    }

    /// The resources a scene file reads; `log` learns each image file read (a batch hashes them).
    static func resources(for path: String, log: ImageReadLog? = nil) -> SceneResources {
        let dir = FilePath.directory(of: path)
        let font = Font.defaultFontPath().flatMap { try? Font(contentsOf: $0) }
        return SceneResources(image: { name in
            let file = name.hasPrefix("/") ? name : FilePath.join(dir, name)
            log?.read(file)
            do {
                return try ImageInput.decode(file)
            } catch {
                throw SceneResourceError("\(UserText.quoted(name)) is not a readable PNG: \((error as? PNGError)?.message ?? "unreadable")")
            }
        }, font: font)
    }

    /// `root` frozen into a `Scene`, or one line saying why not: for a scene file (`file`) the
    /// file and status 65, for a preset (nil) status 70, since a preset's tree is the program's.
    static func scene(_ root: Layer, file: String?, scale: Double, background: Color = .clear) throws(CLIError) -> Scene {
        do {
            return try Scene(root: root, scale: scale, background: background)
        } catch {
            let hint = error.kind == .invalidCanvas ? "the root layer's bounds times --scale must be at least 1 px and finite" : nil
            guard let file else { throw CLIError("the preset cannot be drawn: \(error)", hint: hint, exitCode: .software) }
            throw CLIError("\(UserText.shown(file)): the layer tree cannot be drawn: \(error)", hint: hint, exitCode: .dataError)
        }
    }
}
