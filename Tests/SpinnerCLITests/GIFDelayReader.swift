import Foundation

/// The delay of every frame of a GIF file, in cs, read from its Graphic Control Extensions by
/// walking the blocks (so a byte pattern inside image data is never mistaken for one).
enum GIFDelayReader {
    struct Malformed: Error, CustomStringConvertible {
        let offset: Int
        var description: String { "not a GIF block at byte \(offset)" }
    }

    static func delays(_ path: String) throws -> [Int] {
        let b = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        guard b.count > 13, Array(b[0..<6]) == Array("GIF89a".utf8) else { throw Malformed(offset: 0) }
        func table(_ flags: UInt8) -> Int { flags & 0x80 != 0 ? 3 * (2 << Int(flags & 7)) : 0 }
        var i = 13 + table(b[10])
        var delays: [Int] = []
        func skipSubBlocks() throws {
            while true {
                guard i < b.count else { throw Malformed(offset: i) }
                let n = Int(b[i]); i += 1 + n
                if n == 0 { return }
            }
        }
        while i < b.count {
            switch b[i] {
            case 0x3B: return delays
            case 0x21:
                guard i + 5 < b.count else { throw Malformed(offset: i) }
                if b[i + 1] == 0xF9 { delays.append(Int(b[i + 4]) | Int(b[i + 5]) << 8) }
                i += 2
                try skipSubBlocks()
            case 0x2C:
                guard i + 9 < b.count else { throw Malformed(offset: i) }
                i += 10 + table(b[i + 9]) + 1
                try skipSubBlocks()
            default: throw Malformed(offset: i)
            }
        }
        throw Malformed(offset: i)
    }
}
