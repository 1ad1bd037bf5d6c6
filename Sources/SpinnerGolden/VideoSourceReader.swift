import SpinnerCore
import SpinnerSystem
import SpinnerEncode

/// A video read frame by frame through `VideoFrameReader`, its FFmpeg errors told as
/// `FrameSourceError`s naming the file.
final class VideoSourceReader: FrameReader {
    let path: String
    private let reader: VideoFrameReader
    private var delivered = 0

    /// Opens the container and the decoder, so an unreadable file is refused before any frame is
    /// compared.
    init(path: String) throws(FrameSourceError) {
        self.path = path
        do {
            // y4m cannot carry colour tags; spinnergen writes it as BT.709.
            reader = try VideoFrameReader(path: path, untaggedIsBT709: FilePath.extension(of: path) == "y4m")
        } catch {
            throw VideoSourceReader.unreadable(path, error)
        }
    }

    /// What the decoder said of the frames so far; true before any (nothing known yet).
    var carriesAlpha: Bool { reader.hasAlpha ?? true }

    /// Nil: a container's frame count is not always exact (edit lists, missing or estimated
    /// counts), so only decoding to the end tells.
    var knownCount: Int? { nil }

    func next() throws(FrameSourceError) -> PixelBuffer? {
        let frame: PixelBuffer?
        do {
            frame = try reader.next()
        } catch {
            throw VideoSourceReader.unreadable(path, error)
        }
        guard let frame else {
            if delivered == 0 { throw FrameSourceError(.empty, path: path, message: "the video holds no frames") }
            return nil
        }
        delivered += 1
        return frame
    }

    func skipRemaining() throws(FrameSourceError) -> Int {
        var n = 0
        do {
            while try reader.skip() { n += 1 }
        } catch {
            throw VideoSourceReader.unreadable(path, error)
        }
        delivered += n
        return n
    }

    static func unreadable(_ path: String, _ error: FFmpegError) -> FrameSourceError {
        if error.isUnavailable { return FrameSourceError(.unavailable, path: path, message: FFmpegLibraries.requirement) }
        return FrameSourceError(.corrupt, path: path, message: "not a readable video: \(error.function) failed: \(error.message)")
    }
}
