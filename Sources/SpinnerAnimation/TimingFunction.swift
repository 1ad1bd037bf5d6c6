import SpinnerCore

/// CAMediaTimingFunction: a cubic Bézier from (0,0) to (1,1) that maps an animation's linear
/// fraction of time (x) to its fraction of progress (y).
///
/// The x coordinates of the control points are clamped to 0...1 so that x(t) is monotonic and every
/// x has exactly one answer; a non-finite coordinate becomes 0. The y coordinates may leave 0...1
/// (overshoot curves).
public struct TimingFunction: Hashable, Sendable, CustomStringConvertible {
    /// The first control point, as `getControlPoint(at: 1)` reports it.
    public let c1: Point
    /// The second control point, as `getControlPoint(at: 2)` reports it.
    public let c2: Point
    /// How `value(at:)` finds the curve's parameter for a time fraction: `.exact` unless a
    /// platform's own solver is asked for.
    public let solver: TimingSolver
    /// How `value(at:)` is evaluated: the Bézier itself (by `solver`), or a form that stands in
    /// for it (a lookup table, a staircase; see TimingFunction+Forms.swift).
    let form: Form

    /// A curve with control points (c1x, c1y) and (c2x, c2y), as
    /// `CAMediaTimingFunction(controlPoints:_:_:_:)`.
    public init(controlPoints c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) {
        self.init(controlPoints: c1x, c1y, c2x, c2y, solvedBy: .exact)
    }

    /// The same curve evaluated by `solver`, e.g. Flutter's `Cubic` (`.flutterBisection`).
    public init(controlPoints c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double, solvedBy solver: TimingSolver) {
        func x(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 1) : 0 }
        func y(_ v: Double) -> Double { v.isFinite ? v : 0 }
        c1 = Point(x: x(c1x), y: y(c1y))
        c2 = Point(x: x(c2x), y: y(c2y))
        self.solver = solver
        form = .bezier
    }

    /// A function of the given form; `c1` and `c2` describe the curve the form stands in for.
    init(c1: Point, c2: Point, form: Form) {
        self.c1 = c1
        self.c2 = c2
        self.solver = .exact
        self.form = form
    }

    /// `kCAMediaTimingFunctionLinear`.
    public static let linear = TimingFunction(controlPoints: 0, 0, 1, 1)
    /// `kCAMediaTimingFunctionEaseIn` (CSS `ease-in`).
    public static let easeIn = TimingFunction(controlPoints: 0.42, 0, 1, 1)
    /// `kCAMediaTimingFunctionEaseOut` (CSS `ease-out`).
    public static let easeOut = TimingFunction(controlPoints: 0, 0, 0.58, 1)
    /// `kCAMediaTimingFunctionEaseInEaseOut` (CSS `ease-in-out`).
    public static let easeInEaseOut = TimingFunction(controlPoints: 0.42, 0, 0.58, 1)
    /// `kCAMediaTimingFunctionDefault` (CSS `ease`).
    public static let `default` = TimingFunction(controlPoints: 0.25, 0.1, 0.25, 1)

    public var description: String {
        if let text = form.description { return text }
        let curve = "cubic-bezier(\(c1.x), \(c1.y), \(c2.x), \(c2.y))"
        return solver == .exact ? curve : "\(curve) solved by \(solver.rawValue)"
    }

    /// The progress y for the time fraction `x`, which is clamped to 0...1 (NaN counts as 0).
    public func value(at x: Double) -> Double {
        let x = x.isNaN ? 0 : min(max(x, 0), 1)
        // The ends are exact by construction; returning them avoids solver noise at 0 and 1.
        if x == 0 { return 0 }
        if x == 1 { return 1 }
        if let y = form.value(at: x) { return y }
        // Flutter's Cubic has no shortcut for the diagonal: it always bisects.
        if solver == .flutterBisection { return flutterBisectionValue(at: x) }
        // Control points on the diagonal make the curve the line y = x (`linear`): no solve needed.
        if c1.x == c1.y, c2.x == c2.y { return x }
        return curveY(atParameter: solveParameter(forX: x))
    }

    // MARK: - The cubic in power form

    // With P0 = (0,0) and P3 = (1,1): B(t) = ((a·t + b)·t + c)·t, c = 3·p1, b = 3·(p2 − p1) − c,
    // a = 1 − c − b. Horner form keeps the evaluation cheap and well conditioned on 0...1.
    private var xCoefficients: (a: Double, b: Double, c: Double) { Self.coefficients(c1.x, c2.x) }
    private var yCoefficients: (a: Double, b: Double, c: Double) { Self.coefficients(c1.y, c2.y) }

    private static func coefficients(_ p1: Double, _ p2: Double) -> (a: Double, b: Double, c: Double) {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        return (1 - c - b, b, c)
    }

    /// x(t) on the curve's parameter t.
    func curveX(atParameter t: Double) -> Double {
        let k = xCoefficients
        return ((k.a * t + k.b) * t + k.c) * t
    }

    /// y(t) on the curve's parameter t.
    func curveY(atParameter t: Double) -> Double {
        let k = yCoefficients
        return ((k.a * t + k.b) * t + k.c) * t
    }

    private func curveXDerivative(atParameter t: Double) -> Double {
        let k = xCoefficients
        return (3 * k.a * t + 2 * k.b) * t + k.c
    }

    /// Tolerance in x of the solve; tighter than the 1e-7 Core Animation-compatible solvers use, so the
    /// eased value is accurate to well under 1e-7 too.
    static let solveEpsilon = 1e-10

    /// The parameter t in 0...1 with x(t) = x (to `solveEpsilon`): Newton's method from t = x, and
    /// bisection on 0...1 (always valid, since x(t) is monotonic) when Newton stalls or leaves the interval.
    func solveParameter(forX x: Double) -> Double {
        let x = x.isNaN ? 0 : min(max(x, 0), 1)
        var t = x
        for _ in 0..<8 {
            let error = curveX(atParameter: t) - x
            if abs(error) < Self.solveEpsilon { return t }
            let slope = curveXDerivative(atParameter: t)
            if abs(slope) < 1e-7 { break }
            let next = t - error / slope
            if !(0...1).contains(next) { break }
            t = next
        }
        var lo = 0.0, hi = 1.0
        t = x
        // 64 halvings reach the spacing of doubles on 0...1; the loop normally ends far earlier.
        for _ in 0..<64 {
            let value = curveX(atParameter: t)
            if abs(value - x) < Self.solveEpsilon { return t }
            if value < x { lo = t } else { hi = t }
            t = lo + (hi - lo) / 2
        }
        return t
    }
}
