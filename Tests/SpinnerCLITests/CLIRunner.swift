import Foundation
import Testing

/// Runs the built `spinnergen` binary and captures what it prints.
struct CLIRunner {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
        /// Standard output as bytes (frames are not UTF-8).
        var stdoutBytes: Data = Data()
    }

    /// The `spinnergen` executable next to the test bundle (both are built into the same folder).
    static let binary: String = {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for dir in [beside, beside.deletingLastPathComponent()] {
            let candidate = dir.appendingPathComponent("spinnergen").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return root.appendingPathComponent(".build/debug/spinnergen").path
    }()

    /// Runs the binary with `arguments` in `directory` and waits for it; `environment` adds to
    /// (or replaces in) the test's own.
    static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]) throws -> Result {
        let p = try start(arguments, in: directory, environment: environment)
        let out = p.stdout.fileHandleForReading.readDataToEndOfFile()
        let err = p.stderr.fileHandleForReading.readDataToEndOfFile()
        p.process.waitUntilExit()
        return Result(status: p.process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
                      stderr: String(decoding: err, as: UTF8.self), stdoutBytes: out)
    }

    struct Running {
        let process: Process
        let stdout: Pipe
        let stderr: Pipe
    }

    /// Starts the binary; `environment` adds to (or replaces in) the test's own.
    static func start(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]) throws -> Running {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        return Running(process: process, stdout: out, stderr: err)
    }

    /// A fresh empty folder under the system temporary folder.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("spinnergen-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func contents(of dir: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).sorted()
    }
}

/// A command line the binary must refuse: its exit status and a word the one error line names.
struct RefusalCase: CustomTestStringConvertible, Sendable {
    let arguments: [String]
    let status: Int32
    let mentions: String

    init(arguments: [String], status: Int32 = 64, mentions: String) {
        self.arguments = arguments
        self.status = status
        self.mentions = mentions
    }

    var testDescription: String { arguments.joined(separator: " ") }
}

extension CLIRunner {
    /// Runs a refused command in `dir` and checks what every refusal promises: the status, the
    /// error line (after at most `usageLines` of usage), the word, and no file left behind.
    static func expectRefusal(_ c: RefusalCase, in dir: URL, usageLines: Int = 0,
                              sourceLocation: SourceLocation = #_sourceLocation) throws {
        let before = contents(of: dir)
        let r = try run(c.arguments, in: dir)
        #expect(r.status == c.status, "\(r.stderr)", sourceLocation: sourceLocation)
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.last?.hasPrefix("spinnergen: error: ") == true && r.stderr.contains(c.mentions),
                "\(r.stderr)", sourceLocation: sourceLocation)
        #expect(lines.count <= 1 + usageLines && !r.stderr.contains("Fatal error"), "\(r.stderr)", sourceLocation: sourceLocation)
        #expect(contents(of: dir) == before, sourceLocation: sourceLocation)
    }
}
