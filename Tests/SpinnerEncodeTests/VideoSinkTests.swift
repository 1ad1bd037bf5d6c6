import Foundation
import SpinnerCore
import Testing
@testable import SpinnerEncode

/// One output format as the tests exercise it, with what the file must say about itself.
struct VideoFormatCase: Sendable, CustomStringConvertible {
    var options: VideoOptions
    var fps: Rational
    /// The pixel format a decoder reports.
    var decodedFormat: String
    var codecName: String
    var codecTag: String
    /// Largest premultiplied colour and alpha error allowed on every pixel (lossless, 4:4:4),
    /// or nil to check flat areas only, within 3 levels (4:2:0).
    var everyPixel: (colour: Int, alpha: Int)?

    /// True when the codec quantises (crf above 0 or ProRes).
    var isLossy: Bool { options.codec != .rawvideo && (options.codec == .prores4444 || options.crf > 0) }

    var description: String {
        "\(options.container.rawValue) \(options.codec.rawValue) \(options.pixelFormat.rawValue) \(options.range.rawValue) crf \(options.crf) @\(fps)"
    }

    var fileName: String { "out." + options.container.rawValue }

    static func make(_ container: VideoContainer, _ codec: VideoCodec, _ format: VideoPixelFormat, _ range: ColorRange,
                     crf: Int? = nil, fps: Rational, decoded: String? = nil, name: String, tag: String = "",
                     every: (Int, Int)? = nil) -> VideoFormatCase {
        VideoFormatCase(options: VideoOptions(container: container, codec: codec, pixelFormat: format, range: range,
                                              fps: fps, crf: crf),
                        fps: fps, decodedFormat: decoded ?? format.rawValue, codecName: name, codecTag: tag,
                        everyPixel: every.map { (colour: $0.0, alpha: $0.1) })
    }

    static let ntsc = Rational(30000, 1001)

    /// Lossy 4:2:0 cases run at crf 4: at the default crfs (18-24) quantised chroma moves the
    /// blue of a saturated orange by up to 6 levels on these small frames (crf 12: 5), beyond the 3 asked.
    static let all: [VideoFormatCase] = [
        make(.mp4, .h264, .yuv420p, .limited, crf: 4, fps: Rational(60), name: "h264", tag: "avc1"),
        make(.mp4, .h264, .yuv444p, .full, crf: 0, fps: ntsc, decoded: "yuvj444p", name: "h264", tag: "avc1",
             every: (1, 0)),
        make(.mp4, .h265, .yuv420p, .limited, crf: 4, fps: ntsc, name: "hevc", tag: "hvc1"),
        make(.mov, .h265, .yuv444p, .full, crf: 0, fps: Rational(24), name: "hevc", tag: "hvc1", every: (1, 0)),
        make(.mov, .h264, .yuv420p, .full, crf: 4, fps: ntsc, decoded: "yuvj420p", name: "h264", tag: "avc1"),
        make(.webm, .vp9, .yuva420p, .limited, crf: 0, fps: Rational(60), name: "vp9"),
        make(.webm, .vp9, .yuva420p, .full, crf: 4, fps: ntsc, name: "vp9"),
        make(.webm, .vp9, .yuv444p, .full, crf: 0, fps: Rational(25), name: "vp9", every: (1, 0)),
        // prores_ks writes 16-bit alpha; FFmpeg decodes 4444 with alpha as 12-bit.
        make(.mov, .prores4444, .yuva444p10le, .limited, fps: ntsc, decoded: "yuva444p12le", name: "prores", tag: "ap4h",
             every: (2, 1)),
        make(.y4m, .rawvideo, .yuv420p, .limited, fps: ntsc, name: "rawvideo", tag: "I420"),
        make(.y4m, .rawvideo, .yuv444p, .full, fps: Rational(60), name: "rawvideo", tag: "444P", every: (1, 0)),
    ]
}

@Suite struct VideoSinkTests {
    static let width = 128, height = 96, count = 8

    /// The frames a case encodes: with alpha where the format has it, composited on white otherwise.
    static func frames(for c: VideoFormatCase) -> [PixelBuffer] {
        (0..<count).map { i in
            let angle = Double(i) * 0.7
            return c.options.pixelFormat.hasAlpha
                ? VideoTestFrames.translucentRing(width: width, height: height, angle: angle)
                : VideoTestFrames.opaqueRing(width: width, height: height, angle: angle)
        }
    }

    /// Encodes through `prepare` (with the exact changed rect on odd frames) and `write`.
    static func encode(_ frames: [PixelBuffer], to path: String, options: VideoOptions) throws {
        let sink = try VideoSink(path: path, width: frames[0].width, height: frames[0].height, options: options)
        for (i, frame) in frames.enumerated() {
            let changed = i % 2 == 1 ? changedRect(frame, background: options.background) : nil
            try sink.write(try sink.prepare(frame, index: i,
                                                 changed: changed.map { DirtyRows($0, width: frame.width, height: frame.height) }))
        }
        try sink.finish()
    }

