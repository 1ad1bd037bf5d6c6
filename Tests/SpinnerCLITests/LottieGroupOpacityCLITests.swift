import Foundation
import SpinnerCore
import Testing

/// A translucent layer with sublayers composites as one group (Core Animation's
/// `allowsGroupOpacity`): the export makes it a precomposition, so where its sublayers overlap
/// rlottie shows the group's opacity once, as spinnergen does, not the sublayers blended twice.
@Suite struct LottieGroupOpacityCLITests {
    /// Two opaque red squares overlapping in 15...25, in a layer at half opacity.
    static let scene = """
    { "spinnergen": 1, "name": "group-opacity", "loop": 1,
      "root": { "bounds": [0, 0, 40, 40], "sublayers": [
        { "name": "group", "bounds": [0, 0, 40, 40], "position": [20, 20], "opacity": 0.5, "sublayers": [
          { "name": "a", "bounds": [0, 0, 20, 20], "position": [15, 15], "backgroundColor": "#FF0000" },
          { "name": "b", "bounds": [0, 0, 20, 20], "position": [25, 25], "backgroundColor": "#FF0000" } ] } ] } }
    """

    @Test func overlapShowsTheGroupOpacityOnce() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (input, data, layers) = try LottiePlayback.export(scene: Self.scene, name: "group-opacity", fps: 2, in: dir)
        let precomposition = try #require(layers.first { $0["ty"] as? Int == 0 })
        #expect(precomposition["w"] as? Int == 40 && precomposition["h"] as? Int == 40)
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let assets = try #require(document["assets"] as? [[String: Any]])
        #expect(assets.contains { $0["id"] as? String == precomposition["refId"] as? String && $0["layers"] is [Any] })

        // rlottie composites a precomposition's buffer with opacity truncated to 8 bits, then
        // truncates twice more (vdrawhelper.cpp: coverage · const_alpha >> 8, then BYTE_MUL):
        // from the file's opacity, an opaque 255 lands at this value, within 2 of ours.
        let percent = try #require((precomposition["ks"] as? [String: Any])?["o"] as? [String: Any])["k"] as? Double
        let alpha = Int((percent ?? 0) / 100 * 255)
        let rlottie = UInt8((255 * ((255 * alpha) >> 8)) >> 8)
        let playback = try LottiePlayback(json: data, input: input, fps: 2, in: dir)
        for (f, ours, theirs) in try playback.frames(atMost: 2) {
            // The centre (20, 20) lies where both squares draw; (10, 10) where only one does.
            for point in [(20.0, 20.0), (10.0, 10.0)] {
                let x = Int(point.0 * playback.scale), y = Int(point.1 * playback.scale)
                let k = 4 * (y * ours.width + x)
                #expect(Array(ours.pixels[k..<k + 4]) == [128, 0, 0, 128], "frame \(f) at \(point)")
                #expect(Array(theirs.pixels[k..<k + 4]) == [rlottie, 0, 0, rlottie], "frame \(f) at \(point)")
                #expect(abs(Int(theirs.pixels[k + 3]) - Int(ours.pixels[k + 3])) <= 2)
            }
        }
    }
}
