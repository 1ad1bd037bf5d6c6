/// A frame of premultiplied RGBA8 pixels in sRGB, rows top to bottom, no padding.
public struct PixelBuffer: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// `width × height × 4` bytes: R, G, B, A, premultiplied by A.
    public var pixels: [UInt8]

    /// A buffer filled with one premultiplied pixel value.
    public init(width: Int, height: Int, fill: PremultipliedRGBA8 = .transparent) {
        precondition(width >= 0 && height >= 0, "negative size")
        self.width = width
        self.height = height
        self.pixels = [UInt8](repeating: 0, count: width * height * 4)
        if fill != .transparent { self.fill(fill) }
    }

    /// Sets every pixel to `value`, in place: a pooled canvas is cleared for its next frame
    /// without a new allocation.
    public mutating func fill(_ value: PremultipliedRGBA8) {
        pixels.withUnsafeMutableBytes { raw in
            raw.bindMemory(to: UInt32.self).update(repeating: value.packed)
        }
    }

    /// Sets the pixels of `rect` (clipped to the buffer) to `value`, in place: a reused canvas
    /// clears only what its last frame drew.
    public mutating func fill(_ value: PremultipliedRGBA8, in rect: PixelRect) {
        let x0 = min(max(rect.x, 0), width), x1 = min(max(rect.maxX, x0), width)
        let y0 = min(max(rect.y, 0), height), y1 = min(max(rect.maxY, y0), height)
        guard x1 > x0, y1 > y0 else { return }
        let (w, word) = (width, value.packed)
        pixels.withUnsafeMutableBytes { raw in
            let words = raw.bindMemory(to: UInt32.self)
            for y in y0..<y1 {
                UnsafeMutableBufferPointer(rebasing: words[(y * w + x0)..<(y * w + x1)]).update(repeating: word)
            }
        }
    }

    /// Sets the marked spans of `dirty` (of this buffer's size) to `value`, in place: a reused
    /// canvas clears only the pixels its last frame wrote.
    public mutating func fill(_ value: PremultipliedRGBA8, in dirty: DirtyRows) {
        guard dirty.width == width, dirty.height == height else { return fill(value) }
        let (w, word) = (width, value.packed)
        pixels.withUnsafeMutableBytes { raw in
            let words = raw.bindMemory(to: UInt32.self)
            dirty.forEachSpan { y, x0, x1 in
                UnsafeMutableBufferPointer(rebasing: words[(y * w + x0)..<(y * w + x1)]).update(repeating: word)
            }
        }
    }

    /// Wraps existing premultiplied bytes; `pixels.count` must be `width × height × 4`.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 4, "pixel count does not match size")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Bytes per row.
    public var stride: Int { width * 4 }

    /// The pixel at (x, y).
    public subscript(x: Int, y: Int) -> PremultipliedRGBA8 {
        get {
            let i = (y * width + x) * 4
            return PremultipliedRGBA8(r: pixels[i], g: pixels[i + 1], b: pixels[i + 2], a: pixels[i + 3])
        }
        set {
            let i = (y * width + x) * 4
            pixels[i] = newValue.r; pixels[i + 1] = newValue.g; pixels[i + 2] = newValue.b; pixels[i + 3] = newValue.a
        }
    }
}

/// One premultiplied RGBA8 pixel.
public struct PremultipliedRGBA8: Hashable, Sendable {
    public var r: UInt8, g: UInt8, b: UInt8, a: UInt8

    public static let transparent = PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 0)

    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    /// The premultiplied 8-bit form of a straight-alpha colour, rounded to nearest.
    public init(_ c: Color) {
        let a = min(max(c.alpha.isFinite ? c.alpha : 0, 0), 1)
        func ch(_ v: Double) -> UInt8 { UInt8((min(max(v.isFinite ? v : 0, 0), 1) * a * 255).rounded()) }
        self.init(r: ch(c.red), g: ch(c.green), b: ch(c.blue), a: UInt8((a * 255).rounded()))
    }

    /// The four bytes as one little-endian word (R in the low byte), the order they lie in memory.
    public var packed: UInt32 {
        UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24
    }

    /// The straight-alpha 8-bit value, as PNG stores it; rounds to nearest.
    public var unpremultiplied: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        guard a != 0 else { return (0, 0, 0, 0) }
        guard a != 255 else { return (r, g, b, a) }
        let a32 = UInt32(a)
        func u(_ v: UInt8) -> UInt8 { UInt8(min(255, (UInt32(v) * 255 + a32 / 2) / a32)) }
        return (u(r), u(g), u(b), a)
    }
}
