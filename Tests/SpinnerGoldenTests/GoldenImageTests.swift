import Foundation
import Testing
import SpinnerCore
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
}
