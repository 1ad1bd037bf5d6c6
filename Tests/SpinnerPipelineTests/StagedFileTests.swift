import Foundation
import Testing
@testable import SpinnerPipeline

/// `StagedFile`: a small file under its temporary name until `commit`, nothing left by `discard`;
/// a full disk is an I/O failure (74 on the command line), a place that takes no file is not.
@Suite struct StagedFileTests {
    static func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("staged-file-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func commitMovesTheBytesInAndDiscardLeavesNothing() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let kept = try StagedFile(Array("kept\n".utf8), to: dir + "/new/kept.json")
        let dropped = try StagedFile(Array("dropped\n".utf8), to: dir + "/dropped.json")
        // Both staged, neither in place yet: only hidden temporaries (and the folder made for one).
        #expect(!FileManager.default.fileExists(atPath: dir + "/new/kept.json"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).filter { !$0.hasPrefix(".spinnergen-") } == ["new"])
        try kept.commit()
        dropped.discard()
        #expect(try String(contentsOfFile: dir + "/new/kept.json", encoding: .utf8) == "kept\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["new"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/new") == ["kept.json"])
    }

    @Test func aFullDeviceIsAnIOFailure() throws {
        do {
            _ = try StagedFile(Array(repeating: 7, count: 10), to: "/dev/full")
            Issue.record("wrote to /dev/full")
        } catch {
            #expect(error.kind == .io && error.message.contains("No space left"), "\(error)")
        }
    }

    @Test(arguments: [(ENOSPC, PipelineError.Kind.io), (EDQUOT, .io), (EIO, .io), (EACCES, .cannotCreateOutput), (EROFS, .cannotCreateOutput)])
    func creationFailuresByCause(_ code: Int32, _ kind: PipelineError.Kind) {
        #expect(OutputDestination.failure("x", "cannot create a file in", code).kind == kind)
    }
}
