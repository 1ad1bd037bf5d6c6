import Foundation
import Testing
import SpinnerCore
@testable import SpinnerGolden

/// PSNR, SSIM, per-frame metrics, diff images and sequences, against values worked out by hand.
@Suite struct CompareMetricsTests {
    static let opaqueGrey = PremultipliedRGBA8(r: 100, g: 100, b: 100, a: 255)

    @Test func psnrOfKnownErrors() {
        #expect(PSNR.decibels(meanSquaredError: 0) == .infinity)
        // 255² / 65025 = 1 → 0 dB; 255² / 65.025 = 1000 → 30 dB.
        #expect(abs(PSNR.decibels(meanSquaredError: 65025)) < 1e-12)
        #expect(abs(PSNR.decibels(meanSquaredError: 65.025) - 30) < 1e-12)
    }

    @Test func frameMetricsCountOpaqueFramesOverRGB() throws {
        let a = PixelBuffer(width: 4, height: 1, fill: Self.opaqueGrey)
        var b = a
        b[2, 0] = PremultipliedRGBA8(r: 110, g: 100, b: 100, a: 255)
        let m = try #require(FrameDifference(a, b, maxDelta: 0))
        #expect(m.channels == 3)
        #expect(m.maxDelta == 10 && m.mismatchedPixels == 1 && m.pixelCount == 4)
        #expect(abs(m.meanDelta - 10.0 / 12) < 1e-12)
        #expect(abs(m.meanSquaredError - 100.0 / 12) < 1e-12)
        // 10·log10(65025·12/100), worked out separately: 38.92262...
        #expect(abs(m.psnr - 38.92261606915535) < 1e-9)
        #expect(try #require(FrameDifference(a, b, maxDelta: 10)).mismatchedPixels == 0)
        #expect(FrameDifference(a, PixelBuffer(width: 2, height: 2), maxDelta: 0) == nil)

        // A transparent pixel anywhere: alpha counts, four channels.
        var c = a
        c[0, 0] = .transparent
        var d = c
        d[2, 0] = PremultipliedRGBA8(r: 110, g: 100, b: 100, a: 255)
        let t = try #require(FrameDifference(c, d, maxDelta: 0))
        #expect(t.channels == 4 && abs(t.meanDelta - 10.0 / 16) < 1e-12)
        // Identical frames: infinite PSNR, SSIM 1.
        let same = try #require(FrameDifference(a, a, maxDelta: 0))
        #expect(same.psnr == .infinity && same.ssim == 1 && same.maxDelta == 0)
    }

    @Test func differenceNamesTheWorstPixelAndCountsAtTheAllowedDelta() throws {
        let a = PixelBuffer(width: 4, height: 1, fill: PremultipliedRGBA8(r: 100, g: 100, b: 100, a: 255))
        var b = a
        b[1, 0] = PremultipliedRGBA8(r: 101, g: 100, b: 100, a: 255)
        b[3, 0] = PremultipliedRGBA8(r: 100, g: 100, b: 90, a: 255)
        let d = try #require(FrameDifference(a, b, maxDelta: 1))
        #expect(d.maxDelta == 10 && d.worstPixel == FrameDifference.Position(x: 3, y: 0))
        #expect(d.allowedDelta == 1 && d.mismatchedPixels == 1 && abs(d.mismatchFraction - 0.25) < 1e-12)
        // Opaque: three channels, 11 levels over 12 samples.
        #expect(abs(d.meanDelta - 11.0 / 12.0) < 1e-12)
        let same = try #require(FrameDifference(a, a))
        #expect(same.worstPixel == nil && same.mismatchedPixels == 0 && same.pixelCount == 4)
        // The tolerance judges it: one pixel of four is beyond delta 1.
        #expect(CompareTolerance(maxDelta: 1).failures(of: d) == ["1 px beyond delta 1"])
        #expect(CompareTolerance(maxDelta: 1, maxMismatch: 0.25).failures(of: d).isEmpty)
        #expect(CompareTolerance(maxDelta: 1, maxMismatch: 0.25, minPSNR: 40).failures(of: d) == ["PSNR below 40 dB"])
    }

    @Test func ssimOfIdenticalFramesIsOne() throws {
        var noise = PixelBuffer(width: 23, height: 17)
        var seed: UInt32 = 12345
        for i in 0..<noise.pixels.count {
            seed = seed &* 1_103_515_245 &+ 12345
            noise.pixels[i] = i % 4 == 3 ? 255 : UInt8(truncatingIfNeeded: seed >> 16)
        }
        #expect(abs(try #require(SSIM.index(noise, noise)) - 1) < 1e-12)
    }

    @Test func ssimOfFlatFramesIsTheLuminanceTerm() throws {
        // σ = 0 everywhere: SSIM = (2·100·110 + C1) / (100² + 110² + C1), C1 = (0.01·255)².
        let x = [Double](repeating: 100, count: 16 * 16), y = [Double](repeating: 110, count: 16 * 16)
        let s = try #require(SSIM.index(x, y, width: 16, height: 16))
        #expect(abs(s - 0.9954764440915066) < 1e-12)
    }

    @Test func ssimOfTinyFramesIsOneGlobalWindow() throws {
        // Means equal (127.5), variances 127.5², covariance −127.5²: (−2m² + C2) / (2m² + C2).
        let s = try #require(SSIM.index([0, 255], [255, 0], width: 2, height: 1))
        #expect(abs(s - (-0.9964064683569576)) < 1e-12)
    }

