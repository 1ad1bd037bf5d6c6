import SpinnerCore

/// Converts opaque sRGB frames to BT.709 limited-range 4:2:0 (`yuv420p`): `YUVConverter` with
/// that format, its picture given as `YUVPlanes`. Alpha is ignored: the pipeline hands
/// formats without alpha opaque frames.
public struct YUV420Converter: Sendable {
    public var width: Int { converter.width }
    public var height: Int { converter.height }
    public var background: PremultipliedRGBA8 { converter.background }
    let converter: YUVConverter

    /// Nil unless both sizes are positive and even (4:2:0 subsamples 2×2 blocks).
    public init?(width: Int, height: Int, background: PremultipliedRGBA8) {
        guard let converter = YUVConverter(width: width, height: height, format: .yuv420p, background: background) else {
            return nil
        }
        self.converter = converter
    }

    /// The planes of `frame`, which must be `width × height`; nil otherwise.
    /// `changed`: pixels outside it are exactly `background` (nil = convert everything).
    public func convert(_ frame: PixelBuffer, changed: PixelRect? = nil) -> YUVPlanes? {
        converter.convert(frame, changed: changed).map(YUVPlanes.init(picture:))
    }
}

extension YUVPlanes {
    /// The planes of an 8-bit 4:2:0 picture without alpha.
    init(picture p: VideoPicture) {
        self.init(width: p.width, height: p.height, y: p.planes[0], u: p.planes[1], v: p.planes[2])
    }
}
