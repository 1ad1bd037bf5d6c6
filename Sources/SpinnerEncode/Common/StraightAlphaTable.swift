/// Un-premultiplication by lookup: entry `a << 8 | p` is min(255, (p·255 + a/2) / a), the same
/// rounding as `AlphaConversion.straightBytes`, and 0 for a = 0. 64 KiB, built once; video
/// converters divide three times per translucent pixel otherwise.
enum StraightAlphaTable {
    static let values: [UInt8] = {
        var t = [UInt8](repeating: 0, count: 1 << 16)
        for a in 1..<256 {
            for p in 0..<256 {
                t[a << 8 | p] = UInt8(min(255, (p * 255 + a / 2) / a))
            }
        }
        return t
    }()
}
