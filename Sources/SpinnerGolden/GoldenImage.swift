#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SpinnerCore
import SpinnerSystem
import SpinnerEncode

/// Compares a rendered frame with a golden PNG kept beside the tests, recording it when the
/// record mode says so. On a mismatch the actual frame is written where a person can look at it.
///
/// Goldens live in a folder per test file, as swift-snapshot-testing's `__Snapshots__/<File>/`:
/// `Goldens/<TestFile>/<name>.png` beside `<TestFile>.swift`, so two files cannot overwrite each
/// other's goldens and a golden's owner is plain from its path (`GoldenOrphans` relies on it).
public struct GoldenImage: Sendable {
    /// What a check found.
    public enum Outcome: Sendable, CustomStringConvertible {
        /// Within tolerance.
        case matched(FrameDifference)
        /// The golden was (re)written; not a pass until it has been looked at and committed.
        case recorded(path: String)
        /// No golden exists and the mode does not record.
        case missing(path: String)
        /// Beyond tolerance (`failures` says how); the actual frame was saved at `actualPath`.
        case mismatched(FrameDifference, failures: [String], actualPath: String)
        /// The sizes differ.
        case sizeMismatch(expected: (Int, Int), actual: (Int, Int), actualPath: String)
        /// Recording was refused: the PNG would be `bytes` long, over `limit`. Nothing was written
        /// at `path`; the frame was saved at `actualPath` to look at.
        case oversize(path: String, bytes: Int, limit: Int, actualPath: String)

        /// True only for `.matched`.
        public var passed: Bool { if case .matched = self { return true } else { return false } }

        public var description: String {
            switch self {
            case .matched(let d): return "matched (max delta \(d.maxDelta), mean \(DecimalText.fixed(d.meanDelta, decimals: 3)))"
            case .recorded(let p): return "recorded \(p); check it and commit it"
            case .missing(let p): return "no golden at \(p); run with \(RecordMode.variable)=missing to record it"
            case .mismatched(let d, let failures, let a):
                return "differs from the golden (\(failures.joined(separator: "; "))): max delta \(d.maxDelta) at "
                    + "\(d.worstPixel.map { "(\($0.x), \($0.y))" } ?? "-"), "
                    + (d.maxDeltaE.map { "max ΔE \(DecimalText.fixed($0, decimals: 2)), " } ?? "")
                    + "\(d.mismatchedPixels) px beyond \(d.threshold), "
                    + "mean \(DecimalText.fixed(d.meanDelta, decimals: 3)), PSNR \(d.psnr.isFinite ? DecimalText.fixed(d.psnr, decimals: 2) + " dB" : "inf"), "
                    + "SSIM \(DecimalText.fixed(d.ssim, decimals: 4)); actual saved at \(a), "
                    + "differences at \(a.replacingEvery(".actual.png", with: ".diff.png"))"
            case .sizeMismatch(let e, let a, let p):
                return "size \(a.0)x\(a.1) differs from the golden's \(e.0)x\(e.1); actual saved at \(p)"
            case .oversize(let p, let bytes, let limit, let a):
                return "not recorded: \(p) would be \(GoldenImage.kibibytes(bytes)), over the \(GoldenImage.kibibytes(limit)) "
                    + "limit for a golden (render a smaller frame, or raise GoldenImage.sizeLimit); actual saved at \(a)"
            }
        }
    }

    // MARK: - Where goldens live

    /// The largest golden recorded by default, in bytes of PNG: goldens live in the repository, and
    /// a spinner frame of a few hundred pixels a side compresses to a few KiB, so one this large
    /// is almost always a mistake (a 4K frame, noise).
    public static let defaultSizeLimit = 256 * 1024

    /// The folder holding the goldens.
    public let directory: String
    /// How far a frame may stray from its golden and still match (exact by default).
    public var tolerance: CompareTolerance
    public var recordMode: RecordMode
    /// The largest PNG, in bytes, that recording writes; a larger one is refused (`.oversize`).
    public var sizeLimit: Int

    public init(directory: String, tolerance: CompareTolerance = .exact, recordMode: RecordMode = .fromEnvironment(),
                sizeLimit: Int = GoldenImage.defaultSizeLimit) {
        self.directory = directory
        self.tolerance = tolerance
        self.recordMode = recordMode
        self.sizeLimit = sizeLimit
    }

    /// The calling test file's own folder, `<folder>/<file name without .swift>/` beside it
    /// (pass nothing for `file`: it is the caller's `#filePath`).
    public init(besideFile file: String = #filePath, folder: String = "Goldens", tolerance: CompareTolerance = .exact,
                recordMode: RecordMode = .fromEnvironment(), sizeLimit: Int = GoldenImage.defaultSizeLimit) {
        self.init(directory: GoldenImage.directory(besideFile: file, folder: folder), tolerance: tolerance,
                  recordMode: recordMode, sizeLimit: sizeLimit)
    }

