import Foundation
import Testing
@testable import SpinnerAnimation

@Suite struct TimingFunctionTests {
    // Reference values of the named curves, solved exactly.
    static let referenceX = [0.10, 0.25, 0.50, 0.75, 0.90]
    static let table: [(String, TimingFunction, [Double])] = [
        ("easeIn", .easeIn, [0.017027, 0.093465, 0.315357, 0.621862, 0.839428]),
        ("easeOut", .easeOut, [0.160572, 0.378138, 0.684643, 0.906535, 0.982973]),
        ("easeInEaseOut", .easeInEaseOut, [0.019722, 0.129162, 0.500000, 0.870838, 0.980278]),
        ("default", .default, [0.094796, 0.408511, 0.802403, 0.960459, 0.994316]),
        ("FOSI", TimingFunction(controlPoints: 0.4, 0, 0.2, 1), [0.025863, 0.236587, 0.775561, 0.959368, 0.994354]),
    ]

    @Test(arguments: 0..<5) func namedCurvesMatchTheReferenceTable(row: Int) {
        let (name, curve, expected) = Self.table[row]
        for (x, y) in zip(Self.referenceX, expected) {
            // The table is printed to 6 decimals, so it is exact to half a unit in the last place.
            #expect(abs(curve.value(at: x) - y) <= 5e-7 + 1e-12, "\(name)(\(x)) = \(curve.value(at: x)), want \(y)")
        }
    }

    @Test func namedControlPoints() {
        #expect(TimingFunction.easeIn == TimingFunction(controlPoints: 0.42, 0, 1, 1))
        #expect(TimingFunction.easeOut == TimingFunction(controlPoints: 0, 0, 0.58, 1))
        #expect(TimingFunction.easeInEaseOut == TimingFunction(controlPoints: 0.42, 0, 0.58, 1))
        #expect(TimingFunction.default == TimingFunction(controlPoints: 0.25, 0.1, 0.25, 1))
        for x in stride(from: 0.0, through: 1.0, by: 0.0625) {
            #expect(abs(TimingFunction.linear.value(at: x) - x) < 1e-12)
        }
    }

    @Test func solvesRandomCurvesTo1e7InX() {
        var rng = SplitMix64(state: 0x5EED)
        var worstX = 0.0, worstY = 0.0
        for _ in 0..<400 {
            let x1 = Double.random(in: 0...1, using: &rng), x2 = Double.random(in: 0...1, using: &rng)
            let y1 = Double.random(in: -1...2, using: &rng), y2 = Double.random(in: -1...2, using: &rng)
            let curve = TimingFunction(controlPoints: x1, y1, x2, y2)
            for _ in 0..<25 {
                let x = Double.random(in: 0...1, using: &rng)
                let t = curve.solveParameter(forX: x)
                #expect((0...1).contains(t))
                // Checked on the Bernstein form, independent of the solver's power form.
                worstX = max(worstX, abs(ReferenceBezier.bernstein(t, x1, x2) - x))
                worstY = max(worstY, abs(curve.value(at: x) - ReferenceBezier.value(x: x, x1, y1, x2, y2)))
            }
        }
        #expect(worstX < 1e-7)
        // y can move faster than x where x(t) is flat, so y is checked against the bisection reference loosely.
        #expect(worstY < 1e-5)
    }

    @Test func steepCurvesStillSolve() {
        // x'(t) = 0 at t = 0 and t = 1 here, where Newton cannot step.
        let steep = TimingFunction(controlPoints: 1, 0, 0, 1)
        for x in [1e-9, 1e-4, 0.3, 0.5, 0.9999, 1 - 1e-9] {
            let t = steep.solveParameter(forX: x)
            #expect(abs(ReferenceBezier.bernstein(t, 1, 0) - x) < 1e-7)
        }
        let flat = TimingFunction(controlPoints: 0, 0, 0, 1)
        #expect(abs(ReferenceBezier.bernstein(flat.solveParameter(forX: 0.01), 0, 0) - 0.01) < 1e-7)
    }

    @Test func clampsInputsAndNeverTraps() {
        let c = TimingFunction.easeInEaseOut
        #expect(c.value(at: -3) == 0)
        #expect(c.value(at: 7) == 1)
        #expect(c.value(at: .nan) == 0)
        #expect(c.value(at: .infinity) == 1)
        #expect(c.value(at: -.infinity) == 0)
        let odd = TimingFunction(controlPoints: -2, .nan, 5, .infinity)
        #expect(odd == TimingFunction(controlPoints: 0, 0, 1, 0))
        #expect(odd.value(at: 0.5).isFinite)
    }

    @Test func overshootingCurveLeavesUnitRange() {
        let back = TimingFunction(controlPoints: 0.3, -0.5, 0.7, 1.5)
        #expect(abs(back.value(at: 0.1) - ReferenceBezier.value(x: 0.1, 0.3, -0.5, 0.7, 1.5)) < 1e-7)
        #expect(back.value(at: 0.1) < 0)
        #expect(back.value(at: 0.9) > 1)
    }
}
