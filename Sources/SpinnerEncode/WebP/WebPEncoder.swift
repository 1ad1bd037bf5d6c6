import CWebP

/// libwebp's animation encoder (libwebpmux's `WebPAnimEncoder`), fed straight-alpha BGRA frames
/// (libwebp's ARGB words on a little-endian machine) with millisecond timestamps. Not
/// thread-safe: `WebPSink` owns one behind a lock and calls it in frame order.
///
/// It sets what FFmpeg 5.1's `libwebp_anim` set, which wrote spinnergen's WebPs before, so the
/// files are the same bytes: `WebPConfigInit` with `lossless`, `quality` and `method` (no preset),
/// the animation encoder's default options (`kmin`/`kmax`, no `minimize_size`, no
/// `allow_mixed`), each frame added at its start time. What FFmpeg left to libwebp's guess or to a
/// patch of the bytes afterwards is said to libwebp instead: the loop count in the options, the
/// last frame's end by a final `WebPAnimEncoderAdd(NULL, end)`, and a transparent background by
/// `WebPMux`.
final class WebPEncoder {
    let path: String
    let width: Int
    let height: Int
    private let encoder: OpaquePointer
    private var config = WebPConfig()
    /// Frames added so far, for messages.
    private var added = 0

    init(path: String, width: Int, height: Int, options: WebPOptions) throws(WebPError) {
        func failure(_ function: String, _ message: String) -> WebPError {
            WebPError(code: .encode, function: function, message: message, path: path)
        }
        self.path = path
        self.width = width
        self.height = height
        guard WebPConfigInit(&config) != 0 else { throw failure("WebPConfigInit", WebPEncoder.versionMismatch) }
        config.lossless = options.lossless ? 1 : 0
        // FFmpeg's option was a float.
        config.quality = Float(options.quality)
        config.method = Int32(options.method)
        config.alpha_quality = Int32(options.alphaQuality)
        guard WebPValidateConfig(&config) != 0 else {
            throw WebPError(code: .invalidArgument, function: "WebPValidateConfig",
                            message: "libwebp refuses quality \(options.quality) with method \(options.method)", path: path)
        }
        var animation = WebPAnimEncoderOptions()
        guard WebPAnimEncoderOptionsInit(&animation) != 0 else {
            throw failure("WebPAnimEncoderOptionsInit", WebPEncoder.versionMismatch)
        }
        animation.anim_params.loop_count = Int32(options.loopCount)
        guard let encoder = WebPAnimEncoderNew(Int32(width), Int32(height), &animation) else {
            throw failure("WebPAnimEncoderNew", "libwebp cannot encode a \(width)x\(height) animation (out of memory?)")
        }
        self.encoder = encoder
    }

    deinit {
        WebPAnimEncoderDelete(encoder)
    }

    /// libwebp's headers and library disagree: the build's libwebp-dev is not the installed libwebp.
    static let versionMismatch = "the installed libwebp is not the version spinnergen was built with"

