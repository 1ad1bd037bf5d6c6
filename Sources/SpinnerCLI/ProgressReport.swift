#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import SpinnerCore

/// How a render reports its progress on standard error (`--report`): a bar for people, JSON
/// lines for programs, or nothing.
///
/// Why not `--progress json`, as issue 14 first wrote it: `--progress` is the determinate
/// presets' download story (`ring --progress 0:0,4:1`), and a `--progress-format` would read as
/// the format of their `--progress-file`. `--report` is a common option, so the clash check of
/// `PresetHelpDefaultsTests` and the scanner's duplicate check keep any preset from taking it.
enum ProgressReport: String, CaseIterable {
    case bar, json, none

    /// The `--report` value, or by default a bar when standard error is a terminal and `--quiet`
    /// is not given. A value given wins over `--quiet`, which then silences only the messages
    /// (a pipeline that asks for JSON lines wants them without the human result line).
    static func chosen(_ a: ArgumentScanner) throws(CLIError) -> ProgressReport {
        if let v = a["report"] { return try ValueParser.choice(v, option: "report", as: ProgressReport.self) }
        return !a.has("quiet") && isatty(STDERR_FILENO) == 1 ? .bar : .none
    }
}
