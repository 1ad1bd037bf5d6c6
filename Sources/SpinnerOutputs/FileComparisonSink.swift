import SpinnerCore
import SpinnerEncode
import SpinnerGolden
import Synchronization

/// Compares every frame a job renders again with the PNG file that should hold it, by a
/// tolerance instead of by hash: `verify --against DIR` with `--max-delta-e`, `--precision` and
/// the other tolerance flags, for frames on disk that are expected to look the same rather than
/// be the same bytes (recorded by another version, or re-encoded by another tool).
///
/// Frames are compared where they are rendered (`prepare`, on the render's threads); nothing is
/// written and no frame is kept beyond its comparison.
package final class FileComparisonSink: FrameSink {
    /// One frame's verdict.
    package enum Outcome: Sendable {
        /// Measured against the file (passing or not, as `comparison.passed` says).
        case compared(FrameComparison)
        /// The file is missing, unreadable or not a PNG.
        case unreadable(String)
        /// The file holds a frame of another size.
        case sizeDiffers(expected: (Int, Int), actual: (Int, Int))
    }

    private let file: @Sendable (Int) -> String
    private let tolerance: CompareTolerance
    private let outcomes = Mutex<[Int: Outcome]>([:])

    /// `file` names the PNG expected to hold frame `index`.
    package init(file: @escaping @Sendable (Int) -> String, tolerance: CompareTolerance) {
        self.file = file
        self.tolerance = tolerance
    }

    /// The verdicts for `frames`, in order; a frame not rendered (a cancelled run) is absent.
    package func outcomes(for frames: Range<Int>) -> [(index: Int, outcome: Outcome)] {
        outcomes.withLock { o in frames.compactMap { i in o[i].map { (i, $0) } } }
    }

    package func prepare(_ frame: PixelBuffer, index: Int, changed: DirtyRows?) throws -> PreparedFrame {
        let outcome: Outcome
        do throws(PNGError) {
            // The file is the expected side, as a golden is: the report reads "beyond" it.
            let expected = try PNGCodec.decode(contentsOf: file(index))
            if let difference = FrameDifference(expected, frame, tolerance: tolerance) {
                outcome = .compared(FrameComparison(index: index, difference: difference, tolerance: tolerance))
            } else {
                outcome = .sizeDiffers(expected: (expected.width, expected.height), actual: (frame.width, frame.height))
            }
        } catch {
            outcome = .unreadable(error.message)
        }
        outcomes.withLock { $0[index] = outcome }
        return PreparedFrame(index: index, payload: .bytes([]))
    }

    package func write(_ frame: PreparedFrame) throws {}
    package func finish() throws {}
    package func cancel() {}
}
