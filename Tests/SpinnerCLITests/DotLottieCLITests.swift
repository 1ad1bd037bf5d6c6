import Foundation
import Testing

/// `export -o anim.lottie`: a dotLottie zip holding the manifest and the same JSON bytes as
/// `-o anim.json`, the same bytes every time.
@Suite struct DotLottieCLITests {
    /// One entry of a zip's central directory.
    struct ZipEntry: Equatable {
        let name: String
        let method: UInt16
        let time: UInt16, date: UInt16
        let crc: UInt32
        let size: Int
    }

    /// The central directory of a zip, read from its end record, every field checked against
    /// its local header.
    static func entries(_ zip: [UInt8]) throws -> [ZipEntry] {
        func u16(_ k: Int) -> UInt16 { UInt16(zip[k]) | UInt16(zip[k + 1]) << 8 }
        func u32(_ k: Int) -> UInt32 { UInt32(u16(k)) | UInt32(u16(k + 2)) << 16 }
        let end = zip.count - 22
        try #require(end >= 0 && u32(end) == 0x06054b50, "no end record without a comment")
        var k = Int(u32(end + 16)), out: [ZipEntry] = []
        for _ in 0..<Int(u16(end + 10)) {
            try #require(u32(k) == 0x02014b50)
            let nameLength = Int(u16(k + 28)), local = Int(u32(k + 42))
            let name = String(decoding: zip[(k + 46)..<(k + 46 + nameLength)], as: UTF8.self)
            let entry = ZipEntry(name: name, method: u16(k + 10), time: u16(k + 12), date: u16(k + 14), crc: u32(k + 16), size: Int(u32(k + 24)))
            try #require(u32(local) == 0x04034b50)
            #expect(Array(zip[(local + 4)..<(local + 30)]) == Array(zip[(k + 6)..<(k + 32)]), "local header of \(name) agrees")
            out.append(entry)
            k += 46 + nameLength + Int(u16(k + 30)) + Int(u16(k + 32))
        }
        return out
    }

    /// CRC-32 (IEEE 802.3), as zip stores it.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes {
            c ^= UInt32(b)
            for _ in 0..<8 { c = c & 1 == 1 ? (c >> 1) ^ 0xEDB8_8320 : c >> 1 }
        }
        return ~c
    }

    @Test(arguments: [["-o", "anim.lottie"], ["--format", "dotlottie", "-o", "anim.lottie"]])
    func packageHoldsTheManifestAndTheSameJSON(_ output: [String]) throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let a = try CLIRunner.run(["export", "ring", "--fps", "10", "-q"] + output, in: dir)
        let b = try CLIRunner.run(["export", "ring", "--fps", "10", "-q", "--format", "lottie", "-o", "anim.json"], in: dir)
        #expect(a.status == 0 && a.stderr.isEmpty && b.status == 0, "\(a.stderr)\(b.stderr)")
        let zip = try [UInt8](Data(contentsOf: dir.appendingPathComponent("anim.lottie")))
        let json = try [UInt8](Data(contentsOf: dir.appendingPathComponent("anim.json")))
        let entries = try Self.entries(zip)
        #expect(entries.map(\.name) == ["manifest.json", "animations/ring.json"])
        #expect(entries.allSatisfy { $0.method == 8 && $0.time == 0 && $0.date == 0x21 })
        #expect(entries.last?.size == json.count && entries.last?.crc == Self.crc32(json))
        #expect(CLIRunner.contents(of: dir).sorted() == ["anim.json", "anim.lottie"])

        // Read back by Info-ZIP's unzip (scripts/install-deps --for-tests installs it): the
        // entries inflate to the JSON's bytes.
        try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/unzip"), "unzip is not installed: run scripts/install-deps --for-tests")
        func inflated(_ name: String) throws -> Data {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: "/usr/bin/unzip")
            p.arguments = ["-p", dir.appendingPathComponent("anim.lottie").path, name]
            let pipe = Pipe()
            p.standardOutput = pipe
            try p.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            p.waitUntilExit()
            #expect(p.terminationStatus == 0)
            return data
        }
        #expect(try [UInt8](inflated("animations/ring.json")) == json)
        let manifest = try #require(try JSONSerialization.jsonObject(with: inflated("manifest.json")) as? [String: Any])
        #expect(manifest["version"] as? String == "1")
        #expect((manifest["generator"] as? String)?.hasPrefix("spinnergen ") == true)
        let animations = try #require(manifest["animations"] as? [[String: Any]])
        #expect(animations.count == 1 && animations[0]["id"] as? String == "ring" && animations[0]["loop"] as? Bool == true)
    }

    @Test func packageIsTheSameBytesEveryTime() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for name in ["a.lottie", "b.lottie"] {
            #expect(try CLIRunner.run(["export", "ring", "--fps", "5", "-q", "-o", name], in: dir).status == 0)
        }
        let a = try Data(contentsOf: dir.appendingPathComponent("a.lottie")), b = try Data(contentsOf: dir.appendingPathComponent("b.lottie"))
        #expect(a == b && !a.isEmpty)
    }
}
