#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import SpinnerCore
import SpinnerSystem

/// Keeps a render's files under temporary names beside their targets until the render is
/// complete, then moves them into place; or removes them all, and the folders it created.
/// Streams (devices, FIFOs, standard output) are written in place: there is nothing to stage.
final class OutputStaging: Sendable {
    let target: OutputTarget
    /// For single-file outputs: the file the sink writes (a temporary, or the stream itself).
    let stagedFile: String
    /// For sequences: the hidden temporary folder the frames are written into.
    let stagedDirectory: String
    let finalDescription: String
    /// Where a single-file output ends up (nil for sequences and streams).
    private let finalFile: String?
    private let existing: OutputDestination.ExistingFile?
    /// Folders this staging created, outermost first, removed again on discard.
    private let createdFolders: [String]

    // MARK: - Staging

    init(_ target: OutputTarget) throws(PipelineError) {
        self.target = target
        switch target {
        case .standardOutput:
            stagedFile = "/dev/stdout"
            stagedDirectory = ""
            finalDescription = "standard output"
            finalFile = nil
            existing = nil
            createdFolders = []
        case .video(let path, _), .pngStill(let path), .rawRGBA(let path), .gif(let path), .apng(let path), .webp(let path):
            finalDescription = path
            stagedDirectory = ""
            switch try OutputDestination.resolve(path) {
            case .stream(let p):
                guard target.format.canStream else {
                    throw PipelineError(.badOutput, path: path,
                                        "\(UserText.quoted(path)) is a device, FIFO or descriptor, and \(target.format.rawValue) cannot be streamed (its muxer seeks back)",
                                        hint: "write a regular file, or stream \(OutputFormat.streamable)")
                }
                stagedFile = p
                finalFile = nil
                existing = nil
                createdFolders = []
            case .file(let final, let old, let missing):
                let dir = FilePath.directory(of: final)
                createdFolders = try OutputStaging.create(missing)
                TemporaryName.removeStale(for: final, in: dir)
                let temp = TemporaryName(for: final, in: dir).path
                let fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
                guard fd >= 0 else {
                    let code = errno
                    OutputStaging.remove(createdFolders)
                    throw OutputDestination.failure(dir, "cannot create a file in", code)
                }
                close(fd)
                stagedFile = temp
                finalFile = final
                existing = old
            }
        case .pngSequence(let pattern):
            stagedFile = ""
            finalFile = nil
            existing = nil
            let patternText = pattern.prefix + (pattern.digits > 0 ? "%0\(pattern.digits)d" : "%d") + pattern.suffix
            finalDescription = pattern.prefix + "…" + pattern.suffix
            let first = pattern.path(for: 0)
            let dir = FilePath.directory(of: first)
            createdFolders = try OutputStaging.create(try OutputDestination.missingFolders(of: first))
            TemporaryName.removeStale(for: patternText, in: dir)
            let staged = TemporaryName(for: patternText, in: dir).path
            guard mkdir(staged, 0o755) == 0 else {
                let code = errno
                OutputStaging.remove(createdFolders)
                throw OutputDestination.failure(dir, "cannot create a folder in", code)
            }
            stagedDirectory = staged
        }
    }

    /// True when the output is written under a temporary name and moved into place; false for a
    /// stream, written in place.
    var isStaged: Bool { finalFile != nil || !stagedDirectory.isEmpty }

    /// Refuses a sequence whose frames would replace something that is not a regular file.
    func checkSequence(frames: Range<Int>) throws(PipelineError) {
        guard case .pngSequence(let pattern) = target else { return }
        for i in frames {
            let path = pattern.path(for: i)
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            guard (info.st_mode & S_IFMT) == S_IFREG else {
                throw PipelineError(.cannotCreateOutput, path: path,
                                    "frame \(i) would replace \(UserText.quoted(path)), which is not a regular file",
                                    hint: "remove it or choose another pattern")
            }
        }
    }

    /// Where a sequence frame is written before the move.
    func stagedPath(frame: Int) -> String {
        guard case .pngSequence(let pattern) = target else { return stagedFile }
        let name = FilePath.lastComponent(of: pattern.path(for: frame))
        return FilePath.join(stagedDirectory, name)
    }

    // MARK: - Committing and discarding

