import Foundation
import SpinnerCore
import Testing

/// An animated opacity is keyframed along its curve, not one keyframe per frame (issue 28, 6):
/// the 8-bit values written before lay on no curve, so every animated opacity was sampled. Its
/// keyframes are raised by one shift (`LottieOpacity`) so that rlottie, which truncates, draws
/// each frame within one step of spinnergen, and exactly at 0, 255 and across half.
@Suite struct LottieOpacityCLITests {
    static func export(_ scene: String, fps: Int, in dir: URL) throws -> (data: Data, stderr: String, layers: [[String: Any]]) {
        let json = dir.appendingPathComponent("anim.json")
        let r = try CLIRunner.run(["export", LottieExportCLITests.scenes.appendingPathComponent(scene).path, "--fps", "\(fps)", "-o", json.path])
        #expect(r.status == 0, "\(r.stderr)")
        let data = try Data(contentsOf: json)
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return (data, r.stderr, try #require(document["layers"] as? [[String: Any]]))
    }

    /// The keyframes of the opacity of each shape layer named `name`.
    static func opacityKeyframes(_ layers: [[String: Any]], _ name: String) -> Int? {
        guard let layer = layers.first(where: { $0["nm"] as? String == name && $0["ty"] as? Int == 4 }),
              let o = (layer["ks"] as? [String: Any])?["o"] as? [String: Any] else { return nil }
        return (o["k"] as? [Any])?.count ?? 1
    }

    /// 60 fps (the default): 37,848 bytes before, every dot's opacity a keyframe a frame (49 to
    /// 51 each). Each even dot's cycle starts on a frame and its opacity is one line with a
    /// jump: 3 or 4 keyframes. The odd dots pass 50 % (127.5 of 255) on a frame, a level that
    /// float noise rounds either way, so no one shift reads right at all their frames: the
    /// stretches around those frames stay sampled (11 or 12 keyframes).
    @Test func replicatorDotsKeyframeTheirOpacity() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (data, stderr, layers) = try Self.export("replicator-dots.json", fps: 60, in: dir)
        #expect(data.count < 15_000, "\(data.count) bytes")
        for k in 0..<8 {
            let count = try #require(Self.opacityKeyframes(layers, "dot[\(k)]"))
            #expect(count <= (k.isMultiple(of: 2) ? 4 : 12), "dot[\(k)]: \(count) opacity keyframes")
            #expect(stderr.contains("dot[\(k)].opacity") == !k.isMultiple(of: 2), "\(stderr)")
        }
        let spokes = try Self.export("activity-spokes.json", fps: 60, in: dir)
        // 53,974 bytes before: all twelve spokes sampled, a keyframe a frame; now 3 to 5 each.
        #expect(spokes.data.count < 16_000, "\(spokes.data.count) bytes")
        for k in 0..<12 {
            let count = try #require(Self.opacityKeyframes(spokes.layers, "spoke\(k)"))
            #expect(count <= 5, "spoke\(k): \(count) opacity keyframes")
        }
    }

    /// rlottie draws the 60 fps export's translucent dots at spinnergen's alpha, frame by frame:
    /// inside each dot (a 5 × 5 square of one colour in spinnergen's frame) within one step,
    /// exactly at 255, and on the same side of 128.
    @Test func rlottieDrawsTheKeyframedOpacityAsSpinnergen() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = LottieExportCLITests.scenes.appendingPathComponent("replicator-dots.json").path
        let (data, _, _) = try Self.export("replicator-dots.json", fps: 60, in: dir)
        let playback = try LottiePlayback(json: data, input: input, fps: 60, in: dir)
        var inside = 0, exact = 0, off: [String] = []
        for (f, ours, theirs) in try playback.frames(atMost: 60) {
            let w = ours.width
            // Whole pixels as words; every third pixel each way is looked at.
            let p = stride(from: 0, to: ours.pixels.count, by: 4).map {
                UInt32(ours.pixels[$0]) | UInt32(ours.pixels[$0 + 1]) << 8 | UInt32(ours.pixels[$0 + 2]) << 16 | UInt32(ours.pixels[$0 + 3]) << 24
            }
            for y in stride(from: 2, to: ours.height - 2, by: 3) {
                for x in stride(from: 2, to: w - 2, by: 3) {
                    let c = p[y * w + x]
                    guard c >> 24 > 0 else { continue }
                    guard (-2...2).allSatisfy({ dy in (-2...2).allSatisfy { dx in p[(y + dy) * w + x + dx] == c } }) else { continue }
                    inside += 1
                    let a = Int(c >> 24), b = Int(theirs.pixels[4 * (y * w + x) + 3])
                    if a == b { exact += 1 }
                    if abs(a - b) > 1 || (a == 255) != (b == 255) || (a >= 128) != (b >= 128) {
                        if off.count < 5 { off.append("frame \(f) (\(x), \(y)): \(a) here, \(b) in rlottie") }
                    }
                }
            }
        }
        #expect(inside > 60 * 500, "\(inside) pixels inside dots")
        #expect(off.isEmpty, "\(off)")
        // 79 % of them exact, the rest a step low: a line from 100 % is not raised at its
        // start (nothing is written above 100), so the frames after it read low in rlottie,
        // less so further on (dot 0: frames 1 to 46 of 60, every second or third).
        #expect(Double(exact) / Double(inside) > 0.75, "\(exact) of \(inside) exact")
    }
}
