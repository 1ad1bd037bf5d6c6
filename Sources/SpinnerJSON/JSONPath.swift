/// Where a value sits in a document, written as people read it in a message:
/// `jobs[2].options.scale`, empty for the document itself.
///
/// Readers make a path for every value they descend into and almost never show one, so a path
/// is its last step and a shared link to its parent's path: `appending` costs one small
/// allocation whatever the depth (copying the steps each time was a fifth of reading a
/// Lottie file).
public struct JSONPath: Hashable, Sendable, CustomStringConvertible {
    /// One step down: an object's key or an array's index.
    public enum Component: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    /// A step and the path above it.
    private final class Link: Sendable {
        let parent: Link?
        let component: Component
        init(parent: Link?, component: Component) {
            self.parent = parent
            self.component = component
        }
    }

    private var last: Link?

    /// The steps from the document down, first to last.
    public var components: [Component] {
        get {
            var out: [Component] = []
            var link = last
            while let l = link {
                out.append(l.component)
                link = l.parent
            }
            return out.reversed()
        }
        set { self = JSONPath(newValue) }
    }

    /// The path of these steps; none is the document itself.
    public init(_ components: [Component] = []) {
        last = components.reduce(nil) { Link(parent: $0, component: $1) }
    }

    private init(last: Link?) { self.last = last }

    /// The path of `key` in the object at this path.
    public func appending(_ key: String) -> JSONPath { JSONPath(last: Link(parent: last, component: .key(key))) }

    /// The path of item `index` in the array at this path.
    public func appending(_ index: Int) -> JSONPath { JSONPath(last: Link(parent: last, component: .index(index))) }

    /// Whether this is the document itself.
    public var isEmpty: Bool { last == nil }

    public static func == (a: JSONPath, b: JSONPath) -> Bool { a.components == b.components }
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }

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
