import Foundation
import SpinnerCore
import SpinnerEncode
import Testing

/// The two single frames of the Material styles that lottie-web drew apart from spinnergen
/// (issue 28, 8), each played alone (the document's `ip`...`op` cut to that frame) in
/// lottie-web against spinnergen's frame.
@Suite struct LottieWebFramesCLITests {
    /// The export at 12 fps, and spinnergen's frame `frame` of the same job at 512 px.
    static func exportAndFrame(_ arguments: [String], flags: [String] = [], frame: Int, in dir: URL) throws -> (document: [String: Any], ours: PixelBuffer) {
        let json = dir.appendingPathComponent("anim.json")
        let r = try CLIRunner.run(["export"] + arguments + flags + ["--fps", "12", "-q", "-o", json.path])
        #expect(r.status == 0, "\(r.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any])
        let w = try #require(document["w"] as? Int), h = try #require(document["h"] as? Int)
        let scale = LottiePlayback.scale(w: w, h: h)
        let frames = dir.appendingPathComponent("frames").path
        let render = try CLIRunner.run(arguments + ["--fps", "12", "--scale", "\(scale)", "--background", "transparent", "-q",
                                                    "-o", frames + "/f_%04d.png"])
        #expect(render.status == 0, "\(render.stderr)")
        return (document, try PNGCodec.decode(contentsOf: frames + String(format: "/f_%04d.png", frame)))
    }

    /// lottie-web's drawing of frame `frame` alone.
    static func play(_ document: [String: Any], frame: Int, _ renderer: LottieWebPlayer.Renderer, size: Int, in dir: URL) throws -> PixelBuffer {
        var cut = document
        cut["ip"] = Double(frame)
        cut["op"] = Double(frame + 1)
        let data = try JSONSerialization.data(withJSONObject: cut)
        let frames = try LottieWebPlayer.find(renderer).frames(json: data, width: size, height: size, in: dir)
        return try #require(frames.first)
    }

    static func iou(_ a: PixelBuffer, _ b: PixelBuffer) -> (iou: Double, ours: Int, theirs: Int) {
        let c = CoverageComparison.covered(a, b)
        let ours = stride(from: 3, to: a.pixels.count, by: 4).filter { a.pixels[$0] > 127 }.count
        let theirs = stride(from: 3, to: b.pixels.count, by: 4).filter { b.pixels[$0] > 127 }.count
        return (c.either == 0 ? 1 : Double(c.both) / Double(c.either), ours, theirs)
    }

    /// `material --style web` frame 193: the trim ends 0.4 degrees into a piece of the circle,
    /// and lottie-web rounds a trimmed piece's points to 1/1000 (`bez.getNewSegment`). The
    /// vertex before it was written to 1/10000 (40.5855, 31.0064), the piece started at
    /// (40.585, 31.006), and the miter join of that backward hair stuck out 7 degrees past the
    /// arc's end (IoU 0.840 in both renderers). A trimmed path's points are now on the 1/1000
    /// step, where the piece starts.
    @Test(arguments: LottieWebPlayer.Renderer.allCases)
    func webArcEndsWhereItsTrimDoes(_ renderer: LottieWebPlayer.Renderer) throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (document, ours) = try Self.exportAndFrame(["material", "--style", "web"], frame: 193, in: dir)
        // Every point of the trimmed arc on the 1/1000 step.
        let layers = try #require(document["layers"] as? [[String: Any]])
        let arc = try #require(layers.first { $0["nm"] as? String == "arc" && $0["ty"] as? Int == 4 })
        let group = try #require((arc["shapes"] as? [[String: Any]])?.first?["it"] as? [[String: Any]])
        #expect(group.contains { $0["ty"] as? String == "tm" })
        let path = try #require(group.first { $0["ty"] as? String == "sh" })
        let shape = try #require((path["ks"] as? [String: Any])?["k"] as? [String: Any])
        let numbers = ["v", "i", "o"].flatMap { (shape[$0] as? [[Double]] ?? []).joined() }
        #expect(numbers.count == 3 * 17 * 2)
        #expect(numbers.allSatisfy { abs($0 * 1000 - ($0 * 1000).rounded()) < 1e-6 }, "\(numbers)")
        let theirs = try Self.play(document, frame: 193, renderer, size: ours.width, in: dir)
        let c = Self.iou(ours, theirs)
        #expect(c.iou >= 0.98, "frame 193 in lottie-web \(renderer.rawValue): IoU \(c.iou)")
    }

    /// `material --style flutter` frame 0: an arc of 0.016 % (0.018 pt, 0.23 px at 512 px)
    /// with square caps. lottie-web's SVG renderer draws the caps; its canvas renderer draws
    /// nothing, as Chromium's canvas prunes a stroked piece that short as zero-length, caps and
    /// all (0.04 % of this circle still draws nothing, 0.1 % draws). A player's difference,
    /// pinned here: `--bake-trims`, which writes the arc as its path, draws it in the canvas.
    @Test func canvasDropsTheFlutterSliverUnlessBaked() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (document, ours) = try Self.exportAndFrame(["material", "--style", "flutter"], frame: 0, in: dir)
        let canvas = Self.iou(ours, try Self.play(document, frame: 0, .canvas, size: ours.width, in: dir))
        #expect(canvas.ours > 100 && canvas.theirs == 0, "spinnergen covers \(canvas.ours) pixels, the canvas \(canvas.theirs)")
        let svg = Self.iou(ours, try Self.play(document, frame: 0, .svg, size: ours.width, in: dir))
        #expect(svg.iou >= 0.98, "SVG IoU \(svg.iou)")
        let baked = try Self.exportAndFrame(["material", "--style", "flutter"], flags: ["--bake-trims"], frame: 0, in: dir)
        let bakedCanvas = Self.iou(baked.ours, try Self.play(baked.document, frame: 0, .canvas, size: ours.width, in: dir))
        #expect(bakedCanvas.iou >= 0.98, "baked canvas IoU \(bakedCanvas.iou)")
    }
}
