import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension CLIRunner {
    /// Runs the binary as `run` does and returns its own peak resident set, in KiB, as GNU
    /// `time` reads it from `wait4` on the binary. Neither `wait4` on a child the test process
    /// spawns itself nor `getrusage(RUSAGE_CHILDREN)` can tell this: Linux folds the high-water
    /// mark of the address space an `exec` replaces into the new program's peak, and a
    /// `posix_spawn`ed child replaces the test process's own (1.3 GB once the in-process suites
    /// have run). `time` is small and forks the binary, so what it reports is the binary's alone.
    /// Output goes through files, so no pipe can fill while the child runs.
    static func runMeasuringPeak(_ arguments: [String], in directory: URL) throws -> (result: Result, peakKiB: Int) {
        let executable = try binary
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("spinnergen-peak-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: out) }
        let stdoutPath = out.appendingPathComponent("stdout").path, stderrPath = out.appendingPathComponent("stderr").path
        let peakPath = out.appendingPathComponent("peak").path
        let time = "/usr/bin/time"
        guard FileManager.default.isExecutableFile(atPath: time) else {
            throw BuildFreshness.Problem(description: "\(time) is missing (scripts/install-deps --for-tests installs GNU time)")
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdoutPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, stderrPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        // The shell moves into `directory` and becomes `time`, which forks the binary.
        let line = ["/bin/sh", "-c", #"cd "$0" && exec "$@""#, directory.path, time, "-f", "%M", "-o", peakPath, "--", executable] + arguments
        let argv: [UnsafeMutablePointer<CChar>?] = line.map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, "/bin/sh", &actions, nil, argv, environ)
        guard spawned == 0 else { throw BuildFreshness.Problem(description: "posix_spawn \(executable): \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // WEXITSTATUS, or 128 + the signal, as a shell reports it (`time` exits as the binary did).
        let code = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        let stdout = (try? Data(contentsOf: URL(fileURLWithPath: stdoutPath))) ?? Data()
        let stderr = (try? Data(contentsOf: URL(fileURLWithPath: stderrPath))) ?? Data()
        // `time` writes "Command exited with non-zero status N" above the figure when N ≠ 0.
        let report = (try? String(contentsOfFile: peakPath, encoding: .utf8)) ?? ""
        guard let peak = report.split(separator: "\n").last.flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }) else {
            throw BuildFreshness.Problem(description: "\(time) gave no peak: \(report)")
        }
        return (Result(status: code, stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self),
                       stdoutBytes: stdout), peak)
    }
}
