import SpinnerCore
import SpinnerAnimation

/// The times an export reads the presented tree at, in Lottie frames (scene time × fps):
/// every frame of the loop; every breakpoint, where some animation's curve starts or ends (and
/// one a hair before it, where a value may jump); and three times inside each interval between
/// breakpoints, so that a curve is checked between frames too.
///
///     breakpoints   0 ............ b₁−δ  b₁ ............ b₂−δ  b₂ ......  N
///     samples       0  1  2  ¼ ½ ¾  …  |  | 8  9  ¼ ½ ¾ …  |  |   …      N
///     candidates    per interval: the part of each curve that spans it (or a hold)
struct LottieTimeline {
    /// Sample times in Lottie frames, increasing; integer frames are exactly 0..<frameCount.
    let frames: [Double]
    /// The scene time of each sample, in seconds (an integer frame f at f · den / num, as the
    /// render loop times it).
    let sceneTimes: [Double]
    /// The stretches between consecutive breakpoints, in order, from 0 to `frameCount`.
    let intervals: [Interval]
    let frameCount: Int
    /// The animation curves the candidates are parts of.
    let segments: [EasingSegment]

    /// From one breakpoint (sample `start`) to the next (sample `end`); the samples between
    /// lie inside it.
    struct Interval {
        let start: Int
        let end: Int
        /// The curves that may run across the whole interval, earliest-starting first.
        let candidates: [Candidate]
    }

    /// One animation curve's part across an interval.
    struct Candidate {
        /// The curve's index in the export's `EasingSegment` list: equal sources on
        /// neighbouring intervals make one keyframe.
        let source: Int
        /// Where the interval starts and ends along the curve's time, 0...1.
        let from: Double
        let to: Double
        /// The frame where the whole curve ends: of two curves that both fit, the one that
        /// runs on longer can join more intervals into one keyframe.
        let reach: Double
        /// The part's control points, nil for a hold.
        let handles: (c1: Point, c2: Point)?
        /// The part's progress at each sample inside the interval (empty for a hold).
        let progress: [Double]
    }

    /// A value may jump at a breakpoint (a repeat starting over, a discrete key time), so the
    /// export also reads it this many frames before: the curve runs up to there, a hold
    /// covers the rest. Far below a frame, far above the rounding of `t`.
    static let jumpGap = 1e-3

    /// Keyframe times are rounded to a millionth of a frame, so JSON stays short and stable.
    static func rounded(_ frame: Double) -> Double { LottieNumber.round(frame, 1e6) }

    /// A breakpoint this close before a frame is moved onto it: times written as decimals
    /// (a beginTime of −0.916667 s for −11/12) would otherwise start a curve a hair early, and
    /// the frame would show 99.99997 % where the sampled value rounds to 100 (which a player
    /// that truncates, as rlottie does, draws one level lighter).
    static let snap = 1e-4

    static func snapped(_ frame: Double) -> Double {
        let up = frame.rounded(.up)
        return up - frame < snap ? up : rounded(frame)
    }

    init(segments: [EasingSegment], fps: Rational, frameCount: Int) {
        self.frameCount = frameCount
        self.segments = segments
        let n = Double(fps.numerator), d = Double(fps.denominator)
        let end = Double(frameCount)
        let spans = segments.map { (start: Self.snapped($0.start * n / d), end: Self.snapped($0.end * n / d)) }
        // Where a curve ends the value may jump; where no curve runs it is sampled anyway.
        var ends = Set<Double>()
        for s in spans {
            for t in [s.start, s.end] where t > 0 && t <= end { ends.insert(t) }
        }
        var breakpoints: [Double] = [0]
        for b in ends.union([end]).sorted() {
            let before = Self.rounded(b - Self.jumpGap)
            if ends.contains(b), before > breakpoints.last! + Self.jumpGap { breakpoints.append(before) }
            breakpoints.append(b)
        }
        var times = Set((0..<frameCount).map(Double.init)).union(breakpoints)
        for (a, b) in zip(breakpoints, breakpoints.dropFirst()) {
            for q in [0.25, 0.5, 0.75] { times.insert(Self.rounded(a + (b - a) * q)) }
        }
        let frames = times.sorted()
        self.frames = frames
        sceneTimes = frames.map { $0 * d / n }
        let index = Dictionary(uniqueKeysWithValues: frames.enumerated().map { ($1, $0) })
        intervals = zip(breakpoints, breakpoints.dropFirst()).map { a, b in
            let (i, j) = (index[a]!, index[b]!)
            let inside = frames[(i + 1)..<j].map { ($0 - a) / (b - a) }
            var candidates: [Candidate] = []
            for (k, s) in spans.enumerated() where s.start <= a && s.end >= b {
                // A curve's own ends are its ends exactly, whatever the division leaves.
                func along(_ t: Double) -> Double { t == s.start ? 0 : t == s.end ? 1 : (t - s.start) / (s.end - s.start) }
                let from = along(a), to = along(b)
                switch segments[k].easing {
                case .hold:
                    candidates.append(Candidate(source: k, from: from, to: to, reach: s.end, handles: nil, progress: []))
                case .curve(let c1, let c2):
                    guard let part = TimingFunction(controlPoints: c1.x, c1.y, c2.x, c2.y).part(from: from, to: to) else { continue }
                    let curve = TimingFunction(controlPoints: part.c1.x, part.c1.y, part.c2.x, part.c2.y)
                    candidates.append(Candidate(source: k, from: from, to: to, reach: s.end, handles: part,
                                                progress: inside.map(curve.value(at:))))
                }
            }
            return Interval(start: i, end: j, candidates: candidates)
        }
    }

    /// Whether sample `k` is one of the loop's frames.
    func isFrame(_ k: Int) -> Bool { frames[k] == frames[k].rounded() && frames[k] < Double(frameCount) }
}
