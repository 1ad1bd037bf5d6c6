import SpinnerCore
import SpinnerEncode

/// A WebP file, still or animated, read frame by frame through libwebp (`WebPDecoder`): FFmpeg's
/// WebP decoder, which reads the other videos, plays no animated WebP.
final class WebPSourceReader: FrameReader {
    let path: String
    private let decoder: WebPDecoder
    private var delivered = 0

    /// Reads the header and sets up the decoder, so a file that is not a WebP is refused before
    /// any frame is compared.
    init(path: String) throws(FrameSourceError) {
        self.path = path
        do {
            decoder = try WebPDecoder(contentsOf: path)
        } catch {
            throw WebPSourceReader.unreadable(path, error)
        }
    }

    /// The file says how many frames it holds.
    var knownCount: Int? { decoder.frameCount }

    func next() throws(FrameSourceError) -> PixelBuffer? {
        do {
            guard let frame = try decoder.next() else { return nil }
            delivered += 1
            return frame
        } catch {
            throw WebPSourceReader.unreadable(path, error)
        }
    }

    func skipRemaining() throws(FrameSourceError) -> Int {
        let rest = decoder.frameCount - delivered
        delivered = decoder.frameCount
        return rest
    }

    static func unreadable(_ path: String, _ error: WebPDecodeError) -> FrameSourceError {
        switch error.code {
        case .io: return FrameSourceError(.missing, path: path, message: "cannot be read: \(error.message)")
        case .tooLarge: return FrameSourceError(.corrupt, path: path, message: "is too large: \(error.message)")
        case .corrupt: return FrameSourceError(.corrupt, path: path, message: "not a readable WebP: \(error.message)")
        }
    }
}
