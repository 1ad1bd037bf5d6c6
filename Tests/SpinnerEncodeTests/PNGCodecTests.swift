import CPNG
import Foundation
import SpinnerCore
import Testing
@testable import SpinnerEncode

@Suite struct PNGCodecTests {
    @Test func opaqueRoundTripIsExact() throws {
        var random = SeededBytes(state: 42)
        var frame = PixelBuffer(width: 37, height: 23)
        for i in stride(from: 0, to: frame.pixels.count, by: 4) {
            frame.pixels[i] = random.next(); frame.pixels[i + 1] = random.next(); frame.pixels[i + 2] = random.next()
            frame.pixels[i + 3] = 255
        }
        let png = try PNGCodec.encode(frame, options: PNGOptions())
        #expect(try PNGCodec.decode(png) == frame)
    }

    /// Every valid premultiplied value (p ≤ a) at every alpha survives un-premultiply → PNG →
    /// premultiply: the straight value is off by at most ½, and a/255 < 1 keeps the error below ½.
    @Test func semiTransparentRoundTripIsExactForEveryValidValue() throws {
        var frame = PixelBuffer(width: 256, height: 256)
        for a in 0..<256 {
            for p in 0..<256 {
                let v = UInt8(min(p, a))
                frame[p, a] = PremultipliedRGBA8(r: v, g: UInt8(a) - v, b: UInt8(a / 2), a: UInt8(a))
            }
        }
        let png = try PNGCodec.encode(frame, options: PNGOptions(compressionLevel: 1))
        #expect(try PNGCodec.decode(png) == frame)
    }

