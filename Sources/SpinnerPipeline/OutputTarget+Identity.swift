#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import SpinnerSystem

/// Where an output lands, normalised, so two outputs of one render that would write the same
/// place are found before anything is written.
extension OutputTarget {
    /// What standard output and its descriptor paths normalise to.
    public static let standardOutputIdentity = "standard output"

    /// The output's place after normalising: an absolute path with `.`, `..`, repeated slashes
    /// and symlinked folders resolved (a symlinked file to its target, as it is written); a
    /// sequence as its folder and pattern, with `%d` and `%01d` alike (they name the same files);
    /// standard output and `/dev/stdout`, `/dev/fd/1`, `/proc/self/fd/1` alike.
    public var identity: String {
        switch self {
        case .standardOutput:
            return OutputTarget.standardOutputIdentity
        case .pngSequence(let pattern):
            let (dir, name) = FilePath.split(pattern.prefix + "#")
            return OutputTarget.resolvedFolder(dir) + "/" + String(name.dropLast()) + "%0\(max(1, pattern.digits))d" + pattern.suffix
        default:
            let path = filePath!
            if ["/dev/stdout", "/dev/fd/1", "/proc/self/fd/1"].contains(path) { return OutputTarget.standardOutputIdentity }
            if let resolved = realpath(path, nil) {
                defer { free(resolved) }
                return String(cString: resolved)
            }
            let (dir, name) = FilePath.split(path)
            return OutputTarget.resolvedFolder(dir) + "/" + name
        }
    }

    /// `folder` as an absolute path: resolved through the file system as far as it exists,
    /// then normalised lexically.
    static func resolvedFolder(_ folder: String) -> String {
        var existing = folder.isEmpty ? "." : folder
        var rest: [Substring] = []
        while realpath(existing, nil) == nil {
            let (up, name) = FilePath.split(existing)
            rest.insert(Substring(name), at: 0)
            guard !up.isEmpty, up != existing else { existing = "."; break }
            existing = up
        }
        guard let base = realpath(existing, nil) else { return folder }
        defer { free(base) }
        var parts = String(cString: base).split(separator: "/")
        for part in rest {
            switch part {
            case "", ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }
}
