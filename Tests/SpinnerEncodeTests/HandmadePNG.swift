/// A minimal PNG writer, independent of libpng, for feeding the decoder colour types and bit
/// depths the project never writes. The zlib stream uses stored (uncompressed) blocks.
enum HandmadePNG {
    struct Chunk { var type: String; var data: [UInt8] }

    /// A PNG from raw scanlines (each already prefixed by its filter byte) and extra chunks
    /// placed before IDAT (PLTE, tRNS, ...).
    static func make(width: Int, height: Int, bitDepth: UInt8, colorType: UInt8,
                     scanlines: [UInt8], before: [Chunk] = []) -> [UInt8] {
        var ihdr = be32(UInt32(width)) + be32(UInt32(height))
        ihdr += [bitDepth, colorType, 0, 0, 0]
        var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        out += chunk(Chunk(type: "IHDR", data: ihdr))
        for c in before { out += chunk(c) }
        out += chunk(Chunk(type: "IDAT", data: zlibStored(scanlines)))
        out += chunk(Chunk(type: "IEND", data: []))
        return out
    }

    static func chunk(_ c: Chunk) -> [UInt8] {
        let typeAndData = Array(c.type.utf8) + c.data
        return be32(UInt32(c.data.count)) + typeAndData + be32(crc32(typeAndData))
    }

    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let n = min(65535, data.count - offset)
            let final: UInt8 = offset + n == data.count ? 1 : 0
            out += [final, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
            out += data[offset..<offset + n]
            offset += n
        } while offset < data.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        return out + be32(b << 16 | a)
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return ~crc
    }

    static func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

    /// The chunks of a PNG as (type, data), in file order.
    static func chunks(of png: [UInt8]) -> [Chunk] {
        var result: [Chunk] = []
        var i = 8
        while i + 12 <= png.count {
            let length = Int(png[i]) << 24 | Int(png[i + 1]) << 16 | Int(png[i + 2]) << 8 | Int(png[i + 3])
            guard i + 12 + length <= png.count else { break }
            result.append(Chunk(type: String(decoding: png[i + 4..<i + 8], as: UTF8.self),
                                data: Array(png[i + 8..<i + 8 + length])))
            i += 12 + length
        }
        return result
    }
}
