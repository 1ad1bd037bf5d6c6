import Testing
import SpinnerCore
@testable import SpinnerGolden

/// Compositing over a matte before comparing, and when it happens.
@Suite struct MatteTests {
    static let half = PremultipliedRGBA8(r: 100, g: 0, b: 20, a: 128)

    /// Frames in memory that, like a video without alpha, cannot be transparent.
    final class OpaqueReader: FrameReader {
        let inner: ArrayFrameReader
        init(_ frames: [PixelBuffer]) { inner = ArrayFrameReader(frames) }
        var path: String { "opaque video" }
        var knownCount: Int? { inner.knownCount }
        var carriesAlpha: Bool { false }
        func next() -> PixelBuffer? { inner.next() }
        func skipRemaining() -> Int { inner.skipRemaining() }
    }

    @Test func compositesAsSourceOver() {
        var frame = PixelBuffer(width: 3, height: 1)
        frame[0, 0] = Self.half
        frame[1, 0] = .transparent
        frame[2, 0] = PremultipliedRGBA8(r: 1, g: 2, b: 3, a: 255)
        let white = Matte.composite(frame, over: Matte.white)
        // 100 + 255·127/255 = 227; 0 + 127 = 127; 20 + 127 = 147.
        #expect(white[0, 0] == PremultipliedRGBA8(r: 227, g: 127, b: 147, a: 255))
        #expect(white[1, 0] == Matte.white)
        #expect(white[2, 0] == frame[2, 0])
        // Over #204060 (32, 64, 96): 100 + round(32·127/255) = 116, round(64·127/255) = 32, 20 + round(96·127/255) = 68.
        let dark = Matte.composite(frame, over: PremultipliedRGBA8(r: 0x20, g: 0x40, b: 0x60, a: 255))
        #expect(dark[0, 0] == PremultipliedRGBA8(r: 116, g: 32, b: 68, a: 255))
        #expect(Matte.hex(PremultipliedRGBA8(r: 0x20, g: 0x0A, b: 0xFF, a: 255)) == "#200AFF")
    }

    @Test func aTransparentGoldenMatchesAnOpaqueVideoOnlyOverItsBackground() throws {
        // The golden: a half-covered pixel on transparent. The "video": the same over white.
        var golden = PixelBuffer(width: 4, height: 1)
        golden[1, 0] = Self.half
        let video = Matte.composite(golden, over: Matte.white)
        let automatic = try SequenceComparison(expected: ArrayFrameReader([golden]), actual: OpaqueReader([video]),
                                               tolerance: .exact, matte: .whenOneSideIsOpaque(Matte.white))
        #expect(automatic.passed && automatic.matte == Matte.white && automatic.maxDelta == 0)
        // Compared as decoded, every transparent pixel differs by 255.
        let asDecoded = try SequenceComparison(expected: ArrayFrameReader([golden]), actual: OpaqueReader([video]),
                                               tolerance: .exact, matte: .none)
        #expect(!asDecoded.passed && asDecoded.matte == nil && asDecoded.maxDelta == 255)
        #expect(asDecoded.frames[0].difference.mismatchedPixels == 4 && asDecoded.frames[0].difference.channels == 4)
        // Two sides that can both hold alpha are compared as decoded unless a matte is forced.
        let bothAlpha = try SequenceComparison(expected: ArrayFrameReader([golden]), actual: ArrayFrameReader([video]),
                                               tolerance: .exact, matte: .whenOneSideIsOpaque(Matte.white))
        #expect(!bothAlpha.passed && bothAlpha.matte == nil)
        let forced = try SequenceComparison(expected: ArrayFrameReader([golden]), actual: ArrayFrameReader([video]),
                                            tolerance: .exact, matte: .always(Matte.white))
        #expect(forced.passed && forced.matte == Matte.white)
        // Over the wrong colour the half-covered pixel differs: 227 − 100 = 127 levels of red.
        let black = try SequenceComparison(expected: ArrayFrameReader([golden]), actual: OpaqueReader([video]),
                                           tolerance: .exact, matte: .always(PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255)))
        #expect(!black.passed && black.maxDelta == 255)
    }
}
