#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Walks the top-level boxes of an ISO-BMFF (MP4/MOV) file by their headers alone.
enum MP4Boxes {
    /// The four-character types of the top-level boxes in file order; empty when the file cannot
    /// be read. Stops at the first malformed header.
    static func topLevelTypes(path: String) -> [String] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return [] }
        defer { _ = close(fd) }
        var stat = stat()
        guard fstat(fd, &stat) == 0 else { return [] }
        let fileSize = Int64(stat.st_size)
        var types: [String] = []
        var offset: Int64 = 0
        var header = [UInt8](repeating: 0, count: 16)
        while offset + 8 <= fileSize, types.count < 10_000 {
            let n = header.withUnsafeMutableBytes { pread(fd, $0.baseAddress!, 16, off_t(offset)) }
            guard n >= 8 else { break }
            var size = Int64(header[0..<4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
            types.append(String(decoding: header[4..<8], as: UTF8.self))
            if size == 1 {
                guard n >= 16 else { break }
                size = Int64(bitPattern: header[8..<16].reduce(UInt64(0)) { $0 << 8 | UInt64($1) })
            } else if size == 0 {
                size = fileSize - offset
            }
            guard size >= 8 else { break }
            offset += size
        }
        return types
    }

    /// True when `moov` precedes `mdat`.
    static func isFastStart(path: String) -> Bool {
        let types = topLevelTypes(path: path)
        guard let moov = types.firstIndex(of: "moov") else { return false }
        guard let mdat = types.firstIndex(of: "mdat") else { return true }
        return moov < mdat
    }
}
