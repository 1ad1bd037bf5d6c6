#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SpinnerCore
import SpinnerAnimation

/// A trimmed stroke's strokeStart...strokeEnd applied by spinnergen (`--bake-trims`): at every
/// frame the part of each subpath the trim keeps, as exact pieces of its curves, written as a
/// path keyframe instead of a trim (`tm`). Players that trim by a length estimate of their own
/// (rlottie 0.1's `VLine::length` weighs direction, up to 6.8 % off) then draw the arc Core
/// Animation draws, since stroking a given path is what they all do alike.
enum LottieTrimBake {
    /// The turn a piece may span at most: a quarter circle's cubic halved, so players that
    /// blend vertices between keyframes keep every piece close to the arc.
    static let maximumTurn = Double.pi / 4

    /// The contours at every frame, one per subpath of the untrimmed path (in order), each with
    /// one vertex count at every frame: its kept part cut into pieces of about 1/n of the whole
    /// subpath each (n the slot's count), each at most `maximumTurn`, and the count made up with
    /// pieces of no length at the end. Pieces stay long: rlottie's stroker works in 1/64 px
    /// and takes a curve's direction from its control points, so a 1 px arc cut in eight
    /// turned its butt caps (IoU 0.48 where one piece gives 0.79), and it skips a curve whose
    /// points all lie within 1/32 px (`SW_FT_Stroker_CubicTo`), as lottie-web's canvas drops
    /// segments of no length. A subpath the trim leaves out is a closed contour of one point
    /// repeated (`LottieContourSlots`); one whole wherever it is drawn keeps its close.
    static func contours(_ items: [LayerContent]) -> [[LottieBezier]] {
        let kept: [[Int: Part]] = items.map(parts)
        let subpaths = Set(kept.flatMap(\.keys))
        let closed = Dictionary(uniqueKeysWithValues: subpaths.map { j in (j, kept.allSatisfy { $0[j]?.isWhole ?? true }) })
        let pieces = Dictionary(uniqueKeysWithValues: subpaths.map { j in (j, kept.compactMap { $0[j]?.fewestPieces }.max() ?? 1) })
        let frames: [[Int: LottieBezier]] = kept.map { frame in
            frame.reduce(into: [:]) { out, entry in
                let (j, part) = entry
                out[j] = part.contour(pieces: pieces[j]!, closed: closed[j]!)
            }
        }
        // Where a subpath is trimmed away: one point repeated, closed, so that no player caps
        // it (rlottie draws an open one as nothing too, but a round cap could be a dot).
        return LottieContourSlots.columns(frames) { _ in true }
    }

    /// What the trim keeps of each subpath of a stroke (by index), nothing for a fill.
    static func parts(_ item: LayerContent) -> [Int: Part] {
        guard case .stroke(_, let start, let end) = item.style else { return [:] }
        let subs = item.path.subpaths
        let lengths = subs.map { $0.segments.map(\.length) }
        let total = lengths.reduce(0) { $0 + $1.reduce(0, +) }
        guard start < end, total > 0, total.isFinite else { return [:] }
        // Each subpath trimmed alone to its share of the range, so that a piece keeps its
        // subpath's slot whatever the trim leaves of the others (Path.trimmed numbers what it keeps).
        var out: [Int: Part] = [:]
        var offset = 0.0
        for (j, (sub, lens)) in zip(subs, lengths).enumerated() {
            let length = lens.reduce(0, +)
            defer { offset += length }
            let from = max(start * total - offset, 0), to = min(end * total - offset, length)
            guard length > 0, to > from else { continue }
            let whole = from == 0 && to == length
            var segments: [PathSegment] = []
            var at = 0.0
            for (seg, len) in zip(sub.segments, lens) {
                defer { at += len }
                guard len > 0, at + len > from, at < to else { continue }
                let t0 = from > at ? seg.parameter(atLength: from - at) : 0
                let t1 = to < at + len ? seg.parameter(atLength: to - at) : 1
                if t1 > t0 { segments.append(seg.subsegment(from: t0, to: t1)) }
            }
            if !segments.isEmpty { out[j] = Part(segments: segments, isWhole: whole && sub.isClosed, wholeLength: length) }
        }
        return out
    }

    /// The kept part of one subpath: exact pieces of its curves.
    struct Part {
        let segments: [PathSegment]
        /// Whether the part is its closed subpath, all of it.
        let isWhole: Bool
        /// The length of the whole subpath.
        let wholeLength: Double

        /// How many pieces each segment needs so that none turns more than `maximumTurn`.
        var turnPieces: [Int] {
            segments.map { max(1, Int((LottieTrimBake.turn(of: $0) / LottieTrimBake.maximumTurn - 1e-9).rounded(.up))) }
        }

        var fewestPieces: Int { turnPieces.reduce(0, +) }

        /// The part as one contour of `pieces` curves (`pieces` + 1 vertices when open, `pieces`
        /// when closed): each segment its turn's share, more handed out one at a time to the
        /// segment whose pieces are longest until none is longer than the whole subpath over
        /// `pieces`, then pieces of no length at the end; a segment's pieces are equal by length.
        func contour(pieces: Int, closed: Bool) -> LottieBezier {
            var counts = turnPieces
            let lengths = segments.map(\.length)
            let drawn = max(counts.reduce(0, +), Int((lengths.reduce(0, +) / wholeLength * Double(pieces) - 1e-9).rounded(.up)))
            for _ in 0..<max(min(drawn, pieces) - counts.reduce(0, +), 0) {
                let k = lengths.indices.max { lengths[$0] / Double(counts[$0]) < lengths[$1] / Double(counts[$1]) }!
                counts[k] += 1
            }
            var cut: [PathSegment] = []
            for (seg, (n, length)) in zip(segments, zip(counts, lengths)) {
                var t0 = 0.0
                for m in 1...n {
                    let t1 = m == n ? 1 : seg.parameter(atLength: length * Double(m) / Double(n))
                    cut.append(seg.subsegment(from: t0, to: t1))
                    t0 = t1
                }
            }
            let path = Path(subpaths: [Subpath(start: cut[0].start, segments: cut, isClosed: closed)])
            var contour = LottieBezier.contours(of: path)[0]
            // The count made up at the end, each extra vertex on the last with no handles.
            let count = closed ? pieces : pieces + 1
            if contour.vertices.count < count {
                let last = contour.vertices[contour.vertices.count - 1], extra = count - contour.vertices.count
                contour.vertices += Array(repeating: last, count: extra)
                contour.inTangents += Array(repeating: [0, 0], count: extra)
                contour.outTangents += Array(repeating: [0, 0], count: extra)
            }
            return contour
        }
    }

    /// How far a segment's direction turns along it, summed over eight steps.
    static func turn(of segment: PathSegment) -> Double {
        guard case .line = segment else {
            let directions = (0...8).compactMap { segment.unitTangent(at: Double($0) / 8) }
            var sum = 0.0
            for (a, b) in zip(directions, directions.dropFirst()) {
                let cross = a.x * b.y - a.y * b.x
                sum += abs(atan2(cross, a.dot(b)))
            }
            return sum
        }
        return 0
    }
}
