import SpinnerJSON

/// Batch planning is pure: the batch file to its expanded jobs, and the shard to its share,
/// testable without rendering.
///
/// Expansion order: jobs in file order; within a job, its axes in matrix order, the first axis
/// varying slowest, each axis's values in file order. Options merge in that order too: each
/// axis's variant over the axes before it, and the job's own options over all of them.
public enum BatchPlan {
    /// Most expanded jobs a batch may have.
    public static let maxJobs = 10_000

    /// Every job of the batch, in expansion order.
    public static func expand(_ file: BatchFile) throws(BatchError) -> [BatchJob] {
        var out: [BatchJob] = []
        for job in file.jobs {
            let axes = job.axes.map { name in file.matrix.first { $0.name == name }! }
            let count = axes.reduce(1) { $0 > maxJobs ? $0 : $0 * $1.values.count }
            guard out.count + count <= maxJobs else {
                throw BatchError(path: job.origin, "the batch expands to more than \(maxJobs) jobs", hint: "split it into several batch files")
            }
            for combination in 0..<count {
                // Mixed radix, the last axis fastest.
                var rest = combination
                var picks = [BatchFile.Variant](repeating: axes.first?.values[0] ?? BatchFile.Variant(name: "", options: [:], params: [:]), count: axes.count)
                for a in axes.indices.reversed() {
                    picks[a] = axes[a].values[rest % axes[a].values.count]
                    rest /= axes[a].values.count
                }
                var options: [String: BatchValue] = [:]
                var params: [String: JSONValue] = [:]
                for pick in picks {
                    options.merge(pick.options) { $1 }
                    if case .scene = job.source { params.merge(pick.params) { $1 } }
                }
                options.merge(job.options) { $1 }
                params.merge(job.params) { $1 }
                let bindings = zip(axes, picks).map { (axis: $0.name, value: $1.name) }
                let outputs = job.outputs.map { substitute($0, bindings) }
                out.append(BatchJob(index: out.count, origin: job.origin, source: job.source, options: options, params: params,
                                    outputs: outputs, bindings: bindings))
            }
        }
        return out
    }

    /// The jobs of `shard`, in order.
    public static func jobs(_ jobs: [BatchJob], in shard: BatchShard) -> [BatchJob] {
        jobs.filter { shard.contains($0.index) }
    }

    /// `{axis}` replaced by the axis's value; other placeholders (`{scale}` of `--scale`) kept.
    static func substitute(_ name: String, _ bindings: [(axis: String, value: String)]) -> String {
        var out = name
        for (axis, value) in bindings { out = out.replacingAll("{\(axis)}", with: value) }
        return out
    }

    /// The names inside `{...}` in an output name, in order.
    static func placeholders(in name: String) -> [String] {
        var out: [String] = []
        var rest = Substring(name)
        while let open = rest.firstIndex(of: "{") {
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: "}") else { break }
            let inner = String(after[..<close])
            if BatchFile.isName(inner) { out.append(inner) }
            rest = after[after.index(after: close)...]
        }
        return out
    }
}

extension String {
    /// Every occurrence of `target` replaced (Foundation-free, so this module stays pure).
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var out = ""
        var rest = Substring(self)
        while let range = rest.firstRange(of: target) {
            out += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return out + rest
    }
}