    /// The bounding box of the pixels that differ from `background`.
    static func changedRect(_ frame: PixelBuffer, background: PremultipliedRGBA8) -> PixelRect {
        var x0 = frame.width, y0 = frame.height, x1 = 0, y1 = 0
        for y in 0..<frame.height {
            for x in 0..<frame.width where frame[x, y] != background {
                x0 = min(x0, x); y0 = min(y0, y); x1 = max(x1, x + 1); y1 = max(y1, y + 1)
            }
        }
        return PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// The exact time of frame i, or for WebM (millisecond timestamps) that time rounded to the
    /// millisecond as libavformat rounds (half away from zero).
    static func expectedTime(_ i: Int, fps: Rational, container: VideoContainer) -> Double {
        let exact = Double(Int64(i) * fps.denominator) / Double(fps.numerator)
        guard container == .webm else { return exact }
        let ms = (Int64(i) * fps.denominator * 1000 * 2 + fps.numerator) / (2 * fps.numerator)
        return Double(ms) / 1000
    }

    @Test(arguments: VideoFormatCase.all)
    func fileReadsBackWithItsPromises(_ c: VideoFormatCase) throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanup() }
        let path = dir.file(c.fileName)
        let source = Self.frames(for: c)
        try Self.encode(source, to: path, options: c.options)

        let info = try VideoDecoder.probe(path: path)
        #expect(info.codecName == c.codecName)
        #expect(info.codecTag == c.codecTag)
        #expect(info.width == Self.width && info.height == Self.height)
        #expect(info.pixelFormatName == c.decodedFormat)
        #expect(info.hasAlpha == c.options.pixelFormat.hasAlpha)
        #expect(info.frameCount == Self.count)
        #expect(info.timestamps.count == Self.count)
        for (i, t) in info.timestamps.enumerated() {
            let expected = Self.expectedTime(i, fps: c.fps, container: c.options.container)
            #expect(abs(t - expected) < 1e-6, "frame \(i) at \(t), expected \(expected)")
            #expect(abs(t - Double(i) / c.fps.doubleValue) <= 0.0005 + 1e-9)
        }
        #expect(info.frameRate == c.fps, "container frame rate \(info.frameRate)")
        if c.options.container == .mp4 || c.options.container == .mov { #expect(info.isFastStart) }

        let tags = VideoColorTags.bt709(c.options.range)
        // What players see: everything the container or the stream declares.
        #expect(info.color == Self.containerCarries(c.options.container, tags)
            .merged(with: Self.streamCarries(c.options.codec, tags)))
        #expect(info.containerColor == Self.containerCarries(c.options.container, tags))
        #expect(info.streamColor == Self.streamCarries(c.options.codec, tags))

        let decoded = try VideoDecoder.decodeFrames(path: path, untaggedIsBT709: true)
        #expect(decoded.count == source.count)
        for (i, (s, d)) in zip(source, decoded).enumerated() {
            #expect(d.width == Self.width && d.height == Self.height)
            if let limit = c.everyPixel {
                let e = VideoTestFrames.maxError(s, d, flatOnly: false)
                #expect(e.colour <= limit.colour && e.alpha <= limit.alpha, "frame \(i): max error \(e)")
            }
            // Lossy codecs ring inside blocks that hold an edge: flat then means 8 pixels clear of
            // any edge (one 16×16 block); uncompressed or lossless 4:2:0 only blurs chroma, 4 pixels.
            let flat = VideoTestFrames.maxError(s, d, flatOnly: true, radius: c.isLossy ? 8 : 4)
            #expect(flat.colour <= 3 && flat.alpha <= 3, "frame \(i): max error on flat areas \(flat)")
        }
        if c.options.pixelFormat.hasAlpha, let last = decoded.last {
            // Transparent corners, the translucent ring body and the opaque centre all come back.
            let alphas = Set(last.pixels.enumerated().filter { $0.offset % 4 == 3 }.map(\.element))
            let slack = c.isLossy && c.options.codec != .prores4444 ? 3 : 1
            #expect(Int(last[0, 0].a) <= slack - 1)
            #expect(alphas.contains { abs(Int($0) - VideoTestFrames.ringAlpha) <= slack })
            #expect(alphas.contains { $0 >= 255 - slack + 1 })
        }
        try FFprobe.expectSilent(path)
    }

    /// The tags each container can hold: MOV's `colr nclc` has no range, y4m only a range.
    static func containerCarries(_ container: VideoContainer, _ t: VideoColorTags) -> VideoColorTags {
        switch container {
        case .mp4, .webm: t
        case .mov: VideoColorTags(primaries: t.primaries, transfer: t.transfer, matrix: t.matrix, range: "unknown")
        case .y4m: VideoColorTags(primaries: "unknown", transfer: "unknown", matrix: "unknown", range: t.range)
        }
    }

    /// The tags each bitstream can hold: VP9 has matrix and range only, raw planes none.
    static func streamCarries(_ codec: VideoCodec, _ t: VideoColorTags) -> VideoColorTags {
        switch codec {
        case .h264, .h265: t
        case .vp9: VideoColorTags(primaries: "unknown", transfer: "unknown", matrix: t.matrix, range: t.range)
        case .prores4444: t  // the decoder reports ProRes as limited range, which it always is
        case .rawvideo: VideoColorTags(primaries: "unknown", transfer: "unknown", matrix: "unknown", range: "unknown")
        }
    }
}

extension VideoColorTags {
    /// Each tag from `self`, or from `other` where `self` has none.
    func merged(with other: VideoColorTags) -> VideoColorTags {
        func pick(_ a: String, _ b: String) -> String { a == "unknown" ? b : a }
        return VideoColorTags(primaries: pick(primaries, other.primaries), transfer: pick(transfer, other.transfer),
                              matrix: pick(matrix, other.matrix), range: pick(range, other.range))
    }
}
