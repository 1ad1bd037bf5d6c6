import CZlib

/// A zip file (PKWARE APPNOTE) written in one piece: each entry deflated, a local header
/// before it and a central directory after all of them. Every entry has the same fixed
/// timestamp (1980-01-01 00:00, the earliest MS-DOS time) and no extra fields, so the same
/// entries always give the same bytes.
public struct ZipArchive: Sendable {
    /// One file of the archive: its path inside it (forward slashes, ASCII) and its bytes.
    public struct Entry: Sendable {
        public let name: String
        public let bytes: [UInt8]
        public init(name: String, bytes: [UInt8]) { self.name = name; self.bytes = bytes }
    }

    public let entries: [Entry]
    public init(entries: [Entry]) { self.entries = entries }

    /// MS-DOS time 00:00:00 and date 1980-01-01 (day 1, month 1, year 0).
    static let dosTime: UInt16 = 0, dosDate: UInt16 = 1 << 5 | 1

    /// The archive's bytes; nil if zlib fails (no memory) or an entry does not fit a zip
    /// without Zip64 (4 GiB).
    public func bytes() -> [UInt8]? {
        var out: [UInt8] = [], directory: [UInt8] = []
        for entry in entries {
            guard let data = APNGDeflate.stream(entry.bytes, level: 9, strategy: Z_DEFAULT_STRATEGY, windowBits: -15),
                  entry.bytes.count < Int(UInt32.max), data.count < Int(UInt32.max), out.count < Int(UInt32.max) else { return nil }
            let name = Array(entry.name.utf8)
            let crc = Self.crc32(entry.bytes)
            // The fields local header and central directory share, from "version needed" on.
            var common: [UInt8] = []
            Self.put(UInt16(20), &common)           // version needed: deflate
            Self.put(UInt16(0), &common)            // flags
            Self.put(UInt16(8), &common)            // method: deflate
            Self.put(Self.dosTime, &common)
            Self.put(Self.dosDate, &common)
            Self.put(crc, &common)
            Self.put(UInt32(data.count), &common)
            Self.put(UInt32(entry.bytes.count), &common)
            Self.put(UInt16(name.count), &common)
            Self.put(UInt16(0), &common)            // extra field length

            Self.put(UInt32(0x02014b50), &directory)
            Self.put(UInt16(20), &directory)        // version made by: MS-DOS, 2.0
            directory += common
            Self.put(UInt16(0), &directory)         // comment length
            Self.put(UInt16(0), &directory)         // disk number
            Self.put(UInt16(0), &directory)         // internal attributes
            Self.put(UInt32(0), &directory)         // external attributes
            Self.put(UInt32(out.count), &directory) // where the local header starts
            directory += name

            Self.put(UInt32(0x04034b50), &out)
            out += common
            out += name
            out += data
        }
        guard out.count < Int(UInt32.max), entries.count < Int(UInt16.max) else { return nil }
        let directoryOffset = UInt32(out.count)
        out += directory
        Self.put(UInt32(0x06054b50), &out)
        Self.put(UInt16(0), &out)                   // this disk
        Self.put(UInt16(0), &out)                   // the directory's disk
        Self.put(UInt16(entries.count), &out)
        Self.put(UInt16(entries.count), &out)
        Self.put(UInt32(directory.count), &out)
        Self.put(directoryOffset, &out)
        Self.put(UInt16(0), &out)                   // comment length
        return out
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        // An empty entry's CRC is 0, zlib's initial value (it returns that for a null buffer).
        bytes.withUnsafeBufferPointer { UInt32(CZlib.crc32(CZlib.crc32(0, nil, 0), $0.baseAddress, uInt($0.count))) }
    }

    /// Appends `v` little-endian.
    static func put<T: FixedWidthInteger>(_ v: T, _ out: inout [UInt8]) {
        withUnsafeBytes(of: v.littleEndian) { out += $0 }
    }
}
