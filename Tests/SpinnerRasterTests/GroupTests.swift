import Foundation
import SpinnerCore
import Testing
@testable import SpinnerRaster

/// Groups: opacity applied to the composited whole, anti-aliased clips, masks, nesting.
@Suite struct GroupTests {
    typealias R = ShadedReference

    static func solid(_ path: Path, _ color: Color, rule: FillRule = .nonZero, transform: AffineTransform = .identity) -> DisplayCommand {
        .draw(DisplayItem(path: path, transform: transform, style: .fill(rule), paint: .solid(color)))
    }

    /// Source-over of premultiplied colours.
    static func over(_ top: SIMD4<Double>, _ bottom: SIMD4<Double>) -> SIMD4<Double> { top + bottom * (1 - top.w) }

    static let blue = Color(r8: 0x48, g8: 0x85, b8: 0xED)
    static let red = Color(r8: 0xDB, g8: 0x32, b8: 0x36)
    static let green = Color(r8: 0x3C, g8: 0xBA, b8: 0x54)

    /// A rectangle and a circle overlapping inside a group at opacity 0.6. (The rectangle's
    /// edges that the circle crosses lie on pixel boundaries, so the reference's exact union
    /// is what per-shape coverage compositing gives too.)
    @Test func groupOpacityDoesNotDarkenTheOverlap() throws {
        let rect = Rect(x: 8, y: 10.3, width: 32, height: 45.7), c = Point(x: 40, y: 36), r = 16.0
        let shapes = [Self.solid(R.rectPath(rect), Self.blue), Self.solid(R.circlePath(c, r), Self.red)]
        let got = Rasterizer().render(DisplayList(width: 64, height: 64, commands: [.group(DisplayGroup(commands: shapes, opacity: 0.6))]))
        let want = R.supersample(width: 64, height: 64) { x, y in
            if Point(x: x, y: y).distance(to: c) <= r { return (R.premultiplied(R.straight(Self.red), opacity: 0.6), 2) }
            if R.inRect(x, y, rect) { return (R.premultiplied(R.straight(Self.blue), opacity: 0.6), 1) }
            return (.zero, 0)
        }
        try R.check(got, named: "group-opacity-overlap", against: want)
        // Overlap, circle only and rectangle only: all exactly 0.6 alpha.
        #expect(got[35, 36].a == 153 && got[48, 36].a == 153 && got[12, 30].a == 153)
        #expect(got[35, 36] == PremultipliedRGBA8(r: 131, g: 30, b: 32, a: 153))
        // Drawn without the group, each at opacity 0.6, the overlap would be darker.
        let loose = Rasterizer().render(DisplayList(width: 64, height: 64, items: [
            DisplayItem(path: R.rectPath(rect), transform: .identity, style: .fill(.nonZero), paint: .solid(Self.blue), opacity: 0.6),
            DisplayItem(path: R.circlePath(c, r), transform: .identity, style: .fill(.nonZero), paint: .solid(Self.red), opacity: 0.6)]))
        #expect(loose[35, 36].a == 214)
    }

    /// HSProgressCircleView's logo: an image clipped to a circle.
    @Test func circleClipOverAnImage() throws {
        let image = R.smoothImage(width: 32, height: 32)
        var square = Path(); square.addRect(Rect(x: 0, y: 0, width: 32, height: 32))
        let logo = DisplayItem(path: square, transform: AffineTransform(scaleX: 2, y: 2), style: .fill(.nonZero),
                               paint: .image(ImagePaint(image: image, transform: .identity)))
        let c = Point(x: 32.4, y: 31.7), r = 24.3
        let group = DisplayGroup(commands: [.draw(logo)], clip: DisplayClip(path: R.circlePath(c, r), transform: .identity))
        let got = Rasterizer().render(DisplayList(width: 64, height: 64, commands: [.group(group)]))
        let want = R.supersample(width: 64, height: 64) { x, y in
            guard Point(x: x, y: y).distance(to: c) <= r else { return (.zero, 0) }
            return (R.bilinear(image, x / 2, y / 2), 1)
        }
        try R.check(got, named: "clip-circle-image", against: want)
        #expect(got[2, 2] == .transparent && got[32, 32].a > 0)
    }

