#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Synchronization
import SpinnerCore
import SpinnerJSON
import SpinnerPipeline
import SpinnerJobs

/// `--progress-format json`: JSON lines on stderr for programs (CI logs, a batch runner, a GUI).
///
///     {"event":"progress","job":"ring","output":"a.gif","frame":12,"frames":60,"fps":118.4,"eta_s":0.41}
///     {"event":"done","job":"ring","output":"a.gif","path":"a.gif","frames":60,"files":1,"bytes":48213,"seconds":0.52}
///
/// `frame` counts the frames written (1 to `frames`), not timeline indices. A progress line is
/// written for the first frame, the last, every frame that reaches a new whole percent, and
/// otherwise whenever 0.5 s passed since the last line: at most about 100 lines for a fast
/// render, and a sign of life at least twice a second for a slow one.
final class JSONProgress: RenderReporter {
    /// The job's name: the preset, or the scene file as given.
    let job: String
    /// In a batch, the job's index, written as `"job": k` in place of the name.
    let batchJob: Int?
    /// The output as given with `-o`.
    let output: String
    private let now: @Sendable () -> Double
    private let start: Double
    private let write: @Sendable (String) -> Void
    private let last = Mutex<(time: Double, percent: Int)?>(nil)

    init(job: String, batchJob: Int? = nil, output: String, now: @escaping @Sendable () -> Double = ProgressBar.uptime,
         write: @escaping @Sendable (String) -> Void = Console.error) {
        self.job = job
        self.batchJob = batchJob
        self.output = output
        self.now = now
        self.start = now()
        self.write = write
    }

    static let interval = 0.5

    func frameWritten(_ done: Int, of total: Int) {
        let t = now()
        let percent = total > 0 ? done * 100 / total : 100
        let due = last.withLock { last -> Bool in
            let due = last == nil || done == total || percent != last!.percent || t - last!.time >= JSONProgress.interval
            if due { last = (t, percent) }
            return due
        }
        guard due else { return }
        write(progressLine(done: done, total: total, elapsed: t - start).compactText)
    }

    func finished(_ summary: RenderSummary, output: String) {
        write(doneLine(summary, output: output, bytes: JSONProgress.bytes(of: summary.files)).compactText)
    }

    private var jobValue: JSONValue { batchJob.map { .number(Double($0)) } ?? .string(job) }

    /// One line's object, keys in the order a reader may rely on (written by `compactText`,
    /// which escapes every control character: a terminal showing it cannot be driven by a
    /// path's bytes).
    func progressLine(done: Int, total: Int, elapsed: Double) -> JSONValue {
        let fps = elapsed > 0 ? Double(done) / elapsed : 0
        let eta: JSONValue = done >= total ? JSONProgress.rounded(0, decimals: 2)
            : fps > 0 ? JSONProgress.rounded(Double(total - done) / fps, decimals: 2) : .null
        return .fields(["event": .string("progress"), "job": jobValue, "output": .string(output),
                        "frame": .number(Double(done)), "frames": .number(Double(total)), "fps": JSONProgress.rounded(fps, decimals: 1),
                        "eta_s": eta])
    }

    /// `path` is the file written, or for a PNG sequence the pattern as given (`files` says how
    /// many); `bytes` is null when the output went to a stream (standard output, a FIFO, a device).
    func doneLine(_ summary: RenderSummary, output: String, bytes: Int?) -> JSONValue {
        let path = summary.files.count == 1 ? summary.files[0] : output
        return .fields(["event": .string("done"), "job": jobValue, "output": .string(output), "path": .string(path),
                        "frames": .number(Double(summary.frameCount)), "files": .number(Double(summary.files.count)),
                        "bytes": bytes.map { .number(Double($0)) } ?? .null, "seconds": JSONProgress.rounded(summary.seconds, decimals: 3)])
    }

    /// `x` to at most `decimals` digits after the point (`118.4`, `0.41`), null when it is not
    /// finite. Rounded as printf rounds (`DecimalText.trimmed`) and read back: the shortest
    /// text of that Double is the same digits for every number a line holds (non-negative,
    /// fewer than 15 significant digits).
    static func rounded(_ x: Double, decimals: Int) -> JSONValue {
        guard x.isFinite, let v = DecimalText.double(DecimalText.trimmed(x, maxDecimals: decimals)) else { return .null }
        return .number(v)
    }

    /// The bytes of `files` when each is a regular file (followed: an output written through a
    /// symlink is the file it names).
    static func bytes(of files: [String]) -> Int? {
        var sum = 0
        for path in files {
            var info = stat()
            guard path != "-", stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
            sum += Int(info.st_size)
        }
        return sum
    }
}
