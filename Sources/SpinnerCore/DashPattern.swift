/// A dash pattern normalised the way Core Graphics reads `lineDashPattern` / `lineDashPhase`
/// (CGContextSetLineDash): lengths of alternating painted and unpainted stretches, starting with
/// a painted one, repeated along each subpath from its start, with the phase skipping into the
/// pattern.
///
/// - An odd number of lengths repeats as the list concatenated with itself (PostScript and
///   Core Graphics), so `[5]` paints 5 and skips 5, and `[2, 3, 4]` is `[2, 3, 4, 2, 3, 4]`.
/// - An empty list, or one with a negative or non-finite entry or all zeros, is no dash at
///   all: the line is solid. Core Graphics rejects such arrays ("invalid dash array") and keeps
///   stroking solid.
/// - The phase is taken modulo the pattern's period, so a negative phase shifts the pattern the
///   other way; a non-finite phase counts as 0.
public struct DashPattern: Hashable, Sendable {
    /// Alternating painted and unpainted lengths; an even count.
    public let intervals: [Double]
    /// The sum of `intervals`, positive.
    public let period: Double
    /// Where along the pattern each subpath starts, in 0..<period.
    public let phase: Double

    /// The most dashes one path is cut into; beyond it the path is stroked solid, because a
    /// pattern far finer than a pixel over a long path cannot be seen as dashes anyway and would
    /// otherwise cost unbounded time and memory. Each dash is an outline of its own, about 2 KB
    /// drawn, so 50,000 keep one path near 100 MB of a worker's share of `--memory-limit`
    /// (a million took 2 GB); a spinner's dashes number in the hundreds.
    public static let maximumDashes = 50_000

    /// The normalised pattern, or nil when the entries mean a solid line.
    public init?(_ pattern: [Double], phase: Double) {
        guard !pattern.isEmpty, pattern.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return nil }
        let intervals = pattern.count % 2 == 1 ? pattern + pattern : pattern
        let period = intervals.reduce(0, +)
        guard period > 0, period.isFinite else { return nil }
        self.intervals = intervals
        self.period = period
        var p = phase.isFinite ? phase.truncatingRemainder(dividingBy: period) : 0
        if p < 0 { p += period }
        self.phase = p < period ? p : 0
    }

    /// Calls `body(start, end, number)` for each painted stretch of a subpath of length
    /// `length`, in order (zero-length stretches included: they draw caps only). `number`
    /// counts the pattern's painted stretches from the subpath's start as if the phase were 0:
    /// cycle · (intervals.count / 2) + the stretch's place in the cycle. Boundaries are computed
    /// as k·period + offset, so they do not drift over many repeats.
    func forEachDash(alongLength length: Double, _ body: (Double, Double, Int) -> Void) {
        var offsets = [0.0]
        for d in intervals { offsets.append(offsets[offsets.count - 1] + d) }
        var i = 0
        // Skip what ends before the phase; a zero-length dash exactly at the phase still draws.
        while i < intervals.count - 1 && (offsets[i + 1] < phase || (offsets[i + 1] == phase && intervals[i] > 0)) { i += 1 }
        var cycle = 0.0
        while true {
            let from = cycle * period + offsets[i] - phase
            if from >= length && !(from == 0 && length == 0) { break }
            if i % 2 == 0 {
                let to = cycle * period + offsets[i + 1] - phase
                body(max(from, 0), min(to, length), Int(cycle) * (intervals.count / 2) + i / 2)
            }
            i += 1
            if i == intervals.count { i = 0; cycle += 1 }
        }
    }

    /// An upper bound of the dashes a subpath of length `length` is cut into.
    func dashCountBound(alongLength length: Double) -> Double {
        (length / period + 2) * Double(intervals.count / 2)
    }
}
