import SpinnerCore
import SpinnerEncode
import SpinnerGolden

/// The failing frames `compare --html` shows: at most `limit` of them, the worst
/// (`FrameComparison.worseFirst`), each kept as its three encoded PNGs (expected and actual as
/// compared, and the diff image) while the comparison streams on. Decoded frames are let go with
/// their pair, so memory grows with `limit`, never with the length of the inputs; a frame that
/// could not be shown is never encoded.
struct FailingFrameGallery {
    /// One failing frame as the report shows it.
    struct Exhibit {
        let comparison: FrameComparison
        let width: Int
        let height: Int
        let expected: [UInt8]
        let actual: [UInt8]
        let diff: [UInt8]
    }

    /// Failing frames the HTML report embeds; the rest are counted and listed in the JSON report.
    static let reportLimit = 100

    let limit: Int
    private var kept: [Exhibit] = []

    init(limit: Int = FailingFrameGallery.reportLimit) {
        self.limit = limit
    }

    /// The frames kept, in frame order (so the arrow keys step forward in time).
    var exhibits: [Exhibit] { kept.sorted { $0.comparison.index < $1.comparison.index } }

    /// True when `frame` fails and would be kept: there is room, or it is worse than the least
    /// bad frame kept.
    func wants(_ frame: FrameComparison) -> Bool {
        guard !frame.passed, limit > 0 else { return false }
        guard kept.count >= limit, let least = leastBad else { return true }
        return FrameComparison.worseFirst(frame, kept[least].comparison)
    }

    /// Keeps the pair (which `wants` accepted) with its diff image, dropping the least bad frame
    /// kept when full.
    mutating func add(_ pair: ComparedPair, diff: [UInt8]) throws(PNGError) {
        let exhibit = Exhibit(comparison: pair.comparison, width: pair.actual.width, height: pair.actual.height,
                              expected: try DiffPNG.frame(pair.expected), actual: try DiffPNG.frame(pair.actual), diff: diff)
        if kept.count >= limit, let least = leastBad { kept.remove(at: least) }
        kept.append(exhibit)
    }

    private var leastBad: Int? {
        kept.indices.max { FrameComparison.worseFirst(kept[$0].comparison, kept[$1].comparison) }
    }
}
