import SpinnerCore
import Testing
@testable import SpinnerRaster

/// A clipped group composited through its clip's runs must give the bytes of compositing it
/// through the clip's per-pixel factors (`coverage8()`), the path it replaces.
@Suite struct ClipRunCompositeTests {
    /// A 40×34 layer of opaque, translucent and clear pixels, in blocks of four (the fast
    /// path's unit) and singly, so every branch of both loops is taken.
    static func layer() -> PixelBuffer {
        var layer = PixelBuffer(width: 40, height: 34)
        var seed: UInt32 = 11
        for y in 0..<34 {
            for x in 0..<40 {
                seed = seed &* 1_664_525 &+ 1_013_904_223
                let kind = (x / 4 + y) % 5
                let a: UInt8 = kind == 0 || kind == 3 ? 255 : kind == 1 ? 0 : UInt8(truncatingIfNeeded: seed >> 24) | 1
                let v = UInt8(UInt16(truncatingIfNeeded: seed >> 8) % (UInt16(a) + 1))
                layer[x, y] = a == 0 ? .transparent : PremultipliedRGBA8(r: v, g: a / 2, b: a, a: a)
            }
        }
        return layer
    }

    /// A destination with clear, opaque and translucent pixels, larger than the layer.
    static func destination() -> PixelBuffer {
        var buffer = PixelBuffer(width: 46, height: 38)
        for y in 0..<38 {
            for x in 0..<46 where (x + 2 * y) % 3 != 0 {
                buffer[x, y] = (x + y) % 2 == 0 ? PremultipliedRGBA8(r: 10, g: 200, b: 30, a: 255)
                    : PremultipliedRGBA8(r: 20, g: 10, b: 40, a: 90)
            }
        }
        return buffer
    }

    @Test(arguments: [UInt32(255), 200, 1])
    func clipRunsGiveThePerPixelFactorsBytes(opacity: UInt32) {
        // The run tests' shapes, and a rectangle with fractional edges (a composition's bounds
        // at a scale that does not land on whole pixels).
        let rect = [[Point(x: 0.4, y: 1.7), Point(x: 37.35, y: 1.7), Point(x: 37.35, y: 32.2), Point(x: 0.4, y: 32.2)]]
        let layer = Self.layer()
        for (i, polygons) in (CoverageRunTests.shapes + [rect]).enumerated() {
            var clip = CoverageMask(width: 40, height: 34)
            clip.fill(polygons, origin: .zero, rule: .nonZero)
            var expected = Self.destination(), actual = expected
            SourceOver.composite(layer: layer, factors: clip.coverage8(), opacity: opacity, origin: (3, 2), into: &expected)
            SourceOver.composite(layer: layer, clip: clip, opacity: opacity, origin: (3, 2), into: &actual)
            #expect(actual.pixels == expected.pixels, "shape \(i), opacity \(opacity)")
            #expect(actual.pixels != Self.destination().pixels, "shape \(i) draws something")
        }
    }
}
