import Foundation
import SpinnerCore
import Testing
@testable import SpinnerAnimation

/// `TimingSolver.flutterBisection`: Flutter's `Cubic.transformInternal` (curves.dart), against the
/// a reference table of Flutter's own values (tolerance .001) and a bisection written
/// here from the Dart source.
@Suite struct FlutterBisectionTests {
    /// Cubic(a, b, c, d).transform(t) as curves.dart spells it: Curve.transform keeps 0 and 1, then
    /// bisection on [0, 1] until |t − x(m)| < 0.001.
    static func dartCubic(_ a: Double, _ b: Double, _ c: Double, _ d: Double, _ t: Double) -> (value: Double, steps: Int) {
        func evaluate(_ p: Double, _ q: Double, _ m: Double) -> Double {
            let u = 1 - m
            let left: Double = 3 * p * u * u * m
            let middle: Double = 3 * q * u * m * m
            return left + middle + m * m * m
        }
        if t == 0 || t == 1 { return (t, 0) }
        var lower = 0.0, upper = 1.0, steps = 0
        while steps < 100 {
            steps += 1
            let m = (lower + upper) / 2
            let x = evaluate(a, c, m)
            if abs(t - x) < 0.001 { return (evaluate(b, d, m), steps) }
            if x < t { lower = m } else { upper = m }
        }
        return (.nan, steps)
    }

    @Test func referenceColumnOfTheSpinnerNotes() {
        let table: [(Double, Double)] = [(0.10, 0.025724), (0.25, 0.236986), (0.50, 0.775580), (0.75, 0.959560), (0.90, 0.994376)]
        for (x, y) in table {
            // Printed to 6 decimals.
            #expect(abs(TimingFunction.flutterFastOutSlowIn.value(at: x) - y) < 5e-7, "x=\(x)")
        }
    }

    @Test func sameAnswerBitForBitAsTheDartBisection() {
        let curves: [(Double, Double, Double, Double)] = [(0.4, 0, 0.2, 1), (0.42, 0, 1, 1), (0, 0, 0.58, 1),
                                                          (0.25, 0.1, 0.25, 1), (0, 0, 1, 1), (0.3, -0.5, 0.7, 1.6)]
        var worstSteps = 0
        for (a, b, c, d) in curves {
            let f = TimingFunction(controlPoints: a, b, c, d, solvedBy: .flutterBisection)
            for i in 0...10_000 {
                let x = Double(i) / 10_000
                let (expected, steps) = Self.dartCubic(a, b, c, d, x)
                worstSteps = max(worstSteps, steps)
                #expect(f.value(at: x).bitPattern == expected.bitPattern, "cubic(\(a), \(b), \(c), \(d)) at \(x)")
            }
        }
        // The solver's cap of 64 halvings is far from ever mattering.
        #expect(worstSteps <= 12)
    }

    @Test func differsFromTheExactCurveByFlutterSTolerance() {
        var worst = 0.0
        for i in 0...20_000 {
            let x = Double(i) / 20_000
            worst = max(worst, abs(TimingFunction.flutterFastOutSlowIn.value(at: x) - TimingFunction(controlPoints: 0.4, 0, 0.2, 1).value(at: x)))
        }
        // the reference tables: max |Flutter − exact| = 2.7e-3 over 20,001 samples.
        #expect(worst > 2.6e-3 && worst < 2.8e-3, "worst \(worst)")
    }

    @Test func endsInputsAndTheExistingAPI() {
        let f = TimingFunction.flutterFastOutSlowIn
        #expect(f.c1 == Point(x: 0.4, y: 0) && f.c2 == Point(x: 0.2, y: 1) && f.solver == .flutterBisection)
        #expect(f.value(at: 0) == 0 && f.value(at: 1) == 1 && f.value(at: -3) == 0 && f.value(at: 7) == 1 && f.value(at: .nan) == 0)
        #expect(f.value(at: .infinity) == 1)
        // The same control points, solved exactly, are a different function; the plain init stays exact.
        #expect(f != TimingFunction(controlPoints: 0.4, 0, 0.2, 1))
        #expect(TimingFunction(controlPoints: 0.4, 0, 0.2, 1).solver == .exact)
        #expect(TimingFunction.easeIn.solver == .exact)
        #expect(f.description == "cubic-bezier(0.4, 0.0, 0.2, 1.0) solved by flutterBisection")
        // Flutter bisects even the diagonal, so "linear" lands on a midpoint, not on x.
        let diagonal = TimingFunction(controlPoints: 0, 0, 1, 1, solvedBy: .flutterBisection)
        #expect(diagonal.value(at: 0.3) == Self.dartCubic(0, 0, 1, 1, 0.3).value && diagonal.value(at: 0.3) != 0.3)
        // Out-of-range control x is clamped as for every timing function, and the solve stays total.
        let clamped = TimingFunction(controlPoints: -2, 0, .nan, 1, solvedBy: .flutterBisection)
        #expect(clamped.c1.x == 0 && clamped.c2.x == 0 && clamped.value(at: 0.5).isFinite)
    }

    @Test func drivesAnAnimationAsItsTimingFunction() {
        var a = BasicAnimation(keyPath: .strokeEnd)
        a.fromValue = .number(0)
        a.toValue = .number(2)
        a.duration = 1
        a.timingFunction = .flutterFastOutSlowIn
        var values = PropertyValues([.strokeEnd: .number(0)])
        a.apply(atParentTime: 0.25, to: &values)
        #expect(abs(values.number(.strokeEnd)! - 2 * Self.dartCubic(0.4, 0, 0.2, 1, 0.25).value) < 1e-15)
    }
}
