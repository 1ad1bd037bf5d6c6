import Foundation
import Synchronization
import Testing
@testable import SpinnerCLI
import SpinnerCore
import SpinnerJSON

/// `--progress-format json|bar|none` (issue 14, item 5): JSON lines a program can read, and a terminal
/// bar that fits its width and never leaves a message on its line.
@Suite struct ProgressFormatTests {
    /// The keys of every progress line and every done line, in their documented order.
    static let progressKeys = ["event", "job", "output", "frame", "frames", "fps", "eta_s"]
    static let doneKeys = ["event", "job", "output", "path", "frames", "files", "bytes", "seconds"]

    /// The keys of a one-line JSON object in the order written (JSONSerialization forgets order).
    static func keys(_ line: Substring) -> [String] {
        let regex = try! NSRegularExpression(pattern: #"[{,]"([a-z_]+)":"#)
        let text = String(line)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
            String(text[Range($0.range(at: 1), in: text)!])
        }
    }

    /// Every stderr line parsed as a JSON object; fails the test on a line that is not one.
    static func objects(_ stderr: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [(Substring, [String: Any])] {
        #expect(stderr.hasSuffix("\n"), sourceLocation: sourceLocation)
        return try stderr.split(separator: "\n").map { line in
            #expect(line.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F }, "control character in \(line)",
                    sourceLocation: sourceLocation)
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            #expect(object != nil, "not an object: \(line)", sourceLocation: sourceLocation)
            return (line, object ?? [:])
        }
    }

