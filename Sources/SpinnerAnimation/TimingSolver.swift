/// Which algorithm turns a timing function's time fraction x into its curve parameter, and so
/// into progress: the curve is the same, but platforms solve it differently and their answers
/// differ by up to a few thousandths.
public enum TimingSolver: String, Hashable, Sendable, CaseIterable {
    /// Newton's method with bisection to 1e-10 in x: the exact curve (what Core Animation and
    /// WebKit approximate to ~1e-7).
    case exact
    /// Flutter's `Cubic.transformInternal` (packages/flutter/lib/src/animation/curves.dart):
    /// plain bisection until x is within 0.001, so the progress moves in small steps.
    case flutterBisection
}
