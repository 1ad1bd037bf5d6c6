import Testing
import SpinnerEncode

/// The zip reader of dotLottie input: what the project's own writer makes reads back, and a
/// damaged or hostile archive is one error before anything large is allocated.
@Suite struct ZipReaderTests {
    static let entries: [ZipArchive.Entry] = [
        .init(name: "manifest.json", bytes: Array(#"{"animations":[{"id":"a"}]}"#.utf8)),
        .init(name: "animations/a.json", bytes: Array(repeating: UInt8(ascii: "x"), count: 10_000)),
        .init(name: "empty", bytes: []),
    ]

    @Test func readsWhatTheWriterWrote() throws {
        let zip = try ZipReader(ZipArchive(entries: Self.entries).bytes()!)
        #expect(zip.entries.map(\.name) == Self.entries.map(\.name))
        for entry in Self.entries {
            let found = try #require(zip.entry(named: entry.name))
            #expect(found.size == entry.bytes.count)
            #expect(try zip.contents(of: found) == entry.bytes)
        }
        #expect(zip.entry(named: "../manifest.json") == nil)
    }

    @Test func limitsAreCheckedFromTheDirectory() throws {
        let bytes = ZipArchive(entries: Self.entries).bytes()!
        #expect(throws: ZipReadError.self) { try ZipReader(bytes, limits: .init(maxEntries: 2)) }
        #expect(throws: ZipReadError.self) { try ZipReader(bytes, limits: .init(maxEntryBytes: 9_999)) }
        #expect(throws: ZipReadError.self) { try ZipReader(bytes, limits: .init(maxTotalBytes: 10_000)) }
    }

    /// An entry that inflates past its declared size stops at it; damaged data and a wrong
    /// CRC are errors; so are bytes that are not a zip at all.
    @Test func damageIsAnError() throws {
        var bytes = ZipArchive(entries: Self.entries).bytes()!
        // The second central directory entry's uncompressed size, declared smaller than it is.
        let directory = (0..<(bytes.count - 4)).filter { bytes[$0] == 0x50 && bytes[$0 + 1] == 0x4B && bytes[$0 + 2] == 1 && bytes[$0 + 3] == 2 }
        bytes[directory[1] + 24] = 10
        bytes[directory[1] + 25] = 0
        let zip = try ZipReader(bytes)
        #expect(throws: ZipReadError.self) { try zip.contents(of: zip.entries[1]) }
        var crc = ZipArchive(entries: Self.entries).bytes()!
        crc[directory[0] + 16] ^= 0xFF
        let bad = try ZipReader(crc)
        #expect(throws: ZipReadError.self) { try bad.contents(of: bad.entries[0]) }
        #expect(throws: ZipReadError.self) { try ZipReader(Array("PK\u{3}\u{4} not really".utf8)) }
        #expect(throws: ZipReadError.self) { try ZipReader([]) }
    }
}
