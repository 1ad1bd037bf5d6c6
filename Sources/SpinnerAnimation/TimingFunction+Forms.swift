import SpinnerCore

// Timing functions that are not solved as a Bézier: a lookup table (AndroidX's
// `LookupTableInterpolator`, behind `FastOutSlowInInterpolator`) and a staircase (CSS `steps()`),
// which is how a player that truncates its clock to whole milliseconds is expressed.
extension TimingFunction {
    /// How a timing function is evaluated.
    enum Form: Hashable, Sendable {
        /// The cubic Bézier through `c1` and `c2`, solved exactly.
        case bezier
        /// Entries at x = i/(n−1), linearly interpolated (n ≥ 2, every entry finite).
        case lookupTable([Double])
        /// y = ⌊x·n⌋ / n (n ≥ 1).
        case steps(Int)

        /// The value at x strictly inside 0...1; nil for the Bézier, which the caller solves.
        func value(at x: Double) -> Double? {
            switch self {
            case .bezier:
                return nil
            case .lookupTable(let v):
                // LookupTableInterpolator: position = min((int)(x·(n−1)), n−2), then a straight
                // line to the next entry. x·(n−1) − position is its (x − position·step)/step.
                let scaled = x * Double(v.count - 1)
                let position = min(Int(scaled), v.count - 2)
                let weight = scaled - Double(position)
                return v[position] + weight * (v[position + 1] - v[position])
            case .steps(let n):
                return TimingFunction.step(x, of: n) / Double(n)
            }
        }

        /// The text `TimingFunction.description` shows, nil for the Bézier.
        var description: String? {
            switch self {
            case .bezier: nil
            case .lookupTable(let v): "lookup-table(\(v.count) entries)"
            case .steps(let n): "steps(\(n))"
            }
        }
    }

    /// A lookup-table timing function with AndroidX `LookupTableInterpolator` semantics: entry i
    /// is the value at x = i/(n−1), values between entries lie on the straight line joining
    /// them, x ≤ 0 gives 0 and x ≥ 1 gives 1 (not the first and last entries). `c1` and `c2` name
    /// the curve the table samples (linear when not given), so code that reads control points
    /// still sees a sensible curve. Non-finite entries count as 0; a table of fewer than two
    /// entries cannot be interpolated and gives the linear function.
    public init(lookupTable: [Double], sampling curve: TimingFunction = .linear) {
        let entries = lookupTable.map { $0.isFinite ? $0 : 0 }
        self.init(c1: curve.c1, c2: curve.c2, form: entries.count >= 2 ? .lookupTable(entries) : .bezier)
    }

    /// A staircase of `count` equal steps that jumps at the end of each (CSS `steps(n, end)`):
    /// y = ⌊x·n⌋/n, reaching 1 only at x = 1. A count below 1 counts as 1.
    ///
    /// As the timing function of an animation of duration `count` ms it truncates the
    /// animation's clock to whole milliseconds, as Android's `(int)(fraction · duration)` does:
    ///
    ///     x·n   0    0.9  1    1.5  2
    ///     y·n   0    0    1    1    2      (each step held until the next whole number)
    ///
    /// Times reach a step boundary through floating-point arithmetic (0.009 s of a 5.4 s
    /// animation is 0.009 / 5.4 · 5400 = 8.999999999999998 steps), so x·n within 1e-9 of a whole
    /// number counts as that whole number: the boundary belongs to the step it starts.
    public static func steps(_ count: Int) -> TimingFunction {
        TimingFunction(c1: linear.c1, c2: linear.c2, form: .steps(max(count, 1)))
    }

    /// The step ⌊x·n⌋ (a whole number in 0...n) that x in 0...1 falls in, with the tolerance of
    /// `steps(_:)`; kept in Double so that no count, however large, can overflow an Int.
    static func step(_ x: Double, of n: Int) -> Double {
        let scaled = x * Double(n)
        let nearest = scaled.rounded()
        return min(max(abs(scaled - nearest) <= 1e-9 ? nearest : scaled.rounded(.down), 0), Double(n))
    }

    /// AndroidX `FastOutSlowInInterpolator`: the 201-entry table of the curve (0.4, 0, 0.2, 1).
    ///
    /// The table is not pasted: each of AndroidX's entries (androidx/androidx,
    /// interpolator/src/main/java/androidx/interpolator/view/animation/FastOutSlowInInterpolator.java)
    /// is the exact curve at x = i/200 rounded to 4 decimals, which was checked entry by entry
    /// against that file (no entry lies within 3e-7 of a rounding tie, so the rounding is
    /// unambiguous), and the tests check the generated table against an independent solve.
    public static let androidFastOutSlowIn: TimingFunction = {
        let curve = TimingFunction(controlPoints: 0.4, 0, 0.2, 1)
        let table = (0...200).map { i in (curve.value(at: Double(i) / 200) * 10_000).rounded() / 10_000 }
        return TimingFunction(lookupTable: table, sampling: curve)
    }()

    /// The table of a lookup-table function, nil for other forms.
    public var lookupTable: [Double]? {
        if case .lookupTable(let v) = form { return v }
        return nil
    }

    /// The number of steps of a `steps(_:)` function, nil for other forms.
    public var stepCount: Int? {
        if case .steps(let n) = form { return n }
        return nil
    }
}
