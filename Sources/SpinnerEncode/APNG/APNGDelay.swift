import SpinnerCore

/// Frame delays in APNG's two 16-bit fields.
enum APNGDelay {
    /// Frame `index`'s delay: on a millisecond clock (`delay_den` 1000, the difference of the
    /// rounded start times of the frame and the next, see `GIFDelays`) whenever every delay at
    /// this rate is 1...65535 ms; browsers count whole milliseconds, so a delay of exactly 1/fps
    /// would play fast. Rates above 1000 fps or below one frame in 65.535 s keep one fraction for
    /// every frame (`fitting`). nil when no delay can be stored or the time overflows.
    static func delay(ofFrame index: Int, fps: Rational) -> (numerator: Int, denominator: Int)? {
        guard fps.numerator > 0, fps.denominator > 0 else { return nil }
        if usesMilliseconds(fps) {
            guard let start = GIFDelays.start(ofFrame: index, fps: fps, unitsPerSecond: 1000),
                  let end = GIFDelays.start(ofFrame: index + 1, fps: fps, unitsPerSecond: 1000) else { return nil }
            return (end - start, 1000)
        }
        return fitting(numerator: fps.denominator, denominator: fps.numerator)
    }

    /// True when every delay at `fps` is 1...65535 whole milliseconds: 1000/fps is between 1 and
    /// 65535 (each delay is 1000/fps rounded down or up).
    static func usesMilliseconds(_ fps: Rational) -> Bool {
        let (n, d) = (fps.numerator, fps.denominator)
        guard n > 0, d > 0, n <= Int64.max / 65535, d <= Int64.max / 1000 else { return false }
        return 1000 * d >= n && 1000 * d <= 65535 * n
    }

    /// `n/d` itself when both fit in 16 bits, otherwise the last convergent of its continued
    /// fraction whose terms both fit (the best approximation with a denominator that small).
    /// nil when no positive fraction fits (a delay above 65535 s or below 1/65535 s).
    static func fitting(numerator n: Int64, denominator d: Int64) -> (numerator: Int, denominator: Int)? {
        let limit: Int64 = 65535
        guard n > 0, d > 0 else { return nil }
        if n <= limit && d <= limit { return (Int(n), Int(d)) }
        var (p0, q0, p1, q1): (Int64, Int64, Int64, Int64) = (0, 1, 1, 0)
        var (a, b) = (n, d)
        var best: (Int64, Int64)? = nil
        while b != 0 {
            let k = a / b
            let (kp, o1) = k.multipliedReportingOverflow(by: p1)
            let (kq, o2) = k.multipliedReportingOverflow(by: q1)
            guard !o1, !o2 else { break }
            let p2 = kp + p0, q2 = kq + q0
            if p2 > limit || q2 > limit { break }
            (p0, q0, p1, q1) = (p1, q1, p2, q2)
            (a, b) = (b, a - k * b)
            if p1 > 0 { best = (p1, q1) }
        }
        return best.map { (Int($0.0), Int($0.1)) }
    }
}
