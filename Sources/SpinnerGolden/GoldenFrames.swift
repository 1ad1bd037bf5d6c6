import SpinnerCore
import SpinnerAnimation
import SpinnerRaster

/// The one call a Swift test makes to pin an animation: render a scene at chosen times and
/// compare each frame with a golden PNG kept beside the test.
///
///     let report = try GoldenFrames.check(scene, at: [0, 0.25, 0.5], named: "spinner")
///     #expect(report.passed, "\(report)")
///
/// This returns a verdict and records nothing with the test framework (SpinnerGolden is linked
/// into the command-line tool, which has no test framework); `SpinnerGoldenTesting`'s
/// `assertGoldenFrames` makes the same check and fails the calling test itself.
///
/// Goldens live in `Goldens/<TestFile>/` beside the calling file (`GoldenImage`), named
/// `<name>@<time>s.png`. `record` defaults to `RecordMode.fromEnvironment()`: `SPINNERGEN_RECORD`
/// (never, missing, failed, all; default missing), and never when `CI=true`. A failing frame's
/// actual image is written under `GoldenImage.failureDirectory` and its path is in the report.
public enum GoldenFrames {
    /// One frame's check.
    public struct Frame: Sendable {
        /// The scene time, in seconds.
        public let time: Double
        /// The golden's name, `<name>@<time>s`.
        public let name: String
        public let outcome: GoldenImage.Outcome
    }

    /// What each frame's check found.
    public struct Report: Sendable, CustomStringConvertible {
        public let frames: [Frame]

        /// True when every frame matched its golden.
        public var passed: Bool { frames.allSatisfy { $0.outcome.passed } }

        /// The frames that did not match (recorded, missing, different or refused).
        public var failures: [Frame] { frames.filter { !$0.outcome.passed } }

        public var description: String {
            frames.map { "\($0.name): \($0.outcome)" }.joined(separator: "\n")
        }
    }

    /// Renders `scene` at each time and checks it against `<name>@<time>s.png` in `directory`
    /// (nil: `<folder>/<TestFile>/` beside `file`, which defaults to the caller's source file).
    public static func check(_ scene: Scene, at times: [Double], named name: String,
                             tolerance: CompareTolerance = .exact, record: RecordMode = .fromEnvironment(),
                             directory: String? = nil, folder: String = "Goldens",
                             file: String = #filePath) throws -> Report {
        let golden = GoldenImage(directory: directory ?? GoldenImage.directory(besideFile: file, folder: folder),
                                 tolerance: tolerance, recordMode: record)
        let rasterizer = Rasterizer()
        var frames: [Frame] = []
        for (t, frameName) in zip(times, names(name, at: times)) {
            let image = rasterizer.render(scene.presentation(at: t))
            frames.append(Frame(time: t, name: frameName, outcome: try golden.check(image, named: frameName)))
        }
        return Report(frames: frames)
    }

    /// The goldens' names `check` uses for `name` at `times`, `<name>@<time>s`: what a test
    /// declares to `GoldenOrphans` as used.
    public static func names(_ name: String, at times: [Double]) -> [String] {
        times.map { "\(name)@\(timeLabel($0))s" }
    }

    /// `0.25` → "0.25", `1` → "1", with no exponent and at most 6 decimals, for file names.
    static func timeLabel(_ t: Double) -> String { DecimalText.trimmed(t, maxDecimals: 6) }
}
