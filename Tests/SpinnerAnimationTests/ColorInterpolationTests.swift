import Foundation
import Testing
import SpinnerCore
import SpinnerAnimation

/// Android's gamma ARGB blend (MDC `ArgbEvaluatorCompat`) against the evaluator's steps written
/// out by hand, and its use by keyframe animations.
@Suite struct ColorInterpolationTests {
    /// ArgbEvaluatorCompat.evaluate: channels /255, RGB to the power 2.2, lerp, back to the
    /// power 1/2.2, ×255, Math.round (⌊v + ½⌋); alpha lerped as it is.
    static func evaluate(_ f: Double, _ s: (Int, Int, Int, Int), _ e: (Int, Int, Int, Int)) -> (Int, Int, Int, Int) {
        func gamma(_ a: Int, _ b: Int) -> Int {
            let x = pow(Double(a) / 255, 2.2), y = pow(Double(b) / 255, 2.2)
            return Int((pow(x + f * (y - x), 1 / 2.2) * 255 + 0.5).rounded(.down))
        }
        let alpha = Int(((Double(s.3) + f * Double(e.3 - s.3)) + 0.5).rounded(.down))
        return (gamma(s.0, e.0), gamma(s.1, e.1), gamma(s.2, e.2), alpha)
    }

    @Test func blendMatchesTheEvaluator() {
        let blue = (0x48, 0x85, 0xED, 255), red = (0xDB, 0x32, 0x36, 128)
        let a = Color(r8: 0x48, g8: 0x85, b8: 0xED), b = Color(r8: 0xDB, g8: 0x32, b8: 0x36, a8: 128)
        for f in [0, 0.1, 0.25, 0.5, 0.731, 0.9, 1] {
            let e = Self.evaluate(f, blue, red)
            let got = ColorInterpolation.androidARGB.blend(a, b, fraction: f).rgba8
            #expect(Int(got.r) == e.0 && Int(got.g) == e.1 && Int(got.b) == e.2 && Int(got.a) == e.3, "f = \(f)")
        }
        // The halfway colour is brighter than the sRGB average: gamma space, not sRGB.
        let mid = ColorInterpolation.androidARGB.blend(a, b, fraction: 0.5), plain = ColorInterpolation.sRGB.blend(a, b, fraction: 0.5)
        #expect(mid.red > plain.red && mid.blue > plain.blue)
        #expect(plain == a.lerp(to: b, 0.5))
        // Total: an overshooting fraction gives a clamped colour, not NaN.
        let wild = ColorInterpolation.androidARGB.blend(a, b, fraction: -40)
        #expect(wild.red.isFinite && (0...1).contains(wild.green) && wild.alpha == 1)
    }

    @Test func keyframeAnimationBlendsInItsColourSpace() throws {
        var k = KeyframeAnimation(keyPath: "strokeColor")
        let a = Color(r8: 0, g8: 0, b8: 255), b = Color(r8: 255, g8: 0, b8: 0)
        k.values = [.color(a), .color(b)]
        k.duration = 1
        k.colorInterpolation = .androidARGB
        let e = Self.evaluate(0.5, (0, 0, 255, 255), (255, 0, 0, 255))
        let got = try #require(k.value(atFraction: 0.5)?.color).rgba8
        #expect(Int(got.r) == e.0 && Int(got.b) == e.2 && e.0 == 186)
        k.colorInterpolation = .sRGB
        #expect(k.value(atFraction: 0.5)?.color == a.lerp(to: b, 0.5))
        // Numbers are not colours: the space changes nothing there.
        var n = KeyframeAnimation(keyPath: "opacity")
        n.values = [.number(0), .number(1)]
        n.colorInterpolation = .androidARGB
        #expect(n.value(atFraction: 0.25) == .number(0.25))
    }
}
