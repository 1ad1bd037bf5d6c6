import SpinnerCore
import Testing
@testable import SpinnerRaster

/// A group drawn first on a clear canvas goes straight into the canvas and is then scaled by
/// its clip and opacity (`drawOverClear`): the same bytes as rendering it into its own buffer
/// and compositing that, which `draw(_:into:)` over a caller's buffer still does.
@Suite struct GroupOverClearTests {
    static func solid(_ path: Path, _ color: Color, opacity: Double = 1) -> DisplayCommand {
        .draw(DisplayItem(path: path, transform: .identity, style: .fill(.nonZero), paint: .solid(color), opacity: opacity))
    }

    static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Path {
        var p = Path(); p.addRect(Rect(x: x, y: y, width: w, height: h)); return p
    }

    static func circle(_ cx: Double, _ cy: Double, _ r: Double) -> Path {
        var p = Path(); p.addEllipse(in: Rect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r)); return p
    }

    /// Overlapping opaque and translucent children (so a buffer's rounding would show),
    /// a nested clipped group first among them, clips with fractional edges and a circle.
    static func lists(opacity: Double, clip: Path?) -> [DisplayList] {
        let inner = DisplayGroup(commands: [solid(rect(2.5, 3.25, 40, 30), Color(r8: 250, g8: 250, b8: 250)),
                                            solid(circle(30.3, 22.6, 11.2), Color(r8: 200, g8: 30, b8: 60), opacity: 0.55)],
                                 clip: DisplayClip(path: rect(1.4, 2.6, 37.35, 29.7), transform: .identity))
        let children: [DisplayCommand] = [.group(inner), solid(circle(20.1, 30.4, 9.7), Color(r8: 20, g8: 90, b8: 240), opacity: 0.7),
                                          solid(rect(-3, 12.5, 70, 3.3), Color(r8: 10, g8: 200, b8: 40))]
        let group = DisplayGroup(commands: children, opacity: opacity,
                                 clip: clip.map { DisplayClip(path: $0, transform: .identity) })
        return [DisplayList(width: 48, height: 44, commands: [.group(group)]),
                // Not first on the canvas: the usual buffer, whatever the canvas holds.
                DisplayList(width: 48, height: 44, commands: [solid(circle(10, 10, 6), Color(r8: 90, g8: 90, b8: 0)), .group(group)])]
    }

    @Test(arguments: [1.0, 0.6, 0.004])
    func drawnStraightIntoTheCanvasGivesTheBuffersBytes(opacity: Double) {
        for clip in [nil, Self.rect(0.6, 1.3, 44.45, 40.2), Self.circle(24.2, 21.7, 19.4)] {
            for list in Self.lists(opacity: opacity, clip: clip) {
                let got = Rasterizer().render(list)
                // The same list over a caller's clear buffer: not known to be clear, so the outer
                // group gets its own buffer (inside it, the inner group is first over clear in
                // both; `ClipRunCompositeTests` and the corpus renders hold that path).
                var want = PixelBuffer(width: list.width, height: list.height)
                Rasterizer().draw(list, into: &want)
                #expect(got.pixels == want.pixels, "opacity \(opacity), clip \(clip == nil ? "none" : "some")")
                #expect(got.pixels.contains { $0 != 0 })
            }
        }
    }
}
