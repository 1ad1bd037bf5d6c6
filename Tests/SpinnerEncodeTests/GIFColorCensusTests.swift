import SpinnerCore
import Testing
@testable import SpinnerEncode

/// Counting a GIF's colours frame by frame, as they are written, must choose the palette that
/// counting them all at the end would.
@Suite struct GIFColorCensusTests {
    static let white = PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255)

    /// A 32×32 opaque frame with 1024 distinct colours.
    static var busy: PixelBuffer {
        var frame = PixelBuffer(width: 32, height: 32, fill: .transparent)
        for y in 0..<32 {
            for x in 0..<32 { frame[x, y] = PremultipliedRGBA8(r: UInt8(x * 8), g: UInt8(y * 8), b: UInt8((x + y) * 4), a: 255) }
        }
        return frame
    }

    static func census(_ frames: [GIFFrame]) -> GIFColorCensus {
        var census = GIFColorCensus()
        for (i, f) in frames.enumerated() { census.add(f, earlier: Array(frames[..<i])) }
        return census
    }

    @Test func aFewColoursAreKeptExactly() throws {
        let frames = GIFTestFrames.spinner(count: 6, size: 32).map { GIFFrame($0, matte: Self.white) }
        let census = Self.census(frames)
        let union = Set(frames.flatMap { $0.colors ?? [] })
        #expect(union.count > 2 && union.count <= 256)
        #expect(census.exact == union)
        #expect(census.builder == nil)
    }

    @Test func overflowingLateCountsTheEarlierFramesToo() throws {
        // Three small-palette frames, then one that takes the animation past 256 colours.
        let pixels = GIFTestFrames.spinner(count: 3, size: 32) + [Self.busy] + GIFTestFrames.spinner(count: 2, size: 32)
        let frames = pixels.map { GIFFrame($0, matte: Self.white) }
        #expect(frames[0].colors != nil && frames[3].colors == nil)
        let census = Self.census(frames)
        #expect(census.exact == nil)
        #expect(census.hasTransparency)
        // The same histogram made in one pass over every frame at the end.
        var reference = PaletteBuilder()
        for f in frames { f.expandedWords().withUnsafeBufferPointer { reference.add($0) } }
        let palette = try #require(census.builder).build(maximumColors: 255)
        #expect(palette.count == 255)
        #expect(palette == reference.build(maximumColors: 255))
    }
}
