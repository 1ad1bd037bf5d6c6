import SpinnerCore

/// Frame delays in whole ticks (GIF: 100 per second; WebP: 1000) that never drift.
///
/// The rule: frame i starts at tick `round(units·i/fps)` (halves rounded up) and lasts until the
/// next frame's start, so the delay after frame i is `round(units·(i+1)/fps) − round(units·i/fps)`.
/// Every frame starts within half a tick of its exact time, and the delays add up to the exact
/// duration `units·N/fps` rounded to a tick. At 60 fps in GIF that gives 2, 1, 2, 2, 1, 2, ...
public enum GIFDelays {
    /// The start tick of frame `index`: `round(units·index/fps)`; nil on overflow or a non-positive
    /// fps.
    public static func start(ofFrame index: Int, fps: Rational, unitsPerSecond units: Int) -> Int? {
        guard fps.numerator > 0, index >= 0, units > 0 else { return nil }
        // round(a/b) with halves up = floor((2a + b) / 2b), a = units·index·den, b = num.
        let (a1, o1) = Int64(units).multipliedReportingOverflow(by: Int64(index))
        let (a, o2) = a1.multipliedReportingOverflow(by: fps.denominator)
        let (twoA, o3) = a.multipliedReportingOverflow(by: 2)
        let (top, o4) = twoA.addingReportingOverflow(fps.numerator)
        let (bottom, o5) = fps.numerator.multipliedReportingOverflow(by: 2)
        guard !(o1 || o2 || o3 || o4 || o5), let result = Int(exactly: top / bottom) else { return nil }
        return result
    }

    /// Each frame's delay in ticks; nil on overflow or a non-positive fps.
    public static func delays(frameCount: Int, fps: Rational, unitsPerSecond units: Int) -> [Int]? {
        guard frameCount >= 0 else { return nil }
        var result: [Int] = []
        result.reserveCapacity(frameCount)
        guard var previous = start(ofFrame: 0, fps: fps, unitsPerSecond: units) else { return nil }
        for i in 0..<frameCount {
            guard let next = start(ofFrame: i + 1, fps: fps, unitsPerSecond: units) else { return nil }
            result.append(next - previous)
            previous = next
        }
        return result
    }

    /// GIF delays in hundredths of a second.
    public static func centiseconds(frameCount: Int, fps: Rational) -> [Int]? {
        delays(frameCount: frameCount, fps: fps, unitsPerSecond: 100)
    }

    /// True when every GIF delay at this rate is at least 2 cs (fps ≤ 50), the shortest delay
    /// browsers honour; a 0 or 1 cs delay is shown as 10 cs.
    public static func isBrowserSafe(fps: Rational) -> Bool {
        fps.numerator > 0 && fps.numerator <= 50 * fps.denominator
    }
}
