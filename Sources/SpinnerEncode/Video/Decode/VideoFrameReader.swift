import SpinnerCore

/// A video's frames read one at a time, as premultiplied RGBA in presentation order: the frames
/// `VideoDecoder.decodeFrames` returns, with only the frame in hand (and the codec's reference
/// frames) in memory, so a long video costs no more than a short one.
public final class VideoFrameReader {
    /// The video file being read.
    public let path: String
    private let decoder: FrameDecoder
    private let converter: FrameToRGBA

    /// Opens the file and its first video stream's decoder; no frame is decoded yet. Colour
    /// handling is `VideoDecoder.decodeFrames`'s (`untaggedIsBT709` for y4m, which cannot say).
    public init(path: String, untaggedIsBT709: Bool = false, maximumPixels: Int = VideoDecoder.maximumPixels) throws(FFmpegError) {
        self.path = path
        decoder = try FrameDecoder(try InputFile(path: path, maximumPixels: maximumPixels))
        converter = FrameToRGBA(path: path, untaggedIsBT709: untaggedIsBT709)
    }

    /// The next frame; nil after the last.
    public func next() throws(FFmpegError) -> PixelBuffer? {
        guard let frame = try decoder.nextFrame() else { return nil }
        return try converter.convert(frame)
    }

    /// Decodes the next frame without converting it to RGBA; false after the last. Counting the
    /// frames that remain costs the decoding alone.
    public func skip() throws(FFmpegError) -> Bool {
        try decoder.nextFrame() != nil
    }
}
