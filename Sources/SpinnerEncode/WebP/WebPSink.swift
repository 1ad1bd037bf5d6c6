import SpinnerCore

/// Writes an animated WebP through libwebp's animation encoder (`WebPAnimEncoder`), with alpha.
///
/// `prepare` (parallel) converts each frame to straight-alpha BGRA; `write` feeds libwebp in
/// frame order with millisecond timestamps (`WebPOptions` states the rounding rule); `finish`
/// tells libwebp when the last frame ends and, when a frame has alpha, sets a transparent
/// background colour through libwebp's muxer, and writes the file. The loop count is an option
/// of the encoder. libwebp may merge a frame identical to the one before into a
/// longer frame, so a player can see fewer frames than were written, at the same times.
public final class WebPSink: FrameSink {
    /// The output file.
    public let path: String
    /// Frame width in pixels; every frame must have it.
    public let width: Int
    /// Frame height in pixels; every frame must have it.
    public let height: Int
    /// The options the sink was made with, as checked by `init`.
    public let options: WebPOptions

    private struct Progress {
        var fd: Int32
        var encoder: WebPEncoder
        var framesWritten = 0
        /// Whether a frame so far has a pixel that is not opaque.
        var hasAlpha = false
    }
    private let state: SinkState<Progress, WebPError>
    /// Straight BGRA bytes reused from frame to frame, so a frame converts only what changed.
    private let canvases = StraightCanvasLoans(bgra: true)

    // MARK: - Lifecycle

    /// Checks the options, opens the encoder and creates (truncates) the file now.
    public init(path: String, width: Int, height: Int, options: WebPOptions = WebPOptions()) throws(WebPError) {
        func refuse(_ message: String) -> WebPError {
            WebPError(code: .invalidArgument, function: "WebPSink.init", message: message, path: path)
        }
        guard (1...16383).contains(width), (1...16383).contains(height) else {
            throw refuse("WebP sizes are 1...16383 pixels; \(width)x\(height) is not")
        }
        guard options.fps.numerator > 0, options.fps.numerator <= 1000 * options.fps.denominator else {
            throw refuse("fps \(options.fps) must be positive and at most 1000 (WebP counts milliseconds)")
        }
        guard let longest = GIFDelays.delays(frameCount: 2, fps: options.fps, unitsPerSecond: 1000)?.max(),
              longest <= 0xFF_FFFF else {
            throw refuse("at \(options.fps) fps a frame lasts longer than WebP's 16777 s")
        }
        guard (0...65535).contains(options.loopCount) else {
            throw refuse("loop count \(options.loopCount) is outside 0...65535 (0 = forever)")
        }
        guard options.quality >= 0, options.quality <= 100 else { throw refuse("quality \(options.quality) is outside 0...100") }
        guard (0...100).contains(options.alphaQuality) else { throw refuse("alpha quality \(options.alphaQuality) is outside 0...100") }
        guard (0...6).contains(options.method) else { throw refuse("method \(options.method) is outside 0...6") }
        self.path = path
        self.width = width
        self.height = height
        self.options = options
        let encoder = try WebPEncoder(path: path, width: width, height: height, options: options)
        do {
            state = SinkState("WebPSink", path: path, width: width, height: height,
                              resources: Progress(fd: try POSIXFile.create(path), encoder: encoder))
        } catch {
            throw WebPError(.system(error), function: "WebPSink.init", path: path)
        }
    }

    deinit {
        state.abandon { try? POSIXFile.close($0.fd) }
    }

    // MARK: - Frames

    public func prepare(_ frame: PixelBuffer, index: Int, changed: DirtyRows?) throws -> PreparedFrame {
        try state.checkSize(frame, index: index)
        return PreparedFrame(index: index, payload: .bytes(canvases.straightBytes(of: frame, index: index, changed: changed)))
    }

    public func write(_ frame: PreparedFrame) throws {
        let bytes = try state.bytes(of: frame, expectedCount: width * height * 4) { try prepare($0, index: $1, changed: nil) }
        try state.withOpen { progress in
            guard let start = GIFDelays.start(ofFrame: progress.framesWritten, fps: options.fps, unitsPerSecond: 1000) else {
                throw state.refusal("frame \(frame.index)'s time overflows", in: "write")
            }
            try progress.encoder.add(bytes, milliseconds: start)
            progress.framesWritten += 1
            if !progress.hasAlpha { progress.hasAlpha = WebPSink.hasAlpha(bytes) }
        }
        canvases.written(frame.index)
    }

    public func finish() throws {
        try state.finish { progress in
            let bytes: [UInt8]
            do throws(WebPError) {
                guard progress.framesWritten > 0 else {
                    throw state.refusal("no frames were written", in: "finish")
                }
                guard let end = GIFDelays.start(ofFrame: progress.framesWritten, fps: options.fps, unitsPerSecond: 1000) else {
                    throw state.refusal("the animation's end overflows", in: "finish")
                }
                bytes = try progress.encoder.assemble(endingAt: end, transparentBackground: progress.hasAlpha)
            } catch {
                POSIXFile.discard(progress.fd, path)
                throw error
            }
            do throws(SystemCallFailure) { try POSIXFile.writeAndClose(progress.fd, bytes) } catch {
                POSIXFile.remove(path)
                throw WebPError(.system(error), function: "WebPSink.finish", path: path)
            }
        }
    }

    /// True when a BGRA frame has a pixel whose alpha is below 255.
    private static func hasAlpha(_ bgra: [UInt8]) -> Bool {
        bgra.withUnsafeBufferPointer { b in stride(from: 3, to: b.count, by: 4).contains { b[$0] != 255 } }
    }

    public func cancel() {
        state.cancel { POSIXFile.discard($0.fd, path) }
    }
}
