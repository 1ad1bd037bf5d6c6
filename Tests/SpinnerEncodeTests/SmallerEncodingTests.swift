import Foundation
import SpinnerCore
import Testing
@testable import SpinnerEncode

/// The encoder settings a byte budget lowers: a GIF's palette size and an APNG's bits a channel.
@Suite struct SmallerEncodingTests {
    /// A GIF's global colour table holds 2^(N+1) entries, N the low bits of byte 10.
    static func tableSize(_ gif: [UInt8]) -> Int { 2 << Int(gif[10] & 0x07) }

    /// A gradient of 1,024 colours: 256 in the table by default, 16 at 16, the file smaller,
    /// and every pixel decodes to one of those 16.
    @Test func aGIFPaletteOf16HoldsAtMost16Colours() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanup() }
        let frames = (0..<3).map(Self.gradient)
        let full = try GIFSinkTests.encode(frames, to: dir.file("full.gif"))
        var options = GIFOptions()
        options.maximumColors = 16
        let small = try GIFSinkTests.encode(frames, to: dir.file("small.gif"), options: options)
        #expect(Self.tableSize(full) == 256)
        #expect(Self.tableSize(small) == 16)
        #expect(small.count < full.count)
        var colours = Set<[UInt8]>()
        for f in try GIFTestDecoder.decode(path: dir.file("small.gif")) {
            for y in 0..<f.height { for x in 0..<f.width { colours.insert(f[x, y]) } }
        }
        #expect(colours.count <= 16)
    }

    /// 32x32 pixels, red along x and green along y in steps of 8, blue by frame.
    static func gradient(_ frame: Int) -> PixelBuffer {
        var bytes: [UInt8] = []
        for y in 0..<32 {
            for x in 0..<32 { bytes += [UInt8(x * 8), UInt8(y * 8), UInt8(40 * frame), 255] }
        }
        return PixelBuffer(width: 32, height: 32, pixels: bytes)
    }

    /// Fewer colours than the limit: the exact palette, the same bytes as with 256.
    @Test func aGIFWithFewerColoursThanTheLimitIsUnchanged() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanup() }
        let frames = (0..<3).map { i in PixelBuffer(width: 8, height: 8, fill: [GIFSinkTests.white, .transparent,
                                                                              PremultipliedRGBA8(r: 9, g: 80, b: 200, a: 255)][i]) }
        var options = GIFOptions()
        options.maximumColors = 4
        #expect(try GIFSinkTests.encode(frames, to: dir.file("a.gif"), options: options)
                == GIFSinkTests.encode(frames, to: dir.file("b.gif")))
    }

    /// 2 bits a channel: levels 0, 85, 170, 255; 0 and 255 stay, the rest round to the nearest.
    @Test func colourDepthRoundsToEvenLevels() {
        let t = APNGColorDepth.table(bits: 2)
        #expect(Set(t) == [0, 85, 170, 255])
        #expect(t[0] == 0 && t[255] == 255 && t[42] == 0 && t[43] == 85 && t[128] == 170)
        #expect(APNGColorDepth.table(bits: 8) == (0...255).map(UInt8.init))
        #expect(APNGColorDepth.reduce([0xFF80_2A00], bits: 2) == [0xFFAA_0000])
    }

    /// An APNG at 4 bits a channel decodes to 16 levels of each channel and is smaller.
    @Test func anAPNGAtFourBitsKeepsSixteenLevels() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanup() }
        let frames = GIFTestFrames.spinner(count: 6, size: 32)
        let full = try APNGSinkTests.encode(frames, to: dir.file("full.apng"))
        var options = APNGOptions()
        options.colorBits = 4
        let small = try APNGSinkTests.encode(frames, to: dir.file("small.apng"), options: options)
        #expect(small.count < full.count)
        let levels = Set(APNGColorDepth.table(bits: 4))
        #expect(levels.count == 16)
        let reader = try APNGTestReader(small)
        for i in 0..<reader.frameCount {
            // Decoded premultiplied: alpha is as stored everywhere, colour where opaque.
            let p = try reader.decodeFrame(i).pixels
            for k in stride(from: 0, to: p.count, by: 4) {
                #expect(levels.contains(p[k + 3]))
                if p[k + 3] == 255 { #expect(levels.contains(p[k]) && levels.contains(p[k + 1]) && levels.contains(p[k + 2])) }
            }
        }
    }
}
