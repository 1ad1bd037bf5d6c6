import Foundation
import Testing
import SpinnerCore
import SpinnerAnimation
import SpinnerEncode
import SpinnerPresets
import SpinnerRaster
@testable import SpinnerPipeline

/// The Material spinner through every format and back through libavcodec: frame count, times,
/// size, pixel format, tags, alpha, and colours against the rendered frames.
@Suite(.serialized) struct FormatRoundTripTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let file: String
        let video: VideoOptions?
        /// Per-channel levels allowed at every pixel (nil: not checked), and where the source is
        /// flat (a 17×17 neighbourhood of one colour, away from edges and their coding noise).
        let everywhere: Int?
        let flat: Int
        let alpha: Bool
        let pixelFormat: String
        var testDescription: String { file + (video.map { " \($0.codec.rawValue) \($0.pixelFormat.rawValue) crf \($0.crf)" } ?? "") }
    }

    static let cases: [Case] = [
        Case(file: "a.mp4", video: VideoOptions(container: .mp4, crf: 12), everywhere: nil, flat: 3, alpha: false, pixelFormat: "yuv420p"),
        Case(file: "b.mp4", video: VideoOptions(container: .mp4, codec: .h264, pixelFormat: .yuv444p, crf: 0),
             everywhere: 2, flat: 1, alpha: false, pixelFormat: "yuv444p"),
        Case(file: "c.mp4", video: VideoOptions(container: .mp4, codec: .h265, pixelFormat: .yuv444p, crf: 0),
             everywhere: 2, flat: 1, alpha: false, pixelFormat: "yuv444p"),
        Case(file: "d.webm", video: VideoOptions(container: .webm, codec: .vp9, pixelFormat: .yuv444p, crf: 0),
             everywhere: 2, flat: 1, alpha: false, pixelFormat: "yuv444p"),
        Case(file: "e.webm", video: nil, everywhere: nil, flat: 3, alpha: true, pixelFormat: "yuva420p"),
        // 8-bit Y'CbCr cannot hold every RGB colour: a level of Cr is 0.9 RGB levels, so a
        // lossless 4:4:4 round trip of anti-aliased blends can be 2 levels off; flat colours
        // come back within 1. ProRes 4444 is near-lossless, 10-bit.
        Case(file: "f.mov", video: nil, everywhere: 2, flat: 1, alpha: true, pixelFormat: "yuva444p12le"),
        Case(file: "g.y4m", video: VideoOptions(container: .y4m, pixelFormat: .yuv444p), everywhere: 2, flat: 1,
             alpha: false, pixelFormat: "yuv444p"),
        Case(file: "h.apng", video: nil, everywhere: 0, flat: 0, alpha: true, pixelFormat: "rgba"),
        Case(file: "i.gif", video: nil, everywhere: 0, flat: 0, alpha: true, pixelFormat: "bgra"),
    ]

    @Test(arguments: cases)
    func decodesBackToTheRenderedFrames(_ c: Case) throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("rt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        var spinner = MaterialSpinner()
        spinner.size = Size(width: 50, height: 50)
        let path = dir.appendingPathComponent(c.file).path
        let output = try OutputTarget(path: path)
        let background: Color = c.alpha ? .clear : Color(hex: "#FFFFFF")
        let scene = try Scene(root: spinner.makeLayer(), scale: 2, background: background)
        let fps = Rational(30000, 1001)
        let frames = 0..<18
        var job = RenderJob(scene: scene, output: output, fps: fps, frames: frames, video: c.video)
        job.loopCount = 0
        _ = try RenderPipeline.run(job)

        let info = try VideoDecoder.probe(path: path)
        #expect(info.frameCount == 18)
        #expect(info.width == 100 && info.height == 100)
        #expect(info.pixelFormatName == c.pixelFormat)
        if c.file.hasSuffix(".mp4") || c.file.hasSuffix(".mov") || c.file.hasSuffix(".webm") {
            #expect(info.color.primaries == "bt709" || c.file.hasSuffix(".webm"))
            #expect(info.color.matrix == "bt709")
            #expect(info.color.range == "tv")
        }
        // GIF counts hundredths, WebM and APNG milliseconds: times within half a unit of i/fps.
        let unit = c.file.hasSuffix(".gif") ? 0.005 : c.file.hasSuffix(".webm") || c.file.hasSuffix(".apng") ? 0.0005 : 1e-6
        for (i, t) in info.timestamps.enumerated() {
            #expect(abs(t - job.time(ofFrame: i)) <= unit + 1e-9, "frame \(i)")
        }

        let decoded = try VideoDecoder.decodeFrames(path: path, untaggedIsBT709: c.file.hasSuffix(".y4m"))
        #expect(decoded.count == 18)
        let rasterizer = Rasterizer()
        var worst = 0, worstFlat = 0
        for i in frames {
            var expected = rasterizer.render(scene.presentation(at: job.time(ofFrame: i)))
            if c.file.hasSuffix(".gif") { expected = Self.gifAlphaRule(expected) }
            let got = decoded[i]
            let flatMask = Self.flatMask(expected)
            for y in 0..<100 {
                for x in 0..<100 {
                    let e = expected[x, y], g = got[x, y]
                    let d = c.alpha
                        ? max(abs(Int(e.r) - Int(g.r)), abs(Int(e.g) - Int(g.g)), abs(Int(e.b) - Int(g.b)), abs(Int(e.a) - Int(g.a)))
                        : max(abs(Int(e.r) - Int(g.r)), abs(Int(e.g) - Int(g.g)), abs(Int(e.b) - Int(g.b)))
                    worst = max(worst, d)
                    if flatMask[y * 100 + x] { worstFlat = max(worstFlat, d) }
                }
            }
        }
        if let everywhere = c.everywhere { #expect(worst <= everywhere, "worst \(worst) levels") }
        #expect(worstFlat <= c.flat, "worst on flat areas \(worstFlat) levels")
    }

    /// Pixels whose 17×17 neighbourhood holds one colour in the source: flat, and a macroblock
    /// away from any edge and the coding noise around it. (Edges dilated by 8, separably.)
    static func flatMask(_ image: PixelBuffer) -> [Bool] {
        let w = image.width, h = image.height
        var edge = [Bool](repeating: false, count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                let p = image[x, y]
                if (x + 1 < w && image[x + 1, y] != p) || (y + 1 < h && image[x, y + 1] != p) {
                    edge[y * w + x] = true
                    if x + 1 < w { edge[y * w + x + 1] = true }
                    if y + 1 < h { edge[(y + 1) * w + x] = true }
                }
            }
        }
        var rows = edge
        for y in 0..<h {
            for x in 0..<w where edge[y * w + x] {
                for nx in max(0, x - 8)...min(w - 1, x + 8) { rows[y * w + nx] = true }
            }
        }
        var near = rows
        for y in 0..<h {
            for x in 0..<w where rows[y * w + x] {
                for ny in max(0, y - 8)...min(h - 1, y + 8) { near[ny * w + x] = true }
            }
        }
        return near.map { !$0 }
    }

    /// GIF's 1-bit alpha by default: any pixel not fully clear becomes opaque over the white
    /// matte (a faint one too), a clear one stays clear.
    static func gifAlphaRule(_ image: PixelBuffer) -> PixelBuffer {
        var out = image
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image[x, y]
                if p.a < 1 { out[x, y] = .transparent; continue }
                let inv = 255 - Int(p.a)
                func over(_ c: UInt8) -> UInt8 { UInt8(min(255, (Int(c) * 255 + 255 * inv + 127) / 255)) }
                out[x, y] = PremultipliedRGBA8(r: over(p.r), g: over(p.g), b: over(p.b), a: 255)
            }
        }
        return out
    }
}
