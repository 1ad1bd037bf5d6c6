import SpinnerCore
import SpinnerAnimation
import SpinnerScene
import SpinnerOutputs

/// A scene file named on the command line: its options and `--param` pairs, and `SceneFile`'s
/// reading and freezing with errors as one line (status 65, 66 for a missing file).
package enum SceneInput {
    package static let options: [ArgumentScanner.Option] = [
        .init("param", value: "NAME=VALUE", repeatable: true, help: "set a parameter of the scene (JSON, or a bare string such as #FF0000); repeat for several"),
    ]

    /// `FILE.json [options]`: the file (a scene or a Lottie file), then the options.
    package static func scan(_ arguments: [String], extra: [ArgumentScanner.Option] = RenderOptions.options) throws(CLIError) -> (String, ArgumentScanner) {
        guard let path = arguments.first, !path.hasPrefix("-") || path == "-" else {
            throw CLIError("render needs a scene file", hint: "spinnergen render FILE.json -o out.mp4")
        }
        let scanner = try AnimationSource.file(path).scan(Array(arguments.dropFirst()), extra, command: "render", fitsSceneToSize: true)
        return (path, scanner)
    }

    /// `--param name=value` pairs.
    package static func parameters(_ scanner: ArgumentScanner) throws(CLIError) -> [String: String] {
        var out: [String: String] = [:]
        for item in scanner.all("param") {
            guard let eq = item.firstIndex(of: "="), eq != item.startIndex else {
                throw CLIError("invalid value \(UserText.quoted(item)) for --param", hint: "expected NAME=VALUE, such as color=#FF0000")
            }
            out[String(item[..<eq])] = String(item[item.index(after: eq)...])
        }
        return out
    }

    /// Reads and decodes the scene (see `SceneFile.load`): 66 when the file is missing, 65 for anything wrong in it.
    package static func load(_ path: String, parameters: [String: String] = [:], log: ImageReadLog? = nil) throws(CLIError) -> SceneDocument {
        try CLIError.from { () throws(OutputsError) in try SceneFile.load(path, parameters: parameters, log: log) }
    }

    /// `root` frozen into a `Scene` (see `SceneFile.freeze`): 65 for a scene file, 70 for a preset.
    package static func scene(_ root: Layer, file: String?, scale: Double, background: Color = .clear) throws(CLIError) -> Scene {
        try CLIError.from { () throws(OutputsError) in try SceneFile.freeze(root, file: file, scale: scale, background: background) }
    }
}
