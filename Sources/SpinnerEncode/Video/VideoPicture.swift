/// One converted picture in any `VideoPixelFormat`: planes Y, Cb, Cr and, with alpha, A; rows
/// without padding. 8-bit formats hold one byte per sample; 10-bit formats two bytes,
/// little-endian (FFmpeg's `...10le` layout).
public struct VideoPicture: Hashable, Sendable {
    /// Width in pixels (the luma plane's).
    public let width: Int
    /// Height in pixels (the luma plane's).
    public let height: Int
    /// The sample layout of `planes`.
    public let format: VideoPixelFormat
    /// Y, Cb, Cr and, with alpha, A, in that order.
    public var planes: [[UInt8]]

    /// A picture from its planes, which must match `format` and the size.
    public init(width: Int, height: Int, format: VideoPixelFormat, planes: [[UInt8]]) {
        self.width = width
        self.height = height
        self.format = format
        self.planes = planes
    }

    /// Samples per row of plane `i` (chroma planes are half as wide in 4:2:0).
    public func planeWidth(_ i: Int) -> Int { format.isSubsampled && (i == 1 || i == 2) ? width / 2 : width }
    /// Rows of plane `i`.
    public func planeHeight(_ i: Int) -> Int { format.isSubsampled && (i == 1 || i == 2) ? height / 2 : height }
    /// Bytes per row of plane `i`.
    public func rowBytes(_ i: Int) -> Int { planeWidth(i) * format.bytesPerSample }
}
