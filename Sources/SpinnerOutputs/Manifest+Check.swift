#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SpinnerCore
import SpinnerDigest
import SpinnerSystem
import SpinnerPipeline
import SpinnerEncode

/// What `verify` checks a manifest against: the frames' hashes, from files on disk or from a
/// render made again, and the frames whose hash is not the one recorded.
extension Manifest {
    /// The frames whose hash in `actual` (frame index to hash, nil for a missing file) is not
    /// the recorded one, in the manifest's order, each with the hash found.
    package func differingFrames(_ actual: [Int: String?]) -> [(frame: Frame, found: String?)] {
        var differing: [(frame: Frame, found: String?)] = []
        for frame in frames {
            let got = actual[frame.index] ?? nil
            if got != frame.sha256 { differing.append((frame, got)) }
        }
        return differing
    }

    /// Moves into the folder the render ran in (`job.directory`, from the manifest's own folder),
    /// where its stored arguments' relative paths start, as a batch manifest's job runs in the
    /// batch's folder. A manifest without it (written before it was recorded) stays here.
    package func enterRenderDirectory(path: String) throws(OutputsError) {
        guard let directory = job.directory else { return }
        let folder = directory.hasPrefix("/") ? directory : FilePath.join(FilePath.directory(of: path), directory)
        guard FileManager.default.changeCurrentDirectoryPath(folder) else {
            throw OutputsError("cannot enter \(UserText.quoted(folder)), the folder \(UserText.shown(path)) was rendered in",
                               hint: "its job.directory, \(UserText.quoted(directory)), is relative to the manifest's folder; move the manifest with the files it names",
                               kind: .noInput)
        }
    }

    /// Hashes the PNG file of each frame, found in `against` (a folder, a pattern or one file);
    /// a missing file hashes to nil.
    package func hashFiles(_ against: String) throws(OutputsError) -> [Int: String?] {
        let name = try fileNamer(against)
        var out: [Int: String?] = [:]
        for frame in frames {
            let file = name(frame.index)
            // Bounded, as every input: a device or endless FIFO in the folder is no frame.
            out[frame.index] = (try? PNGCodec.readFile(file)).map(SHA256.hexHash)
        }
        return out
    }

    /// Where frame `i` is on disk: a pattern names it; in a folder it has the name the
    /// manifest's output gave it (`frame_%04d.png` for outputs that were not PNG files).
    package func fileNamer(_ against: String) throws(OutputsError) -> (Int) -> String {
        if FramePattern.looksLikePattern(against) {
            guard let pattern = FramePattern(parsing: against) else {
                throw OutputsError("invalid value \(UserText.quoted(against)) for --against", hint: "a pattern needs exactly one %d or %0Nd")
            }
            return { pattern.path(for: $0) }
        }
        var isDir = false
        let exists = FileManager.default.fileExists(atPath: against, isDirectory: &isDir)
        if exists, !isDir {
            guard frames.count == 1 else {
                throw OutputsError("--against \(UserText.quoted(against)) is one file but the manifest has \(frames.count) frames",
                                   hint: "give the folder or a pattern such as frames/%04d.png")
            }
            return { _ in against }
        }
        guard exists else { throw OutputsError("--against \(UserText.quoted(against)) does not exist", kind: .noInput) }
        let output = job.output ?? ""
        let format = job.outputFormat ?? ""
        // Named as the render named them, read back from the manifest's output and format.
        var naming = OutputTarget.folderPattern(in: "")
        var still: String?
        if format == "png" {
            switch try? OutputTarget(path: output, format: .png) {
            case .pngSequence(let pattern)?: naming = pattern
            case .pngStill(let path)?: still = FilePath.lastComponent(of: path)
            default: break
            }
        }
        return { i in FilePath.join(against, still ?? FilePath.lastComponent(of: naming.path(for: i))) }
    }
}
