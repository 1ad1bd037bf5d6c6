/// A sequence comparison as `spinnergen compare` prints it: the differing frames worst first,
/// then one verdict line naming the tolerance and, when the sides were composited, the matte.
public enum ComparisonSummary {
    /// Frames listed one by one, in the summary and in a failing verdict, before the rest are
    /// only counted.
    public static let listed = 10

    /// The differing frames worst first, at most `listed`, then a count of the rest and of the
    /// identical frames; empty when every frame is identical.
    public static func differingFrames(_ c: SequenceComparison) -> String {
        let differing = c.worstFirst.filter { $0.difference.maxDelta > 0 || !$0.passed }
        var s = ""
        for f in differing.prefix(listed) {
            s += "frame \(f.index): \(DifferenceText.metrics(f.difference))"
            s += f.passed ? "  ok\n" : "  FAIL: \(f.failures.joined(separator: "; "))\n"
        }
        if differing.count > listed { s += "… and \(differing.count - listed) more differing frames\n" }
        let identical = c.frames.count - differing.count
        if identical > 0, !differing.isEmpty { s += "\(identical) frame\(identical == 1 ? "" : "s") identical\n" }
        return s
    }

    /// `PASS: ...` or `FAIL: ...`, one line: how many frames, the tolerance, the matte when one
    /// was applied (what was compared is then not what was decoded), and the failing frames.
    public static func verdict(_ c: SequenceComparison) -> String {
        let n = c.frames.count, frames = "\(n) frame\(n == 1 ? "" : "s")"
        let failed = c.failedFrames
        let over = c.matte.map { " over matte \(Matte.hex($0))" } ?? ""
        if failed.isEmpty {
            return "PASS: \(frames) within tolerance (\(c.tolerance.summary))\(over); max delta \(c.maxDelta)"
        }
        let list = failed.prefix(listed).map { String($0.index) }.joined(separator: ", ")
            + (failed.count > listed ? ", …" : "")
        return "FAIL: \(failed.count) of \(frames) beyond tolerance (\(c.tolerance.summary))\(over): frame\(failed.count == 1 ? "" : "s") \(list)"
    }
}
