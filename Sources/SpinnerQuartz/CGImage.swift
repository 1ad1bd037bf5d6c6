import SpinnerCore

/// A bitmap image (Core Graphics' `CGImage`), immutable: 8-bit premultiplied RGBA pixels, as
/// the engine draws them into a layer's `contents`.
public final class CGImage: @unchecked Sendable {
    /// The pixels, rows top to bottom.
    package let pixels: PixelBuffer

    /// An image of these pixels.
    package init(pixels: PixelBuffer) { self.pixels = pixels }

    /// The width in pixels.
    public var width: Int { pixels.width }
    /// The height in pixels.
    public var height: Int { pixels.height }
    /// Bits in each colour component: 8.
    public var bitsPerComponent: Int { 8 }
    /// Bits in each pixel: 32 (red, green, blue, alpha).
    public var bitsPerPixel: Int { 32 }
    /// Bytes in each row (the rows are not padded).
    public var bytesPerRow: Int { pixels.width * 4 }
}
