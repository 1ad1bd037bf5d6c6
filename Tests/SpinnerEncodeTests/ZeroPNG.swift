/// A real "PNG bomb": an all-black 8-bit grey PNG whose zlib stream is one fixed-Huffman deflate
/// block of 258-byte back-references, so 16384×16384 pixels (256 MiB of scanlines) take about
/// 1.6 MB and build in a moment, without ever holding the pixels.
enum ZeroPNG {
    static func make(width: Int, height: Int) -> [UInt8] {
        var ihdr = HandmadePNG.be32(UInt32(width)) + HandmadePNG.be32(UInt32(height))
        ihdr += [8, 0, 0, 0, 0]
        var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        out += HandmadePNG.chunk(.init(type: "IHDR", data: ihdr))
        // Each scanline is its filter byte (0, none) and `width` zero samples: all zeros.
        out += HandmadePNG.chunk(.init(type: "IDAT", data: zlibZeros(count: height * (width + 1))))
        out += HandmadePNG.chunk(.init(type: "IEND", data: []))
        return out
    }

    /// A zlib stream of `count` zero bytes (count ≥ 1).
    static func zlibZeros(count: Int) -> [UInt8] {
        var bits = BitWriter()
        bits.write(0b1, count: 1)   // BFINAL
        bits.write(0b01, count: 2)  // BTYPE: fixed Huffman
        // Fixed-code symbols, bit-reversed because deflate sends Huffman codes MSB first:
        // literal 0 = 00110000, length 258 = symbol 285 = 11000101, distance 1 = 00000.
        bits.write(0b0000_1100, count: 8)
        var left = count - 1
        while left >= 258 {
            bits.write(0b1010_0011, count: 8)
            bits.write(0, count: 5)
            left -= 258
        }
        for _ in 0..<left { bits.write(0b0000_1100, count: 8) }
        bits.write(0, count: 7)     // end of block, symbol 256
        // Adler-32 of zeros: a stays 1, b gains 1 per byte.
        let adler = UInt32(count % 65521) << 16 | 1
        return [0x78, 0x01] + bits.finish() + HandmadePNG.be32(adler)
    }

    /// Packs bits least significant first, as deflate does.
    struct BitWriter {
        var bytes: [UInt8] = []
        var pending: UInt32 = 0
        var pendingCount = 0

        mutating func write(_ value: UInt32, count: Int) {
            pending |= value << UInt32(pendingCount)
            pendingCount += count
            while pendingCount >= 8 {
                bytes.append(UInt8(pending & 0xFF))
                pending >>= 8
                pendingCount -= 8
            }
        }

        mutating func finish() -> [UInt8] {
            if pendingCount > 0 { bytes.append(UInt8(pending & 0xFF)) }
            pending = 0
            pendingCount = 0
            return bytes
        }
    }
}
