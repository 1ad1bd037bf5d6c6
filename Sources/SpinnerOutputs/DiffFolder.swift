#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SpinnerCore
import SpinnerSystem
import SpinnerEncode
import SpinnerPipeline

/// `compare --diff DIR`: a diff image written for each differing frame while its two frames are
/// in hand, into a hidden staging folder inside DIR, and moved into DIR only once the whole
/// comparison has run. A comparison that stops part way (frame counts or sizes differ, a corrupt
/// frame, an interrupt) so leaves DIR as it was: no new images, and no DIR if this run made it.
package final class DiffFolder {
    package let dir: String
    /// The highest folder this run created on the way to DIR, removed again by `discard()`.
    private var created: String?
    private var dirReady = false
    private var staging: String?
    private var staged: [String] = []
    private var frames: Set<Int> = []

    package init(_ dir: String) {
        self.dir = dir
    }

    /// Stages `diff_NNNN.png` for frame `index`: its diff image (`DiffPNG`), already encoded.
    package func add(_ png: [UInt8], frame index: Int) throws(OutputsError) {
        do {
            let folder = try stagingFolder()
            let name = DiffFolder.name(index)
            // Not atomic: the staging folder as a whole is the temporary.
            try Data(png).write(to: URL(fileURLWithPath: FilePath.join(folder, name)))
            staged.append(name)
            frames.insert(index)
        } catch {
            throw failure(error)
        }
    }

    /// The name of frame `index`'s diff image, relative to DIR, when one was staged.
    package func image(for index: Int) -> String? { frames.contains(index) ? DiffFolder.name(index) : nil }

    /// Moves the staged images into DIR, each replacing any image of the same name, and removes
    /// the staging folder. DIR exists afterwards even when no frame differed, as it always has.
    package func commit() throws(OutputsError) {
        do {
            try makeDir()
        } catch {
            throw failure(error)
        }
        guard let staging else { return }
        for name in staged {
            let target = FilePath.join(dir, name)
            // As for every output: a symlink, device or FIFO is never replaced by a file.
            var info = stat()
            if lstat(target, &info) == 0, (info.st_mode & S_IFMT) != S_IFREG {
                discard()
                throw OutputsError("could not write diff images: \(UserText.quoted(target)) is not a regular file",
                               hint: "remove it or choose another --diff folder", kind: .cannotCreate)
            }
            // rename(2) replaces an existing image in one step.
            guard rename(FilePath.join(staging, name), target) == 0 else {
                let reason = String(cString: strerror(errno))
                discard()
                throw OutputsError("could not write diff images to \(dir): \(target): \(reason)", kind: .cannotCreate)
            }
        }
        try? FileManager.default.removeItem(atPath: staging)
        self.staging = nil
        created = nil
    }

    /// Removes what this run wrote: the staging folder, and the folders it created for DIR.
    package func discard() {
        if let staging { try? FileManager.default.removeItem(atPath: staging) }
        if let created { try? FileManager.default.removeItem(atPath: created) }
        staging = nil
        created = nil
    }

    /// `diff_0007.png`.
    package static func name(_ index: Int) -> String { naming.path(for: index) }

    private static let naming = FramePattern(prefix: "diff_", digits: 4, suffix: ".png")

    private func stagingFolder() throws -> String {
        if let staging { return staging }
        try makeDir()
        // Named as every spinnergen temporary, so a later run removes it if this one is killed.
        TemporaryName.removeStale(for: "diff", in: dir)
        let folder = TemporaryName(for: "diff", in: dir).path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        staging = folder
        return folder
    }

    /// Creates DIR and any missing parents, remembering the highest one it made.
    private func makeDir() throws {
        guard !dirReady else { return }
        var top: String? = nil
        var p = dir
        while p.count > 1, p.hasSuffix("/") { p.removeLast() }
        while !p.isEmpty, p != "/", !FileManager.default.fileExists(atPath: p) {
            top = p
            p = FilePath.split(p).directory
        }
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        created = top
        dirReady = true
    }

    private func failure(_ error: any Error) -> OutputsError {
        // A Foundation error's description is a dump (domain, code, user info); the system's
        // reason under it ("Permission denied") reads, as in every other output message.
        let reason: String
        var code: Int32 = 0
        if let failure = error as? any OutputFailure {
            reason = failure.reason
        } else if let cocoa = error as? CocoaError, let posix = cocoa.underlying as? POSIXError {
            code = posix.code.rawValue
            reason = String(cString: strerror(code))
        } else {
            reason = "the file system refused it (\((error as? CocoaError)?.code.rawValue ?? -1))"
        }
        // A full disk or a failing device is an I/O error (74), as for every other output.
        if [ENOSPC, EDQUOT, EIO, EFBIG].contains(code) {
            return OutputsError("could not write diff images to \(UserText.quoted(dir)): \(reason)", kind: .ioError)
        }
        return OutputsError("could not write diff images to \(UserText.quoted(dir)): \(reason)", hint: "choose a folder you can write to",
                        kind: .cannotCreate)
    }
}