    @Test func ssimWindowMatchesADirectGaussianSum() throws {
        // 12×11: two window positions; each computed here from the 2-D Gaussian directly.
        let w = 12, h = 11
        let x = (0..<(w * h)).map { Double(($0 * 37) % 251) }
        let y = (0..<(w * h)).map { Double(($0 * 53 + 7) % 241) }
        var weights = [Double]()
        for j in -5...5 { for i in -5...5 { weights.append(exp(-Double(i * i + j * j) / 4.5)) } }
        let total = weights.reduce(0, +)
        var expected = 0.0
        for ox in 0...1 {
            var mx = 0.0, my = 0.0, sxx = 0.0, syy = 0.0, sxy = 0.0
            for j in 0..<11 { for i in 0..<11 {
                let g = weights[j * 11 + i] / total, p = j * w + ox + i
                mx += g * x[p]; my += g * y[p]; sxx += g * x[p] * x[p]; syy += g * y[p] * y[p]; sxy += g * x[p] * y[p]
            } }
            let c1 = 6.5025, c2 = 58.5225
            expected += ((2 * mx * my + c1) * (2 * (sxy - mx * my) + c2))
                / ((mx * mx + my * my + c1) * (sxx - mx * mx + syy - my * my + c2)) / 2
        }
        let s = try #require(SSIM.index(x, y, width: w, height: h))
        #expect(abs(s - expected) < 1e-9)
        #expect(s < 0.5)
    }

    @Test func diffImageGreysTheActualAndColoursDifferences() throws {
        let white = PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255)
        let black = PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255)
        var expected = PixelBuffer(width: 5, height: 1, fill: white)
        expected[4, 0] = black
        var actual = expected
        actual[1, 0] = PremultipliedRGBA8(r: 254, g: 255, b: 255, a: 255)   // 1 level: within tolerance 1
        actual[2, 0] = PremultipliedRGBA8(r: 253, g: 255, b: 255, a: 255)   // 2 levels: just beyond
        actual[3, 0] = black                                                 // 255 levels
        let d = try #require(DiffImage.render(expected: expected, actual: actual, maxDelta: 1, channels: 3))
        #expect(d[0, 0] == white)                                            // unchanged white stays white
        #expect(d[1, 0] == DiffImage.faint)
        #expect(d[2, 0] == DiffImage.small)
        #expect(d[3, 0] == DiffImage.large)
        #expect(d[4, 0] == PremultipliedRGBA8(r: 179, g: 179, b: 179, a: 255)) // black at 30%: 255 − 76.5
    }

    @Test func sequencesOfDifferentLengthsOrSizesAreRefused() {
        let a = PixelBuffer(width: 2, height: 2, fill: Self.opaqueGrey)
        #expect(throws: ComparisonError.frameCountsDiffer(expected: 2, actual: 1)) {
            try SequenceComparison(expected: [a, a], actual: [a], tolerance: .exact)
        }
        #expect(throws: ComparisonError.sizesDiffer(frame: 1, expectedWidth: 2, expectedHeight: 2, actualWidth: 3, actualHeight: 2)) {
            try SequenceComparison(expected: [a, a], actual: [a, PixelBuffer(width: 3, height: 2)], tolerance: .exact)
        }
    }

    @Test func toleranceJudgesEachFrame() throws {
        let a = PixelBuffer(width: 10, height: 10, fill: Self.opaqueGrey)
        var b = a
        b[0, 0] = PremultipliedRGBA8(r: 140, g: 100, b: 100, a: 255)
        let strict = try SequenceComparison(expected: [a, a, a], actual: [a, b, a], tolerance: .exact)
        #expect(!strict.passed && strict.failedFrames.map(\.index) == [1] && strict.worstFirst.first?.index == 1)
        // One pixel of 100 is 1%: allowed by --max-mismatch 0.01, but PSNR 10·log10(65025·300/1600) ≈ 40.86 dB.
        let loose = try SequenceComparison(expected: [a, a, a], actual: [a, b, a], tolerance: CompareTolerance(maxMismatch: 0.01))
        #expect(loose.passed)
        let floor = try SequenceComparison(expected: [a, a, a], actual: [a, b, a],
                                           tolerance: CompareTolerance(maxMismatch: 0.01, minPSNR: 41))
        #expect(floor.failedFrames.map(\.index) == [1])
        #expect(abs(floor.minPSNR - 40.86) < 0.01)
    }

    @Test func patternsListTheirFilesInNumberOrder() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("spinnergen-pattern-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        for name in ["f_0010.png", "f_0002.png", "f_10000.png", "f_002.png", "g_0001.png", "f_0003.png.bak", "notes.txt"] {
            try Data().write(to: dir.appendingPathComponent(name))
        }
        let source = try FrameSource(path: dir.path + "/f_%04d.png")
        let files = try #require(try source.files()).map { ($0 as NSString).lastPathComponent }
        #expect(files == ["f_0002.png", "f_0010.png", "f_10000.png"])
        let folder = try #require(try FrameSource(path: dir.path).files()).map { ($0 as NSString).lastPathComponent }
        #expect(folder == ["f_0002.png", "f_0010.png", "f_002.png", "f_10000.png", "g_0001.png"])
        #expect(throws: FrameSourceError.self) { try FrameSource(path: dir.path + "/none.png") }
        #expect(throws: FrameSourceError.self) { try FrameSource(path: dir.path + "/notes.txt") }
        #expect(throws: FrameSourceError.self) { _ = try FrameSource(path: dir.path + "/f_0002.png").makeReader().next() }
    }
}