    /// Encodes one frame of `width·height·4` BGRA bytes starting at `milliseconds`. libwebp
    /// copies the pixels; it may fold a frame identical to the one before into that frame.
    func add(_ bgra: [UInt8], milliseconds: Int) throws(WebPError) {
        var picture = WebPPicture()
        guard WebPPictureInit(&picture) != 0 else {
            throw WebPError(code: .encode, function: "WebPPictureInit", message: WebPEncoder.versionMismatch, path: path)
        }
        picture.use_argb = 1
        picture.width = Int32(width)
        picture.height = Int32(height)
        picture.argb_stride = Int32(width)
        let ok = bgra.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: UInt32.self) { argb in
                // libwebp reads the pixels (it takes a mutable picture, and sets only its error_code).
                picture.argb = UnsafeMutablePointer(mutating: argb.baseAddress)
                // A C int, as FFmpeg's was: libwebp takes a wrapped timestamp as later.
                return WebPAnimEncoderAdd(encoder, &picture, Int32(truncatingIfNeeded: milliseconds), &config)
            }
        }
        let error = picture.error_code
        picture.argb = nil
        WebPPictureFree(&picture)
        guard ok != 0 else {
            throw WebPError(code: .encode, function: "WebPAnimEncoderAdd",
                            message: "frame \(added): \(WebPEncoder.describe(error, encoder: encoder))", path: path)
        }
        added += 1
    }

    /// The whole WebP file: the last frame ends at `milliseconds`, and the `ANIM` background
    /// colour is transparent black when `transparentBackground` (libwebp's default is opaque
    /// white). Frames that are all the same picture make a still WebP, which has no loop count,
    /// duration or background to set.
    func assemble(endingAt milliseconds: Int, transparentBackground: Bool) throws(WebPError) -> [UInt8] {
        guard WebPAnimEncoderAdd(encoder, nil, Int32(truncatingIfNeeded: milliseconds), nil) != 0 else {
            throw WebPError(code: .encode, function: "WebPAnimEncoderAdd",
                            message: "the end at \(milliseconds) ms: \(WebPEncoder.lastError(of: encoder))", path: path)
        }
        var assembled = WebPData()
        WebPDataInit(&assembled)
        defer { WebPDataClear(&assembled) }
        guard WebPAnimEncoderAssemble(encoder, &assembled) != 0 else {
            throw WebPError(code: .encode, function: "WebPAnimEncoderAssemble", message: WebPEncoder.lastError(of: encoder), path: path)
        }
        if transparentBackground { return try Self.withTransparentBackground(assembled, path: path) }
        return Array(UnsafeBufferPointer(start: assembled.bytes, count: assembled.size))
    }

    /// `file` with its animation's background colour transparent black (`bgcolor` 0: Blue,
    /// Green, Red, Alpha all 0), set by libwebp's muxer; a still file as it is.
    private static func withTransparentBackground(_ file: WebPData, path: String) throws(WebPError) -> [UInt8] {
        func failure(_ function: String, _ error: WebPMuxError) -> WebPError {
            WebPError(code: .encode, function: function, message: describe(error), path: path)
        }
        var file = file
        guard let mux = WebPMuxCreate(&file, 0) else {
            throw WebPError(code: .encode, function: "WebPMuxCreate", message: "libwebp cannot read the file it assembled", path: path)
        }
        defer { WebPMuxDelete(mux) }
        var flags: UInt32 = 0
        var status = WebPMuxGetFeatures(mux, &flags)
        guard status == WEBP_MUX_OK else { throw failure("WebPMuxGetFeatures", status) }
        guard flags & ANIMATION_FLAG.rawValue != 0 else {
            return Array(UnsafeBufferPointer(start: file.bytes, count: file.size))
        }
        var parameters = WebPMuxAnimParams()
        status = WebPMuxGetAnimationParams(mux, &parameters)
        guard status == WEBP_MUX_OK else { throw failure("WebPMuxGetAnimationParams", status) }
        parameters.bgcolor = 0
        status = WebPMuxSetAnimationParams(mux, &parameters)
        guard status == WEBP_MUX_OK else { throw failure("WebPMuxSetAnimationParams", status) }
        var remuxed = WebPData()
        WebPDataInit(&remuxed)
        defer { WebPDataClear(&remuxed) }
        status = WebPMuxAssemble(mux, &remuxed)
        guard status == WEBP_MUX_OK else { throw failure("WebPMuxAssemble", status) }
        return Array(UnsafeBufferPointer(start: remuxed.bytes, count: remuxed.size))
    }

    /// The encoder's own sentence for its last failure, or a generic one.
    private static func lastError(of encoder: OpaquePointer) -> String {
        guard let text = WebPAnimEncoderGetError(encoder), text.pointee != 0 else { return "libwebp's encoder failed" }
        return String(cString: text)
    }

    /// A frame's failure: the picture's error code when it names one, else the encoder's sentence.
    private static func describe(_ code: WebPEncodingError, encoder: OpaquePointer) -> String {
        switch code {
        case VP8_ENC_ERROR_OUT_OF_MEMORY, VP8_ENC_ERROR_BITSTREAM_OUT_OF_MEMORY: return "libwebp ran out of memory"
        case VP8_ENC_ERROR_BAD_DIMENSION: return "libwebp refuses the frame's size"
        case VP8_ENC_ERROR_INVALID_CONFIGURATION: return "libwebp refuses the options or the timestamp"
        case VP8_ENC_ERROR_PARTITION0_OVERFLOW, VP8_ENC_ERROR_PARTITION_OVERFLOW, VP8_ENC_ERROR_FILE_TOO_BIG:
            return "the frame is too large for lossy WebP (error \(code.rawValue))"
        default: return lastError(of: encoder)
        }
    }

    private static func describe(_ error: WebPMuxError) -> String {
        switch error {
        case WEBP_MUX_MEMORY_ERROR: return "libwebp's muxer ran out of memory"
        case WEBP_MUX_BAD_DATA, WEBP_MUX_NOT_ENOUGH_DATA: return "libwebp's muxer cannot read the file it assembled"
        default: return "libwebp's muxer failed (error \(error.rawValue))"
        }
    }
}
