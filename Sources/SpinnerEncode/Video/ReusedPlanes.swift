import SpinnerCore

/// The planes of an earlier picture, lent to convert a later frame, with the area (in luma
/// pixels, even-aligned for 4:2:0) where they may differ from the background: only that area
/// is reset before the new frame is converted, not the whole picture.
public struct ReusedPlanes: Sendable {
    /// Y, Cb, Cr (and A) of the earlier picture; empty when there is none yet.
    public var planes: [[UInt8]]
    /// Where `planes` may hold something other than the background; nil: anywhere.
    public var written: PixelRect?

    /// Planes to reuse, written over `written`.
    public init(planes: [[UInt8]], written: PixelRect?) {
        self.planes = planes
        self.written = written
    }

    /// No planes yet: the converter makes new ones.
    public static let none = ReusedPlanes(planes: [], written: nil)
}
