import Foundation
import Testing

/// An interrupted render leaves no file (the table of bad inputs is BadInputTableTests).
@Suite struct BadInputTests {
    @Test func interruptLeavesNothingBehind() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (p, said) = try CLIRunner.startRendering(["material", "--size", "400", "--scale", "2", "--duration", "120", "-o", "long.mp4"], in: dir)
        #expect(CLIRunner.contents(of: dir).count == 1, "the output is staged while the render runs")
        p.process.interrupt()
        p.process.waitUntilExit()
        let err = String(decoding: said + p.stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(p.process.terminationStatus == 130, "\(err)")
        #expect(err.contains("spinnergen: error: SIGINT received"), "\(err)")
        #expect(CLIRunner.contents(of: dir) == [])
    }
}

/// Short and odd paths must not reach Foundation path code that traps on Linux.
@Suite struct ShortPathTests {
    @Test(arguments: [["-o", "a"], ["-o", "a."], ["-o", "."], ["-o", "/"], ["-o", ".mp4"], ["-o", "x/"], ["--time", "0", "-o", "b.png"]])
    func shortPathsGetAnAnswer(_ args: [String]) throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(["material", "--scale", "1", "-q"] + args, in: dir)
        #expect(r.status == 0 || r.status == 64 || r.status == 73, "\(args): \(r.stderr)")
        #expect(!r.stderr.contains("crashed"), "\(args): \(r.stderr)")
    }
}
