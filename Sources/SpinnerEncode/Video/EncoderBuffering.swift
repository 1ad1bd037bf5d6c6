/// How many frames a video encoder holds at once, in the settings that decide it, and the
/// memory that costs.
///
/// Most of a video render's memory is the encoder's, not the renderer's: x264 at 1080p keeps
/// about 80 bytes a pixel with veryfast's defaults on one thread, libvpx about 130 a pixel for
/// each of its (one or, with alpha, two) encoders. So the render's memory budget
/// (`MemoryPlan` in SpinnerPipeline) counts the encoder, and on a tight budget shrinks it in
/// the order that costs the least: frame threads first (the same H.264 bitstream at 1, 2 and
/// 4 threads), then the lookahead, then B-frames. The figures are upper estimates, fitted to
/// `/usr/bin/time -v` at 1080p against the same render to y4m (`EncoderBufferingTests`).
public struct EncoderBuffering: Hashable, Sendable, CustomStringConvertible {
    /// Frame threads (x264 `threads`, x265 `frame-threads`, libvpx's thread count).
    public var threads: Int
    /// Frames held before the first is coded: x264 and x265 `rc-lookahead`, libvpx
    /// `lag-in-frames`.
    public var lookahead: Int
    /// Consecutive B-frames at most (x264 and x265 `bframes`; 0 for the other codecs).
    public var bframes: Int

    /// Frame threads at most: beyond four each x264 thread costs as much memory as two
    /// lookahead frames for little speed (the renderer uses the other cores), and x264's
    /// bitstream is the same at 1, 2 and 4 threads, so a 4-core laptop and a 64-core server
    /// write the same MP4.
    public static let maxThreads = 4

    /// Settings given explicitly.
    public init(threads: Int, lookahead: Int, bframes: Int) {
        self.threads = threads
        self.lookahead = lookahead
        self.bframes = bframes
    }

    /// The codec's own settings for `options` (its preset's lookahead and B-frames) with
    /// `min(cores, maxThreads)` frame threads; nil for codecs that buffer no frames (ProRes,
    /// y4m), whose memory is counted with the frames in flight.
    public static func preferred(for options: VideoOptions, cores: Int) -> EncoderBuffering? {
        let threads = max(1, min(cores, maxThreads))
        switch options.codec {
        case .h264:
            let (lookahead, bframes) = x264Preset(options.preset)
            return EncoderBuffering(threads: threads, lookahead: lookahead, bframes: bframes)
        case .h265:
            // x265's presets: rc-lookahead 5 (ultrafast) to 40 (slower); fast is 15, 4 B-frames.
            let lookahead = ["ultrafast": 5, "superfast": 10, "veryfast": 15, "faster": 15, "fast": 15,
                             "medium": 20, "slow": 25, "slower": 40, "veryslow": 40, "placebo": 60][options.preset] ?? 20
            return EncoderBuffering(threads: threads, lookahead: lookahead, bframes: 4)
        case .vp9:
            // libvpx's default lag; alternate reference frames need one.
            return EncoderBuffering(threads: threads, lookahead: 25, bframes: 0)
        case .prores4444, .rawvideo:
            return nil
        }
    }

    /// x264's (rc-lookahead, bframes) for a preset name (`x264 --fullhelp`).
    static func x264Preset(_ name: String) -> (Int, Int) {
        switch name {
        case "ultrafast": (0, 0)
        case "superfast": (0, 3)
        case "veryfast": (10, 3)
        case "faster": (20, 3)
        case "fast": (30, 3)
        case "medium": (40, 3)
        case "slow": (50, 3)
        case "slower": (60, 3)
        case "veryslow": (60, 8)
        case "placebo": (60, 16)
        default: (40, 3)
        }
    }

    /// Upper estimate of the encoder's memory for `width` x `height` frames of `codec`.
    public func bytes(width: Int, height: Int, codec: VideoCodec, alpha: Bool) -> Int {
        let pixels = Double(width) * Double(height)
        // Bytes a pixel: a fixed part (reference frames, their half-pel planes, per-macroblock
        // state), each frame thread's own frames, and each frame waiting in the lookahead (with
        // its quarter-size copy for the lookahead's motion search).
        let perPixel: Double
        switch codec {
        case .h264:
            // Measured at 1080p and rounded up: 31 fixed, 11.5 a thread, 3.3 a frame of delay
            // (the longer of the lookahead and the B-frame run), 19 more with B-frames (their
            // lowres planes and the reordering buffer).
            let delay = Double(max(lookahead, bframes))
            perPixel = 31 + 11.5 * Double(threads - 1) + 3.3 * delay + (bframes > 0 ? 19 : 0)
        case .h265:
            // Measured at 1080p: 80 fixed (x265's CTU state and its own worker pool), 10 a
            // frame thread, 4.5 a lookahead frame, 34 more with B-frames.
            perPixel = 80 + 10 * Double(threads - 1) + 4.5 * Double(lookahead) + (bframes > 0 ? 34 : 0)
        case .vp9:
            // Each of the colour and alpha encoders, measured at 1080p: 87 fixed, 21 a thread
            // (row-mt's per-thread tile state), 1.7 a frame of lag.
            perPixel = (alpha ? 2 : 1) * (87 + 21 * Double(threads - 1) + 1.7 * Double(lookahead))
        case .prores4444, .rawvideo:
            perPixel = 0
        }
        return Int(pixels * perPixel)
    }

    /// The next smaller setting, in the order that costs the bitstream least: one frame
    /// thread, then the lookahead halved down to the B-frame run, then no B-frames and no
    /// lookahead. nil when nothing is left to shrink.
    public func reduced() -> EncoderBuffering? {
        var next = self
        if threads > 1 {
            next.threads = 1
        } else if lookahead > bframes {
            next.lookahead = max(bframes, lookahead / 2)
        } else if bframes > 0 || lookahead > 0 {
            next.bframes = 0
            next.lookahead = 0
        } else {
            return nil
        }
        return next
    }

    public var description: String { "threads \(threads), lookahead \(lookahead), bframes \(bframes)" }
}
