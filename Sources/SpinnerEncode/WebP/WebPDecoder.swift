#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CWebP
import SpinnerCore

/// A WebP file, still or animated, lossless or lossy, read frame by frame through libwebp's
/// `WebPAnimDecoder` (libwebpdemux), which composes each frame onto the canvas as a player does
/// (blending, disposal, frame offsets). A still is one frame. Frames come out premultiplied
/// by the rule a decoded PNG uses, so a lossless WebP of a render reads back as its PNGs do.
public final class WebPDecoder {
    /// The canvas size in pixels.
    public let width: Int
    public let height: Int
    /// The frames the file holds.
    public let frameCount: Int
    /// Each frame's end, in milliseconds from the start (as the file's durations add up).
    public private(set) var timestamps: [Int] = []
    private let decoder: OpaquePointer
    /// The file's bytes, which the decoder reads in place until it is deleted.
    private let bytes: UnsafeMutableRawBufferPointer

    /// The longest WebP file read (as the longest PNG).
    public static let maximumFileBytes = 1 << 29

    /// Reads the file at `path`; a canvas of more than `maximumPixels` pixels is refused before
    /// any frame is decoded.
    public convenience init(contentsOf path: String, maximumPixels: Int = PNGCodec.maximumPixels) throws(WebPDecodeError) {
        let data: [UInt8]
        do {
            data = try POSIXFile.read(path, limit: WebPDecoder.maximumFileBytes)
        } catch where error.errno == EFBIG {
            throw WebPDecodeError(.tooLarge, "the file is longer than \(WebPDecoder.maximumFileBytes >> 20) MiB")
        } catch {
            throw WebPDecodeError(.io, "\(error.function) failed: \(error.message)")
        }
        try self.init(data, maximumPixels: maximumPixels)
    }

    /// Decodes `data`, a whole WebP file.
    public init(_ data: [UInt8], maximumPixels: Int = PNGCodec.maximumPixels) throws(WebPDecodeError) {
        // The header alone first: the canvas size is checked before the decoder allocates it.
        var features = WebPBitstreamFeatures()
        let status = data.withUnsafeBufferPointer { WebPGetFeatures($0.baseAddress, $0.count, &features) }
        guard status == VP8_STATUS_OK else { throw WebPDecodeError(.corrupt, WebPDecoder.describe(status)) }
        // An animation's canvas is in its VP8X chunk, which WebPGetFeatures reports as the size.
        let (w, h) = (Int(features.width), Int(features.height))
        guard w > 0, h > 0 else { throw WebPDecodeError(.corrupt, "the canvas is \(w)x\(h)") }
        guard w.multipliedReportingOverflow(by: h).partialValue <= maximumPixels, w <= 1 << 16, h <= 1 << 16 else {
            throw WebPDecodeError(.tooLarge, "\(w)x\(h) pixels, more than the \(maximumPixels) read at once")
        }
        let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: max(data.count, 1), alignment: 16)
        data.withUnsafeBytes { bytes.baseAddress!.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
        var options = WebPAnimDecoderOptions()
        guard WebPAnimDecoderOptionsInit(&options) != 0 else {
            bytes.deallocate()
            throw WebPDecodeError(.corrupt, "libwebp's demuxer is not the version spinnergen was built with")
        }
        // Straight RGBA, premultiplied here by the rule every decoded PNG follows; one thread, so
        // the same file gives the same pixels everywhere.
        options.color_mode = MODE_RGBA
        options.use_threads = 0
        var webpData = WebPData(bytes: bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), size: data.count)
        guard let made = WebPAnimDecoderNew(&webpData, &options) else {
            bytes.deallocate()
            throw WebPDecodeError(.corrupt, "WebPAnimDecoderNew refused it (not a WebP file, or damaged)")
        }
        var info = WebPAnimInfo()
        guard WebPAnimDecoderGetInfo(made, &info) != 0, Int(info.canvas_width) == w, Int(info.canvas_height) == h,
              info.frame_count > 0 else {
            WebPAnimDecoderDelete(made)
            bytes.deallocate()
            throw WebPDecodeError(.corrupt, "its frames cannot be read")
        }
        decoder = made
        self.bytes = bytes
        width = w
        height = h
        frameCount = Int(info.frame_count)
    }

    deinit {
        WebPAnimDecoderDelete(decoder)
        bytes.deallocate()
    }

    /// The next frame, composed onto the canvas; nil after the last.
    public func next() throws(WebPDecodeError) -> PixelBuffer? {
        guard WebPAnimDecoderHasMoreFrames(decoder) != 0 else { return nil }
        var rgba: UnsafeMutablePointer<UInt8>?
        var timestamp: Int32 = 0
        guard WebPAnimDecoderGetNext(decoder, &rgba, &timestamp) != 0, let rgba else {
            throw WebPDecodeError(.corrupt, "frame \(timestamps.count) cannot be decoded (damaged or cut short)")
        }
        timestamps.append(Int(timestamp))
        let straight = UnsafeBufferPointer(start: rgba, count: width * height * 4)
        return PixelBuffer(width: width, height: height, pixels: AlphaConversion.premultiplied(straight: straight))
    }

    static func describe(_ status: VP8StatusCode) -> String {
        switch status {
        case VP8_STATUS_NOT_ENOUGH_DATA: return "the file is cut short"
        case VP8_STATUS_BITSTREAM_ERROR: return "not a WebP file, or a damaged one"
        case VP8_STATUS_UNSUPPORTED_FEATURE: return "it uses a feature libwebp cannot decode"
        default: return "libwebp cannot read it (status \(status.rawValue))"
        }
    }
}

/// A WebP file that could not be read.
public struct WebPDecodeError: Error, Sendable, CustomStringConvertible {
    public enum Code: String, Sendable {
        /// The file could not be read.
        case io
        /// The bytes are not a WebP file libwebp can decode.
        case corrupt
        /// More pixels or bytes than spinnergen reads at once.
        case tooLarge
    }

    public let code: Code
    /// What went wrong, for a message after the file's name.
    public let message: String

    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { message }
}
