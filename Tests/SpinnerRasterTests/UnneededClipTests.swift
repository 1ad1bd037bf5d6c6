import SpinnerCore
import Testing
@testable import SpinnerRaster

/// A rectangular clip that holds every pixel a group's contents can touch changes nothing, so
/// the group is prepared without it (`prepare(_:clippedTo:)`): no buffer at full opacity, and
/// the same picture as a rasteriser that keeps the clip, up to one rounding per overlap.
@Suite struct UnneededClipTests {
    static let children: [DisplayCommand] = [
        GroupOverClearTests.solid(GroupOverClearTests.circle(20, 18, 9.3), Color(r8: 200, g8: 40, b8: 90)),
        GroupOverClearTests.solid(GroupOverClearTests.circle(27, 22, 8.1), Color(r8: 30, g8: 120, b8: 220), opacity: 0.6),
    ]

    static func group(clip: Rect, opacity: Double = 1) -> DisplayGroup {
        DisplayGroup(commands: children, opacity: opacity,
                     clip: DisplayClip(path: GroupOverClearTests.rect(clip.minX, clip.minY, clip.width, clip.height), transform: .identity))
    }

    @Test func aClipAroundEveryDrawnPixelIsDropped() throws {
        let r = Rasterizer()
        // The circles reach x 10.7...35.1, y 8.7...30.1: whole pixels 10...36, 8...31.
        let loose = try #require(r.prepare(Self.group(clip: Rect(x: 10, y: 8, width: 26, height: 23))))
        #expect(loose.clip == nil && loose.isPassThrough)
        #expect(loose.bounds == Rect(x: 10, y: 8, width: 26, height: 23))
        // Half a pixel tighter on any side, or not a rectangle, and the clip stays.
        for tight in [Rect(x: 10.5, y: 8, width: 25.5, height: 23), Rect(x: 10, y: 8, width: 26, height: 22.5)] {
            let kept = try #require(r.prepare(Self.group(clip: tight)))
            #expect(kept.clip != nil && !kept.isPassThrough)
        }
        var round = Self.group(clip: .zero)
        round.clip = DisplayClip(path: GroupOverClearTests.circle(23, 20, 30), transform: .identity)
        #expect(try #require(r.prepare(round)).clip != nil)
        // With an opacity the group keeps its buffer, without the clip.
        let faded = try #require(r.prepare(Self.group(clip: Rect(x: 0, y: 0, width: 48, height: 40), opacity: 0.5)))
        #expect(faded.clip == nil && !faded.isPassThrough && faded.opacity == 128)
    }

    @Test func theGroupDrawsAsItsClippedSelf() {
        let clipped = DisplayList(width: 48, height: 40, background: .white, commands: [.group(Self.group(clip: Rect(x: 2, y: 1, width: 44, height: 37)))])
        let unclipped = DisplayList(width: 48, height: 40, background: .white, commands: Self.children)
        let a = Rasterizer().render(clipped), b = Rasterizer().render(unclipped)
        // Drawn as its children straight onto the canvas: exactly those bytes.
        #expect(a == b)
        #expect(a[14, 14] == PremultipliedRGBA8(r: 200, g: 40, b: 90, a: 255))
    }

    @Test func contentsPastAnyCanvasKeepTheirClip() throws {
        // A drawing 10^12 px wide (a fuzzed scene's) is not measured in whole pixels: the clip stays.
        let huge = GroupOverClearTests.solid(GroupOverClearTests.rect(-5e11, 0, 1e12, 30), .black)
        let dot = GroupOverClearTests.solid(GroupOverClearTests.circle(10, 10, 4), .white)
        let group = DisplayGroup(commands: [huge, dot], clip: DisplayClip(path: GroupOverClearTests.rect(-6e11, -1, 1.2e12, 40), transform: .identity))
        let prepared = try #require(Rasterizer().prepare(group))
        #expect(prepared.clip != nil)
        // Smaller, the same clip around the same contents is dropped.
        let near = GroupOverClearTests.solid(GroupOverClearTests.rect(-5e4, 0, 1e5, 30), .black)
        let small = DisplayGroup(commands: [near, dot], clip: DisplayClip(path: GroupOverClearTests.rect(-6e4, -1, 1.2e5, 40), transform: .identity))
        #expect(try #require(Rasterizer().prepare(small)).clip == nil)
    }
}
