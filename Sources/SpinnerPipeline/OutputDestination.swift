#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import SpinnerCore
import SpinnerSystem

/// What an output path names on disk, decided before anything is written, and so how it may be
/// written:
///
/// | on disk                                   | written as                                  |
/// | ----------------------------------------- | ------------------------------------------- |
/// | nothing, or a regular file                | staged beside it, renamed over it when done |
/// | a symlink to a regular file (or nothing)  | the same, at the link's target (as `cp`)    |
/// | a character device, a FIFO, `/dev/stdout` | streamed to directly, if the format can be  |
/// | a folder, a block device, a socket, a     | refused                                     |
/// | dangling or looping symlink               |                                             |
///
/// A device, FIFO or symlink is never replaced by a regular file.
public enum OutputDestination: Hashable, Sendable {
    /// A regular file (or none yet) at `path`, with every symlink resolved. `mode`, `owner` and
    /// `group` are the existing file's, kept on the replacement; `missingFolders` are the folders
    /// to create first, outermost first.
    case file(path: String, existing: ExistingFile?, missingFolders: [String])
    /// Written to directly, in order: a character device, a FIFO, or a descriptor path.
    case stream(path: String)

    /// What a replaced file keeps.
    public struct ExistingFile: Hashable, Sendable {
        public let mode: UInt32
        public let owner: UInt32
        public let group: UInt32
    }

    /// Descriptor paths: whatever they lead to (a pipe, a terminal, a file the shell opened) is
    /// the caller's, so it is written in place, never renamed over.
    static func isDescriptorPath(_ path: String) -> Bool {
        ["/dev/stdout", "/dev/stderr"].contains(path) || path.hasPrefix("/dev/fd/") || path.hasPrefix("/proc/self/fd/")
            || (path.hasPrefix("/proc/") && path.contains("/fd/"))
    }

    /// Decides how `path` may be written. Errors are `.cannotCreateOutput` naming the path.
    public static func resolve(_ path: String) throws(PipelineError) -> OutputDestination {
        if isDescriptorPath(path) { return .stream(path: path) }
        var info = stat()
        if lstat(path, &info) != 0 {
            guard errno == ENOENT || errno == ENOTDIR else { throw failure(path, "cannot look at", errno) }
            return .file(path: path, existing: nil, missingFolders: try missingFolders(of: path))
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            return .file(path: path, existing: ExistingFile(info), missingFolders: [])
        case S_IFLNK:
            guard let resolved = realpath(path, nil) else {
                throw PipelineError(.cannotCreateOutput, path: path,
                                    "\(UserText.quoted(path)) is a symbolic link to a missing file or a loop",
                                    hint: "point it at a file or remove it")
            }
            let target = String(cString: resolved)
            free(resolved)
            if case .file(let p, let existing, _) = try resolve(target) { return .file(path: p, existing: existing, missingFolders: []) }
            return .stream(path: path)
        case S_IFCHR, S_IFIFO:
            return .stream(path: path)
        case S_IFDIR:
            throw PipelineError(.cannotCreateOutput, path: path, "\(UserText.quoted(path)) is a folder",
                                hint: "name a file inside it, or end the path with / for a PNG sequence")
        default:
            throw PipelineError(.cannotCreateOutput, path: path,
                                "\(UserText.quoted(path)) is a block device or a socket, which spinnergen does not write to",
                                hint: "write to a file, a FIFO or standard output")
        }
    }

    /// The folders of `path` that do not exist yet, outermost first; a component that exists
    /// but is not a folder is refused.
    static func missingFolders(of path: String) throws(PipelineError) -> [String] {
        var missing: [String] = []
        var dir = FilePath.directory(of: path)
        while true {
            var info = stat()
            if stat(dir, &info) == 0 {
                guard (info.st_mode & S_IFMT) == S_IFDIR else {
                    throw PipelineError(.cannotCreateOutput, path: dir, "\(UserText.quoted(dir)) is not a folder",
                                        hint: "it is a file; choose another output path")
                }
                return missing.reversed()
            }
            guard errno == ENOENT || errno == ENOTDIR else { throw failure(dir, "cannot look at", errno) }
            if errno == ENOTDIR {
                // Some component further up is a file: find it for the message.
                var up = FilePath.directory(of: dir)
                while up != "." && up != "/" && stat(up, &info) != 0 { up = FilePath.directory(of: up) }
                throw PipelineError(.cannotCreateOutput, path: up, "\(UserText.quoted(up)) is not a folder",
                                    hint: "it is a file; choose another output path")
            }
            missing.append(dir)
            let parent = FilePath.directory(of: dir)
            guard parent != dir else { return missing.reversed() }
            dir = parent
        }
    }

    static func failure(_ path: String, _ what: String, _ code: Int32) -> PipelineError {
        // A full disk (no blocks or no inodes for the temporary) or a failing device is an I/O
        // error (74), as every other ENOSPC is; the rest means the place cannot take a file (73).
        if [ENOSPC, EDQUOT, EIO].contains(code) {
            return PipelineError(.io, path: path, "\(what) \(UserText.quoted(path)): \(String(cString: strerror(code)))",
                                 hint: "check free space and the device")
        }
        return PipelineError(.cannotCreateOutput, path: path, "\(what) \(UserText.quoted(path)): \(String(cString: strerror(code)))",
                             hint: "choose a folder you can write to")
    }
}

extension OutputDestination.ExistingFile {
    init(_ info: stat) {
        self.init(mode: UInt32(info.st_mode & 0o7777), owner: info.st_uid, group: info.st_gid)
    }
}
