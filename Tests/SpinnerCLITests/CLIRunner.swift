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

    /// The `spinnergen` executable built beside the test bundle (both go into the same folder),
    /// refused when it is older than a source file: `swift build --build-tests --target X` builds
    /// the tests without relinking the tool, and a stale binary would make every CLI test check
    /// yesterday's behaviour. The check costs one `stat` per source file, once.
    static var binary: String {
        get throws { try located.get() }
    }

    private static let located: Swift.Result<String, BuildFreshness.Problem> = {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [beside, beside.deletingLastPathComponent()].map { $0.appendingPathComponent("spinnergen").path }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            return .failure(.init(description: "no spinnergen binary beside the tests (looked at \(candidates.joined(separator: ", "))): run swift build --build-tests"))
        }
        if let newer = BuildFreshness.objectNewer(than: found) {
            return .failure(.init(description: "\(found) is older than \(newer): run swift build --build-tests, then the tests"))
        }
        return .success(found)
    }()

    /// Runs the binary with `arguments` in `directory` and waits for it; `environment` adds to
    /// (or replaces in) the test's own.
    static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]) throws -> Result {
        let p = try start(arguments, in: directory, environment: environment)
        let (out, err) = p.readBothToEnd()
        p.process.waitUntilExit()
        return Result(status: p.process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
                      stderr: String(decoding: err, as: UTF8.self), stdoutBytes: out)
    }

    struct Running {
        let process: Process
        let stdout: Pipe
        let stderr: Pipe

        /// Both streams read to their ends at once: one read after the other deadlocks as soon as
        /// the child fills the other pipe's 64 KiB buffer and waits for it to be drained.
        func readBothToEnd() -> (stdout: Data, stderr: Data) {
            let errorText = ReadInBackground(stderr.fileHandleForReading)
            let out = stdout.fileHandleForReading.readDataToEndOfFile()
            return (out, errorText.wait())
        }
    }

    /// Starts a render with `--progress-format json` added and returns once its first progress
    /// line is out: the run has installed its signal handlers and staged its outputs, whatever
    /// the machine's load, so a signal sent now meets a render under way (a sleep cannot promise
    /// that). `said` is what stderr held by then. Returns early, with what was said, if the run
    /// ends before it makes progress.
    static func startRendering(_ arguments: [String], in directory: URL? = nil,
                               environment: [String: String] = [:]) throws -> (running: Running, said: Data) {
        let p = try start(arguments.filter { $0 != "-q" } + ["--progress-format", "json"], in: directory, environment: environment)
        var said = Data()
        let marker = Data(#"{"event":"progress""#.utf8)
        while true {
            let chunk = p.stderr.fileHandleForReading.availableData
            if chunk.isEmpty { break }   // the end of the stream: the run is over
            said.append(chunk)
            if let at = said.range(of: marker), said[at.upperBound...].contains(UInt8(ascii: "\n")) { break }
        }
        return (p, said)
    }

    /// Starts the binary; `environment` adds to (or replaces in) the test's own.
    static func start(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]) throws -> Running {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try binary)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        return Running(process: process, stdout: out, stderr: err)
    }

    /// Waits until one of `process`'s threads is blocked opening a FIFO that has no partner (the
    /// kernel's `wait_for_partner`, in /proc/PID/task/TID/wchan), or it ends; false if it ended
    /// first or a minute passed. A readiness signal that holds whatever the machine's load.
    static func waitUntilBlockedOnAFIFO(_ process: Process) -> Bool {
        let tasks = "/proc/\(process.processIdentifier)/task"
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning && Date() < deadline {
            for task in (try? FileManager.default.contentsOfDirectory(atPath: tasks)) ?? [] {
                let wchan = (try? String(contentsOfFile: "\(tasks)/\(task)/wchan", encoding: .utf8)) ?? ""
                if wchan == "wait_for_partner" { return true }
            }
            usleep(5_000)
        }
        return false
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

/// Reads a file handle to its end on another thread, for a caller that must read a second one.
final class ReadInBackground: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    /// Waits for the end of the stream and returns all it held.
    func wait() -> Data {
        done.wait()
        return data
    }
}

/// Whether the built tool is older than what it is linked from.
enum BuildFreshness {
    /// Why the CLI tests cannot run the tool: every one of them fails saying so.
    struct Problem: Error, CustomStringConvertible {
        let description: String
    }

    /// An object file the tool links (listed in SwiftPM's `spinnergen.product/Objects.LinkFileList`
    /// beside it) that is newer than `binary`: the objects were rebuilt (`swift build --target
    /// SpinnerCLITests` builds the tests' dependencies without relinking the tool) and the tool
    /// was not, so every CLI test would check yesterday's behaviour. Source times would not do:
    /// the compiler skips a file whose text did not change, and so does the link.
    static func objectNewer(than binary: String) -> String? {
        let fm = FileManager.default
        let list = binary + ".product/Objects.LinkFileList"
        guard let built = (try? fm.attributesOfItem(atPath: binary))?[.modificationDate] as? Date,
              let text = try? String(contentsOfFile: list, encoding: .utf8) else { return nil }
        return text.split(separator: "\n").map { String($0).trimmingCharacters(in: CharacterSet(charactersIn: "\"' ")) }
            .first { ((try? fm.attributesOfItem(atPath: $0))?[.modificationDate] as? Date).map { $0 > built } ?? false }
    }
}
