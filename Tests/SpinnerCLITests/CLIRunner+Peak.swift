import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension CLIRunner {
    /// Runs the binary as `run` does and returns its own peak resident set, in KiB, from
    /// `wait4` on that one child. `getrusage(RUSAGE_CHILDREN)` would give the largest of every
    /// child the test process ever waited for (a headless Chromium of another test, say).
    /// Output goes through files, so no pipe can fill while the child runs.
    static func runMeasuringPeak(_ arguments: [String], in directory: URL) throws -> (result: Result, peakKiB: Int) {
        let executable = try binary
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("spinnergen-peak-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: out) }
        let stdoutPath = out.appendingPathComponent("stdout").path, stderrPath = out.appendingPathComponent("stderr").path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdoutPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, stderrPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        // The shell moves into `directory` and becomes the binary (exec keeps the pid), so the
        // child waited for is the binary itself.
        let line = ["/bin/sh", "-c", #"cd "$0" && exec "$@""#, directory.path, executable] + arguments
        let argv: [UnsafeMutablePointer<CChar>?] = line.map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, "/bin/sh", &actions, nil, argv, environ)
        guard spawned == 0 else { throw BuildFreshness.Problem(description: "posix_spawn \(executable): \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        // WEXITSTATUS, or 128 + the signal, as a shell reports it.
        let code = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        let stdout = (try? Data(contentsOf: URL(fileURLWithPath: stdoutPath))) ?? Data()
        let stderr = (try? Data(contentsOf: URL(fileURLWithPath: stderrPath))) ?? Data()
        return (Result(status: code, stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self),
                       stdoutBytes: stdout), Int(usage.ru_maxrss))
    }
}