    static func size(_ url: URL) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber)?.intValue ?? -1
    }

    /// The name is a common option and no other command's: not `--progress` (the determinate
    /// presets' keyframes) and not `compare --report` (a report file).
    @Test func theOptionNameIsTakenByNothingElse() throws {
        let common = PresetHelpDefaultsTests.optionNames(try CLIRunner.run(["--help"]).stdout, section: "COMMON OPTIONS")
        #expect(common.contains("progress-format") && !common.contains("progress") && !common.contains("report"))
        // (`check` lists the common options, as it checks a render's command line.)
        for command in ["compare", "verify", "values", "scene"] {
            let page = try CLIRunner.run([command, "--help"]).stdout
            #expect(!page.isEmpty && !page.contains("--progress-format"), "\(command)")
        }
        #expect(try CLIRunner.run(["compare", "--help"]).stdout.contains("--report"))
        #expect(try CLIRunner.run(["ring", "--help"]).stdout.contains("--progress "))
    }

    @Test func jsonLinesCountUpToTheTotalAndEndWithTheFileItWrote() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(["material", "--scale", "1", "--frames", "0-29", "--progress-format", "json", "-o", "a.gif"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.isEmpty)
        let lines = try Self.objects(r.stderr)
        let progress = lines.filter { $0.1["event"] as? String == "progress" }
        let done = lines.filter { $0.1["event"] as? String == "done" }
        // Nothing but progress lines and one done line, the done line last (no human result line).
        #expect(progress.count + done.count == lines.count && done.count == 1 && lines.last?.1["event"] as? String == "done")
        for (line, object) in progress {
            #expect(Self.keys(line) == Self.progressKeys, "\(line)")
            #expect(object["job"] as? String == "material" && object["output"] as? String == "a.gif")
            #expect(object["frames"] as? Int == 30)
            #expect((object["fps"] as? NSNumber).map { $0.doubleValue >= 0 } == true, "\(line)")
            #expect((object["eta_s"] as? NSNumber).map { $0.doubleValue >= 0 } == true, "\(line)")
        }
        let frames = progress.compactMap { $0.1["frame"] as? Int }
        #expect(frames.first == 1 && frames.last == 30, "\(frames)")
        #expect(frames == frames.sorted() && Set(frames).count == frames.count, "\(frames)")
        // 30 frames: each one reaches a new whole percent, so each has its line.
        #expect(frames == Array(1...30))
        #expect((progress.last?.1["eta_s"] as? NSNumber)?.doubleValue == 0)
        let (line, last) = done[0]
        #expect(Self.keys(line) == Self.doneKeys, "\(line)")
        #expect(last["path"] as? String == "a.gif" && last["frames"] as? Int == 30 && last["files"] as? Int == 1)
        #expect(last["bytes"] as? Int == (try Self.size(dir.appendingPathComponent("a.gif"))))
        #expect((last["seconds"] as? NSNumber).map { $0.doubleValue > 0 } == true)
    }

    @Test func aSequenceReportsItsPatternAndTheBytesOfEveryFrame() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(["ring", "--scale", "1", "--frames", "3-7", "--progress-format", "json", "-o", "f/%04d.png"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let lines = try Self.objects(r.stderr)
        let done = try #require(lines.last?.1)
        let names = CLIRunner.contents(of: dir.appendingPathComponent("f"))
        #expect(names == ["0003.png", "0004.png", "0005.png", "0006.png", "0007.png"])
        let total = try names.map { try Self.size(dir.appendingPathComponent("f").appendingPathComponent($0)) }.reduce(0, +)
        #expect(done["event"] as? String == "done" && done["job"] as? String == "ring")
        #expect(done["path"] as? String == "f/%04d.png" && done["files"] as? Int == 5 && done["frames"] as? Int == 5)
        #expect(done["bytes"] as? Int == total && total > 0)
        // Written frames count from 1, whatever the timeline indices.
        #expect(lines.dropLast().compactMap { $0.1["frame"] as? Int } == [1, 2, 3, 4, 5])
    }

    @Test func aStreamHasNoSizeToReport() throws {
        let r = try CLIRunner.run(["material", "--scale", "1", "--frames", "0-2", "--format", "y4m", "--background", "#FFFFFF",
                                   "--progress-format", "json", "-o", "-"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdoutBytes.starts(with: Data("YUV4MPEG2".utf8)))
        let done = try #require(try Self.objects(r.stderr).last)
        #expect(Self.keys(done.0) == Self.doneKeys && done.0.contains(#","path":"-","frames":3,"files":1,"bytes":null,"#), "\(done.0)")
        #expect(done.1["bytes"] is NSNull)
    }

    @Test func noneAndQuietPrintWhatTheySay() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let base = ["material", "--scale", "1", "--frames", "0-9", "-o", "a.webp"]
        let none = try CLIRunner.run(base + ["--progress-format", "none"], in: dir)
        #expect(none.status == 0 && none.stderr.hasPrefix("spinnergen: wrote a.webp: 10 frames") && none.stderr.split(separator: "\n").count == 1,
                "\(none.stderr)")
        let silent = try CLIRunner.run(base + ["--progress-format", "none", "-q"], in: dir)
        #expect(silent.status == 0 && silent.stderr.isEmpty, "\(silent.stderr)")
        // Standard error is a pipe here: no bar unless asked for.
        let byDefault = try CLIRunner.run(base, in: dir)
        #expect(!byDefault.stderr.contains("\r") && byDefault.stderr.split(separator: "\n").count == 1, "\(byDefault.stderr)")
        // A --progress-format given wins over --quiet for the progress, which still silences the messages.
        let quietJSON = try CLIRunner.run(base + ["--progress-format", "json", "-q"], in: dir)
        #expect(try Self.objects(quietJSON.stderr).last?.1["event"] as? String == "done")
    }

    @Test func aBarAskedForEndsItsLineBeforeTheResult() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let p = try CLIRunner.start(["material", "--scale", "1", "--frames", "0-19", "--progress-format", "bar", "-o", "a.apng"], in: dir,
                                    environment: ["COLUMNS": "32"])
        let err = String(decoding: p.stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.process.waitUntilExit()
        #expect(p.process.terminationStatus == 0, "\(err)")
        let lines = err.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3 && lines[2].isEmpty, "\(err)")
        #expect(lines[1].hasPrefix("spinnergen: wrote a.apng: 20 frames"), "\(err)")
        let redraws = lines[0].split(separator: "\r")
        #expect(lines[0].hasPrefix("\r") && !redraws.isEmpty)
        for redraw in redraws {
            #expect(redraw.hasSuffix("\u{1B}[K"), "\(redraw)")
            let visible = redraw.dropLast(3)
            #expect(visible.count <= 31 && visible.contains("%") && visible.contains("ETA "), "\(visible)")
        }
        #expect(redraws.last?.contains("100% 20/20 ") == true && redraws.last?.contains("ETA 0s") == true, "\(err)")
    }

    /// Ctrl-C during a bar: the message starts on a line of its own.
    @Test func anInterruptAfterTheBarStartsOnAFreshLine() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let p = try CLIRunner.start(["material", "--size", "400", "--scale", "2", "--duration", "120", "--progress-format", "bar", "-o", "long.mp4"],
                                    in: dir, environment: ["COLUMNS": "40"])
        // Blocks until the first redraw: the bar is on screen when the signal comes.
        let first = p.stderr.fileHandleForReading.availableData
        p.process.interrupt()
        p.process.waitUntilExit()
        let err = String(decoding: first + p.stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(p.process.terminationStatus == 130, "\(err)")
        #expect(err.hasPrefix("\r["), "no bar was drawn: \(err)")
        #expect(err.contains("\u{1B}[K\nspinnergen: error: SIGINT received"), "\(err)")
        #expect(err.hasSuffix("\n") && err.split(separator: "\n").count == 2, "\(err)")
        #expect(CLIRunner.contents(of: dir) == [])
    }

    /// A write failure after frames were drawn: the error line is not glued to the bar.
    @Test func aFailureAfterTheBarStartsOnAFreshLine() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fifo = dir.appendingPathComponent("p.y4m").path
        #expect(mkfifo(fifo, 0o644) == 0)
        // A reader that takes three frames' worth (100x100 4:2:0 is 15000 bytes a frame) and leaves.
        let reader = Process()
        reader.executableURL = URL(fileURLWithPath: "/bin/sh")
        reader.arguments = ["-c", "head -c 45000 \"$1\" > /dev/null", "sh", fifo]
        try reader.run()
        let p = try CLIRunner.start(["material", "--scale", "1", "--background", "#FFFFFF", "--progress-format", "bar", "-o", fifo], in: dir,
                                    environment: ["COLUMNS": "80"])
        let err = String(decoding: p.stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.process.waitUntilExit()
        reader.waitUntilExit()
        #expect(p.process.terminationStatus == 74, "\(err)")
        #expect(err.hasPrefix("\r[") && err.contains("\u{1B}[K\nspinnergen: error: "), "\(err)")
        #expect(CLIRunner.contents(of: dir) == ["p.y4m"])
    }
}

