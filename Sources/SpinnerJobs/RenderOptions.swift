import SpinnerCore
import SpinnerEncode
import SpinnerPipeline
import SpinnerOutputs

/// The options every preset accepts: output, geometry, timing, background, encoding.
/// (Package-wide, as all of SpinnerJobs: the CLI and the fuzz harness call it.)
package struct RenderOptions {
    // MARK: - Options and limits

    package static let options: [ArgumentScanner.Option] = [
        .init("output", short: "o", value: "PATH", repeatable: true, help: "where to write: out.mp4 .mov .webm .gif .apng .webp .y4m .rgba, frames/%04d.png, frames/ (a folder), still.png (with --time or --at-progress), - (standard output); give -o several times to write several outputs from one render"),
        .init("format", value: "NAME", help: "force the format: \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")) (needed with -o -: y4m or rgba)"),
        .init("animated", help: "make a .png output an animated PNG (APNG)"),
        .init("size", value: "W[xH]", help: "view size in points (default: the preset's own)"),
        .init("scale", value: "S", help: "pixels per point (default 4, and 1 for a Lottie file: its own w x h pixels); a list 1,2,3 renders once per scale, each -o naming {scale}; ios renders 1x 2x 3x (spinner.png, spinner@2x.png, spinner@3x.png), android mdpi 1 to xxxhdpi 4 (res/s.webp -> res/drawable-hdpi/s.webp; {density} names the bucket)"),
        .init("android-animation-list", help: "with --scale android: also write each PNG sequence's drawable animation-list (res/spinner_%04d.png -> res/drawable/spinner.xml), frame durations in whole ms adding up to the render's length"),
        .init("fps", value: "R", help: "frames per second: 60, 29.97 or 30000/1001 (default 60, and 50 for .gif outputs, rendered apart from the others; a .gif above 50 fps plays at 50, keeping the frame nearest each 2 cs)"),
        .init("duration", value: "SECONDS", help: "length of the render; for a still, the length the story is built for (default: one seamless loop)"),
        .init("loops", value: "N", help: "length as a number of seamless loops"),
        .init("frames", value: "A-B", help: "render only frames A to B (inclusive) of the timeline; 'A-' runs to the end"),
        .init("time", value: "T", help: "the moment in seconds drawn into a single .png still"),
        .init("at-progress", value: "P", help: "instead of --time: the still at the first moment the layers show progress P (0...1); \(PresetCommandLine.determinatePresets()) and scene files that declare \"progress\" (the moment their value first reaches P)"),
        .init("background", value: "COLOR", help: "#RRGGBB, #RRGGBBAA, #RGB, #RGBA, a CSS name or 'transparent' (default: transparent for PNG, white for MP4)"),
        .init("threads", value: "N", help: "frames rasterised at once (default 0: one per core)"),
        .init("codec", value: "NAME", help: "video codec: h264 (.mp4 default), h265 (tagged hvc1), prores (ProRes 4444 with alpha, .mov default), vp9 (.webm, with alpha)"),
        .init("crf", value: "N", help: "quality, 0 = lossless: h264 0-51 (default 18), h265 0-51 (20), vp9 0-63 (24)"),
        .init("bitrate", value: "RATE", help: "target bitrate instead of --crf, e.g. 4M or 800k"),
        .init("preset", value: "NAME", help: "encoder speed: x264/x265 ultrafast ... veryslow (default veryfast / fast); vp9 realtime, good, best (realtime)"),
        .init("pixel-format", value: "FMT", help: "yuv420p, yuv444p, yuva420p (vp9), yuv444p10le, yuva444p10le (prores); default per codec"),
        .init("range", value: "R", help: "limited (default) or full, tagged in stream and container"),
        .init("keyframe-interval", value: "N", help: "frames between key frames (default: the encoder's)"),
        .init("compression", value: "N", help: "PNG and APNG zlib level 0 to 9 (default 6)"),
        .init("loop-count", value: "N", help: "GIF, APNG, WebP: times the animation plays, 0 = forever (default 0)"),
        .init("dither", value: "MODE", help: "GIF beyond 256 colours: none, bayer (default) or floyd-steinberg"),
        .init("matte", value: "COLOR", help: "GIF: opaque colour (#RRGGBB, #RGB or a CSS name) semi-transparent pixels are blended over, the colour of the page the GIF sits on (default #FFFFFF)"),
        .init("transparent-below", value: "ALPHA", help: "GIF: pixels less opaque than ALPHA (0 to 1, or 0% to 100%) become transparent, the rest are blended over --matte (default: only fully clear pixels; 0.5 cuts half-way; 0 makes the GIF opaque)"),
        .init("max-bytes", value: "SIZE", help: "GIF, APNG, WebP, WebM: the file must fit in SIZE bytes, e.g. 256K or 1.5M (K = 1024); the most faithful setting that fits is chosen (GIF colours, APNG zlib level and bits a channel, WebP lossless then quality, VP9 crf, then the frame rate) and named on stderr; nothing is written when none fits"),
        .init("memory-limit", value: "SIZE", help: "memory the render may hold at once, e.g. 512M or 2G (default 1G); fewer frames are drawn at once to stay within it"),
        .init("manifest", value: "FILE.json", help: "also write a manifest: the job and each frame's time and SHA-256 (see 'spinnergen verify')"),
        .init("quiet", short: "q", help: "print nothing but errors"),
        .init("progress-format", value: "FORMAT", help: "progress on stderr: bar, json (JSON lines for programs) or none (default: bar on a terminal unless --quiet)"),
        .init("help", short: "h", help: "show this help"),
    ]

    /// The option named `name` (one of `options`).
    package static func option(_ name: String) -> ArgumentScanner.Option { options.first { $0.name == name }! }

    package static let x264Presets = ["ultrafast", "superfast", "veryfast", "faster", "fast", "medium", "slow", "slower", "veryslow", "placebo"]
    package static let vp9Presets = ["realtime", "good", "best"]
    /// Largest side and area in pixels, checked before anything is allocated.
    package static let maxSide = 16384
    package static let maxPixels = 8192 * 8192
    package static let maxFrames = 1_000_000

    // MARK: - Parsed values

    /// The output these options describe (one of `outputs`).
    package var output: OutputTarget
    /// `-o` as the user wrote it, for progress lines (a folder keeps its `/`, a pattern its `%04d`):
    /// this render's output.
    package var outputArgument: String
    /// Every `-o` as written, in the order given.
    package var outputArguments: [String]
    /// `--android-animation-list`: a drawable animation-list beside each PNG sequence's density folders.
    package var androidAnimationList = false
    /// Every output of the render, in the order given (see `outputTargets`).
    package var outputs: [OutputTarget]
    package var size: Size?
    package var scale: Double = 4
    package var fps = Rational(60)
    package var duration: Double?
    package var loops: Double?
    package var frames: (Int, Int?)?
    package var time: Double?
    /// `--frame`: a Lottie file's still at this frame of its own numbering (seconds once the file is read).
    package var frame: Double?
    /// `--at-progress`: the still is drawn when the layers first show this progress.
    package var atProgress: Double?
    package var background: Color?
    package var threads = 0
    /// Codec settings for a video output (nil for image outputs).
    package var video: VideoOptions?
    package var compression = 6
    package var loopCount = 0
    package var dither = DitherMethod.bayer
    package var matte = Color.white
    /// True when `--matte` was given (the translucent-edges notice is for the default).
    package var matteGiven = false
    /// GIF: pixels with alpha below this (0...255) are transparent (`--transparent-below`).
    package var transparentBelow = TransparentBelow.defaultCut
    package var quiet = false
    /// How progress is shown (`--progress-format`).
    package var progressFormat = ProgressFormat.none
    /// Where to write the render's manifest, if anywhere.
    package var manifest: String?
    /// Bytes the render may hold at once.
    package var memoryLimit = RenderJob.defaultMemoryLimit
    /// `--max-bytes`: the byte budget of the outputs that take one (nil: none).
    package var maxBytes: Int?

    // MARK: - Parsing

    /// The options for output `index` of the render. A flag for some formats only (--codec,
    /// --compression, --loop-count ...) applies to the outputs it fits and is refused only when
    /// it fits none of them, so one output alone is checked exactly as before.
    package init(_ a: ArgumentScanner, command: String, output index: Int = 0) throws(CLIError) {
        outputs = try RenderOptions.outputTargets(a)
        output = outputs[index]
        outputArguments = a.all("output")
        outputArgument = outputArguments[index]
        androidAnimationList = a.has(AndroidAnimationList.option)
        let formats = outputs.map(\.format)
        if let v = a["size"] { size = try ValueParser.size(v, option: "size") }
        if let v = a["scale"] { scale = try CLIError.from { () throws(OutputsError) in try ScaleSet.single(v) } }
        if let v = a["fps"] {
            fps = try ValueParser.rate(v, option: "fps")
        } else if formats.allSatisfy({ $0 == .gif }) {
            // GIF's own rate: its delays are whole cs and browsers slow any under 2 cs.
            fps = Rational(50)
        }
        if let v = a["duration"] { duration = try ValueParser.duration(v) }
        if let v = a["loops"] { loops = try ValueParser.number(v, option: "loops", min: 0, max: 100000, expected: "a number of loops above 0 and at most 100000") }
        if duration != nil, loops != nil {
            throw CLIError("--duration and --loops cannot be used together", hint: "give one of them")
        }
        if let v = a["frames"] { frames = try RenderOptions.frameRange(v) }
        if let v = a["time"] { time = try ValueParser.number(v, option: "time", min: 0, max: 86400, inclusiveMin: true, expected: "seconds from 0 to 86400") }
        if let v = a["frame"] {
            frame = try ValueParser.number(v, option: "frame", min: -1e7, max: 1e7, inclusiveMin: true, expected: "a frame number of the file, such as 0 or 12.5")
            guard time == nil else { throw CLIError("--time and --frame cannot be used together", hint: "give one moment for the still") }
        }
        if let v = a["at-progress"] {
            atProgress = try ValueParser.number(v, option: "at-progress", min: 0, max: 1, inclusiveMin: true, expected: "a progress from 0 to 1")
        }
        if let v = a["background"] {
            background = try ValueParser.color(v, option: "background")
        }
        if let v = a["threads"] { threads = try ValueParser.integer(v, option: "threads", range: 0...256, expected: "a whole number from 0 (one per core) to 256") }
        try RenderOptions.refuseFlagsNoOutputTakes(a, outputs: outputs, shown: output)
        video = try RenderOptions.videoOptions(a, output: output)
        if let v = a["memory-limit"] { memoryLimit = try ValueParser.byteSize(v, option: "memory-limit") }
        if let v = a["max-bytes"] { maxBytes = try RenderOptions.byteBudget(v, a) }
        if let v = a["compression"] { compression = try ValueParser.integer(v, option: "compression", range: 0...9, expected: "a whole number from 0 to 9") }
        quiet = a.has("quiet")
        progressFormat = try ProgressFormat.chosen(a)
        if let v = a["manifest"] {
            guard !v.isEmpty, !v.hasSuffix("/") else { throw CLIError("invalid value \(UserText.quoted(v)) for --manifest", hint: "expected a file name such as manifest.json") }
            manifest = v
        }
        if let v = a["transparent-below"] { transparentBelow = try TransparentBelow.parse(v) }
        if let v = a["loop-count"] { loopCount = try ValueParser.integer(v, option: "loop-count", range: 0...65535, expected: "a whole number from 0 (forever) to 65535") }
        if let v = a["dither"] {
            switch v {
            case "none": dither = .none
            case "bayer": dither = .bayer
            case "floyd-steinberg", "floydSteinberg": dither = .floydSteinberg
            default: throw CLIError("invalid value \(UserText.quoted(v)) for --dither", hint: "expected none, bayer or floyd-steinberg")
            }
        }
        if let v = a["matte"] {
            matteGiven = true
            matte = try ValueParser.color(v, option: "matte")
            // GIF composites edges over the matte to make them opaque; a see-through one cannot.
            guard matte.alpha >= 1 else {
                throw CLIError("invalid colour \(UserText.quoted(v)) for --matte: a matte must be opaque",
                               hint: "give #RRGGBB, #RGB or a CSS colour name, the colour of the page the GIF sits on")
            }
        }

        if case .pngStill = output {
            guard (time ?? frame) == nil || atProgress == nil else {
                throw CLIError("--time and --at-progress cannot be used together", hint: "give one moment for the still")
            }
            guard time != nil || frame != nil || atProgress != nil else {
                throw CLIError("a single .png needs --time T", hint: "or --at-progress P, --frame F for a Lottie file, or a pattern such as frames/%04d.png for a sequence")
            }
            guard frames == nil, loops == nil else {
                throw CLIError("--frames and --loops do not apply to a single .png", hint: "use --time T (and --duration for the length the story is built for)")
            }
            // --duration on a still is the length the story is built for; the moment must lie in it.
            if let time, let duration, time > duration {
                throw CLIError("--time \(DecimalText.shortest(time)) lies past the \(DecimalText.shown(duration)) s the story is built for (--duration)",
                               hint: "raise --duration, or drop it to build the story as far as --time")
            }
        } else if time != nil || frame != nil || atProgress != nil {
            let name = time != nil ? "--time" : frame != nil ? "--frame" : "--at-progress"
            throw CLIError("\(name) applies to a single .png still", hint: "use --frames A-B to pick frames of a sequence or video")
        }
        if !hasAlpha, let bg = background, bg.alpha < 1 {
            throw CLIError("\(formatName) has no alpha channel, so the background must be opaque",
                           hint: "formats with alpha: \(OutputFormat.withAlpha)")
        }
    }

    /// `A-B`, `A-` or `N`.
    package static func frameRange(_ text: String) throws(CLIError) -> (Int, Int?) {
        let expected = "frame indices such as 0-59, 30- or 12, each below \(maxFrames)"
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        func index(_ s: Substring) throws(CLIError) -> Int {
            guard let v = Int(s), v >= 0, v < maxFrames else {
                throw CLIError("invalid value \(UserText.quoted(text)) for --frames", hint: "expected \(expected)")
            }
            return v
        }
        switch parts.count {
        case 1: let v = try index(parts[0]); return (v, v)
        case 2:
            let a = try index(parts[0])
            if parts[1].isEmpty { return (a, nil) }
            let b = try index(parts[1])
            guard b >= a else { throw CLIError("invalid value \(UserText.quoted(text)) for --frames", hint: "the last frame comes before the first") }
            return (a, b)
        default: throw CLIError("invalid value \(UserText.quoted(text)) for --frames", hint: "expected \(expected)")
        }
    }

    // MARK: - Derived values

    /// The canvas in pixels for a view size, refused before any allocation when too large.
    package func pixelSize(for size: Size) throws(CLIError) -> (Int, Int) {
        // Checked in floating point first: a scene's bounds of 1e308 must not reach `Int(_:)`.
        let width = (size.width * scale).rounded(), height = (size.height * scale).rounded()
        guard width.isFinite, height.isFinite, width <= Double(RenderOptions.maxPixels), height <= Double(RenderOptions.maxPixels) else {
            throw CLIError("the frame would be more than \(RenderOptions.maxSide) pixels a side, more than spinnergen renders",
                           hint: "at most \(RenderOptions.maxSide) pixels a side and \(RenderOptions.maxPixels) in all; lower --size or --scale")
        }
        let w = Int(width), h = Int(height)
        guard w >= 1, h >= 1 else {
            throw CLIError("the frame would be \(w)x\(h) pixels", hint: "raise --size or --scale")
        }
        guard w <= RenderOptions.maxSide, h <= RenderOptions.maxSide, w * h <= RenderOptions.maxPixels else {
            throw CLIError("the frame would be \(w)x\(h) pixels, more than spinnergen renders",
                           hint: "at most \(RenderOptions.maxSide) pixels a side and \(RenderOptions.maxPixels) in all; lower --size or --scale")
        }
        if let video, w < video.codec.minimumWidth {
            throw CLIError("\(video.codec.rawValue) video needs a frame at least \(video.codec.minimumWidth) pixels wide, but this one would be \(w)",
                           hint: "raise --size or --scale, or use --codec h264")
        }
        if let video, video.pixelFormat.isSubsampled, w % 2 == 1 || h % 2 == 1 {
            throw CLIError("\(video.pixelFormat.rawValue) video needs an even width and height, but the frame would be \(w)x\(h) pixels",
                           hint: "choose --size and --scale that give even pixel sizes, or --pixel-format yuv444p")
        }
        return (w, h)
    }

    /// The length of the render in seconds: `--duration`, or `--loops` periods (default one).
    package func seconds(loopPeriod: Double) -> Double {
        duration ?? (loops ?? 1) * loopPeriod
    }

    /// True for a single .png still.
    package var isStill: Bool {
        if case .pngStill = output { return true }
        return false
    }

    /// How far the layer tree is built: the render's length, and for a still at `--time T`
    /// without `--duration` at least to T, so that the moment drawn is part of the story (a
    /// timer that runs until `hide` is still ticking there).
    package func storyLength(loopPeriod: Double) -> Double {
        let length = seconds(loopPeriod: loopPeriod)
        guard isStill, duration == nil, let time else { return length }
        return max(length, time)
    }

    /// The frames to render, given the preset's loop period.
    package func frameIndices(loopPeriod: Double) throws(CLIError) -> Range<Int> {
        let seconds = seconds(loopPeriod: loopPeriod)
        let total = RenderJob.frameCount(period: seconds, fps: fps)
        guard total >= 1 else {
            throw CLIError("\(seconds) s at \(fps) fps is less than one frame", hint: "raise --duration or --fps")
        }
        guard total <= RenderOptions.maxFrames else {
            let count = total == .max ? "more than \(RenderOptions.maxFrames)" : "\(total)"
            throw CLIError("\(seconds) s at \(fps) fps is \(count) frames, more than spinnergen renders in one job",
                           hint: "at most \(RenderOptions.maxFrames) frames; lower --duration, --loops or --fps")
        }
        guard let (a, b) = frames else { return 0..<total }
        let last = b ?? total - 1
        guard a < total, last < total else {
            throw CLIError("--frames \(a)-\(last) lies outside the \(total) frames of this render (0-\(total - 1))",
                           hint: "raise --duration or --loops, or pick frames inside it")
        }
        return a..<(last + 1)
    }

    package var pngOptions: PNGOptions { PNGOptions(compressionLevel: compression) }

    /// True when the output keeps transparency.
    package var hasAlpha: Bool {
        if let video { return video.pixelFormat.hasAlpha }
        return output.format != .y4m
    }

    /// Said when the container keeps alpha by default but the codec or pixel format chosen does
    /// not (`--codec h265 -o a.mov`) and no --background was given: the frames then go over white
    /// where a user of the container expects transparency.
    package var alphaDroppedWarning: String? {
        guard let video, background == nil, !video.pixelFormat.hasAlpha,
              let keeps = VideoOptions.alphaFormats.first(where: { $0.container == video.container }) else { return nil }
        return "\(formatName) has no alpha channel, so its frames are drawn over white; \(keeps.codec.rawValue) (\(keeps.pixelFormat.rawValue)) keeps alpha in .\(video.container.rawValue) (give --background to choose the colour)"
    }

    /// How messages name the output format.
    package var formatName: String {
        guard let video else { return output.format.rawValue.uppercased() }
        return "\(video.codec.rawValue) \(video.pixelFormat.rawValue) \(video.container.rawValue.uppercased())"
    }
}
