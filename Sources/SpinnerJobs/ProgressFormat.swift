#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// How a render shows its progress on standard error (`--progress-format`): a bar for people,
/// JSON lines for programs, or nothing.
///
/// Why not `--progress json`, as issue 14 first wrote it: `--progress` is the determinate
/// presets' download story (`ring --progress 0:0,4:1`), and `--report` is `compare`'s report
/// file. `--progress-format` is a common option, so `PresetHelpDefaultsTests` and the scanner's
/// duplicate check keep any preset from taking the name (it would be shadowed without a word).
package enum ProgressFormat: String, CaseIterable {
    case bar, json, none

    /// The `--progress-format` value, or by default a bar when standard error is a terminal and
    /// `--quiet` is not given. A value given wins over `--quiet`, which then silences only the messages
    /// (a pipeline that asks for JSON lines wants them without the human result line).
    package static func chosen(_ a: ArgumentScanner) throws(CLIError) -> ProgressFormat {
        if let v = a["progress-format"] { return try ValueParser.choice(v, option: "progress-format", as: ProgressFormat.self) }
        return !a.has("quiet") && isatty(STDERR_FILENO) == 1 ? .bar : .none
    }
}
