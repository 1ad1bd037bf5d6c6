import Foundation
import SpinnerCore
import Testing
@testable import SpinnerRaster

@Suite struct CompositingTests {
    /// A generic rectangle whose pixel (10, y) is 0.75 covered and (15, y) fully covered.
    static let rect: Path = { var p = Path(); p.addRect(Rect(x: 10.25, y: 2, width: 10.35, height: 12)); return p }()

    func render(_ color: Color, over background: Color, opacity: Double = 1) -> PixelBuffer {
        Rasterizer().render(DisplayList(width: 24, height: 16, background: background, items: [
            DisplayItem(path: Self.rect, transform: .identity, style: .fill(.nonZero), paint: .solid(color), opacity: opacity)]))
    }

    @Test func opaqueColourOverWhiteWritesItsExactBytes() throws {
        let blue = Color(hex: "#4885ED")
        let b = render(blue, over: .white)
        #expect(b[15, 7] == PremultipliedRGBA8(r: 0x48, g: 0x85, b: 0xED, a: 255))
        #expect(b[2, 7] == PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))
        // Three quarters covered: 0.75·colour + 0.25·white, within one step of rounding.
        let edge = b[10, 7]
        for (got, c) in [(edge.r, 0x48), (edge.g, 0x85), (edge.b, 0xED)] {
            #expect(abs(Double(got) - (0.75 * Double(c) + 0.25 * 255)) <= 1)
        }
        #expect(edge.a == 255)
    }

    @Test func translucentColourOverTransparentIsPremultipliedTimesCoverage() {
        let c = Color(r8: 200, g8: 100, b8: 50, a8: 128)
        let premultiplied = PremultipliedRGBA8(c)
        #expect(premultiplied == PremultipliedRGBA8(r: 100, g: 50, b: 25, a: 128))
        let b = render(c, over: .clear)
        #expect(b[15, 7] == premultiplied)
        let edge = b[10, 7]
        for (got, want) in [(edge.r, 100.0), (edge.g, 50.0), (edge.b, 25.0), (edge.a, 128.0)] {
            #expect(abs(Double(got) - 0.75 * want) <= 1)
        }
        // Opacity multiplies alpha just as the colour's own alpha does.
        let viaOpacity = render(Color(r8: 200, g8: 100, b8: 50), over: .clear, opacity: 128.0 / 255)
        #expect(viaOpacity == b)
    }

    @Test func translucentOverOpaqueBlendsSourceOver() {
        let b = render(Color(red: 1, green: 0, blue: 0, alpha: 0.5), over: Color(red: 0, green: 0, blue: 1))
        // 50% red (128 premultiplied) over opaque blue: blue keeps 127/255 of itself.
        #expect(b[15, 7] == PremultipliedRGBA8(r: 128, g: 0, b: 127, a: 255))
    }

