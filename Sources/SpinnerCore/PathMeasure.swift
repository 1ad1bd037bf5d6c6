#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension PathSegment {
    /// The arc length, to about 1e-12 of the control polygon's length.
    public var length: Double { length(from: 0, to: 1) }

    /// The arc length between parameters t0 ≤ t1.
    public func length(from t0: Double, to t1: Double) -> Double {
        guard t1 > t0 else { return 0 }
        if case .line(let a, let b) = self { return a.distance(to: b) * (t1 - t0) }
        // Coordinates so large that distances overflow (or NaN) cannot be measured; saying so
        // at once keeps the quadrature from subdividing noise to its depth limit.
        guard controlSpan.isFinite else { return controlSpan.isNaN ? .nan : .infinity }
        let eps = controlSpan * 1e-13
        return GaussLegendre.integrate(t0, t1, absoluteError: eps) { derivative(at: $0).length }
    }

    /// The parameter at which the arc length from t = 0 equals `s` (clamped to the segment):
    /// Newton's method on the arc-length function, safeguarded by bisection.
    public func parameter(atLength s: Double) -> Double {
        let total = length
        guard total > 0, s > 0 else { return 0 }
        guard s < total else { return 1 }
        if case .line = self { return s / total }
        var lo = 0.0, hi = 1.0
        var t = s / total
        var lengthAtLo = 0.0
        for _ in 0..<60 {
            // Measure from the bracket's low end so each step integrates a short interval.
            let here = lengthAtLo + length(from: lo, to: t)
            let err = here - s
            if abs(err) <= total * 1e-12 { return t }
            if err > 0 { hi = t } else { lo = t; lengthAtLo = here }
            let speed = derivative(at: t).length
            var next = speed > 0 ? t - err / speed : .nan
            if !(next > lo && next < hi) { next = (lo + hi) / 2 }
            if hi - lo < 1e-16 { return t }
            t = next
        }
        return t
    }
}

extension Path {
    /// The total arc length of every segment, closing lines included (what `strokeStart` and
    /// `strokeEnd` are fractions of).
    public var length: Double {
        subpaths.reduce(0) { $0 + $1.segments.reduce(0) { $0 + $1.length } }
    }

    /// The arc length of each segment, subpath after subpath, in the order of `subpaths`.
    public var segmentLengths: [Double] {
        subpaths.flatMap { $0.segments.map(\.length) }
    }

    /// The part of the path between two fractions of its total arc length, exactly as
    /// CAShapeLayer's `strokeStart` / `strokeEnd`: the original curves split at the parameters
    /// where the arc length reaches `start·L` and `end·L`. Values are clamped to 0...1; an empty
    /// path results when `start >= end` or either is NaN. Subpaths lying wholly inside the range
    /// keep their close; a partly kept closed subpath becomes open.
    public func trimmed(from start: Double, to end: Double) -> Path {
        guard !start.isNaN, !end.isNaN else { return Path() }
        let s = min(max(start, 0), 1), e = min(max(end, 0), 1)
        guard s < e else { return Path() }
        if s == 0 && e == 1 { return self }
        let subs = subpaths
        let lengths = subs.map { $0.segments.map(\.length) }
        let total = lengths.reduce(0) { $0 + $1.reduce(0, +) }
        guard total > 0, total.isFinite else { return Path() }
        let from = s * total, to = e * total

        var out: [Subpath] = []
        var offset = 0.0
        for (sub, lens) in zip(subs, lengths) {
            let subLength = lens.reduce(0, +)
            defer { offset += subLength }
            if offset + subLength <= from { continue }
            if offset >= to { break }
            if from <= offset && offset + subLength <= to && subLength > 0 {
                out.append(sub)
                continue
            }
            var piece: Subpath? = nil
            var at = offset
            for (seg, len) in zip(sub.segments, lens) {
                defer { at += len }
                guard len > 0, at + len > from, at < to else { continue }
                let t0 = from > at ? seg.parameter(atLength: from - at) : 0
                let t1 = to < at + len ? seg.parameter(atLength: to - at) : 1
                guard t1 > t0 else { continue }
                let part = seg.subsegment(from: t0, to: t1)
                if piece == nil { piece = Subpath(start: part.start, segments: [], isClosed: false) }
                piece!.segments.append(part)
            }
            if let p = piece { out.append(p) }
        }
        return Path(subpaths: out)
    }
}
