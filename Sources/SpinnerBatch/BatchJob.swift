import SpinnerJSON

/// One expanded job: job `index` of the batch, with the options, parameters and output names
/// its axis values gave it, and the command line it means.
public struct BatchJob: Sendable {
    /// Its place in the expansion order, from 0: what `--shard` counts.
    public let index: Int
    /// The job in the file it came from (`jobs[1]`), for messages.
    public let origin: String
    public let source: BatchSource
    /// Options by name (the job's own over its variants').
    public let options: [String: BatchValue]
    /// Scene parameters by name.
    public let params: [String: JSONValue]
    /// Output names relative to the batch file's folder, `{axis}` substituted.
    public let outputs: [String]
    /// Each axis of the job and the value it took (the variant's name), in matrix order.
    public let bindings: [(axis: String, value: String)]

    /// The command line this job means: `[preset, --name value..., -o out...]` or
    /// `[render, scene, --param name=value..., --name value..., -o out...]`, options and
    /// parameters sorted by name, so the same job always gives the same vector.
    public var arguments: [String] { arguments(omitting: []) }

    /// `arguments` without the options named in `omitted` (see `JobHash.displayOnlyOptions`).
    public func arguments(omitting omitted: Set<String>) -> [String] {
        var out: [String]
        switch source {
        case .preset(let name): out = [name]
        case .scene(let path):
            out = ["render", path]
            for name in params.keys.sorted() { out += ["--param", "\(name)=\(BatchJob.parameterText(params[name]!))"] }
        case .lottie(let path): out = ["render", path]
        }
        for name in options.keys.sorted() where !omitted.contains(name) { out += options[name]!.arguments(name: name) }
        for output in outputs { out += ["-o", output] }
        return out
    }

    /// A parameter as `--param` reads it: a string bare when it cannot be mistaken for JSON
    /// (`#FF5722`), quoted when it could (`"12"`, `"true"`); anything else as compact JSON.
    static func parameterText(_ value: JSONValue) -> String {
        guard case .string(let s) = value else { return value.compactText }
        let looksLikeJSON = JSONReader.isValid(Array(s.utf8), maxDepth: BatchFile.maxDepth)
        return looksLikeJSON ? value.compactText : s
    }
}
