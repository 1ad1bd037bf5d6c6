import SpinnerCore

/// Assembles a GIF89a byte stream: header, logical screen with the global colour table,
/// NETSCAPE2.0 loop block, then per frame a graphic control extension (delay, disposal,
/// transparency) and an image with LZW data, and the trailer.
struct GIFWriter {
    private(set) var bytes: [UInt8] = []
    let transparentIndex: UInt8?
    /// log2 of the global colour table size, 1...8.
    let tableBits: Int

    /// `colors`: the global table as 0xAABBGGRR words (alpha ignored), at most 256; it is padded
    /// with black to a power of two. `repetitions`: the NETSCAPE2.0 value (0 = forever), nil for no
    /// loop block.
    init(width: Int, height: Int, colors: [UInt32], transparentIndex: UInt8?, repetitions: Int?) {
        self.transparentIndex = transparentIndex
        var bits = 1
        while 1 << bits < colors.count { bits += 1 }
        tableBits = bits
        bytes.append(contentsOf: Array("GIF89a".utf8))
        appendLE16(width)
        appendLE16(height)
        // Global table present, 8 bits per primary, not sorted, table size 2^(bits).
        bytes.append(0x80 | 0x70 | UInt8(bits - 1))
        bytes.append(transparentIndex ?? 0)   // background colour index
        bytes.append(0)                        // square pixels
        for k in 0..<(1 << bits) {
            let c = k < colors.count ? colors[k] : 0
            bytes.append(UInt8(c & 0xFF)); bytes.append(UInt8((c >> 8) & 0xFF)); bytes.append(UInt8((c >> 16) & 0xFF))
        }
        if let repetitions {
            bytes.append(contentsOf: [0x21, 0xFF, 0x0B])
            bytes.append(contentsOf: Array("NETSCAPE2.0".utf8))
            bytes.append(contentsOf: [0x03, 0x01])
            appendLE16(repetitions)
            bytes.append(0)
        }
    }

    private mutating func appendLE16(_ v: Int) {
        bytes.append(UInt8(v & 0xFF))
        bytes.append(UInt8((v >> 8) & 0xFF))
    }

    /// The LZW minimum code size of this file's image data.
    var minimumCodeSize: Int { max(2, tableBits) }

    /// One frame's image data (code size, LZW sub-blocks, terminator) for `indices`; frames are
    /// independent, so this may run on any thread.
    static func imageData(_ indices: [UInt8], minimumCodeSize: Int) -> [UInt8] {
        var out: [UInt8] = []
        indices.withUnsafeBufferPointer { GIFLZW.encode($0, minimumCodeSize: minimumCodeSize, into: &out) }
        return out
    }

    /// Appends one frame over `rect` whose `imageData` came from `imageData(_:minimumCodeSize:)`
    /// (its indices row by row); `delay` in cs (0...65535).
    mutating func appendFrame(rect: PixelRect, imageData: [UInt8], delay: Int, disposal: UInt8) {
        bytes.append(contentsOf: [0x21, 0xF9, 0x04])
        bytes.append(disposal << 2 | (transparentIndex == nil ? 0 : 1))
        appendLE16(delay)
        bytes.append(transparentIndex ?? 0)
        bytes.append(0)
        bytes.append(0x2C)
        appendLE16(rect.x); appendLE16(rect.y); appendLE16(rect.width); appendLE16(rect.height)
        bytes.append(0)   // no local table, not interlaced
        bytes.append(contentsOf: imageData)
    }

    mutating func appendTrailer() { bytes.append(0x3B) }
}
