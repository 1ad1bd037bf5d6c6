import CWebP
import Foundation
import SpinnerCore
import Testing
@testable import SpinnerEncode

/// `WebPDecoder` (libwebp's WebPAnimDecoder), which `compare` reads WebP through: animated and
/// still, lossless (exact) and lossy (close), and damaged files refused with a reason.
@Suite struct WebPDecoderTests {
    /// The largest channel difference between two frames of one size.
    static func maxDelta(_ a: PixelBuffer, _ b: PixelBuffer) -> Int {
        zip(a.pixels, b.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
    }

    /// The mean channel difference.
    static func meanDelta(_ a: PixelBuffer, _ b: PixelBuffer) -> Double {
        Double(zip(a.pixels, b.pixels).map { abs(Int($0) - Int($1)) }.reduce(0, +)) / Double(a.pixels.count)
    }

    static func decodeAll(_ bytes: [UInt8]) throws -> (WebPDecoder, [PixelBuffer]) {
        let decoder = try WebPDecoder(bytes)
        var frames: [PixelBuffer] = []
        while let f = try decoder.next() { frames.append(f) }
        return (decoder, frames)
    }

    @Test func losslessAnimationReadsBackExactlyWithItsTimestamps() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanup() }
        let source = GIFTestFrames.spinner(count: 12, size: 48)
        let bytes = try WebPSinkTests.encode(source, to: dir.file("a.webp"))
        let (decoder, frames) = try Self.decodeAll(bytes)
        #expect(decoder.width == 48 && decoder.height == 48 && decoder.frameCount == 12)
        #expect(frames.count == 12)
        for (i, (want, got)) in zip(source, frames).enumerated() { #expect(got == want, "frame \(i)") }
        // Each frame ends at round(1000·(i+1)/60) ms: 17, 33, 50, 67, ...
        #expect(decoder.timestamps == (1...12).map { Int((1000 * Double($0) / 60).rounded()) })
        #expect(try decoder.next() == nil)
    }

    @Test func lossyAnimationReadsBackCloseButNotExact() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanup() }
        let source = GIFTestFrames.spinner(count: 6, size: 48, background: Synthetic.white)
        let bytes = try WebPSinkTests.encode(source, to: dir.file("a.webp"), options: WebPOptions(lossless: false, quality: 90))
        let (decoder, frames) = try Self.decodeAll(bytes)
        #expect(decoder.frameCount == 6 && frames.count == 6)
        let deltas = zip(source, frames).map { Self.maxDelta($0, $1) }
        let means = zip(source, frames).map { Self.meanDelta($0, $1) }
        // Measured: VP8 at quality 90 (4:2:0 colour) moves the blue arc's edge pixels by 57 to
        // 71 levels, and each frame by under one level on average.
        #expect(deltas.allSatisfy { $0 > 0 && $0 <= 80 }, "\(deltas)")
        #expect(means.allSatisfy { $0 > 0 && $0 < 1 }, "\(means)")
    }

    /// A still WebP (no animation chunk), as `cwebp` writes it, is one frame.
    @Test(arguments: [true, false])
    func stillIsOneFrame(lossless: Bool) throws {
        let source = Synthetic.disc(width: 40, height: 30, center: (20, 15), radius: 11)
        let straight = AlphaConversion.straightBytes(of: source)
        var output: UnsafeMutablePointer<UInt8>?
        let size = straight.withUnsafeBufferPointer { p in
            lossless ? WebPEncodeLosslessRGBA(p.baseAddress, 40, 30, 160, &output)
                     : WebPEncodeRGBA(p.baseAddress, 40, 30, 160, 90, &output)
        }
        #expect(size > 0)
        let bytes = Array(UnsafeBufferPointer(start: output, count: size))
        WebPFree(output)
        let (decoder, frames) = try Self.decodeAll(bytes)
        #expect(decoder.frameCount == 1 && frames.count == 1 && frames[0].width == 40 && frames[0].height == 30)
        if lossless { #expect(frames[0] == source) } else {
            let delta = Self.maxDelta(frames[0], source)
            #expect(delta > 0 && delta <= 48, "\(delta)")
        }
    }

    @Test func damagedAndOversizedFilesAreRefused() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanup() }
        let bytes = try WebPSinkTests.encode(GIFTestFrames.spinner(count: 3, size: 32), to: dir.file("a.webp"))
        #expect { try WebPDecoder(Array("not a webp".utf8)) } throws: { ($0 as! WebPDecodeError).code == .corrupt }
        #expect { try WebPDecoder(Array(bytes.prefix(20))) } throws: { ($0 as! WebPDecodeError).code == .corrupt }
        // The canvas is checked from the header, before anything is allocated.
        #expect { try WebPDecoder(bytes, maximumPixels: 32 * 32 - 1) } throws: {
            let e = $0 as! WebPDecodeError
            return e.code == .tooLarge && e.message.contains("32x32")
        }
        // Cut inside the last frame: the demuxer reads the whole file first and refuses it.
        #expect { try WebPDecoder(Array(bytes.prefix(bytes.count - 10))) } throws: { ($0 as! WebPDecodeError).code == .corrupt }
        #expect { try WebPDecoder(contentsOf: dir.file("missing.webp")) } throws: { ($0 as! WebPDecodeError).code == .io }
    }
}
