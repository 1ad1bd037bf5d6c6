import SpinnerCore
@testable import SpinnerEncode

/// Reads an APNG's chunks straight from the bytes (CRCs checked bit by bit, not with the
/// writer's table) and rebuilds each frame as a standalone PNG for libpng to decode.
struct APNGTestReader {
    struct FrameControl {
        var sequence: UInt32
        var width: Int, height: Int, x: Int, y: Int
        var delayNumerator: Int, delayDenominator: Int
        var dispose: Int, blend: Int
    }

    var chunkTypes: [String] = []
    var frameCount = 0
    var plays = 0
    var controls: [FrameControl] = []
    /// Each frame's zlib stream (IDAT or fdAT data without the sequence number).
    var frameData: [[UInt8]] = []
    /// Sequence numbers of the fdAT chunks.
    var dataSequences: [UInt32] = []
    var ihdr: [UInt8] = []
    var badCRCs = 0

    struct Malformed: Error {}

    /// CRC-32 as the PNG specification defines it, one bit at a time.
    static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            c ^= UInt32(byte)
            for _ in 0..<8 { c = (c >> 1) ^ (c & 1 == 0 ? 0 : 0xEDB8_8320) }
        }
        return ~c
    }

    init(_ b: [UInt8]) throws {
        guard b.count > 8, Array(b[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { throw Malformed() }
        func be32(_ i: Int) -> UInt32 { UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3]) }
        func be16(_ i: Int) -> Int { Int(b[i]) << 8 | Int(b[i + 1]) }
        var p = 8
        var current: [UInt8]? = nil
        while p + 12 <= b.count {
            let n = Int(be32(p))
            let type = String(decoding: b[p + 4..<p + 8], as: UTF8.self)
            let d = p + 8
            let crc = APNGTestReader.crc32(b[p + 4..<d + n])
            if crc != be32(d + n) { badCRCs += 1 }
            chunkTypes.append(type)
            switch type {
            case "IHDR": ihdr = Array(b[d..<d + n])
            case "acTL": frameCount = Int(be32(d)); plays = Int(be32(d + 4))
            case "fcTL":
                if let c = current { frameData.append(c) }
                current = []
                controls.append(FrameControl(sequence: be32(d), width: Int(be32(d + 4)), height: Int(be32(d + 8)),
                                             x: Int(be32(d + 12)), y: Int(be32(d + 16)),
                                             delayNumerator: be16(d + 20), delayDenominator: be16(d + 22),
                                             dispose: Int(b[d + 24]), blend: Int(b[d + 25])))
            case "IDAT": current?.append(contentsOf: b[d..<d + n])
            case "fdAT":
                dataSequences.append(be32(d))
                current?.append(contentsOf: b[d + 4..<d + n])
            default: break
            }
            p = d + n + 4
        }
        if let c = current { frameData.append(c) }
        guard p == b.count else { throw Malformed() }
    }

    /// Frame `i` as a standalone PNG (IHDR with the frame's size, its data as one IDAT), decoded
    /// by libpng.
    func decodeFrame(_ i: Int) throws -> PixelBuffer {
        var header = ihdr
        let c = controls[i]
        header.replaceSubrange(0..<8, with: [UInt8(c.width >> 24), UInt8((c.width >> 16) & 0xFF), UInt8((c.width >> 8) & 0xFF),
                                             UInt8(c.width & 0xFF), UInt8(c.height >> 24), UInt8((c.height >> 16) & 0xFF),
                                             UInt8((c.height >> 8) & 0xFF), UInt8(c.height & 0xFF)])
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        func chunk(_ type: String, _ data: [UInt8]) {
            let body = Array(type.utf8) + data
            let crc = APNGTestReader.crc32(body[...])
            for v in [UInt32(data.count)] { png += [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
            png += body
            png += [UInt8(crc >> 24), UInt8((crc >> 16) & 0xFF), UInt8((crc >> 8) & 0xFF), UInt8(crc & 0xFF)]
        }
        chunk("IHDR", header)
        chunk("IDAT", frameData[i])
        chunk("IEND", [])
        return try PNGCodec.decode(png)
    }
}
