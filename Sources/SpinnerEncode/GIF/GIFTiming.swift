import SpinnerCore

/// Which rendered frames a GIF keeps and how long each shows, so that no delay is under 2 cs.
///
/// GIF stores a frame's delay in whole hundredths of a second (cs), and browsers (Chromium,
/// Firefox, Safari) show a delay of 0 or 1 cs as 10 cs: a GIF with such delays plays several
/// times slower there. The rule, for `frameCount` frames rendered at `fps`:
///
/// - **50 fps or less:** every frame is kept. Frame i starts at `round(100·i/fps)` cs (halves
///   up, see `GIFDelays`), so each delay is at least `floor(100/fps)` ≥ 2 cs, and the delays add
///   up to the length `T = round(100·frameCount/fps)` cs with no drift.
/// - **Faster:** the GIF plays at 50 fps. Its frame k starts at 2k cs and shows the rendered
///   frame nearest that moment, `round(2k·fps/100)` (halves up); the length T holds `floor(T/2)`
///   such frames, every delay is 2 cs but the last, which is 2 or 3 cs, so the delays again add
///   up to T exactly. The other rendered frames are dropped (merging them would blur a sharp
///   spinner's edges into extra colours).
/// - A render shorter than 2 cs becomes one frame of 2 cs, the only case whose total is not T.
public struct GIFTiming: Hashable, Sendable {
    /// The shortest delay browsers honour, in cs.
    public static let shortestDelay = 2

    /// The frames rendered.
    public let frameCount: Int
    /// Their rate.
    public let fps: Rational
    /// The positions of the kept frames among those rendered (0 = the first rendered), ascending.
    public let kept: [Int]
    /// Each kept frame's delay in cs, every one at least `shortestDelay`.
    public let delays: [Int]

    /// The timing of `frameCount` (≥ 1) frames at `fps`; nil for no frames, a non-positive rate
    /// or times that overflow.
    public init?(frameCount: Int, fps: Rational) {
        guard frameCount >= 1, fps.numerator > 0,
              let total = GIFDelays.start(ofFrame: frameCount, fps: fps, unitsPerSecond: 100) else { return nil }
        self.frameCount = frameCount
        self.fps = fps
        if GIFDelays.isBrowserSafe(fps: fps) {
            guard let delays = GIFDelays.centiseconds(frameCount: frameCount, fps: fps) else { return nil }
            kept = Array(0..<frameCount)
            self.delays = delays
            return
        }
        let count = max(1, total / GIFTiming.shortestDelay)
        var kept: [Int] = []
        kept.reserveCapacity(count)
        for k in 0..<count {
            guard let p = GIFTiming.position(ofGIFFrame: k, fps: fps) else { return nil }
            kept.append(p)
        }
        self.kept = kept
        var delays = [Int](repeating: GIFTiming.shortestDelay, count: count)
        delays[count - 1] = max(GIFTiming.shortestDelay, total - GIFTiming.shortestDelay * (count - 1))
        self.delays = delays
    }

    /// True when some rendered frames are not in the GIF.
    public var dropsFrames: Bool { kept.count < frameCount }

    /// The GIF's length in cs: the sum of its delays.
    public var centiseconds: Int { delays.reduce(0, +) }

    /// Above 50 fps, the rendered frame GIF frame `k` shows: `round(2k·fps/100)`, halves up
    /// (`floor((4k·num + 100·den) / (200·den))`); nil on overflow.
    static func position(ofGIFFrame k: Int, fps: Rational) -> Int? {
        let (fourK, o0) = Int64(k).multipliedReportingOverflow(by: 4)
        let (a, o1) = fourK.multipliedReportingOverflow(by: fps.numerator)
        let (b, o2) = Int64(100).multipliedReportingOverflow(by: fps.denominator)
        let (top, o3) = a.addingReportingOverflow(b)
        let (bottom, o4) = b.multipliedReportingOverflow(by: 2)
        guard !(o0 || o1 || o2 || o3 || o4) else { return nil }
        return Int(exactly: top / bottom)
    }

    /// True when the rendered frame at `position` can be in the GIF: always at 50 fps or less,
    /// and above it when it is the frame nearest some 2 cs tick. (Which of those the GIF keeps at
    /// its end depends on the frame count: the last may be dropped to keep the final delay ≥ 2 cs.)
    public static func mayKeep(position: Int, fps: Rational) -> Bool {
        guard position >= 0, fps.numerator > 0 else { return false }
        if GIFDelays.isBrowserSafe(fps: fps) { return true }
        // The GIF frame shown near `position` is about position·50/fps; the exact one, if any, is
        // that estimate or its neighbour (consecutive GIF frames are more than one frame apart).
        let (perGIFFrame, o1) = fps.denominator.multipliedReportingOverflow(by: 50)
        let (scaled, o2) = Int64(position).multipliedReportingOverflow(by: perGIFFrame)
        guard !(o1 || o2), let estimate = Int(exactly: scaled / fps.numerator) else { return false }
        for k in max(0, estimate - 1)...(estimate + 1) where GIFTiming.position(ofGIFFrame: k, fps: fps) == position {
            return true
        }
        return false
    }
}
