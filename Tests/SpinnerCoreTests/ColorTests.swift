import Testing
@testable import SpinnerCore

@Suite struct ColorTests {
    @Test func parsesHex() throws {
        let c = try #require(Color(parsingHex: "#4885ED"))
        #expect(c.rgba8 == (0x48, 0x85, 0xED, 255))
        let d = try #require(Color(parsingHex: "00000080"))
        #expect(d.rgba8.a == 0x80)
        #expect(Color(parsingHex: "#12345") == nil)
        #expect(Color(parsingHex: "#GG0000") == nil)
        #expect(Color(parsingHex: "") == nil)
        #expect(Color(parsingHex: "#4885ED ") == nil)
    }

    /// A literal in code is not optional: it cannot turn into a nil stroke colour.
    @Test func hexLiteralIsTheParsedColour() {
        let literal: Color = Color(hex: "#4885ED80")
        #expect(literal == Color(r8: 0x48, g8: 0x85, b8: 0xED, a8: 0x80))
        #expect(Color(hex: "DB3236") == Color(parsingHex: "#DB3236"))
    }

    /// A malformed literal stops the program (a typo found at once) instead of yielding nil.
    @Test func malformedHexLiteralStops() async {
        await #expect(processExitsWith: .failure) {
            _ = Color(hex: "#62OOEE")
        }
    }

    @Test func premultipliesAndBack() {
        let p = PremultipliedRGBA8(Color(r8: 200, g8: 100, b8: 0, a8: 128))
        #expect(p == PremultipliedRGBA8(r: 100, g: 50, b: 0, a: 128))
        let u = p.unpremultiplied
        #expect(u.r == 199 && u.g == 100 && u.b == 0 && u.a == 128)
        #expect(PremultipliedRGBA8(Color(hex: "#DB3236")).unpremultiplied == (0xDB, 0x32, 0x36, 255))
    }
}

@Suite struct PathTests {
    @Test func fullCircleArcIsFourQuarterCubicsStartingAtSixOClock() throws {
        var p = Path()
        p.addArc(center: .zero, radius: 23, startAngle: .pi / 2, endAngle: .pi / 2 + 2 * .pi, clockwise: true)
        #expect(p.elements.count == 5)
        guard case .move(let s) = p.elements[0] else { Issue.record("no move"); return }
        #expect(abs(s.x) < 1e-12 && abs(s.y - 23) < 1e-12)
        guard case .cubicCurve(let e1, _, _) = p.elements[1] else { Issue.record("no cubic"); return }
        // Clockwise on screen from 6 o'clock reaches 9 o'clock first.
        #expect(abs(e1.x + 23) < 1e-12 && abs(e1.y) < 1e-12)
    }

    @Test func transformsCompose() {
        let t = AffineTransform(translationX: 10, y: 0).concatenating(AffineTransform(scaleX: 2, y: 2))
        #expect(t.apply(Point(x: 1, y: 1)) == Point(x: 22, y: 2))
        let r = AffineTransform(rotationAngle: .pi / 2).apply(Point(x: 1, y: 0))
        #expect(abs(r.x) < 1e-15 && abs(r.y - 1) < 1e-15)
    }
}

@Suite struct RationalTests {
    @Test func parsesRates() {
        #expect(Rational(parsing: "60") == Rational(60))
        #expect(Rational(parsing: "30000/1001") == Rational(30000, 1001))
        #expect(Rational(parsing: "29.97") == Rational(2997, 100))
        #expect(Rational(parsing: "0.5") == Rational(1, 2))
        #expect(Rational(parsing: "abc") == nil)
        #expect(Rational(parsing: "1/0") == nil)
        #expect(Rational(parsing: "") == nil)
        #expect(Rational(parsing: "1e3") == nil)
        #expect(Rational(parsing: "-3")?.numerator == -3)
    }

    /// Found by scripts/fuzz: `abs(Int64.min)` trapped in the reduction and the decimal check.
    @Test func int64ExtremesParseWithoutTrapping() {
        #expect(Rational(parsing: "-9223372036854775808/1") == Rational(Int64.min, 1))
        #expect(Rational(parsing: "-9223372036854775808/2") == Rational(Int64.min / 2, 1))
        #expect(Rational(parsing: "-9223372036854775808") == nil)
        #expect(Rational(parsing: "-9223372036854775808.5") == nil)
        #expect(Rational(parsing: "9223372036854775807/9223372036854775807") == Rational(1))
        #expect(Rational(Int64.min, Int64.max).numerator == Int64.min)
    }
}

@Suite struct PixelRectTests {
    @Test func coversAndClipsEvenHugeRectangles() {
        #expect(PixelRect(covering: Rect(x: 1.5, y: -3, width: 2, height: 10), clippedTo: 10, 5) == PixelRect(x: 1, y: 0, width: 3, height: 5))
        #expect(PixelRect(covering: Rect(x: -1e300, y: -1e300, width: 2e300, height: 2e300), clippedTo: 10, 5) == PixelRect(x: 0, y: 0, width: 10, height: 5))
        #expect(PixelRect(covering: Rect(x: .nan, y: 0, width: 1, height: 1), clippedTo: 10, 5).isEmpty)
    }
}

@Suite struct HueTests {
    @Test func hueSaturationBrightnessMatchesUIKit() {
        #expect(Color(hue: 0, saturation: 1, brightness: 1).hexString == "#FF0000")
        #expect(Color(hue: 1, saturation: 1, brightness: 1).hexString == "#FF0000")
        #expect(Color(hue: 120.0 / 360, saturation: 1, brightness: 1).hexString == "#00FF00")
        #expect(Color(hue: 30.0 / 360, saturation: 1, brightness: 1).hexString == "#FF8000")
        #expect(Color(hue: 200.0 / 360, saturation: 0.5, brightness: 0.8).hexString == "#66AACC")
        #expect(Color(hue: 0.3, saturation: 0, brightness: 0.5).hexString == "#808080")
    }
}