/// The bar's text and the fresh-line rule, with a fake width and clock.
@Suite struct ProgressBarLayoutTests {
    @Test func eightyColumnsShowEverything() {
        // 30 of 120 frames in 1 s: 30 fps, 90 frames left, 3 s; a 30-cell bar a quarter full.
        let line = ProgressBar.line(done: 30, total: 120, elapsed: 1, columns: 80)
        #expect(line == "[" + String(repeating: "#", count: 7) + String(repeating: ".", count: 23) + "] 25% 30/120 30 fps ETA 3s")
    }

    @Test func narrowTerminalsKeepThePercentageAndTheETA() {
        #expect(ProgressBar.line(done: 30, total: 120, elapsed: 1, columns: 20) == "25% 30/120 ETA 3s")
        // 29 columns of room: a bar of 16 cells beats the frame count.
        #expect(ProgressBar.line(done: 30, total: 120, elapsed: 1, columns: 30) == "[####............] 25% ETA 3s")
        #expect(ProgressBar.line(done: 30, total: 120, elapsed: 1, columns: 11) == "25% ETA 3s")
        #expect(ProgressBar.line(done: 30, total: 120, elapsed: 1, columns: 6) == "25% E")
        #expect(ProgressBar.line(done: 30, total: 120, elapsed: 1, columns: 1) == "")
    }

