#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import SpinnerCore
import SpinnerSystem

/// The name an output has while it is being written: `.spinnergen-<pid>-<random>-<name>.tmp`,
/// hidden, beside the target, recognisably spinnergen's, and naming the process that owns it.
///
/// A run killed by SIGKILL or a power cut cannot remove its temporaries; the next run to the same
/// target does, but only those whose process no longer exists (never another live run's).
public struct TemporaryName: Hashable, Sendable {
    static let prefix = ".spinnergen-"
    static let suffix = ".tmp"
    /// Bytes of the target's name kept in the temporary name (NAME_MAX is 255).
    static let nameLimit = 160

    public let directory: String
    public let name: String

    /// A fresh temporary name for `target` (a file name, or a sequence's pattern) in `directory`.
    public init(for target: String, in directory: String) {
        self.directory = directory
        let random = String(UInt32.random(in: 0...UInt32.max), radix: 16)
        name = TemporaryName.prefix + "\(getpid())-\(random)-" + TemporaryName.key(target) + TemporaryName.suffix
    }

    public var path: String { FilePath.join(directory, name) }

    /// The part of a temporary name that identifies its target.
    static func key(_ target: String) -> String {
        var key = ""
        for c in FilePath.lastComponent(of: target) {
            guard key.utf8.count + c.utf8.count <= nameLimit else { break }
            key.append(c)
        }
        return key
    }

    /// Removes the temporaries for `target` in `directory` left by processes that have ended.
    public static func removeStale(for target: String, in directory: String) {
        guard let dir = opendir(directory.isEmpty ? "." : directory) else { return }
        var stale: [String] = []
        let wanted = "-" + key(target) + suffix
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard name.hasPrefix(prefix), name.hasSuffix(wanted) else { continue }
            let rest = name.dropFirst(prefix.count)
            guard let dash = rest.firstIndex(of: "-"), let pid = Int32(rest[..<dash]), pid > 0 else { continue }
            // ESRCH: no such process. EPERM means it exists under another user: leave it.
            if kill(pid, 0) != 0 && errno == ESRCH { stale.append(name) }
        }
        closedir(dir)
        for name in stale { removeTree(FilePath.join(directory, name)) }
    }

    /// Removes a file, or a folder and the files directly in it (a staged sequence).
    static func removeTree(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            if let dir = opendir(path) {
                var names: [String] = []
                while let entry = readdir(dir) {
                    let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                    if name != "." && name != ".." { names.append(name) }
                }
                closedir(dir)
                for name in names { unlink(FilePath.join(path, name)) }
            }
            rmdir(path)
        } else if (info.st_mode & S_IFMT) == S_IFREG {
            unlink(path)
        }
    }
}
