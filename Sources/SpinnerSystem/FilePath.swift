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
}
