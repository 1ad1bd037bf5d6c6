import SpinnerCore
import SpinnerEncode
import SpinnerPipeline

/// The options every preset accepts: output, geometry, timing, background, encoding.
struct RenderOptions {
    static let options: [ArgumentScanner.Option] = [
        .init("output", short: "o", value: "PATH", help: "where to write: out.mp4, frames/%04d.png, frames/ (a folder), still.png (with --time), raw.rgba"),
        .init("size", value: "W[xH]", help: "view size in points (default: the preset's own)"),
        .init("scale", value: "S", help: "pixels per point (default 4)"),
        .init("fps", value: "R", help: "frames per second: 60, 29.97 or 30000/1001 (default 60)"),
        .init("duration", value: "SECONDS", help: "length of the render (default: one seamless loop)"),
        .init("loops", value: "N", help: "length as a number of seamless loops"),
        .init("frames", value: "A-B", help: "render only frames A to B (inclusive) of the timeline; 'A-' runs to the end"),
        .init("time", value: "T", help: "the moment in seconds drawn into a single .png still"),
        .init("background", value: "COLOR", help: "#RRGGBB, #RRGGBBAA or 'transparent' (default: transparent for PNG, white for MP4)"),
        .init("threads", value: "N", help: "frames rasterised at once (default 0: one per core)"),
        .init("crf", value: "N", help: "H.264 quality, 0 (lossless) to 51 (default 18)"),
        .init("preset", value: "NAME", help: "x264 speed preset, ultrafast ... veryslow (default veryfast)"),
        .init("compression", value: "N", help: "PNG zlib level 0 to 9 (default 6)"),
        .init("quiet", short: "q", help: "print nothing but errors"),
        .init("help", short: "h", help: "show this help"),
    ]

    static let x264Presets = ["ultrafast", "superfast", "veryfast", "faster", "fast", "medium", "slow", "slower", "veryslow", "placebo"]
    /// Largest side and area in pixels, checked before anything is allocated.
    static let maxSide = 16384
    static let maxPixels = 8192 * 8192
    static let maxFrames = 1_000_000

    var output: OutputTarget
    var size: Size?
    var scale: Double = 4
    var fps = Rational(60)
    var duration: Double?
    var loops: Double?
    var frames: (Int, Int?)?
    var time: Double?
    var background: Color?
    var threads = 0
    var crf = 18
    var x264Preset = "veryfast"
    var compression = 6
    var quiet = false

    init(_ a: ArgumentScanner, command: String) throws(CLIError) {
        guard let out = a["output"] else {
            throw CLIError("no output given", hint: "add -o out.mp4, -o frames/%04d.png or -o still.png --time 0.5")
        }
        do throws(PipelineError) { output = try OutputTarget(path: out) } catch { throw CLIError(error.message) }
        if let v = a["size"] { size = try ValueParser.size(v, option: "size") }
        if let v = a["scale"] { scale = try ValueParser.number(v, option: "scale", min: 0, max: 100, expected: "pixels per point above 0 and at most 100") }
        if let v = a["fps"] { fps = try ValueParser.rate(v, option: "fps") }
        if let v = a["duration"] { duration = try ValueParser.number(v, option: "duration", min: 0, max: 86400, expected: "seconds above 0 and at most 86400") }
        if let v = a["loops"] { loops = try ValueParser.number(v, option: "loops", min: 0, max: 100000, expected: "a number of loops above 0") }
        if duration != nil, loops != nil {
            throw CLIError("--duration and --loops cannot be used together", hint: "give one of them")
        }
        if let v = a["frames"] { frames = try RenderOptions.frameRange(v) }
        if let v = a["time"] { time = try ValueParser.number(v, option: "time", min: 0, max: 86400, inclusiveMin: true, expected: "seconds from 0 to 86400") }
        if let v = a["background"] {
            background = v.lowercased() == "transparent" ? .clear : try ValueParser.color(v, option: "background")
        }
        if let v = a["threads"] { threads = try ValueParser.integer(v, option: "threads", range: 0...256, expected: "a whole number from 0 (one per core) to 256") }
        if let v = a["crf"] { crf = try ValueParser.integer(v, option: "crf", range: 0...51, expected: "a whole number from 0 to 51") }
        if let v = a["preset"] {
            guard RenderOptions.x264Presets.contains(v) else {
                throw CLIError("invalid value '\(v)' for --preset", hint: "expected one of \(RenderOptions.x264Presets.joined(separator: ", "))")
            }
            x264Preset = v
        }
        if let v = a["compression"] { compression = try ValueParser.integer(v, option: "compression", range: 0...9, expected: "a whole number from 0 to 9") }
        quiet = a.has("quiet")

        if case .pngStill = output {
            guard time != nil else {
                throw CLIError("a single .png needs --time T", hint: "or give a pattern such as frames/%04d.png for a sequence")
            }
            guard frames == nil, duration == nil, loops == nil else {
                throw CLIError("--frames, --duration and --loops do not apply to a single .png", hint: "use --time T")
            }
        } else if time != nil {
            throw CLIError("--time applies to a single .png still", hint: "use --frames A-B to pick frames of a sequence or video")
        }
        if !output.hasAlpha, let bg = background, bg.alpha < 1 {
            throw CLIError("MP4 (H.264) has no alpha channel, so the background must be opaque",
                           hint: "formats with alpha: .png, .rgba")
        }
    }

