/// Where a value sits in a document, written as people read it in a message:
/// `jobs[2].options.scale`, empty for the document itself.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible {
    /// One step down: an object's key or an array's index.
    public enum Component: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    /// The steps from the document down, first to last.
    public var components: [Component]

    /// The path of these steps; none is the document itself.
    public init(_ components: [Component] = []) { self.components = components }

    /// The path of `key` in the object at this path.
    public func appending(_ key: String) -> JSONPath { JSONPath(components + [.key(key)]) }

    /// The path of item `index` in the array at this path.
    public func appending(_ index: Int) -> JSONPath { JSONPath(components + [.index(index)]) }

    /// `jobs[2].options.scale`: keys joined by dots, indices in brackets.
    public var description: String {
        var out = ""
        for component in components {
            switch component {
            case .key(let key): out += (out.isEmpty ? "" : ".") + key
            case .index(let i): out += "[\(i)]"
            }
        }
        return out
    }
}
