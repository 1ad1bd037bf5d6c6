import Foundation
import SpinnerCore

/// Keeps a render's files under temporary names beside their targets until the render is
/// complete, then moves them into place; or removes them all.
final class OutputStaging: Sendable {
    let target: OutputTarget
    /// For single-file outputs: the temporary file the sink writes.
    let stagedFile: String
    /// For sequences: the hidden temporary folder the frames are written into.
    let stagedDirectory: String
    let finalDescription: String

    init(_ target: OutputTarget) throws(PipelineError) {
        self.target = target
        let fm = FileManager.default
        let dir = target.directory
        var isDir: ObjCBool = false
        guard fm.fileExists(atPath: dir, isDirectory: &isDir), isDir.boolValue else {
            throw PipelineError(.cannotCreateOutput, path: dir, "output folder '\(dir)' does not exist")
        }
        guard fm.isWritableFile(atPath: dir) else {
            throw PipelineError(.cannotCreateOutput, path: dir, "output folder '\(dir)' is not writable")
        }
        let tag = ".spinnergen-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))"
        switch target {
        case .standardOutput:
            // Streamed as it is made: nothing to stage. The descriptor's /proc name cannot be
            // unlinked, so a cancelled sink cannot remove anything.
            stagedFile = "/proc/self/fd/1"
            stagedDirectory = ""
            finalDescription = "standard output"
        case .video(let path, _), .pngStill(let path), .rawRGBA(let path), .gif(let path), .apng(let path), .webp(let path):
            var isDirectory: ObjCBool = false
            if fm.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                throw PipelineError(.cannotCreateOutput, path: path, "'\(path)' is a folder")
            }
            let name = FilePath.lastComponent(of: path)
            let ext = FilePath.extension(of: path)
            stagedFile = FilePath.join(dir, "\(tag)-\(name).tmp.\(ext)")
            stagedDirectory = ""
            finalDescription = path
        case .pngSequence(let pattern):
            stagedFile = ""
            stagedDirectory = FilePath.join(dir, "\(tag).tmp")
            finalDescription = pattern.prefix + "…" + pattern.suffix
            do {
                try fm.createDirectory(atPath: stagedDirectory, withIntermediateDirectories: false)
            } catch {
                throw PipelineError(.cannotCreateOutput, path: dir, "cannot write in '\(dir)': \(error.localizedDescription)")
            }
        }
    }

    /// Where a sequence frame is written before the move.
    func stagedPath(frame: Int) -> String {
        guard case .pngSequence(let pattern) = target else { return stagedFile }
        let name = FilePath.lastComponent(of: pattern.path(for: frame))
        return FilePath.join(stagedDirectory, name)
    }

    /// Moves the finished output into place and returns the final paths.
    func commit(frames: Range<Int>) throws(PipelineError) -> [String] {
        switch target {
        case .standardOutput:
            return ["-"]
        case .video(let path, _), .pngStill(let path), .rawRGBA(let path), .gif(let path), .apng(let path), .webp(let path):
            guard rename(stagedFile, path) == 0 else {
                let reason = String(cString: strerror(errno))
                throw PipelineError(.io, path: path, "cannot move the output into '\(path)': \(reason)")
            }
            return [path]
        case .pngSequence(let pattern):
            var written: [String] = []
            for i in frames {
                let final = pattern.path(for: i)
                guard rename(stagedPath(frame: i), final) == 0 else {
                    let reason = String(cString: strerror(errno))
                    for p in written { unlink(p) }
                    throw PipelineError(.io, path: final, "cannot move frame into '\(final)': \(reason)")
                }
                written.append(final)
            }
            rmdir(stagedDirectory)
            return written
        }
    }

    /// Removes everything staged.
    func discard() {
        if case .standardOutput = target { return }
        if !stagedFile.isEmpty { unlink(stagedFile) }
        if !stagedDirectory.isEmpty { try? FileManager.default.removeItem(atPath: stagedDirectory) }
    }
}
