import SpinnerCore
import SpinnerEncode
import SpinnerGolden
import SpinnerPipeline

/// `compare`'s work between parsing and printing: both sides opened, compared pair by pair, each
/// differing frame's diff image staged in the diff folder and the worst failing ones kept for the
/// HTML report while both frames are in hand, so memory holds one pair (and the gallery's PNGs)
/// however long the inputs are.
package enum ComparisonRun {
    /// Opens one side for reading frame by frame; nothing is decoded yet.
    package static func open(_ path: String) throws(OutputsError) -> any FrameReader {
        do {
            return try FrameSource(path: path).makeReader()
        } catch {
            throw failure(error)
        }
    }

    /// Compares the sides to the end, or until `cancellation` is set (checked between frames).
    package static func compare(_ expected: any FrameReader, _ actual: any FrameReader, tolerance: CompareTolerance, matte: Matte,
                                diffs: DiffFolder?, gallery: inout FailingFrameGallery?,
                                cancellation: CancellationFlag) throws(OutputsError) -> SequenceComparison {
        var stream: StreamingComparison
        do {
            stream = try StreamingComparison(expected: expected, actual: actual, tolerance: tolerance, matte: matte)
        } catch {
            throw failure(error)
        }
        while true {
            if cancellation.isCancelled {
                throw OutputsError("interrupted; no diff images or report were written", kind: .cancelled)
            }
            let pair: ComparedPair?
            do {
                pair = try stream.next()
            } catch {
                throw failure(error)
            }
            guard let pair else { return stream.result }
            try keep(pair, tolerance: tolerance, diffs: diffs, gallery: &gallery)
        }
    }

    /// Encodes the pair's diff image once, when the diff folder or the gallery takes it.
    static func keep(_ pair: ComparedPair, tolerance: CompareTolerance, diffs: DiffFolder?, gallery: inout FailingFrameGallery?) throws(OutputsError) {
        let f = pair.comparison
        let shown = gallery?.wants(f) ?? false
        guard shown || (diffs != nil && DiffPNG.isDrawn(for: f)) else { return }
        let png: [UInt8]
        do throws(PNGError) {
            guard let bytes = try DiffPNG.encode(pair, tolerance: tolerance) else { return }
            png = bytes
            if shown { try gallery?.add(pair, diff: png) }
        } catch {
            throw OutputsError("could not encode frame \(f.index) as PNG: \(error.message)", kind: .software)
        }
        if DiffPNG.isDrawn(for: f) { try diffs?.add(png, frame: f.index) }
    }

    /// An input that is missing, damaged, of no known kind, or needs FFmpeg's libraries.
    static func failure(_ error: FrameSourceError) -> OutputsError {
        switch error.kind {
        case .missing: OutputsError(error.description, kind: .noInput)
        case .corrupt, .empty: OutputsError(error.description, kind: .dataError)
        case .unsupported: OutputsError(error.description, kind: .usage)
        case .unavailable:
            OutputsError("reading \(UserText.quoted(error.path)) \(error.message)", hint: FFmpegLibraries.installHint, kind: .unavailable)
        }
    }

    static func failure(_ error: StreamingComparisonError) -> OutputsError {
        switch error {
        case .source(let e): failure(e)
        case .comparison(let e): OutputsError(e.description, hint: "compare renders of the same frames at the same size and scale", kind: .dataError)
        }
    }
}
