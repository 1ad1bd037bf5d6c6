import Foundation
import Testing

/// Runs the `ffprobe` command-line tool to check that it reads a file without a word of warning.
/// `scripts/install-deps --for-tests` installs it (Debian's `ffmpeg`); without it the tests that
/// need it fail saying so, never pass unseen.
enum FFprobe {
    static let executable: String? = ["/usr/bin/ffprobe", "/usr/local/bin/ffprobe"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Fails the test that needs ffprobe, saying how to install it.
    struct Missing: Error, CustomStringConvertible {
        var description: String { "ffprobe is not installed: run scripts/install-deps --for-tests (it installs Debian's ffmpeg)" }
    }

    /// What `ffprobe -v warning` (which prints only warnings and errors) says of `path` while
    /// decoding every frame (`-count_frames`); empty when it reads the file cleanly.
    static func warnings(_ path: String) throws -> String {
        guard let executable else { throw Missing() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["-v", "warning", "-count_frames", "-show_entries", "stream=nb_read_frames", "-of", "csv=p=0", path]
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "ffprobe exit status \(process.terminationStatus) for \(path)")
        return String(decoding: text, as: UTF8.self)
    }

    /// Expects ffprobe to read `path` and say nothing.
    static func expectSilent(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let text = try warnings(path)
        #expect(text.isEmpty, "ffprobe says: \(text)", sourceLocation: sourceLocation)
    }
}