    /// `<folder>/<file name without .swift>` in the folder of `file`: where the goldens of the
    /// tests in `file` live.
    public static func directory(besideFile file: String, folder: String = "Goldens") -> String {
        FilePath.join(root(besideFile: file, folder: folder), testFileName(file))
    }

    /// `<folder>` in the folder of `file`: the folder holding one folder per test file.
    public static func root(besideFile file: String, folder: String = "Goldens") -> String {
        FilePath.join(FilePath.directory(of: file), folder)
    }

    /// A test file's name without its folder and `.swift`: the name of its goldens' folder.
    public static func testFileName(_ file: String) -> String {
        let name = FilePath.split(file).name
        return name.hasSuffix(".swift") ? String(name.dropLast(6)) : name
    }

    // MARK: - Checking

    /// Checks `image` against `<directory>/<name>.png`. Throws `RecordModeError` before
    /// anything is compared or written when `SPINNERGEN_RECORD` names no mode.
    public func check(_ image: PixelBuffer, named name: String) throws -> Outcome {
        try check(image, named: name, environment: ProcessInfo.processInfo.environment)
    }

    /// `check` with the environment given, for tests.
    func check(_ image: PixelBuffer, named name: String, environment: [String: String]) throws -> Outcome {
        if let problem = RecordMode.environmentProblem(environment) { throw problem }
        let path = FilePath.join(directory, name + ".png")
        let exists = FileManager.default.fileExists(atPath: path)
        if recordMode == .all || (!exists && recordMode != .never) {
            return try record(image, named: name, at: path)
        }
        guard exists else { return .missing(path: path) }
        let golden = try PNGCodec.decode(contentsOf: path)
        guard let diff = FrameDifference(golden, image, tolerance: tolerance) else {
            // A size change is a difference like any other: `.failed` rewrites it too.
            if recordMode == .failed { return try record(image, named: name, at: path) }
            return .sizeMismatch(expected: (golden.width, golden.height), actual: (image.width, image.height),
                                 actualPath: try saveActual(image, name: name))
        }
        let failures = tolerance.failures(of: diff)
        if failures.isEmpty { return .matched(diff) }
        if recordMode == .failed { return try record(image, named: name, at: path) }
        let actualPath = try saveActual(image, name: name)
        if let picture = DiffImage.render(expected: golden, actual: image, tolerance: tolerance, channels: diff.channels) {
            try write(try encode(picture), to: failurePath(name, ".diff.png"))
        }
        return .mismatched(diff, failures: failures, actualPath: actualPath)
    }

    // MARK: - Recording and failure images

    /// Where failing frames are written: `$TMPDIR/spinnergen-golden-failures`, in a folder named
    /// as the goldens' folder (the test file's name), so equally named goldens of two files do
    /// not overwrite each other's failures.
    public static var failureDirectory: String {
        FilePath.join(FileManager.default.temporaryDirectory.path, "spinnergen-golden-failures")
    }

    /// Writes the golden unless its PNG would be over `sizeLimit`; the size is known only once
    /// encoded, so the encoded bytes are what is checked and written.
    private func record(_ image: PixelBuffer, named name: String, at path: String) throws -> Outcome {
        let bytes = try encode(image)
        guard bytes.count <= sizeLimit else {
            let actual = failurePath(name, ".actual.png")
            try write(bytes, to: actual)
            return .oversize(path: path, bytes: bytes.count, limit: sizeLimit, actualPath: actual)
        }
        try write(bytes, to: path)
        return .recorded(path: path)
    }

    private func failurePath(_ name: String, _ suffix: String) -> String {
        FilePath.join(FilePath.join(GoldenImage.failureDirectory, FilePath.split(directory).name), name + suffix)
    }

    private func saveActual(_ image: PixelBuffer, name: String) throws -> String {
        let path = failurePath(name, ".actual.png")
        try write(try encode(image), to: path)
        return path
    }

    private func encode(_ image: PixelBuffer) throws -> [UInt8] {
        try PNGCodec.encode(image, options: PNGOptions(compressionLevel: 9))
    }

    private func write(_ bytes: [UInt8], to path: String) throws {
        try FileManager.default.createDirectory(atPath: FilePath.directory(of: path),
                                                withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    /// `300 KiB`, `1.5 KiB`.
    static func kibibytes(_ bytes: Int) -> String {
        let k = Double(bytes) / 1024
        return (k == k.rounded() ? String(Int(k)) : DecimalText.fixed(k, decimals: 1)) + " KiB"
    }
}