    @Test func renderingIsDeterministicAcrossRunsAndThreads() async {
        var arc = Path()
        arc.addArc(center: .zero, radius: 40, startAngle: 0.2, endAngle: 5.1, clockwise: true)
        let list = DisplayList(width: 96, height: 96, background: Color(red: 0.9, green: 0.95, blue: 1, alpha: 0.5), items: [
            DisplayItem(path: arc, transform: AffineTransform(translationX: 48.3, y: 47.9),
                        style: .stroke(StrokeStyle(lineWidth: 7, lineCap: .round), start: 0.13, end: 0.77),
                        paint: .solid(Color(red: 0.86, green: 0.2, blue: 0.21, alpha: 0.8)), opacity: 0.9),
            DisplayItem(path: ReferenceCoverage.polygonPath([CoverageTests.star]), transform: .identity,
                        style: .fill(.evenOdd), paint: .solid(Color(red: 0.2, green: 0.7, blue: 0.3, alpha: 0.6))),
        ])
        let first = Rasterizer().render(list)
        #expect(Rasterizer().render(list) == first)
        let others = await withTaskGroup(of: PixelBuffer.self) { group in
            for _ in 0..<4 { group.addTask { Rasterizer().render(list) } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(others.allSatisfy { $0 == first })
        #expect(first.pixels.contains { $0 != first.pixels[0] })
    }
}

@Suite struct DeviceBoundsTests {
    static let rasterizer = Rasterizer()

    static var items: [DisplayItem] {
        var arc = Path()
        arc.addArc(center: .zero, radius: 1, startAngle: .pi / 2, endAngle: .pi / 2 + 2 * .pi, clockwise: true)
        let spin = AffineTransform(scaleX: 30, y: 30).concatenating(AffineTransform(rotationAngle: 0.4))
            .concatenating(AffineTransform(translationX: 50, y: 50))
        var zig = Path()
        zig.move(to: Point(x: 10, y: 80)); zig.addLine(to: Point(x: 30, y: 15)); zig.addLine(to: Point(x: 52, y: 82))
        var dot = Path(); dot.move(to: Point(x: 70, y: 20)); dot.addLine(to: Point(x: 70, y: 20))
        var items: [DisplayItem] = []
        for cap in LineCap.allCases {
            items.append(DisplayItem(path: arc, transform: spin, style: .stroke(StrokeStyle(lineWidth: 0.2, lineCap: cap), start: 0.1, end: 0.7), paint: .solid(.black)))
        }
        for join in LineJoin.allCases {
            items.append(DisplayItem(path: zig, transform: .identity, style: .stroke(StrokeStyle(lineWidth: 6, lineCap: .square, lineJoin: join, miterLimit: 20), start: 0, end: 1), paint: .solid(.black)))
        }
        items.append(DisplayItem(path: dot, transform: .identity, style: .stroke(StrokeStyle(lineWidth: 9, lineCap: .round), start: 0, end: 1), paint: .solid(.black)))
        items.append(DisplayItem(path: ReferenceCoverage.polygonPath([CoverageTests.star]), transform: AffineTransform(rotationAngle: 0.3).concatenating(AffineTransform(translationX: 20, y: 5)), style: .fill(.nonZero), paint: .solid(.black)))
        return items
    }

    @Test(arguments: Array(0..<8))
    func boundsHoldEveryPixelTheItemDraws(index: Int) throws {
        let item = Self.items[index]
        let buffer = Self.rasterizer.render(DisplayList(width: 100, height: 100, items: [item]))
        let bounds = Self.rasterizer.deviceBounds(of: item)
        var drawn = 0, x0 = Int.max, y0 = Int.max, x1 = Int.min, y1 = Int.min
        for y in 0..<100 {
            for x in 0..<100 where buffer[x, y].a != 0 {
                drawn += 1
                x0 = min(x0, x); y0 = min(y0, y); x1 = max(x1, x + 1); y1 = max(y1, y + 1)
                #expect(Double(x) >= bounds.minX && Double(x + 1) <= bounds.maxX && Double(y) >= bounds.minY && Double(y + 1) <= bounds.maxY,
                        "pixel (\(x), \(y)) outside \(bounds)")
            }
        }
        #expect(drawn > 0)
        // Conservative but tight: at most one pixel beyond what is drawn on each side (an edge
        // may touch a pixel by less than half a step of alpha).
        #expect(bounds.minX >= Double(x0 - 1) && bounds.minY >= Double(y0 - 1) && bounds.maxX <= Double(x1 + 1) && bounds.maxY <= Double(y1 + 1))
    }

    @Test func itemsThatDrawNothingHaveEmptyBounds() {
        var p = Path(); p.move(to: .zero); p.addLine(to: Point(x: 10, y: 10))
        let style = DrawStyle.stroke(StrokeStyle(lineWidth: -1), start: 0, end: 1)
        #expect(Self.rasterizer.deviceBounds(of: DisplayItem(path: p, transform: .identity, style: style, paint: .solid(.black))) == .zero)
        #expect(Self.rasterizer.deviceBounds(of: DisplayItem(path: p, transform: .identity, style: .stroke(StrokeStyle(lineWidth: 2), start: 0.5, end: 0.5), paint: .solid(.black))) == .zero)
        #expect(Self.rasterizer.deviceBounds(of: DisplayItem(path: p, transform: .identity, style: .fill(.nonZero), paint: .solid(.clear))) == .zero)
    }
}

@Suite struct InvalidInputTests {
    static func unchanged(_ item: DisplayItem) -> Bool {
        let list = DisplayList(width: 32, height: 32, background: .white, items: [item])
        return Rasterizer().render(list) == PixelBuffer(width: 32, height: 32, fill: PremultipliedRGBA8(.white))
    }

