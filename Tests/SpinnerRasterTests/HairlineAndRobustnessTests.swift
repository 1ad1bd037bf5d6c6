import Foundation
import SpinnerCore
import Testing
@testable import SpinnerRaster

/// Hairlines, bad paint input and determinism of the whole display list.
@Suite struct HairlineAndRobustnessTests {
    typealias R = ShadedReference

    static let hairline = DrawStyle.stroke(StrokeStyle(lineWidth: 0), start: 0, end: 1)

    /// A circle and a line drawn at scale 3 with width 0: one device pixel wide.
    @Test func hairlineUnderAScaleIsOneDevicePixelWide() throws {
        let t = AffineTransform(scaleX: 3, y: 3).concatenating(AffineTransform(translationX: 2.3, y: 4.6))
        var line = Path(); line.move(to: Point(x: 1.5, y: 17)); line.addLine(to: Point(x: 19, y: 18.2))
        let items = [DisplayItem(path: R.circlePath(Point(x: 10, y: 8), 5.5), transform: t, style: Self.hairline, paint: .solid(.black)),
                     DisplayItem(path: line, transform: t, style: Self.hairline, paint: .solid(.black))]
        let got = Rasterizer().render(DisplayList(width: 64, height: 64, items: items))
        let c = t.apply(Point(x: 10, y: 8)), a = t.apply(Point(x: 1.5, y: 17)), b = t.apply(Point(x: 19, y: 18.2))
        let len = a.distance(to: b), dir = (b - a) * (1 / len)
        let want = R.supersample(width: 64, height: 64) { x, y in
            let p = Point(x: x, y: y)
            if abs(p.distance(to: c) - 16.5) <= 0.5 { return (SIMD4(0, 0, 0, 1), 1) }
            let along = (p - a).dot(dir)
            if along >= 0 && along <= len && abs((p - a).cross(dir)) <= 0.5 { return (SIMD4(0, 0, 0, 1), 2) }
            return (.zero, 0)
        }
        try R.check(got, named: "hairline-scaled", against: want)
    }

