import SpinnerCore
import Testing
@testable import SpinnerRaster

/// An opaque group clipped to an axis-aligned rectangle draws its children straight onto the
/// parent where the rectangle covers pixels wholly, and through a buffer only in the band its
/// edges cut (`Rasterizer.drawScissored`): the band's bytes are the buffered group's, the
/// interior's differ from them by at most one rounding, and nothing outside is touched.
@Suite struct ScissorTests {
    typealias G = GroupOverClearTests

    /// A canvas with something on it, so the group is not over clear.
    static func canvas() -> PixelBuffer {
        var buffer = PixelBuffer(width: 48, height: 44)
        _ = Rasterizer().draw(DisplayList(width: 48, height: 44, commands: [
            G.solid(G.rect(0, 0, 48, 44), Color(r8: 40, g8: 60, b8: 80, a8: 140)),
            G.solid(G.circle(30, 25, 12), Color(r8: 220, g8: 200, b8: 10), opacity: 0.8),
        ]), into: &buffer)
        return buffer
    }

    static func group(clip: Rect) -> PreparedGroup? {
        // Overlapping translucent children (a buffer's rounding would show) reaching past the clip.
        let children: [DisplayCommand] = [
            G.solid(G.rect(-2, 5.5, 60, 20), Color(r8: 250, g8: 20, b8: 20), opacity: 0.6),
            G.solid(G.circle(20.1, 20.4, 14.7), Color(r8: 20, g8: 90, b8: 240), opacity: 0.7),
            G.solid(G.circle(40.3, 8.2, 9), Color(r8: 10, g8: 200, b8: 40)),
        ]
        return Rasterizer().prepare(DisplayGroup(commands: children, clip: DisplayClip(path: G.rect(clip.minX, clip.minY, clip.width, clip.height), transform: .identity)))
    }

    @Test(arguments: [Rect(x: 3.3, y: 2.75, width: 38.5, height: 30.1), Rect(x: 4, y: 3, width: 37, height: 31), Rect(x: -5, y: 10.5, width: 80, height: 9)])
    func theBandIsTheBuffersAndTheInteriorWithinARounding(clip: Rect) throws {
        let group = try #require(Self.group(clip: clip))
        let box = try #require(group.scissor)
        #expect(box.minX == clip.minX && box.maxY == clip.maxY)
        let region = PixelRect(x: 0, y: 0, width: 48, height: 44)
        let r = Rasterizer.pixels(of: group.bounds, within: region)
        var buffered = Self.canvas(), scissored = Self.canvas()
        var none: DirtyRows?
        Rasterizer().drawBuffered(group, into: &buffered, region: region, bounds: r, overClear: false, dirty: &none)
        Rasterizer().drawScissored(group, box: box, into: &scissored, region: region, bounds: r, overClear: false, dirty: &none)
        let before = Self.canvas()
        for y in 0..<44 {
            for x in 0..<48 {
                let inside = Double(x) >= clip.minX && Double(x + 1) <= clip.maxX && Double(y) >= clip.minY && Double(y + 1) <= clip.maxY
                for c in 0..<4 {
                    let i = (y * 48 + x) * 4 + c
                    let got = Int(scissored.pixels[i]), want = Int(buffered.pixels[i])
                    if inside {
                        #expect(abs(got - want) <= 1, "(\(x), \(y))")
                    } else {
                        // The band is drawn exactly as the buffered group; beyond it, nothing.
                        #expect(got == want, "(\(x), \(y))")
                        if Double(x + 1) <= clip.minX.rounded(.down) || Double(x) >= clip.maxX.rounded(.up)
                            || Double(y + 1) <= clip.minY.rounded(.down) || Double(y) >= clip.maxY.rounded(.up) {
                            #expect(got == Int(before.pixels[i]), "(\(x), \(y))")
                        }
                    }
                }
            }
        }
        // The group did draw, and changed the canvas inside the clip.
        #expect(scissored.pixels != before.pixels)
    }

    @Test func aTranslucentMaskedOrShadowedGroupKeepsItsBuffer() throws {
        let clip = DisplayClip(path: G.rect(1.5, 1.5, 30, 30), transform: .identity)
        let child = G.solid(G.rect(0, 0, 40, 40), .white)
        #expect(try #require(Rasterizer().prepare(DisplayGroup(commands: [child, child], clip: clip))).scissor != nil)
        #expect(try #require(Rasterizer().prepare(DisplayGroup(commands: [child, child], opacity: 0.5, clip: clip))).scissor == nil)
        #expect(try #require(Rasterizer().prepare(DisplayGroup(commands: [child, child], clip: clip, mask: [child]))).scissor == nil)
        // A clip that is not an axis-aligned rectangle.
        let round = DisplayClip(path: G.circle(16, 16, 14), transform: .identity)
        #expect(try #require(Rasterizer().prepare(DisplayGroup(commands: [child, child], clip: round))).scissor == nil)
        let turned = DisplayClip(path: G.rect(1.5, 1.5, 30, 30), transform: AffineTransform(rotationAngle: 0.3))
        #expect(try #require(Rasterizer().prepare(DisplayGroup(commands: [child, child], clip: turned))).scissor == nil)
    }
}
