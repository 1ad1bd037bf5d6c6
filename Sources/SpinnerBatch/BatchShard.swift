/// One deterministic share of a batch: the jobs with `k mod count == index`. Every machine
/// holding the same batch file computes the same share, with no coordinator.
public struct BatchShard: Hashable, Sendable, CustomStringConvertible {
    public let index: Int
    public let count: Int

    /// The whole batch.
    public static let whole = BatchShard(uncheckedIndex: 0, count: 1)

    private init(uncheckedIndex index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// Shard `index` of `count`; refuses `count` 0 and `index` outside `0..<count`.
    public init(index: Int, count: Int, source: String) throws(BatchError) {
        guard count > 0 else { throw BatchError(.usage, "\(source): there must be at least 1 shard", hint: "such as --shard 0/3") }
        guard index >= 0, index < count else {
            throw BatchError(.usage, "\(source): shard \(index) does not exist among \(count) (they are 0 to \(count - 1))",
                             hint: "K/N needs 0 ≤ K < N")
        }
        self.init(uncheckedIndex: index, count: count)
    }

    /// `K/N`, as `--shard` takes it.
    public init(parsing text: String) throws(BatchError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = BatchShard.number(parts[0]), let n = BatchShard.number(parts[1]) else {
            throw BatchError(.usage, "invalid value \(BatchShard.quoted(text)) for --shard", hint: "expected K/N in whole numbers, such as 1/3")
        }
        try self.init(index: k, count: n, source: "--shard \(text)")
    }

    public func contains(_ job: Int) -> Bool { job % count == index }

    /// `1/3`.
    public var description: String { "\(index)/\(count)" }

    /// The environment variables an index may come from, in the order they are tried.
    public static let kubernetesIndex = "JOB_COMPLETION_INDEX"
    public static let slurmIndex = "SLURM_ARRAY_TASK_ID"
    public static let slurmMinimum = "SLURM_ARRAY_TASK_MIN"
    public static let slurmCount = "SLURM_ARRAY_TASK_COUNT"

    /// The shard the flags and the environment select:
    /// - `--shard K/N` alone: that shard;
    /// - `--shards N`, with `--shard-from-env VAR` or else `JOB_COMPLETION_INDEX` (a Kubernetes
    ///   Indexed Job) or `SLURM_ARRAY_TASK_ID` (minus `SLURM_ARRAY_TASK_MIN`): K from there;
    /// - `--shard-from-env VAR` without `--shards`: N from `SLURM_ARRAY_TASK_COUNT`;
    /// - none of them: the whole batch (the environment alone never splits a run).
    public static func resolve(shard: String?, shards: String?, fromEnvironment variable: String?,
                               environment: [String: String]) throws(BatchError) -> BatchShard {
        if let shard {
            guard shards == nil, variable == nil else {
                throw BatchError(.usage, "--shard K/N names the shard itself, so --shards and --shard-from-env do not apply",
                                 hint: "give --shard K/N, or --shards N with K from the environment")
            }
            return try BatchShard(parsing: shard)
        }
        guard shards != nil || variable != nil else { return .whole }
        let k: Int
        let from: String
        if let variable {
            guard let text = environment[variable] else {
                throw BatchError(.usage, "--shard-from-env \(variable): the variable is not set", hint: "export it, or give --shard K/N")
            }
            guard let v = number(Substring(text)) else {
                throw BatchError(.usage, "\(variable)=\(quoted(text)) is not a shard index", hint: "expected a whole number from 0")
            }
            (k, from) = (v, variable)
        } else if let text = environment[kubernetesIndex] {
            guard let v = number(Substring(text)) else {
                throw BatchError(.usage, "\(kubernetesIndex)=\(quoted(text)) is not a shard index", hint: "expected a whole number from 0")
            }
            (k, from) = (v, kubernetesIndex)
        } else if let text = environment[slurmIndex] {
            guard let id = number(Substring(text)) else {
                throw BatchError(.usage, "\(slurmIndex)=\(quoted(text)) is not a shard index", hint: "expected a whole number")
            }
            var base = 0
            if let minimum = environment[slurmMinimum] {
                guard let m = number(Substring(minimum)), m <= id else {
                    throw BatchError(.usage, "\(slurmMinimum)=\(quoted(minimum)) is not a task id at most \(id)", hint: "expected a whole number")
                }
                base = m
            }
            (k, from) = (id - base, slurmIndex)
        } else {
            throw BatchError(.usage, "--shards \(shards!) needs the shard's index, and none of \(kubernetesIndex) and \(slurmIndex) is set",
                             hint: "run it as a Kubernetes Indexed Job or a Slurm array, or give --shard-from-env VAR or --shard K/N")
        }
        let n: Int
        if let shards {
            guard let v = number(Substring(shards)) else {
                throw BatchError(.usage, "invalid value \(quoted(shards)) for --shards", hint: "expected a whole number, such as 3")
            }
            n = v
        } else if let text = environment[slurmCount] {
            guard let v = number(Substring(text)) else {
                throw BatchError(.usage, "\(slurmCount)=\(quoted(text)) is not a shard count", hint: "expected a whole number")
            }
            n = v
        } else {
            throw BatchError(.usage, "the number of shards is not known", hint: "give --shards N")
        }
        return try BatchShard(index: k, count: n, source: "shard \(k) (from \(from))")
    }

    /// A whole number of at most 9 digits, no sign.
    private static func number(_ s: Substring) -> Int? {
        guard !s.isEmpty, s.count <= 9, s.utf8.allSatisfy({ (48...57).contains($0) }) else { return nil }
        return Int(s)
    }

    private static func quoted(_ s: String) -> String { "'" + String(s.prefix(40)) + (s.count > 40 ? "…" : "") + "'" }
}
