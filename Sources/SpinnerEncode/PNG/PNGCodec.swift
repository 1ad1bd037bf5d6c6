#if canImport(Glibc)
import Glibc
#endif
import CSpinnerPNGShim
import SpinnerCore

/// PNG encoding and decoding through libpng.
///
/// Frames are written as 8-bit straight-alpha RGBA with an sRGB chunk (perceptual intent) and no
/// row filter: on flat spinner art "none" was both the fastest and the smallest choice.
public enum PNGCodec {
    /// The largest width or height accepted when decoding, checked before pixels are allocated.
    public static let maximumDimension = 16384

    /// The most pixels `decode` accepts unless told otherwise: 8192×8192, the largest frame
    /// spinnergen renders, so every PNG it writes can be read back (`compare`, goldens).
    ///
    /// Checked from the IHDR before pixels are allocated, because a PNG of a few hundred
    /// kilobytes can declare 16384×16384 pixels. Decoding holds the image twice at most (libpng's
    /// straight-alpha rows and the premultiplied copy), so this bounds a decode to 512 MiB.
    public static let maximumPixels = 8192 * 8192

    /// Encodes a premultiplied frame as an un-premultiplied RGBA PNG; `changed`, when given,
    /// bounds the pixels that differ from the background (as `FrameSink.prepare` promises), so
    /// only those are converted.
    public static func encode(_ frame: PixelBuffer, options: PNGOptions, changed: DirtyRows? = nil) throws(PNGError) -> [UInt8] {
        var canvas = StraightCanvas()
        return try encode(frame, options: options, changed: changed, reusing: &canvas)
    }

    /// `encode(frame, options:, changed:)` converting into `canvas`, reused from frame to frame
    /// (see `AlphaConversion.convert`).
    static func encode(_ frame: PixelBuffer, options: PNGOptions, changed: DirtyRows?,
                       reusing canvas: inout StraightCanvas) throws(PNGError) -> [UInt8] {
        guard (0...9).contains(options.compressionLevel) else {
            throw PNGError(code: .invalidArgument, function: "PNGCodec.encode",
                           message: "compression level \(options.compressionLevel) is outside 0...9")
        }
        guard frame.width > 0, frame.height > 0, frame.width <= Int(UInt32.max), frame.height <= Int(UInt32.max) else {
            throw PNGError(code: .invalidArgument, function: "PNGCodec.encode",
                           message: "cannot encode a \(frame.width)x\(frame.height) image")
        }
        AlphaConversion.convert(frame, changed: changed, bgra: false, into: &canvas)
        var out = spinner_png_shim_buffer()
        var error = spinner_png_shim_error()
        let rc = canvas.bytes.withUnsafeBufferPointer { rows in
            spinner_png_shim_encode(rows.baseAddress, UInt32(frame.width), UInt32(frame.height), frame.width * 4,
                                    Int32(options.compressionLevel), filterNone, sRGBPerceptual, &out, &error)
        }
        guard rc == 0 else { throw PNGError(shim: error, code: .encode) }
        defer { spinner_png_shim_free(out.bytes) }
        return Array(UnsafeBufferPointer(start: out.bytes, count: out.count))
    }

    /// Decodes a PNG of any colour type and bit depth to premultiplied RGBA8; an image of more
    /// than `maximumPixels` pixels is refused (code `.tooLarge`) before its pixels are allocated.
    public static func decode(_ bytes: [UInt8], maximumPixels: Int = PNGCodec.maximumPixels) throws(PNGError) -> PixelBuffer {
        try decodeWithInfo(bytes, maximumPixels: maximumPixels).image
    }

    /// Reads and decodes a PNG file, refusing one of more than `maximumPixels` pixels.
    public static func decode(contentsOf path: String, maximumPixels: Int = PNGCodec.maximumPixels) throws(PNGError) -> PixelBuffer {
        do {
            return try decodeWithInfo(try readFile(path, maximumPixels: maximumPixels), maximumPixels: maximumPixels).image
        } catch {
            var e = error
            e.path = path
            throw e
        }
    }

    /// What a PNG declares about itself (size, stored format, sRGB intent); decodes it fully, so a
    /// corrupt file is an error here too.
    public static func info(of bytes: [UInt8]) throws(PNGError) -> PNGInfo {
        try decodeWithInfo(bytes).info
    }

    static func decodeWithInfo(_ bytes: [UInt8], maximumPixels: Int = PNGCodec.maximumPixels) throws(PNGError) -> (image: PixelBuffer, info: PNGInfo) {
        var image = spinner_png_shim_image()
        var error = spinner_png_shim_error()
        let limit = UInt64(max(maximumPixels, 0))
        let rc = bytes.withUnsafeBufferPointer { src in
            spinner_png_shim_decode(src.baseAddress, src.count, UInt32(maximumDimension), limit, &image, &error)
        }
        if rc == SPINNER_PNG_SHIM_TOO_MANY_PIXELS {
            throw PNGError.tooManyPixels(width: Int(image.width), height: Int(image.height), limit: maximumPixels)
        }
        guard rc == 0 else { throw PNGError(shim: error, code: .decode) }
        defer { spinner_png_shim_free(image.rgba) }
        let width = Int(image.width), height = Int(image.height)
        let straight = UnsafeBufferPointer(start: image.rgba, count: width * height * 4)
        let pixels = AlphaConversion.premultiplied(straight: straight)
        let info = PNGInfo(width: width, height: height, bitDepth: Int(image.bit_depth),
                           colorType: Int(image.color_type), isInterlaced: image.interlaced != 0,
                           sRGBIntent: image.srgb_intent >= 0 ? Int(image.srgb_intent) : nil)
        return (PixelBuffer(width: width, height: height, pixels: pixels), info)
    }

    /// The longest PNG file read: the largest image spinnergen decodes, stored uncompressed.
    public static let maximumFileBytes = 1 << 29

    /// The file's bytes, its header checked first (see `PNGFileHeader`) and the rest read no
    /// further than such an image can need.
    public static func readFile(_ path: String, maximumPixels: Int = PNGCodec.maximumPixels) throws(PNGError) -> [UInt8] {
        var refusal: PNGError?
        var limit = maximumFileBytes
        let bytes: [UInt8]
        do {
            bytes = try POSIXFile.read(path, limit: maximumFileBytes, head: PNGFileHeader.length) { head in
                do throws(PNGError) {
                    limit = min(maximumFileBytes, try PNGFileHeader(head, maximumPixels: maximumPixels).fileLimit)
                } catch {
                    refusal = error
                    return 0
                }
                return limit
            }
        } catch where error.errno == EFBIG {
            refusal = refusal ?? PNGError(code: .decode, function: "read", message: "the file goes on past the \(limit >> 20) MiB its image can need")
            bytes = []
        } catch {
            throw PNGError(code: .io, function: error.function, message: error.message, path: path)
        }
        // Also for a file too short to be refused by the limit (an empty one).
        if var refusal {
            refusal.path = path
            throw refusal
        }
        return bytes
    }

    /// PNG_FILTER_NONE.
    static let filterNone: Int32 = 0x08
    /// PNG_sRGB_INTENT_PERCEPTUAL.
    static let sRGBPerceptual: Int32 = 0
}

extension PNGError {
    /// The error the C shim recorded.
    init(shim: spinner_png_shim_error, code: Code) {
        var e = shim
        let function = withUnsafeBytes(of: &e.function) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        let message = withUnsafeBytes(of: &e.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        self.init(code: code, function: function.isEmpty ? "libpng" : function, message: message)
    }
}
