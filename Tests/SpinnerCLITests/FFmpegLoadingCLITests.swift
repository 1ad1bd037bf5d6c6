import Foundation
import Testing
import SpinnerEncode

/// FFmpeg's libraries are opened only by a job that needs them (CFFmpeg's dlopen): a PNG still
/// or a WebP (libwebp's own encoder) never loads them, and without them a video job fails with one
/// line while the other formats still work. The dynamic linker's own log (`LD_DEBUG=libs`) tells what was loaded;
/// `SPINNERGEN_FFMPEG_DIR`, pointed at an empty folder, stands in for libraries not installed.
@Suite struct FFmpegLoadingCLITests {
    /// The libraries the dynamic linker initialised during a run, by file name. The log goes to
    /// a file (`LD_DEBUG_OUTPUT`, which glibc suffixes with the pid): on stderr it would fill the
    /// pipe before the runner reads it.
    static func loadedLibraries(_ arguments: [String], in dir: URL) throws -> [String] {
        let logs = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: logs) }
        let r = try CLIRunner.run(arguments, in: dir, environment: ["LD_DEBUG": "libs", "LD_DEBUG_OUTPUT": logs.path + "/ld"])
        #expect(r.status == 0, "\(r.stderr)")
        let log = try CLIRunner.contents(of: logs).map { try String(contentsOf: logs.appendingPathComponent($0), encoding: .utf8) }
        #expect(log.count == 1)
        return log.joined().split(separator: "\n").compactMap { line in
            line.range(of: "calling init: ").map { String(line[$0.upperBound...].split(separator: "/").last ?? "") }
        }
    }

    @Test func aPNGStillLoadsNoFFmpegAndAVideoDoes() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let still = try Self.loadedLibraries(["material", "--time", "0.5", "--size", "24", "-o", "still.png", "-q"], in: dir)
        // The log is read: libpng writes the still.
        #expect(still.contains { $0.hasPrefix("libpng16.so") }, "\(still)")
        #expect(!still.contains { $0.hasPrefix("libav") || $0.hasPrefix("libswscale") || $0.hasPrefix("libx264") }, "\(still)")

        let webp = try Self.loadedLibraries(["material", "--size", "24", "--fps", "10", "--frames", "0-1", "-o", "a.webp", "-q"], in: dir)
        #expect(webp.contains { $0.hasPrefix("libwebpmux.so") }, "\(webp)")
        #expect(!webp.contains { $0.hasPrefix("libav") || $0.hasPrefix("libswscale") || $0.hasPrefix("libx264") }, "\(webp)")

        let video = try Self.loadedLibraries(["material", "--size", "24", "--fps", "10", "--frames", "0-1", "-o", "a.mp4", "-q"], in: dir)
        for name in ["libavutil.so.", "libswscale.so.", "libavcodec.so.", "libavformat.so.", "libx264.so."] {
            #expect(video.contains { $0.hasPrefix(name) }, "\(name) in \(video)")
        }
    }

    @Test func withoutFFmpegAVideoFailsWithOneLineAndOtherFormatsWork() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let nowhere = dir.appendingPathComponent("no-ffmpeg")
        try FileManager.default.createDirectory(at: nowhere, withIntermediateDirectories: false)
        let missing = ["SPINNERGEN_FFMPEG_DIR": nowhere.path]
        let packages = FFmpegLibraries.packages
        let hint = "(install them: apt-get install \(packages.joined(separator: " ")))"
        let common = ["material", "--size", "24", "--fps", "10", "--frames", "0-1", "-q"]
        for name in ["a.mp4", "b.webm"] {
            let r = try CLIRunner.run(common + ["-o", name], in: dir, environment: missing)
            #expect(r.status == 69, "\(name): \(r.stderr)")
            #expect(r.stderr == "spinnergen: error: writing '\(name)' needs FFmpeg's libraries (\(packages.joined(separator: ", "))) \(hint)\n")
        }
        // Nothing of the refused outputs is left; the formats spinnergen writes itself still work.
        #expect(CLIRunner.contents(of: dir) == ["no-ffmpeg"])
        for name in ["c.webp", "d.gif", "e.apng", "f.y4m", "g.rgba"] {
            let r = try CLIRunner.run(common + ["-o", name], in: dir, environment: missing)
            #expect(r.status == 0, "\(name): \(r.stderr)")
        }
        let still = try CLIRunner.run(["material", "--time", "0.5", "--size", "24", "-o", "h.png", "-q"], in: dir, environment: missing)
        #expect(still.status == 0, "\(still.stderr)")

        // Reading a video needs them too: compare says so, as one line with the same hint.
        let made = try CLIRunner.run(common + ["-o", "i.mp4"], in: dir)
        #expect(made.status == 0, "\(made.stderr)")
        let compare = try CLIRunner.run(["compare", "i.mp4", "i.mp4"], in: dir, environment: missing)
        #expect(compare.status == 69, "\(compare.stderr)")
        #expect(compare.stderr.hasPrefix("spinnergen: error: reading 'i.mp4' needs FFmpeg's libraries"), "\(compare.stderr)")
        #expect(compare.stderr.hasSuffix(" \(hint)\n") && compare.stderr.split(separator: "\n").count == 1, "\(compare.stderr)")
    }
}
