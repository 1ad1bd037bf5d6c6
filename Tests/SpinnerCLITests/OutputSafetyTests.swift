import Foundation
import Testing

/// What happens to what is already on disk (issue 9, items 1, 2 and 6), through the binary.
@Suite struct OutputSafetyTests {
    static let small = ["material", "--scale", "1", "--frames", "0-9", "-q"]
    /// Bytes of 10 frames of the 50x50 px Material spinner as raw RGBA.
    static let rgbaBytes = 10 * 50 * 50 * 4

    enum Kind { case file, directory, symlink, fifo, characterDevice, other, missing }

    /// What is at `path`, the link itself for a symlink.
    static func kind(_ path: String) -> Kind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        case S_IFLNK: return .symlink
        case S_IFIFO: return .fifo
        case S_IFCHR: return .characterDevice
        default: return .other
        }
    }

    @Test func aDeviceIsStreamedToAndStaysADevice() throws {
        let r = try CLIRunner.run(Self.small + ["--format", "y4m", "--background", "#FFFFFF", "-o", "/dev/null"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(Self.kind("/dev/null") == .characterDevice)
        let refused = try CLIRunner.run(Self.small + ["--format", "mp4", "-o", "/dev/null"])
        #expect(refused.status == 64 && refused.stderr.contains("cannot be streamed"), "\(refused.stderr)")
        #expect(Self.kind("/dev/null") == .characterDevice)
    }

    @Test func standardOutputPathsStreamIntoThePipe() throws {
        for path in ["-", "/dev/stdout", "/proc/self/fd/1"] {
            let r = try CLIRunner.run(Self.small + ["--format", "rgba", "-o", path])
            #expect(r.status == 0, "\(path): \(r.stderr)")
            #expect(r.stdoutBytes.count == Self.rgbaBytes, "\(path)")
        }
        let y4m = try CLIRunner.run(Self.small + ["--format", "y4m", "--background", "#FFFFFF", "-o", "/dev/stdout"])
        #expect(y4m.stdout.hasPrefix("YUV4MPEG2 W50 H50"), "\(y4m.stderr)")
    }

    @Test func aFIFOGetsEveryByteAndStaysAFIFO() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fifo = dir.appendingPathComponent("frames.rgba").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let reader = Process()
        reader.executableURL = URL(fileURLWithPath: "/bin/sh")
        reader.arguments = ["-c", "wc -c < '\(fifo)'"]
        let out = Pipe()
        reader.standardOutput = out
        try reader.run()
        let r = try CLIRunner.run(Self.small + ["-o", fifo])
        reader.waitUntilExit()
        let count = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(Int(count) == Self.rgbaBytes)
        #expect(Self.kind(fifo) == .fifo)
        #expect(CLIRunner.contents(of: dir) == ["frames.rgba"])
    }

    @Test func aSymlinkIsWrittenThroughAndItsTargetKeepsItsMode() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let target = dir.appendingPathComponent("real.gif").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: target))
        #expect(chmod(target, 0o640) == 0)
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("link.gif").path, withDestinationPath: "real.gif")
        let r = try CLIRunner.run(Self.small + ["-o", "link.gif"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(Self.kind(dir.appendingPathComponent("link.gif").path) == .symlink)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: target))
        #expect(bytes.starts(with: Data("GIF89a".utf8)))
        let mode = try FileManager.default.attributesOfItem(atPath: target)[.posixPermissions] as? Int
        #expect(mode == 0o640)
        #expect(CLIRunner.contents(of: dir) == ["link.gif", "real.gif"])
    }

    @Test func missingFoldersAreCreatedAndRemovedAgainOnFailure() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for out in ["a/b/out.mp4", "seq/%04d.png", "folder/"] {
            let r = try CLIRunner.run(Self.small + ["-o", out], in: dir)
            #expect(r.status == 0, "\(out): \(r.stderr)")
        }
        #expect(CLIRunner.contents(of: dir.appendingPathComponent("a/b")) == ["out.mp4"])
        #expect(CLIRunner.contents(of: dir.appendingPathComponent("seq")).count == 10)
        #expect(CLIRunner.contents(of: dir.appendingPathComponent("folder")).first == "frame_0000.png")
        // Interrupted: the folders made for it go again.
        let (p, _) = try CLIRunner.startRendering(["material", "--size", "400", "--scale", "2", "--duration", "120", "-o", "x/y/long.mp4"], in: dir)
        #expect(CLIRunner.contents(of: dir) == ["a", "folder", "seq", "x"], "the folders are made while the render runs")
        p.process.terminate()
        p.process.waitUntilExit()
        #expect(p.process.terminationStatus == 143)
        #expect(CLIRunner.contents(of: dir) == ["a", "folder", "seq"])
    }

    @Test func staleTemporariesOfEndedRunsAreRemovedButNotLiveOnes() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // pid_max is at most 2^22 on Linux, so 4194305 names no process; pid 1 is alive.
        let stale = ".spinnergen-4194305-abc-out.mp4.tmp", live = ".spinnergen-1-abc-out.mp4.tmp"
        let otherTarget = ".spinnergen-4194305-abc-other.mp4.tmp"
        for name in [stale, live, otherTarget] { try Data().write(to: dir.appendingPathComponent(name)) }
        let r = try CLIRunner.run(Self.small + ["-o", "out.mp4"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(CLIRunner.contents(of: dir) == [live, otherTarget, "out.mp4"])
    }

    @Test func aSequenceNeverReplacesWhatIsNotARegularFile() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("0003.png").path, withDestinationPath: "/etc/hostname")
        let r = try CLIRunner.run(Self.small + ["-o", "%04d.png"], in: dir)
        #expect(r.status == 73 && r.stderr.contains("frame 3"), "\(r.stderr)")
        #expect(CLIRunner.contents(of: dir) == ["0003.png"])
    }

    /// Runs `script` under /bin/sh with the binary as "$0"'s first argument.
    static func shell(_ script: String, in dir: URL? = nil) throws -> (status: Int32, stderr: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/sh")
        p.arguments = ["-c", script, "sh", try CLIRunner.binary]
        if let dir { p.currentDirectoryURL = dir }
        let err = Pipe()
        p.standardError = err
        p.standardOutput = FileHandle.nullDevice
        try p.run()
        let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        return (p.terminationStatus, text)
    }

    @Test func closedAndFullStreamsNeverCrash() throws {
        let closedOut = try Self.shell(#""$1" list >&-"#)
        #expect(closedOut.status == 74 && closedOut.stderr.contains("standard output is closed"), "\(closedOut.stderr)")
        let fullOut = try Self.shell(#""$1" list >/dev/full"#)
        #expect(fullOut.status == 74 && fullOut.stderr.contains("No space left"), "\(fullOut.stderr)")
        let closedErr = try Self.shell(#""$1" material --fps x -o a.mp4 2>&-"#)
        #expect(closedErr.status == 64)
        let fullErr = try Self.shell(#""$1" material --fps x -o a.mp4 2>/dev/full"#)
        #expect(fullErr.status == 64)
        let values = try Self.shell(#""$1" values material --frames 0- >/dev/full"#)
        #expect(values.status == 74, "\(values.stderr)")
        let brokenPipe = try Self.shell(#""$1" values material --frames 0- | head -c 10 >/dev/null"#)
        #expect(brokenPipe.status == 0 && brokenPipe.stderr.split(separator: "\n").count <= 1 && !brokenPipe.stderr.contains("Fatal"),
                "\(brokenPipe.stderr)")
        // -o - with standard output closed: refused before any work.
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let stream = try Self.shell(#""$1" material --scale 1 --format rgba -o - >&-"#, in: dir)
        #expect(stream.status == 74 && stream.stderr.contains("closed"), "\(stream.stderr)")
        // A closed stderr must not make a file spinnergen opens become descriptor 2.
        let quietRender = try Self.shell(#""$1" material --scale 1 --frames 0-1 --format y4m --background '#FFFFFF' -o out.y4m 2>&-"#, in: dir)
        #expect(quietRender.status == 0)
        let y4m = try Data(contentsOf: dir.appendingPathComponent("out.y4m"))
        #expect(y4m.starts(with: Data("YUV4MPEG2".utf8)))
    }

    @Test(arguments: [("SIGTERM", SIGTERM), ("SIGHUP", SIGHUP), ("SIGQUIT", SIGQUIT), ("SIGUSR1", SIGUSR1), ("SIGALRM", SIGALRM), ("SIGPIPE", SIGPIPE)])
    func everySignalLeavesNothingBehind(_ name: String, _ signal: Int32) throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (p, said) = try CLIRunner.startRendering(["material", "--size", "400", "--scale", "2", "--duration", "120", "-o", "long.mp4"], in: dir)
        kill(p.process.processIdentifier, signal)
        var heard = said
        if signal == SIGPIPE {
            // Ignored (a broken pipe is a write error instead): the render goes on, as its next
            // progress line shows (one comes at least every 0.5 s), until stopped.
            let before = heard.count
            while heard[before...].firstIndex(of: UInt8(ascii: "\n")) == nil {
                let chunk = p.stderr.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                heard.append(chunk)
            }
            #expect(p.process.isRunning)
            kill(p.process.processIdentifier, SIGTERM)
        }
        p.process.waitUntilExit()
        let err = String(decoding: heard + p.stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        // The progress lines are JSON; the one line that is not is the error.
        let errors = err.split(separator: "\n").filter { !$0.hasPrefix("{") }
        #expect(CLIRunner.contents(of: dir) == [], "\(name)")
        if signal == SIGPIPE {
            #expect(p.process.terminationStatus == 143, "\(err)")
            #expect(errors.count == 1 && errors[0].contains("SIGTERM received"), "\(err)")
        } else {
            #expect(p.process.terminationStatus == 128 + signal, "\(name): \(err)")
            #expect(errors.count == 1 && errors[0].contains("\(name) received"), "\(name): \(err)")
        }
    }
}

extension OutputSafetyTests {
    /// A FIFO nobody reads blocks the open (as it does for `cat > fifo`); a signal still ends the
    /// run, after the grace period, and the FIFO stays a FIFO.
    @Test func aSignalEndsARunBlockedOnAFIFOWithoutReader() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fifo = dir.appendingPathComponent("nobody.rgba").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let p = try CLIRunner.start(Self.small + ["-o", fifo], in: dir)
        #expect(CLIRunner.waitUntilBlockedOnAFIFO(p.process), "the run never waited for the FIFO's reader")
        let start = Date()
        p.process.terminate()
        p.process.waitUntilExit()
        #expect(p.process.terminationStatus == 143)
        #expect(Date().timeIntervalSince(start) < 8)
        #expect(Self.kind(fifo) == .fifo)
        #expect(CLIRunner.contents(of: dir) == ["nobody.rgba"])
    }
}
