import SpinnerCore

/// A paint evaluated per pixel, as a Skia shader: the colour at a device point (a pixel
/// centre), premultiplied, with the drawing's opacity folded in, packed as
/// `PremultipliedRGBA8.packed` (R in the low byte).
protocol PaintShader {
    func shade(_ x: Double, _ y: Double) -> UInt32
}

extension PaintShader {
    /// Premultiplies a straight-alpha colour (components already in 0...1) with an extra alpha
    /// factor and rounds each channel to nearest, as `PremultipliedRGBA8(Color)` does.
    @inline(__always)
    static func pack(_ r: Double, _ g: Double, _ b: Double, alpha a: Double) -> UInt32 {
        let k = a * 255
        return UInt32(r * k + 0.5) | UInt32(g * k + 0.5) << 8 | UInt32(b * k + 0.5) << 16 | UInt32(k + 0.5) << 24
    }
}
