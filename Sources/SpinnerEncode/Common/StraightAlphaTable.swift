/// Un-premultiplication by lookup: entry `a << 8 | p` is min(255, (p·255 + a/2) / a), the same
/// rounding as `AlphaConversion.straightBytes`, and 0 for a = 0. 64 KiB, built once; video
/// converters divide three times per translucent pixel otherwise.
enum StraightAlphaTable {
    static let values: [UInt8] = {
        var t = [UInt8](repeating: 255, count: 1 << 16)
        t.withUnsafeMutableBufferPointer { t in
            for p in 0..<256 { t[p] = 0 }
            // Built without dividing (a one-frame still builds it too, so it is start-up time):
            // along a row the numerator grows by 255, so the quotient grows by 255 / a or one
            // more when the remainder wraps; from p = a on the entry is 255, as filled.
            for a in 1..<256 {
                let (step, stepRest) = (255 / a, 255 % a)
                var (q, r) = (a / 2 / a, a / 2 % a)
                for p in 0..<a {
                    t[a << 8 | p] = UInt8(q)
                    q += step
                    r += stepRest
                    if r >= a { q += 1; r -= a }
                }
            }
        }
        return t
    }()
}
