import Foundation
import Testing

/// Runs the `ffprobe` command-line tool, when installed, to check that it reads a file without a
/// word of warning.
enum FFprobe {
    static let executable: String? = ["/usr/bin/ffprobe", "/usr/local/bin/ffprobe"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Expects `ffprobe -v warning` (which prints only warnings and errors) to print nothing.
    /// Without ffprobe the check is skipped, and says so.
    static func expectSilent(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        guard let executable else {
            print("note: ffprobe is not installed; skipped its check of \(path)")
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["-v", "warning", "-i", path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "ffprobe exit status", sourceLocation: sourceLocation)
        #expect(text.isEmpty, "ffprobe says: \(text)", sourceLocation: sourceLocation)
    }
}