    @Test(arguments: [1, 2, 5, 12, 20, 33, 40, 57, 80, 132, 500])
    func noWidthWraps(_ columns: Int) {
        for (done, total, elapsed) in [(0, 1, 0.0), (1, 1_000_000, 0.01), (999_999, 1_000_000, 7200), (60, 60, 1), (7, 360, 0.5)] {
            let line = ProgressBar.line(done: done, total: total, elapsed: elapsed, columns: columns)
            #expect(line.count <= columns - 1, "\(columns): \(line)")
            #expect(!line.contains("\n") && !line.contains("\r"))
            if columns >= 20 { #expect(line.contains("%") && line.contains("ETA "), "\(columns): \(line)") }
        }
    }

    @Test func theETAReadsAsAClock() {
        #expect(ProgressBar.clock(0) == "0s")
        #expect(ProgressBar.clock(7.2) == "8s")
        #expect(ProgressBar.clock(185) == "3:05")
        #expect(ProgressBar.clock(3723) == "1:02:03")
        #expect(ProgressBar.clock(.infinity) == "99:59:59")
        #expect(ProgressBar.line(done: 0, total: 10, elapsed: 0, columns: 80).hasSuffix("0% 0/10 0 fps ETA --"))
        #expect(ProgressBar.line(done: 1, total: 7201, elapsed: 1, columns: 80).hasSuffix("ETA 2:00:00"))
    }

    @Test func redrawsAreThrottledAndTheLastEndsTheLine() {
        let clock = Mutex(0.0)
        let drawn = Mutex<[String]>([])
        let bar = ProgressBar(now: { clock.withLock { $0 } }, columns: { 20 }, draw: { text in drawn.withLock { $0.append(text) } })
        // A frame every 20 ms: a redraw at most every 50 ms, so frames 1, 4, 7 and the last.
        for k in 1...8 {
            clock.withLock { $0 = Double(k) * 0.02 }
            bar.frameWritten(k, of: 8)
        }
        let draws = drawn.withLock { $0 }
        #expect(draws.count == 4, "\(draws)")
        #expect(draws.allSatisfy { $0.hasPrefix("\r") && $0.dropFirst().count <= 19 + 3 + 1 })
        #expect(draws.dropLast().allSatisfy { !$0.contains("\n") })
        #expect(draws.last == "\r100% 8/8 ETA 0s\u{1B}[K\n")
    }

    @Test func aMessageAfterAnOpenLineStartsAfterANewline() {
        var line = StderrLine()
        #expect(line.message("spinnergen: wrote a.gif") == "spinnergen: wrote a.gif\n")
        #expect(line.partial("\r[##..] 50%") == "\r[##..] 50%" && line.isOpen)
        #expect(line.message("spinnergen: error: SIGINT received; stopped") == "\nspinnergen: error: SIGINT received; stopped\n")
        #expect(!line.isOpen)
        _ = line.partial("\r[####] 100%\n")
        #expect(!line.isOpen && line.message("spinnergen: wrote a.gif") == "spinnergen: wrote a.gif\n")
    }
}

/// JSON lines without a process: escaping, numbers, and which frames get a line.
@Suite struct JSONProgressTests {
    @Test func stringsCarryNoControlCharacter() {
        #expect(JSONString.quoted("a\u{1B}[31m\n\"\\\u{9B}é") == #""a\u001b[31m\n\"\\\u009bé""#)
        let line = JSONValue.fields(["s": .string("x"), "n": .number(-3), "x": JSONProgress.rounded(2.5, decimals: 2),
                                     "bad": JSONProgress.rounded(.nan, decimals: 1), "z": .null])
        #expect(line.compactText == #"{"s":"x","n":-3,"x":2.5,"bad":null,"z":null}"#)
    }

    /// A rounded number is written with the digits printf's rounding gave it, as the lines
    /// always were.
    @Test func roundedNumbersKeepPrintfsDigits() {
        for x in [0, 0.0001, 0.125, 0.375, 2.675, 118.44999, 118.45, 59.99999, 1e9 / 7, 86_400.0005, 1e12 / 3] {
            for decimals in 1...3 {
                #expect(JSONProgress.rounded(x, decimals: decimals).compactText == DecimalText.trimmed(x, maxDecimals: decimals), "\(x) \(decimals)")
            }
        }
    }

    /// With the clock standing still, a line for the first frame and each new whole percent.
    @Test func aLineForEachNewPercentAndTheLast() {
        let lines = Mutex<[String]>([])
        let report = JSONProgress(job: "ring", output: "o.gif", now: { 5 }, write: { text in lines.withLock { $0.append(text) } })
        for k in 1...200 { report.frameWritten(k, of: 200) }
        let frames = lines.withLock { $0 }.map { line -> Int in
            let object = try! JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any]
            return object["frame"] as! Int
        }
        #expect(frames == [1] + Array(stride(from: 2, through: 200, by: 2)))
        // No time passed: no speed to tell, and so no ETA.
        #expect(lines.withLock { $0 }.first == #"{"event":"progress","job":"ring","output":"o.gif","frame":1,"frames":200,"fps":0,"eta_s":null}"#)
    }

    /// A slow render: at least a line every 0.5 s, whatever the percentage does.
    @Test func aLineEveryHalfSecond() {
        let clock = Mutex(0.0)
        let lines = Mutex<[String]>([])
        let report = JSONProgress(job: "j", output: "o", now: { clock.withLock { $0 } }, write: { text in lines.withLock { $0.append(text) } })
        for k in 1...1000 {
            clock.withLock { $0 = Double(k) * 0.25 }
            report.frameWritten(k, of: 1_000_000)
        }
        // Frames 1, 3, 5 … 999, 0.5 s apart: 500 lines; none of them a new percent.
        #expect(lines.withLock { $0.count } == 500)
        #expect(lines.withLock { $0 }.last == #"{"event":"progress","job":"j","output":"o","frame":999,"frames":1000000,"fps":4,"eta_s":249750.25}"#)
    }
}
