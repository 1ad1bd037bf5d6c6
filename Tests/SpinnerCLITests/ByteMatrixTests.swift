import Foundation
import Testing

/// Issue 29's byte-identity matrix, in every run: `scripts/byte-matrix check` renders its 64
/// jobs (every format, preset and style, scene files, backgrounds, threads, scales, batches,
/// compare, sheet, plot, export, values, help and errors) with the binary under test and
/// compares the hashes of the 522 files they make (outputs, stdout, stderr, statuses) with
/// `Tests/ByteMatrix/reference.sha256`. A change meant to change an output re-records the
/// reference (its header says how) and says why in its commit.
@Suite struct ByteMatrixTests {
    @Test func everyFileOfTheMatrixHasItsRecordedBytes() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [root.appendingPathComponent("scripts/byte-matrix").path, "check",
                             root.appendingPathComponent("Tests/ByteMatrix/reference.sha256").path]
        var environment = ProcessInfo.processInfo.environment
        environment["SPINNERGEN"] = try CLIRunner.binary
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let said = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(said)")
        #expect(said.contains("all 522 files identical"), "\(said)")
    }
}