    /// `A-B`, `A-` or `N`.
    static func frameRange(_ text: String) throws(CLIError) -> (Int, Int?) {
        let expected = "frame indices such as 0-59, 30- or 12"
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        func index(_ s: Substring) throws(CLIError) -> Int {
            guard let v = Int(s), v >= 0, v < maxFrames else {
                throw CLIError("invalid value '\(text)' for --frames", hint: "expected \(expected)")
            }
            return v
        }
        switch parts.count {
        case 1: let v = try index(parts[0]); return (v, v)
        case 2:
            let a = try index(parts[0])
            if parts[1].isEmpty { return (a, nil) }
            let b = try index(parts[1])
            guard b >= a else { throw CLIError("invalid value '\(text)' for --frames", hint: "the last frame comes before the first") }
            return (a, b)
        default: throw CLIError("invalid value '\(text)' for --frames", hint: "expected \(expected)")
        }
    }

    /// The canvas in pixels for a view size, refused before any allocation when too large.
    func pixelSize(for size: Size) throws(CLIError) -> (Int, Int) {
        let w = Int((size.width * scale).rounded()), h = Int((size.height * scale).rounded())
        guard w >= 1, h >= 1 else {
            throw CLIError("the frame would be \(w)x\(h) pixels", hint: "raise --size or --scale")
        }
        guard w <= RenderOptions.maxSide, h <= RenderOptions.maxSide, w * h <= RenderOptions.maxPixels else {
            throw CLIError("the frame would be \(w)x\(h) pixels, more than spinnergen renders",
                           hint: "at most \(RenderOptions.maxSide) pixels a side and \(RenderOptions.maxPixels) in all; lower --size or --scale")
        }
        if case .mp4 = output, w % 2 == 1 || h % 2 == 1 {
            throw CLIError("MP4 (yuv420p) needs an even width and height, but the frame would be \(w)x\(h) pixels",
                           hint: "choose --size and --scale that give even pixel sizes")
        }
        return (w, h)
    }

    /// The length of the render in seconds: `--duration`, or `--loops` periods (default one).
    func seconds(loopPeriod: Double) -> Double {
        duration ?? (loops ?? 1) * loopPeriod
    }

    /// The frames to render, given the preset's loop period.
    func frameIndices(loopPeriod: Double) throws(CLIError) -> Range<Int> {
        let seconds = seconds(loopPeriod: loopPeriod)
        let total = RenderJob.frameCount(period: seconds, fps: fps)
        guard total >= 1 else {
            throw CLIError("\(seconds) s at \(fps) fps is less than one frame", hint: "raise --duration or --fps")
        }
        guard total <= RenderOptions.maxFrames else {
            throw CLIError("\(total) frames is more than spinnergen renders in one job", hint: "at most \(RenderOptions.maxFrames)")
        }
        guard let (a, b) = frames else { return 0..<total }
        let last = b ?? total - 1
        guard a < total, last < total else {
            throw CLIError("--frames \(a)-\(last) lies outside the \(total) frames of this render (0-\(total - 1))",
                           hint: "raise --duration or --loops, or pick frames inside it")
        }
        return a..<(last + 1)
    }

    var pngOptions: PNGOptions { PNGOptions(compressionLevel: compression) }
}
