import SpinnerCore
import SpinnerEncode

/// The failing frames `compare --html` shows: at most `limit` of them, the worst
/// (`FrameComparison.worseFirst`), each kept as its three encoded PNGs (expected and actual as
/// compared, and the diff image) while the comparison streams on. Decoded frames are let go with
/// their pair, so memory grows with `limit`, never with the length of the inputs; a frame that
/// could not be shown is never encoded.
public struct FailingFrameGallery: Sendable {
    /// One failing frame as the report shows it.
    public struct Exhibit: Sendable {
        public let comparison: FrameComparison
        public let width: Int
        public let height: Int
        /// Expected, actual (as compared) and the diff image, each as PNG bytes.
        public let expected: [UInt8]
        public let actual: [UInt8]
        public let diff: [UInt8]
    }

    /// Failing frames the HTML report embeds; the rest are counted and listed in the JSON report.
    public static let reportLimit = 100

    /// Frames kept at most.
    public let limit: Int
    private var kept: [Exhibit] = []

    /// An empty gallery keeping at most `limit` frames.
    public init(limit: Int = FailingFrameGallery.reportLimit) {
        self.limit = limit
    }

    /// The frames kept, in frame order (so the arrow keys step forward in time).
    public var exhibits: [Exhibit] { kept.sorted { $0.comparison.index < $1.comparison.index } }

    /// True when `frame` fails and would be kept: there is room, or it is worse than the least
    /// bad frame kept.
    public func wants(_ frame: FrameComparison) -> Bool {
        guard !frame.passed, limit > 0 else { return false }
        guard kept.count >= limit, let least = leastBad else { return true }
        return FrameComparison.worseFirst(frame, kept[least].comparison)
    }

    /// Keeps the pair (which `wants` accepted) with its diff image, dropping the least bad frame
    /// kept when full.
    public mutating func add(_ pair: ComparedPair, diff: [UInt8]) throws(PNGError) {
        let exhibit = Exhibit(comparison: pair.comparison, width: pair.actual.width, height: pair.actual.height,
                              expected: try DiffPNG.frame(pair.expected), actual: try DiffPNG.frame(pair.actual), diff: diff)
        if kept.count >= limit, let least = leastBad { kept.remove(at: least) }
        kept.append(exhibit)
    }

    private var leastBad: Int? {
        kept.indices.max { FrameComparison.worseFirst(kept[$0].comparison, kept[$1].comparison) }
    }
}
