/// Flutter's cubic solver, for timing functions that must play as a Flutter `Cubic` does.
///
/// `Cubic.transformInternal` (flutter/flutter, packages/flutter/lib/src/animation/curves.dart)
/// bisects the curve's parameter on [0, 1] and stops at the first midpoint whose x is within
/// `_cubicErrorBound` = 0.001 of the wanted fraction, returning that midpoint's y; `Curve.transform`
/// returns 0 and 1 unchanged before any of this. Each step, in this order:
///
///     start = 0, end = 1
///     loop:  m = (start + end) / 2
///            e = x(m)                       (Bernstein form, as _evaluateCubic writes it)
///            |x − e| < 0.001  → return y(m)
///            e < x            → start = m
///            otherwise        → end = m
///
/// The answer is always y at one of the dyadic midpoints, so the progress is a staircase in x
/// (steps of up to ~0.003), and the curve's exact value can differ from it by as much.
extension TimingFunction {
    /// Flutter's `Curves.fastOutSlowIn`, `Cubic(0.4, 0.0, 0.2, 1.0)`, solved as Flutter solves it.
    public static let flutterFastOutSlowIn = TimingFunction(controlPoints: 0.4, 0, 0.2, 1, solvedBy: .flutterBisection)

    /// Flutter's `_cubicErrorBound`: the bisection stops once x(m) is closer than this.
    public static let flutterCubicErrorBound = 0.001

    /// `Cubic.transformInternal(x)` for x in (0, 1), bit for bit in double precision: the same
    /// interval, midpoint, comparisons and polynomial evaluation order.
    func flutterBisectionValue(at x: Double) -> Double {
        var start = 0.0, end = 1.0
        var midpoint = 0.5
        // Flutter loops until the bound is met, which always happens: x(t) is monotonic with slope
        // at most 3 (control x in 0...1), so an interval narrower than 0.0006 has a midpoint within
        // 0.001, by the 12th halving. The cap only keeps the loop total; it is never reached.
        for _ in 0..<64 {
            midpoint = (start + end) / 2
            let estimate = Self.flutterEvaluateCubic(c1.x, c2.x, midpoint)
            if abs(x - estimate) < Self.flutterCubicErrorBound {
                return Self.flutterEvaluateCubic(c1.y, c2.y, midpoint)
            }
            if estimate < x { start = midpoint } else { end = midpoint }
        }
        return Self.flutterEvaluateCubic(c1.y, c2.y, midpoint)
    }

    /// `_evaluateCubic(a, b, m)`: 3·a·(1−m)²·m + 3·b·(1−m)·m² + m³, multiplied and added left to
    /// right exactly as the Dart source does, so rounding matches.
    static func flutterEvaluateCubic(_ a: Double, _ b: Double, _ m: Double) -> Double {
        let first: Double = 3 * a * (1 - m) * (1 - m) * m
        let second: Double = 3 * b * (1 - m) * m * m
        let third: Double = m * m * m
        return first + second + third
    }
}
