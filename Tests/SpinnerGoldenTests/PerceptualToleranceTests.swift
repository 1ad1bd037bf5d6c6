import Foundation
import Testing
import SpinnerCore
@testable import SpinnerGolden

/// The perceptual pixel test: CIE76 ΔE*ab over white and over black, as the shared Lottie
/// corpus's README defines it and swift-snapshot-testing's `perceptualPrecision` spells it.
@Suite struct PerceptualToleranceTests {
    static let black = PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255)
    static let white = PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255)

    @Test func deltaEOfKnownColours() {
        // White is L* 100, a* = b* = 0 (D65); black is L* 0.
        #expect(abs(DeltaE.between(Self.white, Self.black) - 100) < 1e-3)
        #expect(DeltaE.between(Self.white, Self.white) == 0)
        // sRGB red is L*a*b* (53.2408, 80.0925, 67.2032): its distance from black.
        let red = PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255)
        let expected = (53.2408 * 53.2408 + 80.0925 * 80.0925 + 67.2032 * 67.2032).squareRoot()
        #expect(abs(DeltaE.between(red, Self.black) - expected) < 1e-2)
        // Clear against opaque black: the same over black, 100 apart over white; the larger counts.
        #expect(abs(DeltaE.between(.transparent, Self.black) - 100) < 1e-3)
        // Half-transparent black over white is sRGB grey 127 (255 − 128), L* 53.193; over black
        // it is black, as clear is.
        let halfBlack = PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 128)
        #expect(abs(DeltaE.between(halfBlack, .transparent) - (100 - 53.1928)) < 1e-3)
        // Order does not matter.
        #expect(DeltaE.between(halfBlack, red) == DeltaE.between(red, halfBlack))
    }

    @Test func framesCountPixelsBeyondDeltaE() throws {
        let base = PremultipliedRGBA8(r: 120, g: 60, b: 200, a: 255)
        let a = PixelBuffer(width: 4, height: 1, fill: base)
        var b = a
        b[0, 0] = PremultipliedRGBA8(r: 121, g: 60, b: 200, a: 255)   // a level: ΔE below 1
        b[1, 0] = PremultipliedRGBA8(r: 160, g: 60, b: 200, a: 255)   // 40 levels of red: ΔE about 12
        let near = DeltaE.between(base, b[0, 0]), far = DeltaE.between(base, b[1, 0])
        #expect(near > 0 && near < 1 && far > 10 && far < 20)

        let d = try #require(FrameDifference(a, b, tolerance: CompareTolerance(maxDeltaE: 3)))
        #expect(d.mismatchedPixels == 1 && d.allowedDeltaE == 3 && d.maxDeltaE == far && d.maxDelta == 40)
        #expect(d.threshold == "ΔE 3")
        // The per-channel test counts both, and measures no ΔE.
        let levels = try #require(FrameDifference(a, b, tolerance: CompareTolerance(maxDelta: 0)))
        #expect(levels.mismatchedPixels == 2 && levels.maxDeltaE == nil && levels.threshold == "delta 0")
        // A quarter of the pixels beyond: passes at 0.25, fails below.
        #expect(CompareTolerance(maxMismatch: 0.25, maxDeltaE: 3).failures(of: d).isEmpty)
        #expect(CompareTolerance(maxMismatch: 0.2, maxDeltaE: 3).failures(of: d) == ["1 px beyond ΔE 3"])
        // Beyond ΔE 3 only while the threshold is below the pixel's ΔE.
        #expect(try #require(FrameDifference(a, b, tolerance: CompareTolerance(maxDeltaE: far))).mismatchedPixels == 0)
    }

    @Test func snapshotTestingSpelling() {
        // lottie-ios's own snapshot tolerance is the corpus's measure.
        #expect(CompareTolerance(precision: 0.985, perceptualPrecision: 0.97) == .lottieCorpus)
        #expect(CompareTolerance.image(precision: 0.985, perceptualPrecision: 0.97) == .lottieCorpus)
        #expect(CompareTolerance.lottieCorpus.summary == "--max-delta-e 3 --max-mismatch 0.015")
        // Perceptual precision 1 is the exact per-channel test; precision 1 allows no pixel.
        #expect(CompareTolerance(precision: 1) == .exact)
        #expect(CompareTolerance(precision: 0.9, perceptualPrecision: 1).maxDeltaE == nil)
        #expect(CompareTolerance(precision: 0.5, perceptualPrecision: 0).maxDeltaE == 100)
        // Out-of-range values are clamped, NaN is exact.
        #expect(CompareTolerance(precision: 2, perceptualPrecision: -1) == CompareTolerance(maxMismatch: 0, maxDeltaE: 100))
        #expect(CompareTolerance(precision: .nan, perceptualPrecision: .nan) == .exact)
    }

    @Test func diffImageIsADeltaEHeatMap() throws {
        let base = PremultipliedRGBA8(r: 120, g: 60, b: 200, a: 255)
        let a = PixelBuffer(width: 4, height: 1, fill: base)
        var b = a
        b[0, 0] = PremultipliedRGBA8(r: 121, g: 60, b: 200, a: 255)
        b[1, 0] = PremultipliedRGBA8(r: 160, g: 60, b: 200, a: 255)
        b[2, 0] = PremultipliedRGBA8(r: 0, g: 255, b: 0, a: 255)
        let picture = try #require(DiffImage.render(expected: a, actual: b, tolerance: CompareTolerance(maxDeltaE: 3)))
        #expect(picture[0, 0] == DiffImage.faint)                 // within ΔE 3
        let far = DeltaE.between(base, b[1, 0])
        #expect(picture[1, 0] == DiffImage.mix(DiffImage.small, DiffImage.large, (far - 3) / DiffImage.fullScaleDeltaE))
        #expect(picture[2, 0] == DiffImage.large)                 // ΔE far past 53
        #expect(picture[3, 0].r == picture[3, 0].g)               // unchanged: grey
        // The per-channel picture of the same pair marks the one-level pixel as beyond delta 0.
        let levels = try #require(DiffImage.render(expected: a, actual: b, tolerance: .exact))
        #expect(levels[0, 0] == DiffImage.small)
    }
}
