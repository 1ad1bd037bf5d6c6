import Foundation
import SpinnerCore
import SpinnerEncode
import Testing

/// `ring --label percent`: text whose string changes (issue 28, 6). The label was one path
/// with a keyframe per change, each padded to the longest string's vertex count: 270,703
/// bytes at 60 fps (563 KB when reported). Now each group of contours the strings share (a
/// digit at one place) is written once and shown by hold keyframes of its group's opacity.
@Suite struct LottieLabelCLITests {
    @Test func labelIsItsGlyphsOnceEachShownByHolds() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let json = dir.appendingPathComponent("ring.json")
        let r = try CLIRunner.run(["export", "ring", "--label", "percent", "-o", json.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(!r.stderr.contains("label.path"), "\(r.stderr)")
        let data = try Data(contentsOf: json)
        #expect(data.count < 50_000, "\(data.count) bytes")
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let assets = try #require(document["assets"] as? [[String: Any]])
        let layers = assets.flatMap { $0["layers"] as? [[String: Any]] ?? [] }
        let label = try #require(layers.first { $0["nm"] as? String == "label" && $0["ty"] as? Int == 4 })
        let fill = try #require((label["shapes"] as? [[String: Any]])?.first)
        let groups = (fill["it"] as? [[String: Any]] ?? []).filter { $0["ty"] as? String == "gr" }
        // 0 % to 100 %: 25 groups of 54 contours (each tens digit, each units digit at its
        // places, "%" at its places, "100"), shown 138 times in all.
        #expect(groups.count == 25)
        var contours = 0, holds = 0
        for group in groups {
            let items = group["it"] as? [[String: Any]] ?? []
            let paths = items.filter { $0["ty"] as? String == "sh" }
            contours += paths.count
            #expect(paths.allSatisfy { ($0["ks"] as? [String: Any])?["a"] as? Int == 0 }, "a glyph's contours are static")
            let transform = try #require(items.last)
            #expect(transform["ty"] as? String == "tr")
            let o = try #require(transform["o"] as? [String: Any])
            let keyframes = try #require(o["k"] as? [[String: Any]])
            holds += keyframes.count
            #expect(keyframes.dropLast().allSatisfy { $0["h"] as? Int == 1 })
            let shown = Set(keyframes.compactMap { ($0["s"] as? [Double])?.first })
            #expect(shown.isSubset(of: [0, 100]), "\(shown)")
        }
        #expect(contours == 54 && holds == 138, "\(contours) contours, \(holds) keyframes")
    }

    /// rlottie draws the label as spinnergen does on every frame of the loop at 12 fps: the
    /// label's square (the middle 41 % of the view) overlaps with IoU ≥ 0.99 (0.991 at worst).
    @Test func rlottieDrawsTheLabel() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let json = dir.appendingPathComponent("ring.json")
        let r = try CLIRunner.run(["export", "ring", "--label", "percent", "--fps", "12", "-q", "-o", json.path])
        #expect(r.status == 0, "\(r.stderr)")
        let data = try Data(contentsOf: json)
        let player = try #require(RlottiePlayer(json: data, key: "ring-label-\(data.count)"))
        let frames = dir.appendingPathComponent("frames").path
        let render = try CLIRunner.run(["ring", "--label", "percent", "--fps", "12", "--scale", "5.12", "--background", "transparent",
                                        "-q", "-o", frames + "/f_%04d.png"])
        #expect(render.status == 0, "\(render.stderr)")
        var labelled = 0
        for f in 0..<player.frameCount {
            let ours = try PNGCodec.decode(contentsOf: frames + String(format: "/f_%04d.png", f))
            let theirs = player.render(f, width: ours.width, height: ours.height)
            var both = 0, either = 0
            for y in 150..<360 {
                for x in 150..<360 {
                    let k = 4 * (y * ours.width + x) + 3
                    let a = ours.pixels[k] > 127, b = theirs.pixels[k] > 127
                    if a && b { both += 1 }
                    if a || b { either += 1 }
                }
            }
            guard either > 0 else { continue }
            labelled += 1
            let iou = Double(both) / Double(either)
            #expect(iou >= 0.99, "frame \(f): label IoU \(iou)")
        }
        // The view fades out at the end (frames 38 to 42 draw nothing).
        #expect(labelled == 38)
    }
}
