import Foundation
import SpinnerCore
import Testing
@testable import SpinnerEncode

@Suite struct APNGSinkTests {
    @discardableResult
    static func encode(_ frames: [PixelBuffer], to path: String, options: APNGOptions = APNGOptions()) throws -> [UInt8] {
        let sink = try APNGSink(path: path, width: frames[0].width, height: frames[0].height, options: options)
        let prepared = try frames.indices.reversed().map { try sink.prepare(frames[$0], index: $0, changed: nil) }
        for p in prepared.reversed() { try sink.write(p) }
        try sink.finish()
        return Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    @Test(arguments: [Rational(60), Rational(30), Rational(24), Rational(30000, 1001), Rational(50)])
    func spinnerRoundTripsExactlyWithMillisecondDelays(fps: Rational) throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanup() }
        let frames = GIFTestFrames.spinner(count: 24, size: 40)
        let path = dir.file("spinner.apng")
        let bytes = try Self.encode(frames, to: path, options: APNGOptions(fps: fps))
        let apng = try APNGTestReader(bytes)
        #expect(apng.badCRCs == 0)
        #expect(apng.frameCount == 24 && apng.controls.count == 24 && apng.frameData.count == 24)
        #expect(apng.plays == 0)
        #expect(apng.chunkTypes.first == "IHDR" && apng.chunkTypes.last == "IEND")
        // acTL before the first IDAT, and the first fcTL before it too: frame 0 is the default image.
        let firstIDAT = try #require(apng.chunkTypes.firstIndex(of: "IDAT"))
        #expect(apng.chunkTypes.firstIndex(of: "acTL")! < firstIDAT)
        #expect(apng.chunkTypes.firstIndex(of: "fcTL")! < firstIDAT)
        // Sequence numbers run 0, 1, 2, ... over fcTL and fdAT together.
        let sequences = (apng.controls.map(\.sequence) + apng.dataSequences).sorted()
        #expect(sequences == (0..<UInt32(sequences.count)).map { $0 })
        // Whole milliseconds, each within 1 ms of 1000/fps, adding up to the exact duration
        // rounded to a millisecond: round(1000·24/fps).
        let exact = 1000 * Double(fps.denominator) / Double(fps.numerator)
        #expect(apng.controls.allSatisfy { $0.delayDenominator == 1000 && abs(Double($0.delayNumerator) - exact) < 1 })
        let total = apng.controls.reduce(0) { $0 + $1.delayNumerator }
        #expect(total == Int((1000 * 24 * Double(fps.denominator) / Double(fps.numerator)).rounded()))
        // Frame 0 is the whole canvas; the others are patches inside it.
        let first = apng.controls[0]
        #expect(first.width == 40 && first.height == 40 && first.x == 0 && first.y == 0 && first.blend == 0)
        #expect(apng.controls.allSatisfy { $0.dispose <= 1 && $0.x + $0.width <= 40 && $0.y + $0.height <= 40 })
        #expect(apng.controls.dropFirst().contains { $0.width * $0.height < 40 * 40 })
        // IHDR: 8-bit RGBA.
        #expect(apng.ihdr[8] == 8 && apng.ihdr[9] == 6)
        #expect(try apng.decodeFrame(0) == frames[0])

        // FFmpeg's APNG demuxer and decoder compose the same frames, with alpha.
        let decoded = try GIFTestDecoder.decode(path: path)
        #expect(decoded.count == 24)
        for (source, frame) in zip(frames, decoded) {
            #expect(frame.rgba == AlphaConversion.straightBytes(of: source))
        }
        #expect(decoded.contains { f in stride(from: 3, to: f.rgba.count, by: 4).contains { f.rgba[$0] != 255 && f.rgba[$0] != 0 } })
        try FFprobe.expectSilent(path)
    }

    /// zlib's crc32 frames the chunks: IEND's CRC is the constant every PNG ends with, and a
    /// chunk's CRC covers its type and data.
    @Test func chunkCRCsAreThePNGOnes() {
        #expect(APNGChunk.make("IEND", []) == [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
        #expect(APNGChunk.crc([Array("IEND".utf8)[...]]) == 0xAE42_6082)
        #expect(APNGChunk.crc([Array("IE".utf8)[...], [], Array("ND".utf8)[...]]) == 0xAE42_6082)
        // The sRGB chunk libpng writes (rendering intent 0, perceptual).
        #expect(APNGChunk.crc([Array("sRGB".utf8)[...], [0]]) == 0xAECE_1CE9)
        let chunk = APNGChunk.make("tEXt", Array("Title\0spinner".utf8))
        #expect(APNGChunk.readBE32(chunk, chunk.count - 4) == APNGTestReader.crc32(chunk[4..<chunk.count - 4]))
    }

    @Test func loopCountIsStoredAsNumPlays() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanup() }
        let bytes = try Self.encode(GIFTestFrames.spinner(count: 2, size: 8), to: dir.file("l.apng"),
                                    options: APNGOptions(loopCount: 3))
        #expect(try APNGTestReader(bytes).plays == 3)
    }

    @Test func delaysThatDoNotFitAreApproximatedByConvergents() {
        // 1/(100000/3) = 3/100000: the denominator does not fit; 1/33333 is the closest that does.
        // Above 1000 fps a millisecond clock would give empty delays, so 1/fps is kept.
        let d = APNGOptions(fps: Rational(100000, 3)).frameDelay(ofFrame: 5)
        #expect(d?.numerator == 1 && d?.denominator == 33333)
        #expect(APNGOptions(fps: Rational(2000)).frameDelay(ofFrame: 1).map { [$0.numerator, $0.denominator] } == [1, 2000])
        // One frame in 100 s is more than 65535 ms: 100/1 s.
        #expect(APNGOptions(fps: Rational(1, 100)).frameDelay(ofFrame: 3).map { [$0.numerator, $0.denominator] } == [100, 1])
        #expect(APNGOptions(fps: Rational(0)).frameDelay(ofFrame: 0) == nil)
        #expect(APNGOptions(fps: Rational(1, 70000)).frameDelay(ofFrame: 0) == nil)
    }

    @Test func cancelRemovesTheFileAndBadInputIsRefused() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanup() }
        #expect(throws: PNGError.self) { try APNGSink(path: dir.file("a.apng"), width: 4, height: 4, options: APNGOptions(loopCount: -2)) }
        #expect(throws: PNGError.self) { try APNGSink(path: dir.file("a.apng"), width: 4, height: 4, options: APNGOptions(fps: Rational(0))) }
        let path = dir.file("c.apng")
        let sink = try APNGSink(path: path, width: 4, height: 4)
        try sink.write(sink.prepare(PixelBuffer(width: 4, height: 4), index: 0, changed: nil))
        #expect(throws: PNGError.self) { try sink.prepare(PixelBuffer(width: 5, height: 4), index: 1, changed: nil) }
        sink.cancel()
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}