    /// WGradientProgress: the 73-hue bar masked by a layer whose only opaque part is its 2 px
    /// border, 60% of the bar wide.
    @Test func borderMaskOverAGradientBar() throws {
        let bar = Rect(x: 0, y: 3, width: 128, height: 10)
        let g = Gradient(colors: R.hueColors, startPoint: Point(x: 0, y: 8), endPoint: Point(x: 128, y: 8))
        let outer = Rect(x: 0, y: 3, width: 76.8, height: 10), inner = outer.insetBy(dx: 2, dy: 2)
        var border = R.rectPath(outer); border.addRect(inner)
        let group = DisplayGroup(commands: [.draw(DisplayItem(path: R.rectPath(bar), transform: .identity, style: .fill(.nonZero), paint: .gradient(g)))],
                                 mask: [Self.solid(border, Self.blue, rule: .evenOdd)])
        let got = Rasterizer().render(DisplayList(width: 128, height: 16, commands: [.group(group)]))
        let want = R.supersample(width: 128, height: 16) { x, y in
            guard R.inRect(x, y, bar), R.inRect(x, y, outer), !R.inRect(x, y, inner) else { return (.zero, 0) }
            return (R.premultiplied(R.straight(R.hue(x / 128))), 1)
        }
        try R.check(got, named: "mask-border-bar", against: want)
        #expect(got[40, 8] == .transparent && got[100, 4] == .transparent && got[40, 3].a == 255 && got[1, 8].a == 255)
    }

    /// A clipped, translucent group holding a translucent background and another group.
    @Test func nestedGroups() throws {
        let inner = DisplayGroup(commands: [Self.solid(R.rectPath(Rect(x: 16, y: 8, width: 32, height: 32)), Self.blue),
                                            Self.solid(R.circlePath(Point(x: 40, y: 40), 12), Self.red)], opacity: 0.6)
        let background = Color(red: Self.green.red, green: Self.green.green, blue: Self.green.blue, alpha: 0.4)
        let outer = DisplayGroup(commands: [Self.solid(R.rectPath(Rect(x: 0, y: 0, width: 64, height: 64)), background), .group(inner)],
                                 opacity: 0.8,
                                 clip: DisplayClip(path: R.circlePath(Point(x: 16, y: 16), 13), transform: AffineTransform(scaleX: 2, y: 2)))
        let got = Rasterizer().render(DisplayList(width: 64, height: 64, commands: [.group(outer)]))
        let want = R.supersample(width: 64, height: 64) { x, y in
            let p = Point(x: x, y: y)
            guard p.distance(to: Point(x: 32, y: 32)) <= 26 else { return (.zero, 0) }
            var top = SIMD4<Double>.zero, region = 1
            if p.distance(to: Point(x: 40, y: 40)) <= 12 { top = R.premultiplied(R.straight(Self.red), opacity: 0.6); region = 3 }
            else if R.inRect(x, y, Rect(x: 16, y: 8, width: 32, height: 32)) { top = R.premultiplied(R.straight(Self.blue), opacity: 0.6); region = 2 }
            return (Self.over(top, R.premultiplied(R.straight(background))) * 0.8, region)
        }
        try R.check(got, named: "groups-nested", against: want)
    }

    @Test func invisibleGroupsAllocateNothingAndDrawNothing() {
        let shape = Self.solid(R.rectPath(Rect(x: 2, y: 2, width: 10, height: 10)), .black)
        let r = Rasterizer()
        for group in [DisplayGroup(commands: [shape], opacity: 0), DisplayGroup(commands: [shape], opacity: .nan),
                      DisplayGroup(commands: [shape], opacity: -1), DisplayGroup(commands: []),
                      DisplayGroup(commands: [shape], mask: []),
                      DisplayGroup(commands: [shape], clip: DisplayClip(path: R.rectPath(Rect(x: 30, y: 30, width: 5, height: 5)), transform: .identity)),
                      DisplayGroup(commands: [shape], clip: DisplayClip(path: R.rectPath(Rect(x: 2, y: 2, width: 5, height: 5)), transform: AffineTransform(scaleX: 0, y: 1))),
                      DisplayGroup(commands: [shape], clip: DisplayClip(path: R.rectPath(Rect(x: 2, y: 2, width: .nan, height: 5)), transform: .identity)),
                      DisplayGroup(commands: [shape], clip: DisplayClip(path: R.rectPath(Rect(x: 2, y: 2, width: 5, height: 5)), transform: AffineTransform(a: .infinity, b: 0, c: 0, d: 1, tx: 0, ty: 0)))] {
            #expect(r.prepare(group) == nil, "\(group)")
            let list = DisplayList(width: 16, height: 16, background: .white, commands: [.group(group)])
            #expect(r.render(list) == PixelBuffer(width: 16, height: 16, fill: PremultipliedRGBA8(.white)))
            #expect(r.deviceBounds(of: list) == .zero)
        }
    }

