import Foundation
import SpinnerCore
import Testing
@testable import SpinnerRaster

/// Clips through a projection: a turned layer's bounds clipping its contents, on the convex
/// fast path (one drawing) and on the general path (coverage multiplied).
@Suite struct ProjectedClipTests {
    typealias R = ReferenceCoverage
    static let pinhole = Pinhole(angle: -35 * .pi / 180, distance: 60, centre: Point(x: 32, y: 30))
    static let square = [Point(x: -18, y: -16), Point(x: 18, y: -16), Point(x: 18, y: 16), Point(x: -18, y: 16)]

    static var clip: DisplayClip {
        DisplayClip(path: R.polygonPath([square]), transform: .identity, projection: pinhole.projection)
    }

    /// An opaque black rectangle over the whole canvas, drawn flat.
    static let canvas = R.item(R.polygonPath([[Point(x: -5, y: -5), Point(x: 70, y: -5), Point(x: 70, y: 70), Point(x: -5, y: 70)]]),
                               .fill(.nonZero))

    @Test func convexProjectedClipCutsASingleDrawing() {
        let got = R.rendered(commands: [.group(DisplayGroup(commands: [.draw(Self.canvas)], clip: Self.clip))], width: 64, height: 64)
        let want = ExactArea.coverage(Self.square.map(Self.pinhole.image), width: 64, height: 64)
        R.expectWithin(got, want, width: 64, limit: 1.0 / 255)
    }

    @Test func projectedClipMultipliesAGroupOfDrawings() {
        var corner = Self.canvas
        corner.path = R.polygonPath([[Point(x: 0, y: 0), Point(x: 8, y: 0), Point(x: 8, y: 8), Point(x: 0, y: 8)]])
        let group = DisplayGroup(commands: [.draw(Self.canvas), .draw(corner)], clip: Self.clip)
        let got = R.rendered(commands: [.group(group)], width: 64, height: 64)
        let want = ExactArea.coverage(Self.square.map(Self.pinhole.image), width: 64, height: 64)
        R.expectWithin(got, want, width: 64, limit: 1.0 / 255)
    }

    @Test func projectedClipAroundAProjectedDrawingIsItsIntersection() {
        // A turned layer clipping its own turned content: the content's disc, cut by the bounds,
        // equals the disc's preimage test limited to the layer's rectangle.
        var disc = Path()
        disc.addEllipse(in: Rect(x: -4, y: -26, width: 40, height: 40))
        let item = DisplayItem(path: disc, transform: .identity, style: .fill(.nonZero), paint: .solid(.black),
                               projection: Self.pinhole.projection)
        let got = R.rendered(commands: [.group(DisplayGroup(commands: [.draw(item)], clip: Self.clip))], width: 64, height: 64)
        let p = Self.pinhole
        let want = R.supersample(width: 64, height: 64) { x, y in
            let l = p.preimage(Point(x: x, y: y))
            let inDisc = (l.x - 16) * (l.x - 16) + (l.y + 6) * (l.y + 6) <= 400
            return inDisc && abs(l.x) <= 18 && abs(l.y) <= 16
        }
        R.expectClose(got, want, width: 64)
    }

    @Test func projectedClipBehindTheEyeHidesTheGroup() {
        let p = Pinhole(angle: 60 * .pi / 180, distance: 80, centre: Point(x: 32, y: 32))
        let behind = DisplayClip(path: R.polygonPath([[Point(x: -400, y: -40), Point(x: -100, y: -40), Point(x: -100, y: 40),
                                                      Point(x: -400, y: 40)]]),
                                 transform: .identity, projection: p.projection)
        let list = DisplayList(width: 64, height: 64, commands: [.group(DisplayGroup(commands: [.draw(Self.canvas)], clip: behind))])
        #expect(Rasterizer().deviceBounds(of: list) == .zero)
    }
}
