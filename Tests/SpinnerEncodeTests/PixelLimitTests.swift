import Foundation
import SpinnerCore
import Testing
@testable import SpinnerEncode

/// Decoded inputs are bounded by their total pixels, refused from the header before their pixels
/// are allocated.
@Suite struct PixelLimitTests {
    @Test func zeroPNGIsARealPNG() throws {
        let image = try PNGCodec.decode(ZeroPNG.make(width: 300, height: 7))
        #expect(image.width == 300 && image.height == 7)
        #expect(image[299, 6] == PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255))
    }

    @Test func pngBombIsRefusedWithTheLimitInTheMessage() throws {
        let bomb = ZeroPNG.make(width: 16384, height: 16384)
        #expect(bomb.count < 2_000_000)
        do {
            _ = try PNGCodec.decode(bomb)
            Issue.record("decoded a 16384x16384 bomb")
        } catch {
            #expect(error.code == .tooLarge)
            #expect(error.message == "the image is 16384x16384 pixels, more than the 67108864 pixels (8192x8192) spinnergen decodes")
        }
    }

    @Test func onePixelRowOverTheDefaultIsRefused() {
        let png = ZeroPNG.make(width: 8192, height: 8193)
        #expect(throws: PNGError.self) { try PNGCodec.decode(png) }
        #expect((try? PNGCodec.info(of: png)) == nil)
    }

    @Test func imageExactlyAtACallersLimitDecodes() throws {
        let image = try PNGCodec.decode(ZeroPNG.make(width: 64, height: 64), maximumPixels: 64 * 64)
        #expect(image.width == 64 && image.height == 64)
        do {
            _ = try PNGCodec.decode(ZeroPNG.make(width: 64, height: 65), maximumPixels: 64 * 64)
            Issue.record("decoded 64x65 with a 4096-pixel limit")
        } catch {
            #expect(error.code == .tooLarge)
            #expect(error.message == "the image is 64x65 pixels, more than the 4096 pixels (64x64) spinnergen decodes")
        }
    }

    @Test func fileDecodeCarriesTheLimitAndThePath() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanup() }
        let path = dir.file("wide.png")
        try Data(ZeroPNG.make(width: 100, height: 3)).write(to: URL(fileURLWithPath: path))
        do {
            _ = try PNGCodec.decode(contentsOf: path, maximumPixels: 299)
            Issue.record("decoded 300 pixels with a 299-pixel limit")
        } catch {
            #expect(error.code == .tooLarge && error.path == path)
            #expect(error.message == "the image is 100x3 pixels, more than the 299 pixels spinnergen decodes")
        }
    }

    /// A y4m header declares its frame size in plain text; the frame data need not exist.
    @Test func hugeVideoFrameIsRefusedBeforeDecoding() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanup() }
        let path = dir.file("huge.y4m")
        try Data("YUV4MPEG2 W8194 H8192 F25:1 Ip A1:1 C420jpeg\nFRAME\n".utf8 + [UInt8](repeating: 16, count: 4096))
            .write(to: URL(fileURLWithPath: path))
        do {
            _ = try VideoDecoder.decodeFrames(path: path)
            Issue.record("decoded a 8194x8192 video")
        } catch {
            #expect(error.message == "the video is 8194x8192 pixels, more than the 67108864 pixels (8192x8192) spinnergen decodes")
            #expect(error.path == path)
        }
    }

    @Test func smallVideoUnderACallersLimitStillDecodes() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanup() }
        let path = dir.file("small.y4m")
        let frame = [UInt8](repeating: 128, count: 16 * 8 * 3 / 2)
        try Data("YUV4MPEG2 W16 H8 F25:1 Ip A1:1 C420jpeg\nFRAME\n".utf8 + frame).write(to: URL(fileURLWithPath: path))
        #expect(try VideoDecoder.decodeFrames(path: path, maximumPixels: 128).count == 1)
        #expect(throws: FFmpegError.self) { try VideoDecoder.decodeFrames(path: path, maximumPixels: 127) }
    }

    @Test func squareLimitsReadAsSizes() {
        #expect(PixelLimit.squareName(of: 16_777_216) == " (4096x4096)")
        #expect(PixelLimit.squareName(of: 1000) == "")
        #expect(PixelLimit.exceeds(width: Int.max, height: 2, limit: 10))
        #expect(!PixelLimit.exceeds(width: 2, height: 5, limit: 10))
    }
}
