/// One bezier path as Bodymovin writes it (`{c, v, i, o}`): vertices with in and out tangents
/// relative to their vertex, closed or open.
public struct LottieBezier: Hashable, Sendable {
    public var vertices: [[Double]]
    /// Tangent entering each vertex, relative to it.
    public var inTangents: [[Double]]
    /// Tangent leaving each vertex, relative to it.
    public var outTangents: [[Double]]
    public var closed: Bool

    public init(vertices: [[Double]], inTangents: [[Double]], outTangents: [[Double]], closed: Bool) {
        self.vertices = vertices
        self.inTangents = inTangents
        self.outTangents = outTangents
        self.closed = closed
    }

    /// Reads `{c, v, i, o}`, or such an object wrapped in a one-element list (keyframe values).
    static func read(_ node: LottieNode) throws(LottieImportError) -> LottieBezier {
        var node = node
        if case .array(let items) = node.value {
            guard let first = try node.array.first, items.count == 1 else { throw node.fail("one path object") }
            node = first
        }
        let object = try node.object()
        let v = try points(try object.required("v"))
        guard v.count <= node.context.limits.maxPathVertices else {
            throw LottieImportError(.limitExceeded(name: "path vertices", limit: node.context.limits.maxPathVertices), at: object.path.appending("v"))
        }
        let i = try object.child("i").map(points) ?? Array(repeating: [0, 0], count: v.count)
        let o = try object.child("o").map(points) ?? Array(repeating: [0, 0], count: v.count)
        guard i.count == v.count, o.count == v.count else {
            throw object.bad("v, i and o must list the same number of points (\(v.count), \(i.count), \(o.count))")
        }
        return LottieBezier(vertices: v, inTangents: i, outTangents: o, closed: try object.bool("c", default: false))
    }

    private static func points(_ node: LottieNode) throws(LottieImportError) -> [[Double]] {
        var out: [[Double]] = []
        for item in try node.array {
            let p = try item.numbers
            guard p.count >= 2 else { throw item.bad("expected a point [x, y]") }
            out.append(Array(p.prefix(2)))
        }
        return out
    }
}
