import Testing
import SpinnerCore
@testable import SpinnerGolden

@Suite struct ImageDifferenceTests {
    @Test func identicalFramesDoNotDiffer() throws {
        let a = PixelBuffer(width: 4, height: 3, fill: PremultipliedRGBA8(r: 10, g: 20, b: 30, a: 255))
        let d = try #require(ImageDifference(a, a))
        #expect(d.maxDelta == 0 && d.meanDelta == 0 && d.mismatchedPixels == 0 && d.pixelCount == 12)
    }

    @Test func countsLevelsAndMismatches() throws {
        let a = PixelBuffer(width: 4, height: 1, fill: PremultipliedRGBA8(r: 100, g: 100, b: 100, a: 255))
        var b = a
        b[1, 0] = PremultipliedRGBA8(r: 101, g: 100, b: 100, a: 255)
        b[3, 0] = PremultipliedRGBA8(r: 100, g: 100, b: 90, a: 255)
        let d = try #require(ImageDifference(a, b, tolerance: 1))
        #expect(d.maxDelta == 10)
        #expect(d.mismatchedPixels == 1)
        #expect(d.worstPixel?.x == 3)
        #expect(abs(d.meanDelta - 11.0 / 16.0) < 1e-12)
        #expect(ImageDifference(a, PixelBuffer(width: 2, height: 2)) == nil)
    }
}
