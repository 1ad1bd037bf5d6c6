import Foundation
import SpinnerCore
import Testing

/// A sheared layer, and a spinning sublayer inside it, play in rlottie as spinnergen renders
/// them: the shear is carried by a turn on the layer's null and a scale and turn on a null
/// outside it.
@Suite struct LottieShearCLITests {
    static let scene = """
    { "spinnergen": 1, "name": "shear", "loop": 1,
      "root": { "bounds": [0, 0, 60, 60], "sublayers": [
        { "name": "sheared", "bounds": [0, 0, 30, 30], "position": [30, 30], "backgroundColor": "#2040C0",
          "transform": { "matrix": [1, 0.3, 0.6, 1.2, 2, -1] }, "sublayers": [
          { "name": "bar", "bounds": [0, 0, 20, 6], "position": [15, 15], "backgroundColor": "#FF8000",
            "animations": [ { "type": "keyframe", "keyPath": "transform.rotation.z", "values": [0, 3.14159, 6.28318],
                              "duration": 1, "repeatCount": "infinity" } ] } ] } ] } }
    """

    @Test func shearedLayerPlaysAsRendered() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (input, data, layers) = try LottiePlayback.export(scene: Self.scene, name: "shear", fps: 4, in: dir)
        #expect(layers.contains { $0["nm"] as? String == "sheared.shear" && $0["ty"] as? Int == 3 })

        let playback = try LottiePlayback(json: data, input: input, fps: 4, in: dir)
        let frames = try playback.frames(atMost: 4)
        #expect(frames.count == 4)
        for (f, ours, theirs) in frames {
            let result = CoverageComparison(reference: ours, other: theirs)
            #expect(result.iou >= 0.98, "frame \(f): IoU \(result.iou)")
            #expect(result.flatPixels > 1000 && result.flatMismatches == 0, "frame \(f): \(result.flatMismatches)/\(result.flatPixels)")
        }
    }
}
