import Foundation
import SpinnerCore
import Testing

/// A conic gradient (Lottie has none) plays in rlottie as wedges of flat colour under a mask of
/// its shape: the covered pixels are the same, and where the gradient is smooth the colours are
/// within 2 of 255 of spinnergen's.
@Suite struct LottieConicCLITests {
    static let scene = """
    { "spinnergen": 1, "name": "conic", "loop": 1,
      "root": { "bounds": [0, 0, 40, 40], "sublayers": [
        { "type": "gradient", "name": "wheel", "bounds": [0, 0, 32, 32], "position": [20, 20], "cornerRadius": 16,
          "masksToBounds": true, "gradientType": "conic", "colors": ["#FF0000", "#00C0FF", "#FFFF00"],
          "locations": [0, 0.6, 1], "startPoint": [0.5, 0.5], "endPoint": [1, 0.3],
          "animations": [ { "keyPath": "transform.rotation.z", "fromValue": 0, "toValue": 6.283185307179586,
                            "duration": 1, "repeatCount": "infinity" } ] } ] } }
    """

    @Test func conicGradientPlaysAsWedges() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (input, data, layers) = try LottiePlayback.export(scene: Self.scene, name: "conic", fps: 4, in: dir)
        let conic = try #require(layers.first { $0["nm"] as? String == "wheel.conic" })
        #expect((conic["shapes"] as? [Any])?.count == 360)
        // The rounded bounds' clip alone: the fill's own contour, the square bounds, contains
        // it, so their intersection is the clip (written as one add, which lottie-web's canvas
        // renderer honours; it joins an add and an intersect as a union).
        let masks = try #require(conic["masksProperties"] as? [[String: Any]])
        #expect(masks.map { $0["mode"] as? String } == ["a"])
        #expect(masks.first?["nm"] as? String == "wheel.masksToBounds")

        let playback = try LottiePlayback(json: data, input: input, fps: 4, in: dir)
        for (f, ours, theirs) in try playback.frames(atMost: 4) {
            let result = CoverageComparison(reference: ours, other: theirs)
            #expect(result.iou >= 0.99, "frame \(f): IoU \(result.iou)")
            // Opaque pixels here whose 3 × 3 neighbours all lie within 8 of them (away from the
            // gradient's seam, its centre and the edge).
            let w = ours.width, h = ours.height
            var smooth = 0, worst = 0
            for y in 1..<(h - 1) {
                for x in 1..<(w - 1) {
                    let k = 4 * (y * w + x)
                    guard ours.pixels[k + 3] == 255, theirs.pixels[k + 3] == 255 else { continue }
                    var flat = true
                    for dy in -1...1 { for dx in -1...1 { for c in 0..<4 {
                        let n = 4 * ((y + dy) * w + x + dx) + c
                        if abs(Int(ours.pixels[n]) - Int(ours.pixels[k + c])) > 8 { flat = false }
                    } } }
                    guard flat else { continue }
                    smooth += 1
                    for c in 0..<3 { worst = max(worst, abs(Int(ours.pixels[k + c]) - Int(theirs.pixels[k + c]))) }
                }
            }
            #expect(smooth > 40_000, "frame \(f): \(smooth) smooth pixels")
            #expect(worst <= 2, "frame \(f): a colour off by \(worst)")
        }
    }
}
