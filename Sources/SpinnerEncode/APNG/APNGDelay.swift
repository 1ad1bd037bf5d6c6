/// Fits a delay fraction into APNG's two 16-bit fields.
enum APNGDelay {
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
