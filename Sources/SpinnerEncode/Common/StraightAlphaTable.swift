/// Un-premultiplication by lookup: entry `a << 8 | p` is min(255, (p·255 + a/2) / a), the same
/// rounding as `AlphaConversion.straightBytes`, and 0 for a = 0. 64 KiB, built once; video
/// converters divide three times per translucent pixel otherwise.
enum StraightAlphaTable {
    static let values: [UInt8] = {
        var t = [UInt8](repeating: 255, count: 1 << 16)
        t.withUnsafeMutableBufferPointer { t in
            for p in 0..<256 { t[p] = 0 }
            // Built without dividing (a one-frame still builds it too, so it is start-up time):
            // n = p·255 + a/2 times m = ⌈2³² / a⌉, in 32.32 fixed point, grows by 255·m along a
            // row, and its integer part is ⌊n / a⌋ exactly: m·a = 2³² + e with e < a, so the
            // error n·e / (a·2³²) is below 1/a because n < 2¹⁶, and the fraction of n / a is at
            // most (a − 1)/a. From p = a on the entry is 255, as filled.
            for a in 1..<256 {
                let m = ((1 << 32) + UInt64(a) - 1) / UInt64(a)
                let step = 255 &* m
                var n = UInt64(a / 2) &* m
                let row = t.baseAddress! + a << 8
                for p in 0..<a {
                    row[p] = UInt8(truncatingIfNeeded: n &>> 32)
                    n &+= step
                }
            }
        }
        return t
    }()
}
