import Foundation
import Testing

/// Debian's `chromium`, run headless on local pages: the real browser the HTML report is tested
/// in. `scripts/install-deps --for-tests` installs it; without it the tests that need it fail
/// saying so, never pass unseen.
struct HeadlessChromium {
    let executable: String

    /// The browser on PATH (or /usr/bin), or a failure naming how to install it.
    static func find() throws -> HeadlessChromium {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for dir in path.split(separator: ":") + ["/usr/bin"] {
            for name in ["chromium", "chromium-browser"] {
                let candidate = "\(dir)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return HeadlessChromium(executable: candidate) }
            }
        }
        throw Missing()
    }

    /// Fails the test that needs the browser, saying how to install it.
    struct Missing: Error, CustomStringConvertible {
        var description: String { "chromium is not installed: run scripts/install-deps --for-tests (it installs Debian's chromium)" }
    }

    struct Run {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// Runs the browser headless with `arguments` and then `url`, in a profile folder of its own
    /// under `dir` (so nothing of the user's is read or written). Virtual time lets the pages'
    /// load handlers and timers run before a DOM is dumped or a screenshot taken. coreutils'
    /// `timeout` stops a browser that hangs after two minutes, so the suite cannot wait forever.
    func run(_ arguments: [String], url: URL, in dir: URL) throws -> Run {
        let profile = dir.appendingPathComponent("chromium-profile")
        let log = dir.appendingPathComponent("chromium-stderr.txt")
        FileManager.default.createFile(atPath: log.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: profile)
            try? FileManager.default.removeItem(at: log)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        // As root Chromium refuses to start without --no-sandbox (the pages are the test's own); a
        // container's small /dev/shm would crash it without --disable-dev-shm-usage.
        process.arguments = ["120", executable, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
                             "--no-default-browser-check", "--disable-extensions", "--mute-audio",
                             "--user-data-dir=\(profile.path)", "--virtual-time-budget=10000"] + arguments + [url.absoluteString]
        let out = Pipe()
        process.standardOutput = out
        // A file, not a pipe: Chromium's chatter (D-Bus, GPU) can never fill it and stall the browser.
        process.standardError = try FileHandle(forWritingTo: log)
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let stderr = (try? Data(contentsOf: log)) ?? Data()
        return Run(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                   stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// The text of the element `id` in a DOM Chromium dumped, its entities decoded.
    static func text(ofElement id: String, in dom: String) -> String? {
        guard let open = dom.range(of: "id=\"\(id)\""), let start = dom[open.upperBound...].firstIndex(of: ">"),
              let end = dom[start...].range(of: "</") else { return nil }
        return String(dom[dom.index(after: start)..<end.lowerBound])
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&nbsp;", with: "\u{A0}").replacingOccurrences(of: "&amp;", with: "&")
    }
}
