import Foundation
import Testing
import SpinnerCore
import SpinnerEncode
@testable import SpinnerGolden

@Suite struct GoldenImageTests {
    static func folder() throws -> String {
        let dir = (NSTemporaryDirectory() as NSString).appendingPathComponent("golden-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test func recordModesDoWhatTheySay() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let image = PixelBuffer(width: 3, height: 2, fill: PremultipliedRGBA8(r: 40, g: 80, b: 120, a: 255))
        var changed = image
        changed[1, 1] = PremultipliedRGBA8(r: 42, g: 80, b: 120, a: 255)

        #expect(try GoldenImage(directory: dir, recordMode: .never).check(image, named: "a").passed == false)
        let recorded = try GoldenImage(directory: dir, recordMode: .missing).check(image, named: "a")
        guard case .recorded = recorded else { Issue.record("not recorded: \(recorded)"); return }
        #expect(try GoldenImage(directory: dir, recordMode: .never).check(image, named: "a").passed)
        let strict = try GoldenImage(directory: dir, recordMode: .never).check(changed, named: "a")
        guard case .mismatched(let d, let failures, let actual) = strict else { Issue.record("no mismatch: \(strict)"); return }
        #expect(d.maxDelta == 2 && d.worstPixel == FrameDifference.Position(x: 1, y: 1))
        #expect(failures == ["1 px beyond delta 0"])
        #expect(FileManager.default.fileExists(atPath: actual))
        #expect(FileManager.default.fileExists(atPath: actual.replacingOccurrences(of: ".actual.png", with: ".diff.png")))
        #expect(try GoldenImage(directory: dir, tolerance: CompareTolerance(maxDelta: 2), recordMode: .never).check(changed, named: "a").passed)
        guard case .recorded = try GoldenImage(directory: dir, recordMode: .failed).check(changed, named: "a") else {
            Issue.record("failed mode did not rewrite"); return
        }
        #expect(try GoldenImage(directory: dir, recordMode: .never).check(changed, named: "a").passed)
    }

    @Test func neverRecordsOnCI() {
        #expect(RecordMode.fromEnvironment(["CI": "true", "SPINNERGEN_RECORD": "all"]) == .never)
        #expect(RecordMode.fromEnvironment(["SPINNERGEN_RECORD": "all"]) == .all)
        #expect(RecordMode.fromEnvironment([:]) == .missing)
    }

    /// A misspelt SPINNERGEN_RECORD used to mean `missing` without a word: now every check
    /// fails with an error naming the value and the nearest mode, and nothing is written.
    @Test func aMisspeltRecordVariableFailsEveryCheck() throws {
        #expect(RecordMode.environmentProblem(["SPINNERGEN_RECORD": "missng"])?.description
                == "SPINNERGEN_RECORD='missng' is not a record mode (expected never, missing, failed or all; did you mean \"missing\"?)")
        #expect(RecordMode.environmentProblem(["SPINNERGEN_RECORD": "ALL"])?.description
                == "SPINNERGEN_RECORD='ALL' is not a record mode (expected never, missing, failed or all; did you mean \"all\"?)")
        #expect(RecordMode.environmentProblem(["SPINNERGEN_RECORD": ""]) == RecordModeError(value: ""))
        #expect(RecordMode.environmentProblem(["SPINNERGEN_RECORD": "failed"]) == nil)
        #expect(RecordMode.environmentProblem([:]) == nil)
        // Whatever the mode it resolves to, a typo never records.
        #expect(RecordMode.fromEnvironment(["SPINNERGEN_RECORD": "everything"]) == .never)

        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let image = PixelBuffer(width: 3, height: 2, fill: PremultipliedRGBA8(r: 40, g: 80, b: 120, a: 255))
        #expect(throws: RecordModeError(value: "al")) {
            try GoldenImage(directory: dir, recordMode: .all).check(image, named: "a", environment: ["SPINNERGEN_RECORD": "al"])
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
    }

    /// `.failed` rewrites a golden whose size changed, as it does one whose pixels changed;
    /// `.never` and `.missing` report the size.
    @Test func failedModeRewritesAGoldenOfAnotherSize() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let small = PixelBuffer(width: 3, height: 2, fill: PremultipliedRGBA8(r: 40, g: 80, b: 120, a: 255))
        let wide = PixelBuffer(width: 4, height: 2, fill: PremultipliedRGBA8(r: 40, g: 80, b: 120, a: 255))
        guard case .recorded = try GoldenImage(directory: dir, recordMode: .missing).check(small, named: "a") else {
            Issue.record("not recorded"); return
        }
        for mode in [RecordMode.never, .missing] {
            let outcome = try GoldenImage(directory: dir, recordMode: mode).check(wide, named: "a")
            guard case .sizeMismatch(let expected, let actual, _) = outcome else { Issue.record("\(mode): \(outcome)"); continue }
            #expect(expected == (3, 2) && actual == (4, 2))
        }
        guard case .recorded = try GoldenImage(directory: dir, recordMode: .failed).check(wide, named: "a") else {
            Issue.record("failed mode did not rewrite the golden of another size"); return
        }
        #expect(try GoldenImage(directory: dir, recordMode: .never).check(wide, named: "a").passed)
        #expect(try PNGCodec.decode(contentsOf: dir + "/a.png").width == 4)
    }
}
