import Foundation
import Testing
import SpinnerCore
import SpinnerEncode
@testable import SpinnerGolden

/// Per-test-file golden folders, orphans and the size guard.
@Suite struct GoldenOrphansTests {
    @Test func goldensLiveInAFolderNamedAfterTheTestFile() {
        #expect(GoldenImage.directory(besideFile: "/p/Tests/XTests/DotTests.swift") == "/p/Tests/XTests/Goldens/DotTests")
        #expect(GoldenImage.directory(besideFile: "/p/T/DotTests.swift", folder: "Refs") == "/p/T/Refs/DotTests")
        #expect(GoldenImage.root(besideFile: "/p/T/DotTests.swift") == "/p/T/Goldens")
        #expect(GoldenImage(besideFile: "/p/T/DotTests.swift").directory == "/p/T/Goldens/DotTests")
    }

    @Test func findsUnusedMissingAndOversizeGoldens() throws {
        let root = try GoldenImageTests.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        func write(_ relative: String, bytes: Int) throws {
            let url = URL(fileURLWithPath: root + "/" + relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(repeating: 7, count: bytes).write(to: url)
        }
        try write("ATests/used.png", bytes: 10)
        try write("ATests/old.png", bytes: 10)           // no test checks it
        try write("ATests/big.png", bytes: 2001)         // used, but over the limit
        try write("ATests/sub/deep.png", bytes: 10)      // a name with a folder, declared
        try write("ATests/notes.txt", bytes: 10)         // not a golden: ignored
        try write("GoneTests/a.png", bytes: 10)          // a test file no longer listed
        try write("loose.png", bytes: 10)                // outside any test file's folder
        let used: [String: Set<String>] = ["ATests": ["used", "big", "sub/deep", "never-recorded"], "BTests": ["b"]]
        let findings = try GoldenOrphans.find(in: root, used: used, sizeLimit: 2000)
        let got = findings.map { "\($0.kind.rawValue) \($0.path.dropFirst(root.count + 1))\($0.bytes.map { " \($0)" } ?? "")" }
        #expect(got == [
            "oversize ATests/big.png 2001",
            "missing ATests/never-recorded.png",
            "unused ATests/old.png",
            "missing BTests/b.png",
            "unused GoneTests/a.png",
            "unused loose.png",
        ])
        #expect(findings.first?.description == "\(root)/ATests/big.png: 2.0 KiB is over the size limit for a golden (render a smaller frame)")
        // Nothing there at all: every declared name is missing, nothing else.
        #expect(try GoldenOrphans.find(in: root + "/none", used: ["X": ["y"]]).map(\.kind) == [.missing])
        #expect(try GoldenOrphans.find(in: root + "/none", used: [:]).isEmpty)
    }

    /// 300×300 px of noise compresses to no less than its 352 KiB of samples: over 256 KiB.
    @Test func anOversizeGoldenIsRefusedAtRecordTime() throws {
        let dir = try GoldenImageTests.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var noise = PixelBuffer(width: 300, height: 300)
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        for i in 0..<noise.pixels.count {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            noise.pixels[i] = i % 4 == 3 ? 255 : UInt8(truncatingIfNeeded: seed >> 56)
        }
        let outcome = try GoldenImage(directory: dir, recordMode: .all).check(noise, named: "noise")
        guard case .oversize(let path, let bytes, let limit, let actual) = outcome else { Issue.record("\(outcome)"); return }
        #expect(path == dir + "/noise.png" && !FileManager.default.fileExists(atPath: path))
        #expect(limit == 256 * 1024 && bytes > 300 * 300 * 3)
        #expect(try PNGCodec.decode(contentsOf: actual) == noise)
        #expect(!outcome.passed)
        #expect(outcome.description.hasPrefix("not recorded: \(path) would be ") && outcome.description.contains("over the 256 KiB limit for a golden"))
        // Below the limit it records as always.
        guard case .recorded = try GoldenImage(directory: dir, recordMode: .all, sizeLimit: 1 << 20).check(noise, named: "noise") else {
            Issue.record("not recorded under a 1 MiB limit"); return
        }
        #expect(FileManager.default.fileExists(atPath: path))
    }
}
