import CZlib

/// A zip file (PKWARE APPNOTE) read from its bytes, for dotLottie input: the central directory
/// listed, and an entry's bytes given on request, stored or deflated. Nothing in the archive is
/// trusted: every offset and size is checked against the bytes at hand and against `Limits`
/// before anything is allocated, an entry never inflates past the size its directory declares
/// (so a zip bomb costs at most that size, itself capped), and its CRC-32 must match. Names are
/// only compared, never used as paths. Encrypted entries, Zip64 and methods other than stored
/// and deflate are refused.
public struct ZipReader: Sendable {
    /// Bounds checked before any work grows with them.
    public struct Limits: Hashable, Sendable {
        /// Entries in the central directory.
        public var maxEntries: Int
        /// Uncompressed bytes of one entry.
        public var maxEntryBytes: Int
        /// Uncompressed bytes of all entries together.
        public var maxTotalBytes: Int

        public init(maxEntries: Int = 1_000, maxEntryBytes: Int = 32 << 20, maxTotalBytes: Int = 128 << 20) {
            self.maxEntries = maxEntries
            self.maxEntryBytes = maxEntryBytes
            self.maxTotalBytes = maxTotalBytes
        }
    }

    /// One file of the archive as its central directory describes it.
    public struct Entry: Hashable, Sendable {
        /// The name as stored (bytes read as UTF-8).
        public let name: String
        /// 0 stored, 8 deflate.
        let method: UInt16
        let crc: UInt32
        let compressedSize: Int
        /// Uncompressed bytes, as declared.
        public let size: Int
        let localHeader: Int
    }

    public let entries: [Entry]
    private let bytes: [UInt8]

    /// Whether `bytes` start as a zip's first local header does (`PK\3\4`).
    public static func looksLikeZip(_ bytes: some Collection<UInt8>) -> Bool {
        Array(bytes.prefix(4)) == [0x50, 0x4B, 0x03, 0x04]
    }

    /// Lists the archive's entries; refuses what is not a zip, or exceeds `limits`.
    public init(_ bytes: [UInt8], limits: Limits = Limits()) throws(ZipReadError) {
        self.bytes = bytes
        // The end-of-central-directory record: 22 bytes, then a comment of up to 65,535.
        let lowest = max(0, bytes.count - 22 - 65_535)
        var end = bytes.count - 22
        while end >= lowest, Self.u32(bytes, end) != 0x06054b50 { end -= 1 }
        guard end >= lowest, end >= 0 else { throw ZipReadError("no zip central directory (not a zip file, or cut short)") }
        let count = Int(Self.u16(bytes, end + 10))
        let directorySize = Int(Self.u32(bytes, end + 12))
        let directoryStart = Int(Self.u32(bytes, end + 16))
        guard count <= limits.maxEntries else { throw ZipReadError("\(count) entries, more than the \(limits.maxEntries) allowed") }
        guard directoryStart <= end, directorySize <= end - directoryStart else {
            throw ZipReadError("the central directory lies outside the file")
        }
        var entries: [Entry] = []
        var at = directoryStart, total = 0
        for _ in 0..<count {
            guard at + 46 <= end, Self.u32(bytes, at) == 0x02014b50 else { throw ZipReadError("a damaged central directory entry at byte \(at)") }
            let flags = Self.u16(bytes, at + 8), method = Self.u16(bytes, at + 10)
            let compressed = Self.u32(bytes, at + 20), size = Self.u32(bytes, at + 24)
            let nameLength = Int(Self.u16(bytes, at + 28)), extra = Int(Self.u16(bytes, at + 30)), comment = Int(Self.u16(bytes, at + 32))
            let local = Self.u32(bytes, at + 42)
            guard at + 46 + nameLength <= end else { throw ZipReadError("a central directory entry runs past the directory") }
            let name = String(decoding: bytes[(at + 46)..<(at + 46 + nameLength)], as: UTF8.self)
            let shown = Self.shown(name)
            guard flags & 1 == 0 else { throw ZipReadError("entry '\(shown)' is encrypted") }
            guard method == 0 || method == 8 else { throw ZipReadError("entry '\(shown)' uses compression method \(method) (only stored and deflate are read)") }
            guard compressed != .max, size != .max, local != .max else { throw ZipReadError("entry '\(shown)' needs Zip64, which is not read") }
            guard Int(size) <= limits.maxEntryBytes else {
                throw ZipReadError("entry '\(shown)' is \(size) bytes uncompressed, more than the \(limits.maxEntryBytes) allowed")
            }
            total += Int(size)
            guard total <= limits.maxTotalBytes else {
                throw ZipReadError("the entries add up to more than the \(limits.maxTotalBytes) bytes allowed uncompressed")
            }
            entries.append(Entry(name: name, method: method, crc: Self.u32(bytes, at + 16), compressedSize: Int(compressed),
                                 size: Int(size), localHeader: Int(local)))
            at += 46 + nameLength + extra + comment
        }
        self.entries = entries
    }

