import Foundation
import Synchronization
import Testing
import XCTest
import SpinnerCore
import SpinnerAnimation
import SpinnerGolden
import SpinnerGoldenTesting

/// `assertGoldenFrames` and its kin fail the running test themselves, at the caller's line.
@Suite struct GoldenAssertionTests {
    static func folder() throws -> String {
        let dir = (NSTemporaryDirectory() as NSString).appendingPathComponent("assert-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test func aMatchingGoldenRecordsNothing() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = try GoldenFrames.check(try GoldenFramesTests.scene(color: "#FF0000"), at: [0.5], named: "bar", record: .all, directory: dir)
        // Any issue recorded here would fail this test.
        let report = assertGoldenFrames(try GoldenFramesTests.scene(color: "#FF0000"), at: [0.5], named: "bar",
                                        record: .never, directory: dir)
        #expect(report?.passed == true)
    }

    @Test func aMismatchIsRecordedAtTheCallersLine() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = try GoldenFrames.check(try GoldenFramesTests.scene(color: "#FF0000"), at: [0.25, 0.5], named: "bar",
                                   record: .all, directory: dir)
        // The test below calls assertGoldenFrames and nothing else: no #expect of its own.
        let seen = Mutex<[Issue]>([])
        let line = Mutex(0)
        var report: GoldenFrames.Report?
        let changed = try GoldenFramesTests.scene(color: "#FE0000")
        withKnownIssue {
            line.withLock { $0 = #line }; report = assertGoldenFrames(changed, at: [0.25, 0.5], named: "bar", record: .never, directory: dir)
        } matching: { issue in
            seen.withLock { $0.append(issue) }
            return true
        }
        // withKnownIssue itself fails when no issue was recorded; and this is the one issue, ours.
        let issues = seen.withLock { $0 }
        #expect(issues.count == 1)
        let issue = try #require(issues.first)
        let text = issue.comments.map(\.rawValue).joined()
        #expect(text.hasPrefix("golden frames 'bar': 2 of 2 frames failed"), "\(text)")
        #expect(text.contains("bar@0.25s: differs from the golden (") && text.contains("bar@0.5s: differs"), "\(text)")
        #expect(issue.sourceLocation?.line == line.withLock { $0 })
        #expect(issue.sourceLocation?.fileID == "SpinnerGoldenTests/GoldenAssertionTests.swift")
        #expect(report?.passed == false && report?.failures.count == 2)
    }

    /// The perceptual mode, spelled as swift-snapshot-testing spells it: #FE0000 for #FF0000
    /// (ΔE about 0.3) passes at perceptual precision 0.99 and fails exact; #C00000 (ΔE about 13)
    /// fails it, naming the pixels beyond ΔE 1.
    @Test func thePerceptualModePassesAndFailsWhereItShould() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = try GoldenFrames.check(try GoldenFramesTests.scene(color: "#FF0000"), at: [0.25, 0.5], named: "bar",
                                   record: .all, directory: dir)
        let perceptual = CompareTolerance.image(precision: 1, perceptualPrecision: 0.99)
        let nudged = try GoldenFramesTests.scene(color: "#FE0000"), darker = try GoldenFramesTests.scene(color: "#C00000")
        let near = assertGoldenFrames(nudged, at: [0.25, 0.5], named: "bar", tolerance: perceptual, record: .never, directory: dir)
        #expect(near?.passed == true)
        let seen = Mutex<[String]>([])
        withKnownIssue {
            _ = assertGoldenFrames(darker, at: [0.5], named: "bar",
                                   tolerance: perceptual, record: .never, directory: dir)
        } matching: { issue in
            seen.withLock { $0.append(issue.comments.map(\.rawValue).joined()) }
            return true
        }
        let text = seen.withLock { $0.joined() }
        #expect(text.contains("bar@0.5s: differs from the golden (") && text.contains(" px beyond ΔE 1)"), "\(text)")
        #expect(text.contains("max ΔE "), "\(text)")
        withKnownIssue {
            _ = assertGoldenFrames(nudged, at: [0.5], named: "bar", record: .never, directory: dir)
        }
    }

    @Test func aSceneThatCannotBeBuiltIsRecorded() throws {
        struct NoScene: Error, CustomStringConvertible { var description: String { "no scene today" } }
        func broken() throws -> Scene { throw NoScene() }
        withKnownIssue {
            #expect(assertGoldenFrames(try broken(), at: [0], named: "x", record: .never, directory: "/nonexistent") == nil)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined() == "golden frames 'x' could not be checked: no scene today"
        }
    }

    @Test func assertGoldenImageRecordsAMissingGolden() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let image = PixelBuffer(width: 2, height: 2, fill: PremultipliedRGBA8(r: 1, g: 2, b: 3, a: 255))
        withKnownIssue {
            _ = assertGoldenImage(image, named: "dot", record: .never, directory: dir)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined() == "golden 'dot': no golden at \(dir)/dot.png; run with SPINNERGEN_RECORD=missing to record it"
        }
    }

    @Test func orphansAreOneIssueNamingEach() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/SomeTests", withIntermediateDirectories: true)
        try Data([1]).write(to: URL(fileURLWithPath: root + "/SomeTests/kept.png"))
        try Data([1]).write(to: URL(fileURLWithPath: root + "/SomeTests/gone.png"))
        withKnownIssue {
            let findings = assertNoGoldenOrphans(used: ["SomeTests": ["kept"]], root: root)
            #expect(findings.map(\.kind) == [.unused])
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.hasPrefix("1 problem with the goldens in \(root):\n") && text.contains("SomeTests/gone.png: no test checks this golden")
        }
        #expect(assertNoGoldenOrphans(used: ["SomeTests": ["kept", "gone"]], root: root).isEmpty)
    }
}

/// Under XCTest (no Swift Testing test running) the failure goes to XCTest, at the caller's line.
final class GoldenAssertionXCTests: XCTestCase {
    private var captured: [(description: String, file: String, line: Int)] = []
    private var capturing = false

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if capturing {
            captured.append((description, filePath, lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    func testAMissingGoldenFailsTheXCTest() throws {
        let dir = try GoldenAssertionTests.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let image = PixelBuffer(width: 2, height: 2, fill: PremultipliedRGBA8(r: 1, g: 2, b: 3, a: 255))
        capturing = true
        let line = #line; let outcome = assertGoldenImage(image, named: "dot", record: .never, directory: dir)
        capturing = false
        XCTAssertEqual(outcome?.passed, false)
        XCTAssertEqual(captured.count, 1)
        XCTAssertEqual(captured.first?.line, line)
        XCTAssertEqual(captured.first?.file, #filePath)
        XCTAssertTrue(captured.first?.description.contains("golden 'dot': no golden at \(dir)/dot.png") == true,
                      captured.first?.description ?? "")
    }
}
