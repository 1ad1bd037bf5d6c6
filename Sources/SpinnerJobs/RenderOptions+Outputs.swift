import SpinnerCore
import SpinnerPipeline
import SpinnerSystem
import SpinnerOutputs

/// Several `-o`: one render, many outputs.
extension RenderOptions {
    /// Every `-o` as an output target, in the order given. With several, refused when two name
    /// the same place (after normalising: see `OutputTarget.identity`), when a still is mixed
    /// with animations (one render draws either one moment or a timeline), and with --manifest
    /// (a manifest records one output). --format then applies to `-o -` only.
    package static func outputTargets(_ a: ArgumentScanner) throws(CLIError) -> [OutputTarget] {
        let paths = a.all("output")
        guard !paths.isEmpty else {
            throw CLIError("no output given", hint: "add -o out.mp4, -o frames/%04d.png or -o still.png --time 0.5")
        }
        // With several outputs each file is named by its extension, so --format is for -o - alone.
        if paths.count > 1, a.has("format"), !paths.contains("-") {
            throw CLIError("with several outputs --format applies to standard output (-o -), and none is given",
                           hint: "name each output by its extension")
        }
        var format: OutputFormat?
        if let v = a["format"] { format = try ValueParser.choice(v, option: "format", as: OutputFormat.self) }
        // --format names the format where the name cannot (-o -, a FIFO, a device); it never
        // overrules an extension that names another format.
        if let format, paths.count == 1, let path = paths.first, path != "-", !path.hasSuffix("/"),
           let named = OutputFormat(extension: FilePath.extension(of: path)), named != format, !(named == .png && format == .apng) {
            throw CLIError("--format \(format.rawValue) contradicts -o \(UserText.quoted(path)), whose extension names \(named.rawValue)",
                           hint: "--format is for -o - and for outputs whose name gives no format (a FIFO, a device); drop it or rename the output")
        }
        var targets: [OutputTarget] = []
        for path in paths {
            let forced = paths.count == 1 || path == "-" ? format : nil
            do throws(PipelineError) { targets.append(try OutputTarget(path: path, format: forced, animated: a.has("animated"))) } catch {
                throw CLIError(error.message, hint: error.hint ?? "see 'spinnergen --help' for the outputs")
            }
        }
        guard targets.count > 1 else { return targets }
        if a.has("manifest") {
            throw CLIError("--manifest records one output, but \(targets.count) outputs are given",
                           hint: "give --manifest with a single -o")
        }
        if targets.contains(where: { !$0.isAnimation }) {
            throw CLIError("a single .png still cannot be rendered together with other outputs",
                           hint: "render the still (--time or --at-progress) in its own command")
        }
        try CLIError.from { () throws(OutputsError) in
            try OutputPlaces.checkDistinct(zip(paths, targets).map { ("-o \(UserText.quoted($0))", $1) })
        }
        return targets
    }
}
