import Foundation
import Testing

/// The runner the CLI tests stand on: it must not deadlock on a child that fills both pipes.
@Suite struct CLIRunnerTests {
    /// 200 KB on each stream, stderr first: read one after the other, the child would block on a
    /// full stderr pipe while the test waited for stdout's end.
    @Test func bothStreamsAreDrainedTogether() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "head -c 200000 /dev/zero >&2; head -c 200001 /dev/zero"]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let (stdout, stderr) = CLIRunner.Running(process: process, stdout: out, stderr: err).readBothToEnd()
        process.waitUntilExit()
        #expect(stdout.count == 200_001 && stderr.count == 200_000)
        #expect(process.terminationStatus == 0)
    }
}
