/// One painted stretch of a dashed path: a run of the original curves, or a dash of zero
/// length, which draws only its caps, oriented along the path there.
enum DashPiece: Hashable, Sendable {
    case stretch(Subpath)
    case dot(Point, direction: Point)
}

/// One dash of a dashed path: its piece, the subpath it was cut from (an index into the path's
/// `subpaths`), and which painted stretch of the pattern it is (see
/// `DashPattern.forEachDash`), so the same dash can be followed while the phase moves.
struct NumberedDash: Hashable, Sendable {
    let piece: DashPiece
    let subpath: Int
    let number: Int
}

/// Cuts subpaths into dashes by arc length.
struct Dasher {
    let pattern: DashPattern

    /// The dashes of every subpath, or nil when there would be more than
    /// `DashPattern.maximumDashes` of them (or the path's length is not finite): the caller then
    /// strokes solid.
    func pieces(of subs: [Subpath]) -> [NumberedDash]? {
        let lengths = subs.map { $0.segments.map(\.length) }
        var bound = 0.0
        for lens in lengths {
            let total = lens.reduce(0, +)
            guard total.isFinite else { return nil }
            bound += pattern.dashCountBound(alongLength: total)
        }
        guard bound <= Double(DashPattern.maximumDashes) else { return nil }
        var out: [NumberedDash] = []
        for (k, (sub, lens)) in zip(subs, lengths).enumerated() where !sub.isBareMove {
            out += dash(sub, lens).map { NumberedDash(piece: $0.piece, subpath: k, number: $0.number) }
        }
        return out
    }

    private func dash(_ sub: Subpath, _ lens: [Double]) -> [(piece: DashPiece, number: Int)] {
        let total = lens.reduce(0, +)
        guard total > 0 else {
            // A zero-length subpath: its dot is drawn when the pattern paints at its start.
            var number: Int?
            pattern.forEachDash(alongLength: 0) { _, _, n in number = number ?? n }
            return number.map { [(.stretch(sub), $0)] } ?? []
        }
        var spans: [(from: Double, to: Double, number: Int)] = []
        pattern.forEachDash(alongLength: total) { spans.append(($0, $1, $2)) }
        guard !spans.isEmpty else { return [] }
        if sub.isClosed, spans.count == 1, spans[0].from <= 0, spans[0].to >= total {
            return [(.stretch(sub), spans[0].number)]
        }
        var cursor = SegmentCursor(segments: sub.segments, lengths: lens)
        var pieces = spans.map { (piece: cursor.piece(from: $0.from, to: $0.to), number: $0.number) }
        // A closed subpath's pattern runs on across its start: a dash painted through the end
        // and one painted from the start are one dash, joined (not capped) at the start point.
        if sub.isClosed, pieces.count > 1, spans[0].from <= 0, spans[0].to > 0, spans[spans.count - 1].to >= total,
           case .stretch(let first) = pieces[0].piece, case .stretch(let last) = pieces[pieces.count - 1].piece {
            pieces[pieces.count - 1].piece = .stretch(Subpath(start: last.start, segments: last.segments + first.segments, isClosed: false))
            pieces.removeFirst()
        }
        return pieces
    }
}

/// Walks a subpath's segments forwards, cutting out arc-length ranges that come in order, so
/// cutting n dashes from m segments costs O(n + m) segment visits.
private struct SegmentCursor {
    let segments: [PathSegment]
    let lengths: [Double]
    /// The first segment that may hold the next range, and the arc length where it starts.
    var index = 0
    var offset = 0.0

    init(segments: [PathSegment], lengths: [Double]) {
        self.segments = segments
        self.lengths = lengths
    }

    mutating func piece(from a: Double, to b: Double) -> DashPiece {
        // Move to the segment holding `a` (for a dot exactly on a boundary, the one leaving it).
        while index < segments.count - 1 && (offset + lengths[index] < a || (offset + lengths[index] == a && (b > a || lengths[index + 1] > 0))) {
            offset += lengths[index]
            index += 1
        }
        if b <= a {
            let seg = segments[index]
            let t = seg.parameter(atLength: a - offset)
            let direction = seg.unitTangent(at: t) ?? firstDirection(after: index) ?? Point(x: 1, y: 0)
            return .dot(seg.point(at: t), direction: direction)
        }
        var parts: [PathSegment] = []
        var i = index, at = offset
        while i < segments.count && at < b {
            let len = lengths[i]
            if len > 0 && at + len > a {
                let t0 = a > at ? segments[i].parameter(atLength: a - at) : 0
                let t1 = b < at + len ? segments[i].parameter(atLength: b - at) : 1
                if t1 > t0 { parts.append(segments[i].subsegment(from: t0, to: t1)) }
            }
            at += len
            i += 1
        }
        let start = parts.first?.start ?? segments[index].point(at: segments[index].parameter(atLength: a - offset))
        return .stretch(Subpath(start: start, segments: parts, isClosed: false))
    }

    private func firstDirection(after i: Int) -> Point? {
        segments[i...].lazy.compactMap { $0.unitTangent(at: 0) }.first
    }
}

extension Path {
    /// The dashes of the path under a dash pattern (`lineDashPattern`, `lineDashPhase`; see
    /// `DashPattern`): each painted stretch an open subpath of the original curves, cut by arc
    /// length. The pattern restarts at every subpath's start; on a closed subpath a dash running
    /// through the end continues into the one at the start. A dash of zero length becomes a
    /// `move` and a zero-length `line` (it draws caps only). A pattern meaning a solid line, or
    /// more than `DashPattern.maximumDashes` dashes, gives the path unchanged.
    public func dashed(pattern: [Double], phase: Double) -> Path {
        guard let dashes = dashes(pattern: pattern, phase: phase) else { return self }
        var out = Path()
        for dash in dashes { for element in dash.path.elements { out.append(element) } }
        return out
    }

    /// The dashes of `dashed(pattern:phase:)` one by one, each with the subpath it was cut
    /// from and its number along the pattern: the painted stretches counted from the subpath's
    /// start as if the phase were 0, plus the phase's whole periods times the stretches per
    /// period, so that while the phase moves continuously a dash keeps its number (an exporter
    /// can follow it from frame to frame). Nil where `dashed` gives the path unchanged.
    public func dashes(pattern: [Double], phase: Double) -> [PathDash]? {
        guard let p = DashPattern(pattern, phase: phase), let dashes = Dasher(pattern: p).pieces(of: subpaths) else { return nil }
        // The phase's whole periods: what DashPattern's normalisation took away.
        let periods = phase.isFinite ? ((phase - p.phase) / p.period).rounded() : 0
        let shift = abs(periods) < Double(Int32.max) ? Int(periods) * (p.intervals.count / 2) : 0
        return dashes.map { dash in
            var path = Path()
            switch dash.piece {
            case .stretch(let sub):
                path.move(to: sub.start)
                for seg in sub.segments { path.append(seg.element) }
                if sub.isClosed { path.closeSubpath() }
            case .dot(let p, _):
                path.move(to: p)
                path.addLine(to: p)
            }
            return PathDash(subpath: dash.subpath, number: dash.number + shift, path: path)
        }
    }
}

/// One dash of a dashed path (see `Path.dashes(pattern:phase:)`).
public struct PathDash: Hashable, Sendable {
    /// The index in the original path's `subpaths` of the subpath the dash was cut from.
    public let subpath: Int
    /// Which painted stretch of the pattern this is, counted from the subpath's start at phase 0.
    public let number: Int
    /// The dash: one open subpath (or the whole closed subpath when one dash covers it), or a
    /// move and a zero-length line for a dash of zero length.
    public let path: Path
}
