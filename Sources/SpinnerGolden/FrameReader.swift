import SpinnerCore

/// One side of a comparison read frame by frame, so that only the frame in hand is in memory
/// however long the sequence or video is. `FrameSource.makeReader()` opens one.
public protocol FrameReader: AnyObject {
    /// Where the frames come from, for messages.
    var path: String { get }
    /// How many frames this side holds when that is known before reading them (a PNG sequence
    /// counts its files); nil when only reading to the end tells (a video).
    var knownCount: Int? { get }
    /// The next frame in order; nil after the last.
    func next() throws(FrameSourceError) -> PixelBuffer?
    /// Reads past every remaining frame without keeping any, and says how many there were.
    func skipRemaining() throws(FrameSourceError) -> Int
    /// False when this side's frames cannot be transparent whatever they were made from (a video
    /// decoded in a pixel format without alpha), so `Matte.whenOneSideIsOpaque` knows to composite
    /// the other side; read after a frame has been. True by default: PNGs can hold alpha.
    var carriesAlpha: Bool { get }
}

extension FrameReader {
    public var carriesAlpha: Bool { true }
}