    /// The entry named exactly `name`, if any.
    public func entry(named name: String) -> Entry? { entries.first { $0.name == name } }

    /// A name as messages show it: at most 60 characters.
    static func shown(_ name: String) -> String { name.count > 60 ? String(name.prefix(60)) + "…" : name }

    /// The entry's bytes, inflated to at most its declared size and checked against its CRC-32.
    public func contents(of entry: Entry) throws(ZipReadError) -> [UInt8] {
        let name = Self.shown(entry.name)
        let at = entry.localHeader
        guard at >= 0, at + 30 <= bytes.count, Self.u32(bytes, at) == 0x04034b50 else {
            throw ZipReadError("entry '\(name)' has no local header where the directory says")
        }
        let start = at + 30 + Int(Self.u16(bytes, at + 26)) + Int(Self.u16(bytes, at + 28))
        guard start <= bytes.count, entry.compressedSize <= bytes.count - start else {
            throw ZipReadError("entry '\(name)' runs past the end of the file")
        }
        let data = bytes[start..<(start + entry.compressedSize)]
        let out: [UInt8]
        if entry.method == 0 {
            guard entry.compressedSize == entry.size else { throw ZipReadError("stored entry '\(name)' has two different sizes") }
            out = Array(data)
        } else {
            guard let inflated = Self.inflate(data, size: entry.size) else {
                throw ZipReadError("entry '\(name)' does not inflate to the \(entry.size) bytes its directory declares")
            }
            out = inflated
        }
        guard ZipArchive.crc32(out) == entry.crc else { throw ZipReadError("entry '\(name)' fails its CRC-32 check") }
        return out
    }

    /// Raw deflate data inflated into exactly `size` bytes; nil when it is damaged, ends early, or
    /// would give more (the output buffer is never larger than `size`).
    static func inflate(_ data: ArraySlice<UInt8>, size: Int) -> [UInt8]? {
        var z = z_stream()
        guard inflateInit2_(&z, -15, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { inflateEnd(&z) }
        // One spare byte: output that fills it is longer than declared.
        var out = [UInt8](repeating: 0, count: size + 1)
        let rc: Int32 = data.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                z.next_in = UnsafeMutablePointer(mutating: src.baseAddress)
                z.avail_in = uInt(src.count)
                z.next_out = dst.baseAddress
                z.avail_out = uInt(dst.count)
                return CZlib.inflate(&z, Z_FINISH)
            }
        }
        guard rc == Z_STREAM_END, Int(z.total_out) == size else { return nil }
        out.removeLast()
        return out
    }

    static func u16(_ b: [UInt8], _ i: Int) -> UInt16 {
        guard i >= 0, i + 2 <= b.count else { return 0 }
        return UInt16(b[i]) | UInt16(b[i + 1]) << 8
    }

    static func u32(_ b: [UInt8], _ i: Int) -> UInt32 {
        guard i >= 0, i + 4 <= b.count else { return 0 }
        return UInt32(b[i]) | UInt32(b[i + 1]) << 8 | UInt32(b[i + 2]) << 16 | UInt32(b[i + 3]) << 24
    }
}

/// A zip archive that cannot be read: one clause saying why.
public struct ZipReadError: Error, Hashable, Sendable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
