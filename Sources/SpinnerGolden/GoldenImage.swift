import Foundation
import SpinnerCore
import SpinnerSystem
import SpinnerEncode

/// Compares a rendered frame with a golden PNG kept beside the tests, recording it when the
/// record mode says so. On a mismatch the actual frame is written where a person can look at it.
public struct GoldenImage: Sendable {
    /// What a check found.
    public enum Outcome: Sendable, CustomStringConvertible {
        /// Within tolerance.
        case matched(ImageDifference)
        /// The golden was (re)written; not a pass until it has been looked at and committed.
        case recorded(path: String)
        /// No golden exists and the mode does not record.
        case missing(path: String)
        /// Beyond tolerance; the actual frame was saved at `actualPath`.
        case mismatched(ImageDifference, actualPath: String)
        /// The sizes differ.
        case sizeMismatch(expected: (Int, Int), actual: (Int, Int), actualPath: String)

        /// True only for `.matched`.
        public var passed: Bool { if case .matched = self { return true } else { return false } }

        public var description: String {
            switch self {
            case .matched(let d): return "matched (max delta \(d.maxDelta), mean \(d.meanDelta))"
            case .recorded(let p): return "recorded \(p); check it and commit it"
            case .missing(let p): return "no golden at \(p); run with \(RecordMode.variable)=missing to record it"
            case .mismatched(let d, let a):
                return "differs from the golden: max delta \(d.maxDelta) at \(d.worstPixel.map { "(\($0.x), \($0.y))" } ?? "-"), "
                    + "\(d.mismatchedPixels) pixels beyond tolerance, mean \(DecimalText.fixed(d.meanDelta, decimals: 3)); actual saved at \(a), "
                    + "differences at \(a.replacingOccurrences(of: ".actual.png", with: ".diff.png"))"
            case .sizeMismatch(let e, let a, let p):
                return "size \(a.0)x\(a.1) differs from the golden's \(e.0)x\(e.1); actual saved at \(p)"
            }
        }
    }

    /// The folder holding the goldens.
    public let directory: String
    /// Per-channel levels a pixel may differ by.
    public var tolerance: Int
    /// Fraction of pixels allowed beyond `tolerance`.
    public var maxMismatch: Double
    public var recordMode: RecordMode

    public init(directory: String, tolerance: Int = 0, maxMismatch: Double = 0, recordMode: RecordMode = .fromEnvironment()) {
        self.directory = directory
        self.tolerance = tolerance
        self.maxMismatch = maxMismatch
        self.recordMode = recordMode
    }

    /// A folder named `folder` beside the calling source file, for `#filePath`.
    public init(besideFile file: String, folder: String = "Goldens", tolerance: Int = 0, maxMismatch: Double = 0) {
        let dir = FilePath.directory(of: file)
        self.init(directory: FilePath.join(dir, folder), tolerance: tolerance, maxMismatch: maxMismatch)
    }

    /// Checks `image` against `<directory>/<name>.png`.
    public func check(_ image: PixelBuffer, named name: String) throws -> Outcome {
        let path = FilePath.join(directory, name + ".png")
        let exists = FileManager.default.fileExists(atPath: path)
        if recordMode == .all || (!exists && recordMode != .never) {
            try write(image, to: path)
            return .recorded(path: path)
        }
        guard exists else { return .missing(path: path) }
        let golden = try PNGCodec.decode(contentsOf: path)
        guard let diff = ImageDifference(golden, image, tolerance: tolerance) else {
            return .sizeMismatch(expected: (golden.width, golden.height), actual: (image.width, image.height),
                                 actualPath: try saveActual(image, name: name))
        }
        if diff.mismatchFraction <= maxMismatch { return .matched(diff) }
        if recordMode == .failed {
            try write(image, to: path)
            return .recorded(path: path)
        }
        let actualPath = try saveActual(image, name: name)
        if let picture = DiffImage.render(expected: golden, actual: image, maxDelta: tolerance) {
            try write(picture, to: FilePath.join(GoldenImage.failureDirectory, name + ".diff.png"))
        }
        return .mismatched(diff, actualPath: actualPath)
    }

    /// Where failing frames are written: `$TMPDIR/spinnergen-golden-failures`.
    public static var failureDirectory: String {
        FilePath.join(NSTemporaryDirectory(), "spinnergen-golden-failures")
    }

    private func saveActual(_ image: PixelBuffer, name: String) throws -> String {
        let path = FilePath.join(GoldenImage.failureDirectory, name + ".actual.png")
        try write(image, to: path)
        return path
    }

    private func write(_ image: PixelBuffer, to path: String) throws {
        try FileManager.default.createDirectory(atPath: FilePath.directory(of: path),
                                                withIntermediateDirectories: true)
        let bytes = try PNGCodec.encode(image, options: PNGOptions(compressionLevel: 9))
        try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}
