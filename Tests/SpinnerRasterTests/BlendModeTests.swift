import SpinnerCore
import Testing
@testable import SpinnerRaster

/// Groups composited through a blend mode (`DisplayGroup.blendMode`, CALayer's
/// `compositingFilter`): the W3C formulas on 8-bit premultiplied pixels, source-over where
/// nothing lies beneath, and the group blended as one.
@Suite struct BlendModeTests {
    typealias G = GroupOverClearTests

    static func word(_ r: UInt32, _ g: UInt32, _ b: UInt32, _ a: UInt32) -> UInt32 { r | g << 8 | b << 16 | a << 24 }

    @Test(arguments: [
        // Opaque over opaque: B itself.
        (BlendMode.multiply, word(255, 0, 0, 255), word(128, 128, 128, 255), word(128, 0, 0, 255)),
        (.screen, word(255, 0, 0, 255), word(0, 0, 255, 255), word(255, 0, 255, 255)),
        (.difference, word(200, 100, 50, 255), word(50, 100, 200, 255), word(150, 0, 150, 255)),
        (.darken, word(200, 100, 50, 255), word(50, 100, 200, 255), word(50, 100, 50, 255)),
        (.lighten, word(200, 100, 50, 255), word(50, 100, 200, 255), word(200, 100, 200, 255)),
        (.exclusion, word(255, 0, 255, 255), word(255, 255, 0, 255), word(0, 255, 255, 255)),
        // Overlay is hard light with the layers swapped: a dark backdrop multiplies (2·0.2·0.5).
        (.overlay, word(128, 128, 128, 255), word(51, 51, 51, 255), word(51, 51, 51, 255)),
        (.colorDodge, word(128, 0, 255, 255), word(64, 64, 64, 255), word(129, 64, 255, 255)),
        (.colorBurn, word(128, 255, 0, 255), word(192, 192, 192, 255), word(129, 192, 0, 255)),
        // White's luminosity over red is white; grey's hue or saturation over red is red's luminosity
        // (0.3 · 255 = 76.5, rounded half up) in grey.
        (.luminosity, word(255, 255, 255, 255), word(255, 0, 0, 255), word(255, 255, 255, 255)),
        (.color, word(255, 0, 0, 255), word(255, 255, 255, 255), word(255, 255, 255, 255)),
        (.hue, word(0, 0, 0, 255), word(255, 0, 0, 255), word(77, 77, 77, 255)),
        (.saturation, word(128, 128, 128, 255), word(255, 0, 0, 255), word(77, 77, 77, 255)),
        // Half-transparent red multiplied over opaque white is red over white at half: white
        // multiplies to the source itself.
        (.multiply, word(128, 0, 0, 128), word(255, 255, 255, 255), word(255, 127, 127, 255)),
    ])
    func theFormulasOnPremultipliedPixels(mode: BlendMode, source: UInt32, backdrop: UInt32, expected: UInt32) {
        #expect(SourceOver.blended(source, over: backdrop, mode: mode) == expected,
                "\(mode): \(String(SourceOver.blended(source, over: backdrop, mode: mode), radix: 16))")
    }

    @Test(arguments: BlendMode.allCases)
    func overNothingOrOfNothingEveryModeIsSourceOver(mode: BlendMode) {
        for s in [Self.word(200, 30, 10, 220), Self.word(0, 0, 0, 0), Self.word(12, 34, 56, 60)] {
            #expect(SourceOver.blended(s, over: 0, mode: mode) == SourceOver.over(s, 0))
            #expect(SourceOver.blended(0, over: s, mode: mode) == s)
        }
    }

    /// Hue and saturation against the W3C's SetSat written as the spec writes it (channels
    /// sorted, the largest set to s, the smallest to 0, the middle scaled between), for every
    /// order of the channels and every tie among them.
    @Test func hueAndSaturationMatchTheSpecInEveryChannelOrder() {
        typealias RGB = (Double, Double, Double)
        func lum(_ c: RGB) -> Double { 0.3 * c.0 + 0.59 * c.1 + 0.11 * c.2 }
        func sat(_ c: RGB) -> Double { max(c.0, c.1, c.2) - min(c.0, c.1, c.2) }
        func clip(_ c: RGB) -> RGB {
            let l = lum(c), n = min(c.0, c.1, c.2), x = max(c.0, c.1, c.2)
            var v = [c.0, c.1, c.2]
            if n < 0 { v = v.map { l + ($0 - l) * l / (l - n) } }
            if x > 1 { v = v.map { l + ($0 - l) * (1 - l) / (x - l) } }
            return (v[0], v[1], v[2])
        }
        func setLum(_ c: RGB, _ l: Double) -> RGB { let d = l - lum(c); return clip((c.0 + d, c.1 + d, c.2 + d)) }
        func setSat(_ c: RGB, _ s: Double) -> RGB {
            var v = [c.0, c.1, c.2]
            let order = [0, 1, 2].sorted { v[$0] != v[$1] ? v[$0] < v[$1] : $0 < $1 }
            let (lo, mid, hi) = (order[0], order[1], order[2])
            if v[hi] > v[lo] { v[mid] = (v[mid] - v[lo]) * s / (v[hi] - v[lo]); v[hi] = s } else { v[mid] = 0; v[hi] = 0 }
            v[lo] = 0
            return (v[0], v[1], v[2])
        }
        let levels = [0.0, 0.2, 0.5, 1.0]
        let colours = levels.flatMap { r in levels.flatMap { g in levels.map { b in (r, g, b) } } }
        for s in colours {
            for b in colours {
                let hue = BlendMode.hue.mix(backdrop: b, source: s), saturation = BlendMode.saturation.mix(backdrop: b, source: s)
                let wantHue = setLum(setSat(s, sat(b)), lum(b)), wantSaturation = setLum(setSat(b, sat(s)), lum(b))
                #expect(hue == wantHue, "hue of \(s) over \(b)")
                #expect(saturation == wantSaturation, "saturation of \(s) over \(b)")
            }
        }
    }

    /// Each mode's result stays premultiplied: no colour above its alpha, whatever the inputs.
    @Test func resultsStayPremultiplied() {
        var rng = SplitMix64(seed: 7)
        for mode in BlendMode.allCases {
            for _ in 0..<2_000 {
                func pixel() -> UInt32 {
                    let a = UInt32(rng.next() % 256)
                    return Self.word(UInt32(rng.next() % UInt64(a + 1)), UInt32(rng.next() % UInt64(a + 1)), UInt32(rng.next() % UInt64(a + 1)), a)
                }
                let out = SourceOver.blended(pixel(), over: pixel(), mode: mode)
                let a = out >> 24
                #expect(out & 0xFF <= a && out >> 8 & 0xFF <= a && out >> 16 & 0xFF <= a, "\(mode)")
            }
        }
    }

    /// A blended group is blended as one: its two overlapping squares are composited together
    /// first, then multiplied with the backdrop, so where they overlap the backdrop is
    /// multiplied once (by the upper square), not twice.
    @Test func aGroupIsBlendedAsOne() {
        let backdrop = Color(r8: 200, g8: 200, b8: 200)
        let list = DisplayList(width: 30, height: 10, commands: [
            G.solid(G.rect(0, 0, 30, 10), backdrop),
            .group(DisplayGroup(commands: [
                G.solid(G.rect(0, 0, 20, 10), Color(r8: 255, g8: 128, b8: 0)),
                G.solid(G.rect(10, 0, 20, 10), Color(r8: 0, g8: 128, b8: 255)),
            ], blendMode: .multiply)),
        ])
        var buffer = PixelBuffer(width: 30, height: 10)
        _ = Rasterizer().draw(list, into: &buffer)
        // 200 · 255 / 255 = 200, 200 · 128 / 255 = 100.4, 0.
        #expect(buffer[5, 5] == PremultipliedRGBA8(r: 200, g: 100, b: 0, a: 255))
        #expect(buffer[15, 5] == PremultipliedRGBA8(r: 0, g: 100, b: 200, a: 255))
        #expect(buffer[25, 5] == PremultipliedRGBA8(r: 0, g: 100, b: 200, a: 255))
    }

    /// Over a clear canvas a blended group draws as a normal one; with a clip, its edge pixels
    /// are blended at their coverage.
    @Test func overClearAndClipped() {
        func draw(_ mode: BlendMode, clip: Bool) -> PixelBuffer {
            var buffer = PixelBuffer(width: 20, height: 20)
            let group = DisplayGroup(commands: [G.solid(G.circle(10, 10, 7.3), Color(r8: 30, g8: 160, b8: 90), opacity: 0.8)],
                                     clip: clip ? DisplayClip(path: G.rect(2.5, 2.5, 13, 13), transform: .identity) : nil,
                                     blendMode: mode)
            _ = Rasterizer().draw(DisplayList(width: 20, height: 20, commands: [.group(group)]), into: &buffer)
            return buffer
        }
        #expect(draw(.multiply, clip: false).pixels == draw(.normal, clip: false).pixels)
        var white = PixelBuffer(width: 20, height: 20)
        _ = Rasterizer().draw(DisplayList(width: 20, height: 20, commands: [
            G.solid(G.rect(0, 0, 20, 20), .white),
            .group(DisplayGroup(commands: [G.solid(G.rect(0, 0, 20, 20), Color(r8: 100, g8: 50, b8: 200))],
                                clip: DisplayClip(path: G.rect(2.5, 2, 13, 13), transform: .identity), blendMode: .difference)),
        ]), into: &white)
        // Inside: |255 − c|; on the clip's half-covered left edge, half of that over white.
        #expect(white[8, 8] == PremultipliedRGBA8(r: 155, g: 205, b: 55, a: 255))
        #expect(white[2, 8] == PremultipliedRGBA8(r: 205, g: 230, b: 155, a: 255))
        #expect(white[0, 8] == PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))
    }
}
