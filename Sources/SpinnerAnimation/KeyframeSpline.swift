import SpinnerCore

/// The curve of `calculationMode` `cubic`: Apple's kCAAnimationCubic page says "a Catmull-Rom spline
/// that passes through the keyframes", shaped by tension, continuity and bias "using the standard
/// Kochanek-Bartels form". Values are component vectors (`AnimationValue.components`), each
/// segment a cubic Hermite curve in its own parameter s ∈ 0...1.
///
/// Tangents at key i, with chords a = Pᵢ − Pᵢ₋₁ and b = Pᵢ₊₁ − Pᵢ and T, C, B its tension,
/// continuity and bias (Kochanek & Bartels 1984, eq. 8–9):
///
///     outgoing (starts segment i)   = (1−T)(1+B)(1+C)/2 · a + (1−T)(1−B)(1−C)/2 · b
///     incoming (ends segment i−1)   = (1−T)(1+B)(1−C)/2 · a + (1−T)(1−B)(1+C)/2 · b
///
/// Key times need not be even: with segment durations hᵢ₋₁ before and hᵢ after the key, the
/// outgoing tangent is scaled by 2hᵢ/(hᵢ₋₁+hᵢ) and the incoming by 2hᵢ₋₁/(hᵢ₋₁+hᵢ) (the paper's
/// adjustment for uneven spacing). Divided by its segment's duration each becomes dP/dt, and with
/// T = C = B = 0 both equal (Pᵢ₊₁ − Pᵢ₋₁)/(tᵢ₊₁ − tᵢ₋₁): the first derivative in time is
/// continuous at every key.
///
///     value  P0 ------ P1 ---------------- P2 ---- P3
///     time   t0        t1                  t2      t3
///                      |<- h0 ->|<-- h1 -->|
///     dP/dt at P1 = (P2 − P0)/(t2 − t0) on both sides
///
/// Ends: CA documents no end condition; here the missing neighbour is the reflection of the other
/// one (Pₙ = Pₙ₋₁ + (Pₙ₋₁ − Pₙ₋₂)), so an end tangent is the one-sided chord (scaled by (1−T)(1+CB))
/// and two values give a straight line. A zero-length span of time (a repeated key time) is a
/// jump: neither side's tangent looks across it, each treats it as an end.
struct KeyframeSpline {
    /// The values' components, at least two, all of one length.
    let points: [[Double]]
    /// Each value's time, 0...1, non-decreasing.
    let times: [Double]
    /// outgoing[i] starts segment i; incoming[i] ends segment i − 1 (per unit of segment parameter).
    private let outgoing: [[Double]], incoming: [[Double]]

    /// Nil unless there are at least two points of one length and as many times.
    init?(points: [[Double]], times: [Double], tension: [Double]? = nil, continuity: [Double]? = nil, bias: [Double]? = nil) {
        let n = points.count
        guard n >= 2, times.count == n, let width = points.first?.count, points.allSatisfy({ $0.count == width }) else { return nil }
        self.points = points
        self.times = times
        // Unusable shape numbers (NaN, infinities) count as the default 0.
        func shape(_ list: [Double]?, _ i: Int) -> Double {
            guard let list, i < list.count, list[i].isFinite else { return 0 }
            return list[i]
        }
        var outgoing = [[Double]](), incoming = [[Double]]()
        for i in 0..<n {
            let hBefore = i > 0 ? times[i] - times[i - 1] : 0
            let hAfter = i < n - 1 ? times[i + 1] - times[i] : 0
            let before = i > 0 && hBefore > 0 ? zip(points[i], points[i - 1]).map { $0 - $1 } : nil
            let after = i < n - 1 && hAfter > 0 ? zip(points[i + 1], points[i]).map { $0 - $1 } : nil
            guard let a = before ?? after, let b = after ?? before else {
                // Jumps on both sides: the key is never travelled through.
                outgoing.append([Double](repeating: 0, count: width))
                incoming.append([Double](repeating: 0, count: width))
                continue
            }
            // A reflected neighbour lies as far in time as the real one.
            let h0 = before != nil ? hBefore : hAfter, h1 = after != nil ? hAfter : hBefore
            let t = shape(tension, i), c = shape(continuity, i), bias = shape(bias, i)
            let outScale = 2 * h1 / (h0 + h1), inScale = 2 * h0 / (h0 + h1)
            outgoing.append(Components.combination([(outScale * (1 - t) * (1 + bias) * (1 + c) / 2, a),
                                                    (outScale * (1 - t) * (1 - bias) * (1 - c) / 2, b)]))
            incoming.append(Components.combination([(inScale * (1 - t) * (1 + bias) * (1 - c) / 2, a),
                                                    (inScale * (1 - t) * (1 - bias) * (1 + c) / 2, b)]))
        }
        self.outgoing = outgoing
        self.incoming = incoming
    }

    /// The number of segments.
    var segmentCount: Int { points.count - 1 }

    /// The point at parameter s of segment i (Hermite basis).
    func point(segment i: Int, at s: Double) -> [Double] {
        let s2 = s * s, s3 = s2 * s
        return Components.combination([(2 * s3 - 3 * s2 + 1, points[i]), (s3 - 2 * s2 + s, outgoing[i]),
                                       (-2 * s3 + 3 * s2, points[i + 1]), (s3 - s2, incoming[i + 1])])
    }

    /// d/ds of `point(segment:at:)`.
    func derivative(segment i: Int, at s: Double) -> [Double] {
        let s2 = s * s
        return Components.combination([(6 * s2 - 6 * s, points[i]), (3 * s2 - 4 * s + 1, outgoing[i]),
                                       (-6 * s2 + 6 * s, points[i + 1]), (3 * s2 - 2 * s, incoming[i + 1])])
    }

    /// The arc length of segment i between parameters 0 and s, over all components.
    func length(segment i: Int, from s0: Double = 0, to s1: Double = 1) -> Double {
        guard s1 > s0 else { return 0 }
        // The Hermite polygon's length bounds the arc length; 1e-13 of it is the quadrature's aim.
        let span = Components.distance(points[i], points[i + 1]) + Components.norm(outgoing[i]) + Components.norm(incoming[i + 1])
        guard span.isFinite else { return span }
        guard span > 0 else { return 0 }
        return GaussLegendre.integrate(s0, s1, absoluteError: span * 1e-13) { Components.norm(derivative(segment: i, at: $0)) }
    }

    /// The parameter of segment i at which the arc length from its start is `target` (clamped):
    /// Newton's method on the arc-length function, kept inside a shrinking bisection bracket.
    func parameter(segment i: Int, atLength target: Double, segmentLength total: Double) -> Double {
        guard total > 0, target > 0 else { return 0 }
        guard target < total else { return 1 }
        var lo = 0.0, hi = 1.0, lengthAtLo = 0.0
        var s = target / total
        for _ in 0..<100 {
            // Integrate only from the bracket's low end: each step measures a short piece.
            let here = lengthAtLo + length(segment: i, from: lo, to: s)
            let error = here - target
            if abs(error) <= total * 1e-12 { return s }
            if error > 0 { hi = s } else { lo = s; lengthAtLo = here }
            if hi - lo <= 1e-15 { return s }
            let speed = Components.norm(derivative(segment: i, at: s))
            var next = speed > 0 ? s - error / speed : .nan
            if !(next > lo && next < hi) { next = (lo + hi) / 2 }
            s = next
        }
        return s
    }
}
