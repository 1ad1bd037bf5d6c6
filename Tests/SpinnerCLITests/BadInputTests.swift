import Foundation
import Testing

/// Every bad input gets one line on stderr, the exit status of DESIGN.md, and leaves no file.
@Suite struct BadInputTests {
    typealias Case = RefusalCase

    static let cases: [Case] = [
        Case(arguments: ["material", "--fps", "0", "-o", "out.mp4"], status: 64, mentions: "--fps"),
        Case(arguments: ["material", "--fps", "-30", "-o", "out.mp4"], status: 64, mentions: "--fps"),
        Case(arguments: ["material", "--fps", "sixty", "-o", "out.mp4"], status: 64, mentions: "--fps"),
        // Fractions near 2^63, found by scripts/fuzz (they trapped in Rational or in frame times).
        Case(arguments: ["material", "--fps", "-9223372036854775808/1", "-o", "out.mp4"], status: 64, mentions: "--fps"),
        Case(arguments: ["material", "--fps", "9223372036854775807/1", "-o", "out.mp4"], status: 64, mentions: "at most 1000"),
        Case(arguments: ["material", "--fps", "1/9223372036854775807", "-o", "f/%04d.png"], status: 64, mentions: "at most 2147483647"),
        Case(arguments: ["material", "--fps", "4611686018427387904/4611686018427387903", "-o", "f/%04d.png"], status: 64, mentions: "too fine"),
        Case(arguments: ["material", "--duration", "-1", "-o", "out.mp4"], status: 64, mentions: "--duration"),
        Case(arguments: ["material", "--scale", "abc", "-o", "out.mp4"], status: 64, mentions: "--scale"),
        Case(arguments: ["material", "--size", "0", "-o", "out.mp4"], status: 64, mentions: "--size"),
        Case(arguments: ["material", "--size", "-50", "-o", "out.mp4"], status: 64, mentions: "--size"),
        Case(arguments: ["material", "--size", "10000", "--scale", "100", "-o", "out.mp4"], status: 64, mentions: "pixels"),
        Case(arguments: ["material", "--size", "nanxnan", "-o", "out.mp4"], status: 64, mentions: "--size"),
        Case(arguments: ["material", "--threads", "-2", "-o", "out.mp4"], status: 64, mentions: "--threads"),
        Case(arguments: ["material", "--crf", "99", "-o", "out.mp4"], status: 64, mentions: "--crf"),
        Case(arguments: ["material", "--line-width", "0", "-o", "out.mp4"], status: 64, mentions: "--line-width"),
        Case(arguments: ["material", "--line-cap", "pointy", "-o", "out.mp4"], status: 64, mentions: "butt"),
        Case(arguments: ["swirl", "-o", "out.mp4"], status: 64, mentions: "unknown preset 'swirl'"),
        Case(arguments: ["material", "--wobble", "-o", "out.mp4"], status: 64, mentions: "unknown option '--wobble'"),
        Case(arguments: ["material", "--colors", "#12345G", "-o", "out.mp4"], status: 64, mentions: "#12345G"),
        Case(arguments: ["material", "--background", "blue", "-o", "out.mp4"], status: 64, mentions: "blue"),
        Case(arguments: ["material", "--background", "transparent", "-o", "out.mp4"], status: 64, mentions: "alpha"),
        Case(arguments: ["material", "-o", "out.avi"], status: 64, mentions: ".avi"),
        Case(arguments: ["material", "-o", "still.png"], status: 64, mentions: "--time"),
        Case(arguments: ["material", "--frames", "10-5", "-o", "f/%04d.png"], status: 64, mentions: "--frames"),
        Case(arguments: ["material", "--frames", "0-400", "-o", "out.mp4"], status: 64, mentions: "outside"),
        Case(arguments: ["material", "--fps", "60"], status: 64, mentions: "no output"),
        Case(arguments: ["material", "--fps"], status: 64, mentions: "needs a value"),
        Case(arguments: [], status: 64, mentions: "no preset"),
    ]

    @Test(arguments: cases)
    func refusesWithOneLine(_ c: Case) throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("f"), withIntermediateDirectories: true)
        // At most a usage line before the error line, and no trace.
        try CLIRunner.expectRefusal(c, in: dir, usageLines: 1)
        #expect(CLIRunner.contents(of: dir.appendingPathComponent("f")) == [])
    }

    @Test func interruptLeavesNothingBehind() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let p = try CLIRunner.start(["material", "--size", "400", "--scale", "2", "--duration", "120", "-q", "-o", "long.mp4"], in: dir)
        Thread.sleep(forTimeInterval: 1.0)
        p.process.interrupt()
        p.process.waitUntilExit()
        let err = String(decoding: p.stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(p.process.terminationStatus == 130)
        #expect(err.contains("SIGINT received"))
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
