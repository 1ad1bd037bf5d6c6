/// Splitting and joining paths as plain text. (Foundation's `NSString` path methods trap on some
/// one-character paths on Linux, such as `"a".deletingLastPathComponent`, and user input
/// reaches these.)
public enum FilePath {
    /// The folder part (without the final slash; empty for a bare name) and the last component.
    public static func split(_ path: String) -> (directory: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return ("", path) }
        let dir = String(path[..<slash])
        return (dir.isEmpty ? "/" : dir, String(path[path.index(after: slash)...]))
    }

    /// The last component's extension, lowercased; empty when it has none.
    public static func `extension`(of path: String) -> String {
        let name = split(path).name
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...]).lowercased()
    }

    /// `directory/name`; just `name` when the directory is empty.
    public static func join(_ directory: String, _ name: String) -> String {
        if directory.isEmpty { return name }
        return directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// The last component.
    public static func lastComponent(of path: String) -> String { split(path).name }

    /// The folder part; "." for a bare name.
    public static func directory(of path: String) -> String {
        let d = split(path).directory
        return d.isEmpty ? "." : d
    }

    /// `path` with `.` and empty components dropped and each `..` taking the component before it
    /// (as text: a symlink followed by `..` is not resolved). An absolute path stays absolute
    /// (`/..` is `/`); a relative one keeps the `..` it cannot take back, and is "." when empty.
    public static func normalized(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) where part != "." {
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            if part == "..", absolute { continue }
            parts.append(part)
        }
        let body = parts.joined(separator: "/")
        return absolute ? "/" + body : (body.isEmpty ? "." : body)
    }

    /// The relative path that leads from the folder `base` to `target`, both absolute: "." when
    /// they are the same folder, `../x` when `target` is a sibling. Both are normalised first.
    public static func relative(from base: String, to target: String) -> String {
        let from = normalized(base).split(separator: "/"), to = normalized(target).split(separator: "/")
        var common = 0
        while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
        let parts = Array(repeating: "..", count: from.count - common) + to[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// `path` as an absolute path: itself when it starts with `/`, else joined to `directory`
    /// (absolute), normalised.
    public static func absolute(_ path: String, in directory: String) -> String {
        normalized(path.hasPrefix("/") ? path : join(directory, path))
    }
}