    @Test func nonFiniteOrDegenerateItemsDrawNothing() {
        var p = Path(); p.move(to: Point(x: 2, y: 2)); p.addLine(to: Point(x: 30, y: 25))
        var nanPath = p; nanPath.addLine(to: Point(x: .nan, y: 3))
        let stroke = DrawStyle.stroke(StrokeStyle(lineWidth: 3), start: 0, end: 1)
        let black = Paint.solid(.black)
        #expect(Self.unchanged(DisplayItem(path: nanPath, transform: .identity, style: stroke, paint: black)))
        #expect(Self.unchanged(DisplayItem(path: nanPath, transform: .identity, style: .fill(.nonZero), paint: black)))
        #expect(Self.unchanged(DisplayItem(path: p, transform: AffineTransform(a: .infinity, b: 0, c: 0, d: 1, tx: 0, ty: 0), style: stroke, paint: black)))
        #expect(Self.unchanged(DisplayItem(path: p, transform: .identity, style: .stroke(StrokeStyle(lineWidth: -1), start: 0, end: 1), paint: black)))
        #expect(Self.unchanged(DisplayItem(path: p, transform: .identity, style: .stroke(StrokeStyle(lineWidth: 3), start: .nan, end: 1), paint: black)))
        #expect(Self.unchanged(DisplayItem(path: p, transform: .identity, style: stroke, paint: black, opacity: .nan)))
        #expect(Self.unchanged(DisplayItem(path: p, transform: AffineTransform(scaleX: 0, y: 0), style: stroke, paint: black)))
        // Sanity: the same line with valid settings does draw.
        #expect(!Self.unchanged(DisplayItem(path: p, transform: .identity, style: stroke, paint: black)))
    }

    @Test func hugeGeometryIsClippedWithoutBlowingUp() {
        var p = Path()
        p.move(to: Point(x: -1e300, y: -1e300)); p.addLine(to: Point(x: 1e300, y: -1e300)); p.addLine(to: Point(x: 0, y: 1e300))
        p.closeSubpath()
        let b = Rasterizer().render(DisplayList(width: 16, height: 16, items: [DisplayItem(path: p, transform: .identity, style: .fill(.nonZero), paint: .solid(.black))]))
        #expect(b[8, 8] == PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255))
        var far = Path(); far.addEllipse(in: Rect(x: 1e9, y: 1e9, width: 50, height: 50))
        #expect(Self.unchanged(DisplayItem(path: far, transform: .identity, style: .stroke(StrokeStyle(lineWidth: 2), start: 0, end: 1), paint: .solid(.black))))
    }
}

@Suite struct FarGeometryTests {
    /// A stroke or a curve millions of pixels across draws nothing, and quickly.
    @Test func farCurvesAndStrokesDrawNothing() {
        var circle = Path()
        circle.addEllipse(in: Rect(x: -1e12, y: -1e12, width: 2e12, height: 2e12))
        let list = DisplayList(width: 16, height: 16, items: [
            DisplayItem(path: circle, transform: .identity, style: .fill(.nonZero), paint: .solid(.black)),
            DisplayItem(path: circle, transform: .identity, style: .stroke(StrokeStyle(lineWidth: 3), start: 0, end: 1), paint: .solid(.black)),
        ])
        #expect(Rasterizer().render(list).pixels.allSatisfy { $0 == 0 })
    }
}
