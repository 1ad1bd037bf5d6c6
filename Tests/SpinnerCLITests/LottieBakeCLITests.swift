import Foundation
import SpinnerCore
import Testing

/// `export --bake-trims` and `--outline-strokes` in rlottie, beside the default export.
@Suite struct LottieBakeCLITests {
    /// Two round-capped lines, 20 pt long, strokeEnd going from 0.75 (half the second line)
    /// to 0.25 (half the first) over the loop.
    static let twoLines = """
        { "spinnergen": 1, "name": "lines", "loop": 1,
          "root": { "bounds": [0, 0, 40, 40], "sublayers": [
            { "type": "shape", "name": "lines", "position": [0, 0], "fillColor": null, "strokeColor": "#4885ED",
              "lineWidth": 4, "lineCap": "round", "path": "M 10 10 L 30 10 M 10 30 L 30 30",
              "animations": [ { "key": "end", "keyPath": "strokeEnd", "fromValue": 0.75, "toValue": 0.25, "duration": 1 } ] } ] } }
        """

    /// All shape items of `layers`, however deep in groups.
    static func shapeTypes(_ layers: [[String: Any]]) -> [String] {
        func walk(_ items: [[String: Any]]) -> [String] {
            items.flatMap { item in [item["ty"] as? String ?? "?"] + walk(item["it"] as? [[String: Any]] ?? []) }
        }
        return layers.flatMap { walk($0["shapes"] as? [[String: Any]] ?? []) }
    }

    /// Once the trim leaves the second line out (frames 2 and 3 of 4) its subpath draws
    /// nothing in rlottie (no round-capped dot), every frame matches, and no trim is written.
    @Test func aSubpathTrimmedAwayDrawsNothing() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (input, data, layers) = try LottiePlayback.export(scene: Self.twoLines, name: "lines", fps: 4, flags: ["--bake-trims"], in: dir)
        let types = Self.shapeTypes(layers)
        #expect(!types.contains("tm") && types.filter { $0 == "sh" }.count == 2 && types.contains("st"))
        let playback = try LottiePlayback(json: data, input: input, fps: 4, in: dir)
        let row = Int(30 * playback.scale)
        for (f, ours, theirs) in try playback.frames(atMost: 4) {
            let iou = CoverageComparison(reference: ours, other: theirs).iou
            #expect(iou >= 0.98, "frame \(f): IoU \(iou)")
            let covered = [ours, theirs].map { image in (0..<image.width).filter { image[$0, row].a > 0 }.count }
            if f >= 2 { #expect(covered == [0, 0], "frame \(f): covered on the second line \(covered)") }
            else { #expect(covered[0] > 0 && covered[1] > 0, "frame \(f): covered on the second line \(covered)") }
        }
    }

    /// An outlined stroke is a fill (`fl`, non-zero) of polygons: no stroke, no trim.
    @Test func anOutlinedStrokeIsAFillOfPolygons() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (input, data, layers) = try LottiePlayback.export(scene: Self.twoLines, name: "lines", fps: 1, flags: ["--outline-strokes"], in: dir)
        let types = Self.shapeTypes(layers)
        #expect(!types.contains("tm") && !types.contains("st") && types.contains("fl"))
        let playback = try LottiePlayback(json: data, input: input, fps: 1, in: dir)
        let (_, ours, theirs) = try #require(try playback.frames(atMost: 1).first)
        #expect(CoverageComparison(reference: ours, other: theirs).iou >= 0.98)
    }

    /// stderr names what was baked; the default export keeps its trim and says nothing of it.
    @Test func exportSaysWhatItBaked() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("m.json").path
        let baked = try CLIRunner.run(["export", "material", "--fps", "10", "--bake-trims", "-o", out])
        #expect(baked.status == 0 && baked.stderr.contains("baked trims") && baked.stderr.contains("circularLayer.solidStroke0"))
        #expect(!(try String(contentsOfFile: out, encoding: .utf8)).contains("\"ty\":\"tm\""))
        let outlined = try CLIRunner.run(["export", "material", "--fps", "10", "--outline-strokes", "-o", out])
        #expect(outlined.status == 0 && outlined.stderr.contains("outlined strokes") && !outlined.stderr.contains("baked trims"))
        let plain = try CLIRunner.run(["export", "material", "--fps", "10", "-o", out])
        #expect(plain.status == 0 && !plain.stderr.contains("baked") && !plain.stderr.contains("outlined"))
        #expect(try String(contentsOfFile: out, encoding: .utf8).contains("\"ty\":\"tm\""))
        let quiet = try CLIRunner.run(["export", "material", "--fps", "10", "--bake-trims", "-q", "-o", out])
        #expect(quiet.status == 0 && quiet.stderr.isEmpty)
    }
}
