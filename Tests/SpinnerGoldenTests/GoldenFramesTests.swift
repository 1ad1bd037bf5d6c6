import Foundation
import Testing
import SpinnerCore
import SpinnerAnimation
@testable import SpinnerGolden

@Suite(.serialized) struct GoldenFramesTests {
    static func scene(color: String) throws -> Scene {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
        let bar = Layer()
        bar.anchorPoint = .zero
        bar.bounds = Rect(x: 0, y: 0, width: 0, height: 4)
        bar.backgroundColor = Color(parsingHex: color)
        var grow = BasicAnimation(keyPath: "bounds.size.width")
        grow.toValue = .number(10)
        grow.duration = 1
        bar.add(grow, forKey: "grow")
        root.addSublayer(bar)
        return try Scene(root: root, scale: 2)
    }

    /// A developer's first run records (`missing`, the default away from CI), the next passes,
    /// and a changed colour fails unless the tolerance allows it. The mode is given, so the test
    /// checks the same things whatever SPINNERGEN_RECORD and CI say.
    @Test func recordsThenCatchesAChangedAnimation() throws {
        let dir = (NSTemporaryDirectory() as NSString).appendingPathComponent("frames-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = (dir as NSString).appendingPathComponent("SomeTests.swift")
        let first = try GoldenFrames.check(try Self.scene(color: "#FF0000"), at: [0.25, 0.5], named: "bar", record: .missing, file: file)
        #expect(!first.passed)   // recorded, not yet looked at
        #expect(first.frames.allSatisfy { if case .recorded = $0.outcome { true } else { false } })
        #expect(FileManager.default.fileExists(atPath: dir + "/Goldens/SomeTests/bar@0.25s.png"))
        #expect(FileManager.default.fileExists(atPath: dir + "/Goldens/SomeTests/bar@0.5s.png"))
        #expect(try GoldenFrames.check(try Self.scene(color: "#FF0000"), at: [0.25, 0.5], named: "bar", record: .missing, file: file).passed)
        let changed = try GoldenFrames.check(try Self.scene(color: "#FE0000"), at: [0.25, 0.5], named: "bar", record: .missing, file: file)
        #expect(changed.failures.map(\.name) == ["bar@0.25s", "bar@0.5s"])
        #expect(try GoldenFrames.check(try Self.scene(color: "#FE0000"), at: [0.25, 0.5], named: "bar",
                                       tolerance: CompareTolerance(maxDelta: 1), record: .missing, file: file).passed)
        #expect(GoldenFrames.timeLabel(0.25) == "0.25" && GoldenFrames.timeLabel(2) == "2" && GoldenFrames.timeLabel(1e-7) == "0")
    }

    /// With CI=true nothing is recorded, whatever SPINNERGEN_RECORD asks: the first check
    /// reports the goldens missing and writes nothing.
    @Test func onCINothingIsRecorded() throws {
        let dir = (NSTemporaryDirectory() as NSString).appendingPathComponent("frames-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let mode = RecordMode.fromEnvironment(["CI": "true", "SPINNERGEN_RECORD": "all"])
        let report = try GoldenFrames.check(try Self.scene(color: "#FF0000"), at: [0.5], named: "bar", record: mode,
                                            file: dir + "/SomeTests.swift")
        guard case .missing(let path) = report.frames.first?.outcome else { Issue.record("\(report)"); return }
        #expect(path == dir + "/Goldens/SomeTests/bar@0.5s.png")
        #expect(!FileManager.default.fileExists(atPath: dir))
    }
}

extension GoldenFramesTests {
    @Test func anExplicitRecordModeWinsOverTheEnvironment() throws {
        let dir = (NSTemporaryDirectory() as NSString).appendingPathComponent("frames-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let red = try Self.scene(color: "#FF0000"), nearlyRed = try Self.scene(color: "#FE0000")
        // .never: nothing exists and nothing is written, whatever SPINNERGEN_RECORD says.
        let none = try GoldenFrames.check(red, at: [0.5], named: "bar", record: .never, directory: dir)
        guard case .missing(let path) = none.frames[0].outcome else { Issue.record("\(none)"); return }
        #expect(path == dir + "/bar@0.5s.png" && !FileManager.default.fileExists(atPath: path))
        // .all: written, and reported as not yet passing.
        let recorded = try GoldenFrames.check(red, at: [0.25, 0.5], named: "bar", record: .all, directory: dir)
        #expect(!recorded.passed && recorded.failures.map(\.name) == ["bar@0.25s", "bar@0.5s"])
        #expect(try GoldenFrames.check(red, at: [0.25, 0.5], named: "bar", record: .never, directory: dir).passed)
        // .failed rewrites the frames that differ; then the new colour passes and the old fails.
        let changed = try GoldenFrames.check(nearlyRed, at: [0.25, 0.5], named: "bar", record: .failed, directory: dir)
        #expect(changed.failures.count == 2)
        #expect(try GoldenFrames.check(nearlyRed, at: [0.25, 0.5], named: "bar", record: .never, directory: dir).passed)
        #expect(!(try GoldenFrames.check(red, at: [0.25, 0.5], named: "bar", record: .never, directory: dir).passed))
        #expect(GoldenFrames.names("bar", at: [0, 0.25, 1.5]) == ["bar@0s", "bar@0.25s", "bar@1.5s"])
    }
}