    /// Reads the file with libpng's simplified API (no code of ours) and checks the stored bytes
    /// are the straight-alpha values `PremultipliedRGBA8.unpremultiplied` gives.
    @Test func storesUnpremultipliedRGBA() throws {
        var frame = PixelBuffer(width: 16, height: 16)
        for y in 0..<16 {
            for x in 0..<16 {
                let a = UInt8(y * 17), v = UInt8(Int(a) * x / 15)
                frame[x, y] = PremultipliedRGBA8(r: v, g: a / 3, b: a, a: a)
            }
        }
        let png = try PNGCodec.encode(frame, options: PNGOptions())
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        let began = png.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }
        #expect(began != 0)
        image.format = 3  // PNG_FORMAT_RGBA, a macro Swift cannot import
        var straight = [UInt8](repeating: 0, count: 16 * 16 * 4)
        let finished = straight.withUnsafeMutableBytes { png_image_finish_read(&image, nil, $0.baseAddress, 0, nil) }
        #expect(finished != 0)
        for y in 0..<16 {
            for x in 0..<16 {
                let want = frame[x, y].unpremultiplied, i = (y * 16 + x) * 4
                #expect([straight[i], straight[i + 1], straight[i + 2], straight[i + 3]] == [want.r, want.g, want.b, want.a])
            }
        }
    }

    @Test func writesSRGBChunkEightBitRGBAAndNoFilter() throws {
        let frame = Synthetic.disc(width: 40, height: 30, center: (20, 15), radius: 9)
        let png = try PNGCodec.encode(frame, options: PNGOptions(compressionLevel: 0))
        let info = try PNGCodec.info(of: png)
        #expect(info.sRGBIntent == 0)  // png_get_sRGB: perceptual
        #expect(info.bitDepth == 8 && info.colorType == 6 && !info.isInterlaced)
        let chunks = HandmadePNG.chunks(of: png)
        let types = chunks.map(\.type)
        #expect(types.first == "IHDR" && types.last == "IEND")
        let srgb = try #require(types.firstIndex(of: "sRGB"))
        #expect(srgb < types.firstIndex(of: "IDAT")!)
        #expect(chunks[srgb].data == [0])
        // At level 0 zlib stores the scanlines, so each row's filter byte is readable: all 0 (none).
        let zlib = chunks.filter { $0.type == "IDAT" }.flatMap(\.data)
        var raw: [UInt8] = []
        var i = 2
        while i + 5 <= zlib.count {
            let final = zlib[i] & 1, n = Int(zlib[i + 1]) | Int(zlib[i + 2]) << 8
            raw += zlib[i + 5..<i + 5 + n]
            i += 5 + n
            if final == 1 { break }
        }
        #expect(raw.count == 30 * (1 + 40 * 4))
        #expect((0..<30).allSatisfy { raw[$0 * (1 + 40 * 4)] == 0 })
    }

    @Test func compressionLevelChangesSize() throws {
        let frame = Synthetic.ring(width: 128, height: 128, angle: 0.5)
        let sizes = try [0, 1, 9].map { try PNGCodec.encode(frame, options: PNGOptions(compressionLevel: $0)).count }
        #expect(sizes[0] > 128 * 128 * 4)
        #expect(sizes[0] > sizes[1])
        #expect(sizes[1] > sizes[2])
        #expect(throws: PNGError.self) { try PNGCodec.encode(frame, options: PNGOptions(compressionLevel: 10)) }
    }

    @Test func corruptOrTruncatedDataIsAnError() throws {
        let png = try PNGCodec.encode(Synthetic.disc(width: 32, height: 32, center: (16, 16), radius: 10),
                                      options: PNGOptions())
        var random = SeededBytes(state: 7)
        var flipped = png
        flipped[png.count / 2] ^= 0x5A  // inside the image data: the chunk CRC no longer matches
        let cases: [(String, [UInt8])] = [
            ("empty", []),
            ("signature only", Array(png.prefix(8))),
            ("cut in IHDR", Array(png.prefix(20))),
            ("cut in half", Array(png.prefix(png.count / 2))),
            ("cut before IEND", Array(png.prefix(png.count - 12))),
            ("missing IEND CRC", Array(png.prefix(png.count - 4))),
            ("flipped byte", flipped),
            ("garbage", (0..<500).map { _ in random.next() }),
            ("garbage after signature", Array(png.prefix(8)) + (0..<500).map { _ in random.next() }),
        ]
        for (name, bytes) in cases {
            do {
                _ = try PNGCodec.decode(bytes)
                Issue.record("\(name): decoded without error")
            } catch {
                #expect(error.code == .decode, "\(name): \(error)")
                #expect(!error.message.isEmpty)
            }
        }
    }

    @Test func missingFileIsAnIOErrorWithItsPath() {
        let path = "/nonexistent-dir/none.png"
        do {
            _ = try PNGCodec.decode(contentsOf: path)
            Issue.record("decoded a missing file")
        } catch {
            #expect(error.code == .io)
            #expect(error.path == path)
        }
    }

    @Test func hugeDeclaredSizeIsRefusedBeforeAllocating() {
        let png = HandmadePNG.make(width: 100_000, height: 100_000, bitDepth: 8, colorType: 6, scanlines: [0])
        #expect(throws: PNGError.self) { try PNGCodec.decode(png) }
    }

    @Test func decodesGray1BitToOpaqueRGBA() throws {
        // 8×2, 1 bit: row 0 = 10110000, row 1 = 01001111.
        let png = HandmadePNG.make(width: 8, height: 2, bitDepth: 1, colorType: 0, scanlines: [0, 0b1011_0000, 0, 0b0100_1111])
        let image = try PNGCodec.decode(png)
        let bits = [1, 0, 1, 1, 0, 0, 0, 0, 0, 1, 0, 0, 1, 1, 1, 1]
        for (i, bit) in bits.enumerated() {
            let v: UInt8 = bit == 1 ? 255 : 0
            #expect(image[i % 8, i / 8] == PremultipliedRGBA8(r: v, g: v, b: v, a: 255))
        }
    }

    @Test func decodesPaletteWithTransparencyPremultiplied() throws {
        let plte: [UInt8] = [255, 0, 0, 0, 200, 100, 10, 20, 30]
        let trns: [UInt8] = [255, 128]  // third entry stays opaque
        let png = HandmadePNG.make(width: 3, height: 1, bitDepth: 8, colorType: 3, scanlines: [0, 0, 1, 2],
                                   before: [.init(type: "PLTE", data: plte), .init(type: "tRNS", data: trns)])
        let image = try PNGCodec.decode(png)
        #expect(image[0, 0] == PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
        // round(200·128/255) = 100, round(100·128/255) = 50
        #expect(image[1, 0] == PremultipliedRGBA8(r: 0, g: 100, b: 50, a: 128))
        #expect(image[2, 0] == PremultipliedRGBA8(r: 10, g: 20, b: 30, a: 255))
    }

    @Test func decodes16BitGrayAlphaScaledToEightBits() throws {
        // Gray 0x8080 → 128, alpha 0xFFFF → 255; gray 0xFFFF with alpha 0x3333 (= 51·257) → 255·51/255.
        let png = HandmadePNG.make(width: 2, height: 1, bitDepth: 16, colorType: 4,
                                   scanlines: [0, 0x80, 0x80, 0xFF, 0xFF, 0xFF, 0xFF, 0x33, 0x33])
        let image = try PNGCodec.decode(png)
        #expect(image[0, 0] == PremultipliedRGBA8(r: 128, g: 128, b: 128, a: 255))
        #expect(image[1, 0] == PremultipliedRGBA8(r: 51, g: 51, b: 51, a: 51))
    }

    @Test func decodes16BitRGB() throws {
        let png = HandmadePNG.make(width: 1, height: 1, bitDepth: 16, colorType: 2,
                                   scanlines: [0, 0x12, 0x12, 0xAB, 0xAB, 0xFF, 0xFF])
        #expect(try PNGCodec.decode(png)[0, 0] == PremultipliedRGBA8(r: 0x12, g: 0xAB, b: 0xFF, a: 255))
    }
}