    /// Moves the finished output into place and returns the final paths.
    func commit(frames: Range<Int>) throws(PipelineError) -> [String] {
        switch target {
        case .standardOutput:
            return ["-"]
        case .video(let path, _), .pngStill(let path), .rawRGBA(let path), .gif(let path), .apng(let path), .webp(let path):
            guard let finalFile else { return [path] }
            if let existing {
                // The replacement keeps what the user set on the file it replaces.
                chmod(stagedFile, mode_t(existing.mode))
                if getuid() == 0 { chown(stagedFile, existing.owner, existing.group) }
            }
            guard rename(stagedFile, finalFile) == 0 else {
                let reason = String(cString: strerror(errno))
                throw PipelineError(.io, path: path, "cannot move the output into place: \(reason)")
            }
            return [path]
        case .pngSequence(let pattern):
            var written: [String] = []
            for i in frames {
                let final = pattern.path(for: i)
                guard rename(stagedPath(frame: i), final) == 0 else {
                    let reason = String(cString: strerror(errno))
                    for p in written { unlink(p) }
                    throw PipelineError(.io, path: final, "cannot move frame \(i) into place: \(reason)")
                }
                written.append(final)
            }
            rmdir(stagedDirectory)
            return written
        }
    }

    /// Removes everything staged, and the folders created for it.
    func discard() {
        if stagedFile != "", finalFile != nil { unlink(stagedFile) }
        if !stagedDirectory.isEmpty { TemporaryName.removeTree(stagedDirectory) }
        OutputStaging.remove(createdFolders)
    }

    // MARK: - Folders

    /// Creates `folders` (outermost first); on failure removes the ones it made.
    private static func create(_ folders: [String]) throws(PipelineError) -> [String] {
        var made: [String] = []
        for dir in folders {
            if mkdir(dir, 0o755) != 0 && errno != EEXIST {
                let code = errno
                remove(made)
                throw OutputDestination.failure(dir, "cannot create the folder", code)
            }
            made.append(dir)
        }
        return made
    }

    /// Removes created folders, innermost first, if they are empty.
    private static func remove(_ folders: [String]) {
        for dir in folders.reversed() { rmdir(dir) }
    }
}

// MARK: - Small files

// `StagedFile` would otherwise see `write` as something else.
private func systemWrite(_ fd: Int32, _ p: UnsafeRawPointer, _ n: Int) -> Int { write(fd, p, n) }

/// A small file (a manifest, a record, a report) written under its temporary name beside its
/// target and not yet moved into place: `commit` renames it over the target, `discard` removes
/// it and the folders made for it. Exactly one of the two is called. Staging it with the renders
/// it describes lets all of them land together, or none.
public final class StagedFile: Sendable {
    private let staging: OutputStaging
    /// The path as given.
    public let path: String

    /// Writes `bytes` under a temporary name beside `path` (or straight into a stream: a device,
    /// a FIFO, `/dev/stdout`). A folder, a missing place or a full disk throws, leaving nothing.
    public init(_ bytes: [UInt8], to path: String) throws(PipelineError) {
        self.path = path
        // Staged exactly as a streamable single-file output is.
        staging = try OutputStaging(.rawRGBA(path: path))
        let fd = open(staging.stagedFile, O_WRONLY | O_TRUNC | O_CLOEXEC)
        guard fd >= 0 else {
            let code = errno
            staging.discard()
            throw OutputDestination.failure(path, "cannot open", code)
        }
        var failure: Int32 = 0
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = systemWrite(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 { if errno == EINTR { continue }; failure = errno; return }
                offset += n
            }
        }
        if close(fd) != 0 && failure == 0 { failure = errno }
        guard failure == 0 else {
            staging.discard()
            throw PipelineError(.io, path: path, String(cString: strerror(failure)))
        }
    }

    /// Moves the file into place; should the move fail, the temporary is removed.
    public func commit() throws(PipelineError) {
        do throws(PipelineError) { _ = try staging.commit(frames: 0..<1) } catch {
            staging.discard()
            throw error
        }
    }

    /// Removes the temporary and the folders made for it.
    public func discard() { staging.discard() }
}

/// Small files written by the same rules as a render's output: staged beside the target and
/// renamed over it when complete, a stream written in place, a folder or device refused.
public enum OutputFile {
    /// Writes `bytes` to `path` (a manifest, a report) and moves it into place at once.
    public static func write(_ bytes: [UInt8], to path: String) throws(PipelineError) {
        try StagedFile(bytes, to: path).commit()
    }
}
