import SpinnerCore
import Testing
@testable import SpinnerText

/// Ink bounds reach the curves' extrema, not their control points (DejaVu's glyphs have
/// on-curve extrema, so the font tests alone would not tell the two apart).
@Suite struct TightBoundsTests {
    @Test func quadraticPeakIsHalfwayToItsControlPoint() throws {
        // y(t) = 2t(1 − t)·10 peaks at t = ½ with y = 5.
        let b = try #require(tightBounds(of: [.move(to: .zero), .quadCurve(to: Point(x: 10, y: 0), control: Point(x: 5, y: 10)), .closeSubpath]))
        #expect(b == Rect(x: 0, y: 0, width: 10, height: 5))
    }

    @Test func cubicExtremaInBothAxes() throws {
        // y(t) = 3(1 − t)²t·10 + 3(1 − t)t²·10 = 30t(1 − t), which peaks at t = ½ with 7.5.
        let elements: [PathElement] = [.move(to: .zero), .cubicCurve(to: Point(x: 10, y: 0), control1: Point(x: 0, y: 10), control2: Point(x: 10, y: 10))]
        let b = try #require(tightBounds(of: elements))
        #expect(abs(b.maxY - 7.5) < 1e-12 && b.minY == 0 && b.minX == 0 && b.maxX == 10)
        // An S-curve whose x overshoots both ends, against dense sampling of x(t).
        let s: [PathElement] = [.move(to: .zero), .cubicCurve(to: Point(x: 10, y: 0), control1: Point(x: -20, y: 5), control2: Point(x: 30, y: -5))]
        let sb = try #require(tightBounds(of: s))
        var lo = Double.infinity, hi = -Double.infinity
        for i in 0...100_000 {
            let t = Double(i) / 100_000, u = 1 - t
            let x = 3 * u * u * t * -20 + 3 * u * t * t * 30 + t * t * t * 10
            lo = min(lo, x); hi = max(hi, x)
        }
        #expect(abs(sb.minX - lo) < 1e-6 && abs(sb.maxX - hi) < 1e-6)
        #expect(sb.minX < -3 && sb.maxX > 10)
    }

    @Test func noElementsNoBounds() {
        #expect(tightBounds(of: []) == nil)
    }
}
