import SpinnerCore

/// A picture of where two frames differ, readable at a glance: the actual frame, composited over
/// white and turned to grey at 30% contrast, with each differing pixel painted over it.
///
/// - beyond the tolerance: yellow `(255, 215, 0)` for a difference just past it, shading to red
///   `(220, 0, 0)` at 128 levels past it and beyond (a perceptual tolerance: ΔE 50 past it, so
///   the picture is then a ΔE heat map);
/// - different but within the tolerance: pale blue `(150, 190, 255)`, so absorbed noise shows.
///
/// The result is opaque.
public enum DiffImage {
    public static let faint = PremultipliedRGBA8(r: 150, g: 190, b: 255, a: 255)
    public static let small = PremultipliedRGBA8(r: 255, g: 215, b: 0, a: 255)
    public static let large = PremultipliedRGBA8(r: 220, g: 0, b: 0, a: 255)
    /// Levels past the tolerance at which a pixel is wholly `large`.
    public static let fullScale = 128
    /// ΔE past a perceptual tolerance at which a pixel is wholly `large`: black against white is
    /// ΔE 100, so 50 is a plain difference of colour, not a shade.
    public static let fullScaleDeltaE = 50.0
    /// How much of the actual frame's contrast the grey background keeps.
    public static let contrast = 0.3

    /// The diff of two frames of the same size (nil otherwise) by the pixel test of `tolerance`:
    /// ΔE when it sets `maxDeltaE`, else channel levels over `channels` (3 or 4, as
    /// `FrameDifference` chose) at `maxDelta`.
    public static func render(expected: PixelBuffer, actual: PixelBuffer, tolerance: CompareTolerance,
                              channels: Int = 4) -> PixelBuffer? {
        render(expected: expected, actual: actual, maxDelta: tolerance.maxDelta, maxDeltaE: tolerance.maxDeltaE, channels: channels)
    }

    /// The diff of two frames of the same size (nil otherwise), compared over `channels` (3 or
    /// 4, as `FrameDifference` chose) with the per-channel `maxDelta`, or by ΔE at `maxDeltaE`
    /// when given.
    public static func render(expected: PixelBuffer, actual: PixelBuffer, maxDelta: Int, maxDeltaE: Double? = nil,
                              channels: Int = 4) -> PixelBuffer? {
        guard expected.width == actual.width, expected.height == actual.height else { return nil }
        var out = PixelBuffer(width: actual.width, height: actual.height)
        let n = actual.width * actual.height
        expected.pixels.withUnsafeBufferPointer { e in
            actual.pixels.withUnsafeBufferPointer { a in
                out.pixels.withUnsafeMutableBufferPointer { o in
                    for i in 0..<n {
                        var d = 0
                        for c in 0..<min(max(channels, 3), 4) { d = max(d, abs(Int(e[4 * i + c]) - Int(a[4 * i + c]))) }
                        let colour: PremultipliedRGBA8
                        if let allowed = maxDeltaE, d > 0 {
                            let de = DeltaE.between(e, 4 * i, a, 4 * i)
                            colour = de > allowed ? mix(small, large, min(1, (de - allowed) / fullScaleDeltaE)) : faint
                        } else if maxDeltaE == nil, d > maxDelta {
                            let t = min(1, Double(d - maxDelta - 1) / Double(fullScale - 1))
                            colour = mix(small, large, t)
                        } else if d > 0 {
                            colour = faint
                        } else {
                            // Over white: premultiplied c + (255 − a); then fade toward white.
                            let inv = 255 - Double(a[4 * i + 3])
                            let y = 0.2126 * (Double(a[4 * i]) + inv) + 0.7152 * (Double(a[4 * i + 1]) + inv)
                                + 0.0722 * (Double(a[4 * i + 2]) + inv)
                            let g = UInt8(min(255, max(0, (255 - contrast * (255 - y)).rounded())))
                            colour = PremultipliedRGBA8(r: g, g: g, b: g, a: 255)
                        }
                        o[4 * i] = colour.r; o[4 * i + 1] = colour.g; o[4 * i + 2] = colour.b; o[4 * i + 3] = 255
                    }
                }
            }
        }
        return out
    }

    static func mix(_ a: PremultipliedRGBA8, _ b: PremultipliedRGBA8, _ t: Double) -> PremultipliedRGBA8 {
        func m(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8((Double(x) + (Double(y) - Double(x)) * t).rounded()) }
        return PremultipliedRGBA8(r: m(a.r, b.r), g: m(a.g, b.g), b: m(a.b, b.b), a: 255)
    }
}
