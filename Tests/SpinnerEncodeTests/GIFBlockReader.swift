/// Walks a GIF's blocks without decoding pixels: what the file declares per frame, read straight
/// from the bytes as the GIF89a specification lays them out.
struct GIFBlockReader {
    struct Image {
        var delay: Int
        var disposal: Int
        var transparentIndex: Int?
        var x: Int, y: Int, width: Int, height: Int
    }

    var width = 0, height = 0
    var globalTableSize = 0
    /// The global colour table as packed `r << 16 | g << 8 | b`, in index order.
    var globalTable: [Int] = []
    /// The NETSCAPE2.0 repetition count, nil when the block is absent.
    var repetitions: Int?
    var images: [Image] = []

    struct Malformed: Error { var offset: Int }

    init(_ b: [UInt8]) throws {
        guard b.count >= 13, Array(b[0..<6]) == Array("GIF89a".utf8) else { throw Malformed(offset: 0) }
        func le16(_ i: Int) -> Int { Int(b[i]) | Int(b[i + 1]) << 8 }
        width = le16(6); height = le16(8)
        var p = 13
        if b[10] & 0x80 != 0 {
            globalTableSize = 1 << (Int(b[10] & 7) + 1)
            guard b.count >= p + 3 * globalTableSize else { throw Malformed(offset: p) }
            globalTable = (0..<globalTableSize).map { k in Int(b[p + 3 * k]) << 16 | Int(b[p + 3 * k + 1]) << 8 | Int(b[p + 3 * k + 2]) }
            p += 3 * globalTableSize
        }
        var pending: (delay: Int, disposal: Int, transparent: Int?) = (0, 0, nil)
        func skipSubBlocks() throws {
            while true {
                guard p < b.count else { throw Malformed(offset: p) }
                let n = Int(b[p]); p += 1
                if n == 0 { return }
                p += n
            }
        }
        while p < b.count {
            switch b[p] {
            case 0x3B: return
            case 0x21:
                let label = b[p + 1]
                if label == 0xF9 {
                    let packed = b[p + 3]
                    pending = (le16(p + 4), Int(packed >> 2) & 7, packed & 1 != 0 ? Int(b[p + 6]) : nil)
                    p += 8
                } else if label == 0xFF, Array(b[p + 3..<p + 14]) == Array("NETSCAPE2.0".utf8) {
                    repetitions = le16(p + 16)
                    p += 14
                    try skipSubBlocks()
                } else {
                    p += 2
                    try skipSubBlocks()
                }
            case 0x2C:
                images.append(Image(delay: pending.delay, disposal: pending.disposal, transparentIndex: pending.transparent,
                                    x: le16(p + 1), y: le16(p + 3), width: le16(p + 5), height: le16(p + 7)))
                let packed = b[p + 9]
                p += 10
                if packed & 0x80 != 0 { p += 3 * (1 << (Int(packed & 7) + 1)) }
                p += 1   // minimum code size
                try skipSubBlocks()
                pending = (0, 0, nil)
            default:
                throw Malformed(offset: p)
            }
        }
        throw Malformed(offset: p)
    }
}