    @Test func hairlineStaysOnePixelUnderAStretch() {
        var line = Path(); line.move(to: Point(x: 1, y: 2)); line.addLine(to: Point(x: 9, y: 2))
        let item = DisplayItem(path: line, transform: AffineTransform(scaleX: 2, y: 7), style: Self.hairline, paint: .solid(.black))
        let b = Rasterizer().render(DisplayList(width: 24, height: 24, items: [item]))
        // Centred on y = 14: rows 13 and 14 half covered each.
        for x in 3..<17 { #expect(b[x, 13].a == 128 && b[x, 14].a == 128 && b[x, 12].a == 0 && b[x, 15].a == 0) }
        #expect(b[1, 13].a == 0 && b[18, 13].a == 0)
        // Conservative: x 2...18 and y 13.5...14.5 rounded out (an outline on a pixel boundary
        // may gain one pixel of padding).
        let bounds = Rasterizer().deviceBounds(of: item)
        #expect(bounds.minX >= 1 && bounds.minX <= 2 && bounds.maxX >= 18 && bounds.maxX <= 19)
        #expect(bounds.minY == 13 && bounds.maxY == 15)
    }

    static func unchanged(_ item: DisplayItem) -> Bool {
        let list = DisplayList(width: 32, height: 32, background: .white, items: [item])
        return Rasterizer().render(list) == PixelBuffer(width: 32, height: 32, fill: PremultipliedRGBA8(.white))
            && Rasterizer().deviceBounds(of: item) == .zero
    }

    @Test func badPaintsDrawNothing() {
        let square = R.rectPath(Rect(x: 2, y: 2, width: 20, height: 20))
        func gradientItem(_ g: Gradient, transform: AffineTransform = .identity) -> DisplayItem {
            DisplayItem(path: square, transform: transform, style: .fill(.nonZero), paint: .gradient(g))
        }
        let two = [Color.black, Color.white]
        let fine = Gradient(colors: two, startPoint: .zero, endPoint: Point(x: 20, y: 0))
        #expect(!Self.unchanged(gradientItem(fine)))
        #expect(Self.unchanged(gradientItem(Gradient(colors: [], startPoint: .zero, endPoint: Point(x: 20, y: 0)))))
        #expect(Self.unchanged(gradientItem(Gradient(colors: [Color(red: .nan, green: 0, blue: 0), .white], startPoint: .zero, endPoint: Point(x: 20, y: 0)))))
        #expect(Self.unchanged(gradientItem(Gradient(colors: two, locations: [0, .infinity], startPoint: .zero, endPoint: Point(x: 20, y: 0)))))
        #expect(Self.unchanged(gradientItem(Gradient(colors: two, startPoint: Point(x: .nan, y: 0), endPoint: Point(x: 20, y: 0)))))
        for kind in GradientKind.allCases {
            #expect(Self.unchanged(gradientItem(Gradient(kind: kind, colors: two, startPoint: .zero, endPoint: Point(x: .infinity, y: 0)))))
            // Points so far apart that their distance overflows.
            let far = Gradient(kind: kind, colors: two, startPoint: Point(x: -1e308, y: -1e308), endPoint: Point(x: 1e308, y: 1e308))
            _ = Rasterizer().render(DisplayList(width: 32, height: 32, items: [gradientItem(far)]))
            // Singular item transforms draw nothing.
            #expect(Self.unchanged(gradientItem(fine, transform: AffineTransform(scaleX: 1, y: 0))))
        }
        let image = R.smoothImage(width: 4, height: 4)
        func imageItem(_ t: AffineTransform, _ img: PixelBuffer = image) -> DisplayItem {
            DisplayItem(path: square, transform: .identity, style: .fill(.nonZero), paint: .image(ImagePaint(image: img, transform: t)))
        }
        #expect(!Self.unchanged(imageItem(AffineTransform(scaleX: 5, y: 5))))
        #expect(Self.unchanged(imageItem(AffineTransform(scaleX: 5, y: 5), PixelBuffer(width: 0, height: 0))))
        #expect(Self.unchanged(imageItem(AffineTransform(scaleX: .nan, y: 5))))
        #expect(Self.unchanged(imageItem(AffineTransform(scaleX: 0, y: 5))))
        #expect(Self.unchanged(imageItem(AffineTransform(scaleX: 1e300, y: 1e300))))
        // Tiny but invertible: the image shrinks to (almost) nothing, and nothing crashes.
        _ = Rasterizer().render(DisplayList(width: 32, height: 32, items: [imageItem(AffineTransform(scaleX: 1e-300, y: 1e-300))]))
        // Huge image coordinates far from the canvas draw nothing there.
        #expect(Self.unchanged(imageItem(AffineTransform(translationX: 1e300, y: 0))))
    }

    static var richList: DisplayList {
        let image = R.smoothImage(width: 20, height: 14)
        var arc = Path(); arc.addArc(center: .zero, radius: 30, startAngle: 0.3, endAngle: 4.9, clockwise: true)
        let hue = Gradient(colors: R.hueColors, startPoint: Point(x: 0, y: 90), endPoint: Point(x: 96, y: 90))
        let logo = DisplayItem(path: R.rectPath(Rect(x: 0, y: 0, width: 20, height: 14)), transform: AffineTransform(rotationAngle: 0.2).concatenating(AffineTransform(scaleX: 2.3, y: 2.3)).concatenating(AffineTransform(translationX: 30, y: 20)),
                               style: .fill(.nonZero), paint: .image(ImagePaint(image: image, transform: .identity)))
        let conic = Gradient(kind: .conic, colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1, alpha: 0.3)], startPoint: .zero, endPoint: Point(x: 1, y: 1))
        return DisplayList(width: 96, height: 96, background: Color(red: 0.9, green: 0.95, blue: 1, alpha: 0.5), commands: [
            .group(DisplayGroup(commands: [.draw(logo),
                                           .draw(DisplayItem(path: arc, transform: AffineTransform(translationX: 48, y: 48), style: .stroke(StrokeStyle(lineWidth: 6, lineCap: .round), start: 0.1, end: 0.8), paint: .gradient(conic)))],
                                opacity: 0.85, clip: DisplayClip(path: R.circlePath(Point(x: 48, y: 48), 40), transform: .identity))),
            .group(DisplayGroup(commands: [.draw(DisplayItem(path: R.rectPath(Rect(x: 0, y: 86, width: 96, height: 8)), transform: .identity, style: .fill(.nonZero), paint: .gradient(hue)))],
                                mask: [.draw(DisplayItem(path: R.rectPath(Rect(x: 0.5, y: 86.5, width: 57, height: 7)), transform: .identity, style: .stroke(StrokeStyle(lineWidth: 0), start: 0, end: 1), paint: .solid(.black)))])),
        ])
    }

    @Test func renderingTheWholeListIsDeterministicAcrossRunsAndThreads() async {
        let list = Self.richList
        let first = Rasterizer().render(list)
        #expect(Rasterizer().render(list) == first)
        let others = await withTaskGroup(of: PixelBuffer.self) { group in
            for _ in 0..<4 { group.addTask { Rasterizer().render(list) } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(others.allSatisfy { $0 == first })
        // Every pixel that differs from the bare background lies inside the list's bounds.
        let bare = Rasterizer().render(DisplayList(width: 96, height: 96, background: list.background))
        let bounds = Rasterizer().deviceBounds(of: list)
        var changed = 0
        for y in 0..<96 {
            for x in 0..<96 where first[x, y] != bare[x, y] {
                changed += 1
                #expect(bounds.minX <= Double(x) && Double(x) < bounds.maxX && bounds.minY <= Double(y) && Double(y) < bounds.maxY)
            }
        }
        #expect(changed > 1000)
    }
}
