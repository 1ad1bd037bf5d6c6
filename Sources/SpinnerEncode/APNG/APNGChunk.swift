import CZlib

/// PNG chunk framing: big-endian length, type, data, CRC-32 of type and data.
enum APNGChunk {
    /// zlib's CRC-32 (ISO 3309, the one PNG uses) of the parts in order.
    static func crc(_ parts: [ArraySlice<UInt8>]) -> UInt32 {
        var c = crc32(0, nil, 0)
        // Empty parts are skipped: crc32 given a null buffer returns its initial value, not `c`.
        for part in parts where !part.isEmpty {
            part.withUnsafeBufferPointer { c = crc32(c, $0.baseAddress, uInt($0.count)) }
        }
        return UInt32(c)
    }

    static func appendBE32(_ v: UInt32, to out: inout [UInt8]) {
        out.append(UInt8(v >> 24)); out.append(UInt8((v >> 16) & 0xFF))
        out.append(UInt8((v >> 8) & 0xFF)); out.append(UInt8(v & 0xFF))
    }

    static func appendBE16(_ v: Int, to out: inout [UInt8]) {
        out.append(UInt8((v >> 8) & 0xFF)); out.append(UInt8(v & 0xFF))
    }

    static func readBE32(_ b: [UInt8], _ i: Int) -> UInt32 {
        UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3])
    }

    /// One whole chunk.
    static func make(_ type: String, _ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(12 + data.count)
        appendBE32(UInt32(data.count), to: &out)
        let typeBytes = Array(type.utf8)
        out.append(contentsOf: typeBytes)
        out.append(contentsOf: data)
        appendBE32(crc([typeBytes[...], data[...]]), to: &out)
        return out
    }
}
