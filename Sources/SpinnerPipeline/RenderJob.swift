import SpinnerCore
import SpinnerAnimation
import SpinnerEncode

/// Everything one render needs, as plain values: what to draw, which frames, where to.
public struct RenderJob: Sendable {
    public var scene: Scene
    public var output: OutputTarget
    /// Frames per second; frame `i` shows the scene at exactly `i / fps` seconds.
    public var fps: Rational
    /// The frame indices to render.
    public var frames: Range<Int>
    /// For a still: the moment to draw, in seconds.
    public var stillTime: Double
    /// Frames rasterised at once; 0 means one per core.
    public var threads: Int
    public var png: PNGOptions
    /// Codec, pixel format, range and quality for video outputs; the frame rate and the
    /// background are taken from the job and the scene.
    public var video: VideoOptions?
    /// GIF, APNG and WebP: how many times the animation plays (0 = forever).
    public var loopCount: Int = 0
    /// GIF: how colours beyond a 256-colour palette are approximated.
    public var dither: DitherMethod = .bayer
    /// GIF: what semi-transparent edge pixels are composited over (GIF alpha is on or off).
    public var matte: Color = .white
    /// GIF: pixels with alpha (0...255) below this are transparent, the others are composited
    /// over `matte` (default 1: only fully clear pixels are transparent; see `GIFOptions`).
    public var transparentBelow: UInt8 = 1
    /// Bytes the render may hold at once (frames in flight, a GIF's held frames, a video
    /// encoder's buffered frames); checked
    /// before any work starts (see `MemoryPlan`).
    public var memoryLimit: Int = RenderJob.defaultMemoryLimit
    /// GIF, APNG, WebP and WebM: the file must fit in this many bytes (`--max-bytes`); the most
    /// faithful encoding that does is searched for (see `ByteBudgetSearch`). nil: no budget.
    public var maxBytes: Int?
    /// GIF: the most colours its palette may hold (see `GIFOptions.maximumColors`).
    public var gifColors = 256
    /// APNG: bits kept of each channel (see `APNGOptions.colorBits`; 8, every colour exact).
    public var apngColorBits = 8
    /// WebP: lossy at this quality (0 ... 100); nil, the default, is lossless.
    public var webpQuality: Int?

    /// 1 GiB.
    public static let defaultMemoryLimit = 1 << 30

    public init(scene: Scene, output: OutputTarget, fps: Rational = Rational(60), frames: Range<Int> = 0..<1,
                stillTime: Double = 0, threads: Int = 0, png: PNGOptions = PNGOptions(), video: VideoOptions? = nil) {
        self.scene = scene
        self.output = output
        self.fps = fps
        self.frames = frames
        self.stillTime = stillTime
        self.threads = threads
        self.png = png
        self.video = video
    }

    /// The video options the output is encoded with (the job's `video`, or the container's
    /// defaults, with the job's frame rate and the scene's background); nil for outputs that
    /// are not video.
    public var encodedVideo: VideoOptions? {
        let container: VideoContainer
        switch output {
        case .video(_, let c): container = c
        case .standardOutput(let format) where format == .y4m: container = .y4m
        default: return nil
        }
        var options = video ?? VideoOptions(container: container)
        options.container = container
        options.fps = fps
        options.background = PremultipliedRGBA8(scene.background)
        return options
    }

    /// The frames the job writes: `frames`, or frame 0 alone for a still.
    public var writtenFrames: Range<Int> {
        if case .pngStill = output { return 0..<1 }
        return frames
    }

    /// The moment frame `index` of `writtenFrames` shows: `stillTime` for a still, else
    /// `time(ofFrame:)`.
    public func moment(ofFrame index: Int) -> Double {
        if case .pngStill = output { return stillTime }
        return time(ofFrame: index)
    }

    /// The time of frame `index` in seconds: `index · den / num`, one correctly rounded division.
    public func time(ofFrame index: Int) -> Double {
        RenderJob.time(ofFrame: index, fps: fps)
    }

    /// The time of frame `index` at `fps`, exactly as `time(ofFrame:)` gives it.
    ///
    /// The product is formed in Double, not Int64: the same correctly rounded value whenever the
    /// Int64 product would fit, and no overflow trap when a fraction near 2^63 does not.
    public static func time(ofFrame index: Int, fps: Rational) -> Double {
        Double(index) * Double(fps.denominator) / Double(fps.numerator)
    }

    /// The time of frame `index` at `fps` as an exact fraction (`index · den / num`); nil when
    /// it does not fit in 64 bits.
    public static func exactTime(ofFrame index: Int, fps: Rational) -> Rational? {
        let (seconds, overflow) = Int64(index).multipliedReportingOverflow(by: fps.denominator)
        guard !overflow, fps.numerator > 0 else { return nil }
        return Rational(seconds, fps.numerator)
    }

    /// The number of frames in one seamless loop of `period` seconds: `round(period · fps)`.
    /// Saturates at `Int.max` (and is 0 for NaN or a negative product) instead of trapping, so a
    /// caller's frame-count limit refuses it.
    public static func frameCount(period: Double, fps: Rational) -> Int {
        let frames = (period * fps.doubleValue).rounded()
        guard frames > 0 else { return 0 }
        return frames < Double(Int.max) ? Int(frames) : Int.max
    }
}
