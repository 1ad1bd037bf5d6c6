/// One connected run of a path: a start point, its segments in order and whether
/// `closeSubpath` ended it. A closed subpath's closing line is the last segment (omitted when it
/// would have zero length).
public struct Subpath: Hashable, Sendable {
    public var start: Point
    public var segments: [PathSegment]
    public var isClosed: Bool

    public init(start: Point, segments: [PathSegment], isClosed: Bool) {
        self.start = start
        self.segments = segments
        self.isClosed = isClosed
    }

    /// True for a lone `move`: nothing to fill or stroke, not even a dot.
    public var isBareMove: Bool { segments.isEmpty && !isClosed }
}

extension Path {
    /// The path split into subpaths with explicit segments, the way CGPath iterates them:
    /// `move` starts a subpath, `closeSubpath` adds the closing line, and a drawing element after
    /// a close starts a new subpath at the closed one's start.
    public var subpaths: [Subpath] {
        var result: [Subpath] = []
        var current: Subpath? = nil
        var pen = Point.zero
        func finish() {
            if let c = current { result.append(c) }
            current = nil
        }
        for e in elements {
            switch e {
            case .move(let p):
                finish()
                current = Subpath(start: p, segments: [], isClosed: false)
                pen = p
            case .line(let p), .quadCurve(let p, _), .cubicCurve(let p, _, _):
                if current == nil || current!.isClosed {
                    let origin = current?.start ?? pen
                    finish()
                    current = Subpath(start: origin, segments: [], isClosed: false)
                    pen = origin
                }
                let seg: PathSegment
                switch e {
                case .quadCurve(_, let c): seg = .quad(pen, c, p)
                case .cubicCurve(_, let c1, let c2): seg = .cubic(pen, c1, c2, p)
                default: seg = .line(pen, p)
                }
                current!.segments.append(seg)
                pen = p
            case .closeSubpath:
                guard var c = current, !c.isClosed else { continue }
                if pen != c.start { c.segments.append(.line(pen, c.start)) }
                c.isClosed = true
                current = c
                pen = c.start
            }
        }
        finish()
        return result
    }

    /// A path made of subpaths (a `move` each, their segments, and a close where marked).
    public init(subpaths: [Subpath]) {
        self.init()
        for s in subpaths {
            move(to: s.start)
            var segs = s.segments
            // The closing line is implied by `closeSubpath`.
            if s.isClosed, let last = segs.last, case .line(_, let b) = last, b == s.start { segs.removeLast() }
            for seg in segs { append(seg.element) }
            if s.isClosed { closeSubpath() }
        }
    }
}
