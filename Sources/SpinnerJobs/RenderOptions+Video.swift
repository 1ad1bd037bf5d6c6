import SpinnerCore
import SpinnerEncode
import SpinnerPipeline

/// The video flags: codec, pixel format, range, quality and key frames.
extension RenderOptions {
    /// The codec settings for a video output from --codec, --pixel-format, --range, --crf,
    /// --bitrate, --preset and --keyframe-interval; refused when they cannot go together. A
    /// non-video output gets nil (a render none of whose outputs is a video refuses the flags
    /// first: `refuseFlagsNoOutputTakes`).
    package static func videoOptions(_ a: ArgumentScanner, output: OutputTarget) throws(CLIError) -> VideoOptions? {
        let container: VideoContainer
        switch output {
        case .video(_, let c): container = c
        case .standardOutput(.y4m): container = .y4m
        default: return nil
        }
        var codec: VideoCodec?
        if let v = a["codec"] {
            switch v {
            case "h264": codec = .h264
            case "h265", "hevc": codec = .h265
            case "vp9": codec = .vp9
            case "prores", "prores4444": codec = .prores4444
            default: throw CLIError("invalid value \(UserText.quoted(v)) for --codec", hint: "expected h264, h265, prores or vp9")
            }
        }
        var pixelFormat: VideoPixelFormat?
        if let v = a["pixel-format"] { pixelFormat = try ValueParser.choice(v, option: "pixel-format", as: VideoPixelFormat.self) }
        var range = ColorRange.limited
        if let v = a["range"] { range = try ValueParser.choice(v, option: "range", as: ColorRange.self) }
        var crf: Int?
        if let v = a["crf"] { crf = try ValueParser.integer(v, option: "crf", range: 0...63, expected: "a whole number, 0 for lossless") }
        var bitrate: Int?
        if let v = a["bitrate"] { bitrate = try bitrateValue(v) }
        if crf != nil, bitrate != nil { throw CLIError("--crf and --bitrate cannot be used together", hint: "give one of them") }
        var keyframes: Int?
        if let v = a["keyframe-interval"] {
            keyframes = try ValueParser.integer(v, option: "keyframe-interval", range: 1...100_000, expected: "a whole number of frames from 1")
        }
        var options = VideoOptions(container: container, codec: codec, pixelFormat: pixelFormat, range: range, crf: crf,
                                   bitrate: bitrate, keyframeInterval: keyframes)
        if let v = a["preset"] {
            let valid = options.codec == .vp9 ? vp9Presets : options.codec == .h264 || options.codec == .h265 ? x264Presets : []
            guard valid.contains(v) else {
                throw CLIError("invalid value \(UserText.quoted(v)) for --preset with \(options.codec.rawValue)",
                               hint: valid.isEmpty ? "\(options.codec.rawValue) has no presets" : "expected one of \(valid.joined(separator: ", "))")
            }
            options.preset = v
        }
        // Settings the chosen codec has no use for are refused, not ignored.
        if options.codec.crfRange == nil {
            for name in ["crf", "bitrate"] where a.has(name) {
                throw CLIError("--\(name) does not apply to \(options.codec.rawValue), which has no rate control",
                               hint: options.codec == .prores4444 ? "ProRes 4444 has a fixed quality; drop --\(name)" : "y4m is uncompressed; drop --\(name)")
            }
        }
        if a.has("keyframe-interval"), options.codec == .prores4444 || options.codec == .rawvideo {
            throw CLIError("--keyframe-interval does not apply to \(options.codec.rawValue): every frame is a key frame", hint: "drop it")
        }
        if let problem = options.problem { throw CLIError(problem, hint: "see 'spinnergen --help' for the codecs") }
        return options
    }

    /// `4M`, `800k` or a number of bits per second.
    package static func bitrateValue(_ text: String) throws(CLIError) -> Int {
        let lower = text.lowercased()
        let scale = lower.hasSuffix("m") ? 1_000_000.0 : lower.hasSuffix("k") ? 1_000.0 : 1.0
        let digits = scale == 1 ? lower : String(lower.dropLast())
        guard let v = DecimalText.double(digits), v.isFinite, v > 0, v * scale <= 1e10, v * scale >= 1000 else {
            throw CLIError("invalid value \(UserText.quoted(text)) for --bitrate", hint: "expected a rate such as 4M or 800k")
        }
        return Int(v * scale)
    }
}
