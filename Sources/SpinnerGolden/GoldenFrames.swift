import Foundation
import SpinnerCore
import SpinnerAnimation
import SpinnerRaster

/// The one call a Swift test makes to pin an animation: render a scene at chosen times and
/// compare each frame with a golden PNG kept beside the test.
///
///     let report = try GoldenFrames.check(scene, at: [0, 0.25, 0.5], named: "spinner")
///     #expect(report.passed, "\(report)")
///
/// Goldens live in `Goldens/` beside the calling file, named `<name>@<time>s.png`. Record
/// modes come from `SPINNERGEN_RECORD` (never, missing, failed, all; default missing) and
/// nothing is recorded when `CI=true`. A failing frame's actual image is written to
/// `GoldenImage.failureDirectory` and its path is in the report.
public enum GoldenFrames {
    /// What each frame's check found.
    public struct Report: Sendable, CustomStringConvertible {
        public let frames: [(time: Double, name: String, outcome: GoldenImage.Outcome)]

        /// True when every frame matched its golden.
        public var passed: Bool { frames.allSatisfy { $0.outcome.passed } }

        public var description: String {
            frames.map { "\($0.name): \($0.outcome)" }.joined(separator: "\n")
        }
    }

    /// Renders `scene` at each time and checks it against `<name>@<time>s.png` in `folder`
    /// beside `file` (pass nothing for `file`: it is the caller's source file).
    public static func check(_ scene: Scene, at times: [Double], named name: String,
                             tolerance: Int = 0, maxMismatch: Double = 0,
                             folder: String = "Goldens", file: String = #filePath) throws -> Report {
        let golden = GoldenImage(besideFile: file, folder: folder, tolerance: tolerance, maxMismatch: maxMismatch)
        let rasterizer = Rasterizer()
        var frames: [(Double, String, GoldenImage.Outcome)] = []
        for t in times {
            let frameName = "\(name)@\(timeLabel(t))s"
            let image = rasterizer.render(scene.presentation(at: t))
            frames.append((t, frameName, try golden.check(image, named: frameName)))
        }
        return Report(frames: frames)
    }

    /// `0.25` → "0.25", `1` → "1", with no exponent and at most 6 decimals, for file names.
    static func timeLabel(_ t: Double) -> String { DecimalText.trimmed(t, maxDecimals: 6) }
}
