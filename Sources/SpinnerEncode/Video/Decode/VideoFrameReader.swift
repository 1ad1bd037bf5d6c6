import CFFmpeg
import SpinnerCore

/// A video's frames read one at a time, as premultiplied RGBA in presentation order: the frames
/// `VideoDecoder.decodeFrames` returns, with only the frame in hand (and the codec's reference
/// frames) in memory, so a long video costs no more than a short one.
public final class VideoFrameReader {
    /// The video file being read.
    public let path: String
    private let decoder: FrameDecoder
    private let converter: FrameToRGBA
    /// Whether the frames decoded so far came in a pixel format with alpha; nil before the first.
    /// False for H.264, y4m or VP9 without its alpha stream: their frames are opaque whatever
    /// they were rendered from, so a comparison can tell them from frames that are merely opaque.
    public private(set) var hasAlpha: Bool?

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
        note(frame)
        return try converter.convert(frame)
    }

    /// Decodes the next frame without converting it to RGBA; false after the last. Counting the
    /// frames that remain costs the decoding alone.
    public func skip() throws(FFmpegError) -> Bool {
        guard let frame = try decoder.nextFrame() else { return false }
        note(frame)
        return true
    }

    private func note(_ frame: UnsafeMutablePointer<AVFrame>) {
        let descriptor = av_pix_fmt_desc_get(AVPixelFormat(rawValue: frame.pointee.format))
        let alpha = descriptor.map { $0.pointee.flags & UInt64(AV_PIX_FMT_FLAG_ALPHA) != 0 } ?? false
        hasAlpha = (hasAlpha ?? false) || alpha
    }
}