    /// An inverted mask keeps the group where the mask is not: 1 - alpha, half where the mask
    /// is half, and an empty one hides nothing.
    @Test func anInvertedMaskShowsTheGroupWhereTheMaskIsNot() {
        let shape = Self.solid(R.rectPath(Rect(x: 0, y: 0, width: 16, height: 16)), .black)
        let hole = Self.solid(R.rectPath(Rect(x: 4, y: 4, width: 8, height: 8)), .white)
        let half = Self.solid(R.rectPath(Rect(x: 0, y: 0, width: 2, height: 16)), Color(red: 1, green: 1, blue: 1, alpha: 0.5))
        let group = DisplayGroup(commands: [shape], mask: [hole, half], invertsMask: true)
        let b = Rasterizer().render(DisplayList(width: 16, height: 16, commands: [.group(group)]))
        #expect(b[6, 6] == .transparent && b[11, 11] == .transparent)
        #expect(b[3, 3] == PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255) && b[14, 14] == PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255))
        #expect(b[0, 8].a == 127 || b[0, 8].a == 128)
        let covered = (0..<16).flatMap { y in (0..<16).map { x in b[x, y].a == 255 ? 1 : 0 } }.reduce(0, +)
        #expect(covered == 16 * 16 - 8 * 8 - 2 * 16)
        let unmasked = DisplayGroup(commands: [shape], mask: [], invertsMask: true)
        let u = Rasterizer().render(DisplayList(width: 16, height: 16, commands: [.group(unmasked)]))
        #expect(u == Rasterizer().render(DisplayList(width: 16, height: 16, commands: [shape])))
    }

    @Test func hugeClipsAndMasksStillWork() {
        var huge = Path()
        huge.move(to: Point(x: -1e300, y: -1e300)); huge.addLine(to: Point(x: 1e300, y: -1e300)); huge.addLine(to: Point(x: 0, y: 1e300)); huge.closeSubpath()
        let shape = Self.solid(R.rectPath(Rect(x: 2, y: 2, width: 10, height: 10)), .black)
        let group = DisplayGroup(commands: [shape], opacity: 0.5, clip: DisplayClip(path: huge, transform: .identity),
                                 mask: [Self.solid(huge, .white)])
        let b = Rasterizer().render(DisplayList(width: 16, height: 16, commands: [.group(group)]))
        #expect(b[5, 5] == PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 128) && b[14, 14] == .transparent)
    }

    @Test func listBoundsFollowClipsAndHoldEveryDrawnPixel() {
        let clip = DisplayClip(path: R.circlePath(Point(x: 20, y: 20), 6.5), transform: .identity)
        let list = DisplayList(width: 48, height: 48, commands: [
            .group(DisplayGroup(commands: [Self.solid(R.rectPath(Rect(x: 0, y: 0, width: 40, height: 40)), Self.red)], opacity: 0.7, clip: clip)),
            Self.solid(R.circlePath(Point(x: 40, y: 40), 20), Self.blue),
        ])
        let r = Rasterizer()
        let bounds = r.deviceBounds(of: list)
        // The clip's bounds (13...27) joined with the circle's, cut by the canvas.
        #expect(bounds == Rect(x: 13, y: 13, width: 35, height: 35))
        let clipped = DisplayList(width: 48, height: 48, commands: [list.commands[0]])
        #expect(r.deviceBounds(of: clipped) == Rect(x: 13, y: 13, width: 14, height: 14))
        let b = r.render(clipped)
        for y in 0..<48 { for x in 0..<48 where b[x, y].a != 0 { #expect(x >= 13 && x < 27 && y >= 13 && y < 27) } }
    }
}
