import Foundation
import Testing
import SpinnerCore
@testable import SpinnerAnimation

/// The lookup-table and steps forms of `TimingFunction`, and AndroidX's fast-out-slow-in table.
@Suite struct TimingFunctionFormsTests {
    /// Each of the 201 entries is the curve (0.4, 0, 0.2, 1) at i/200, rounded to 4 decimals, as
    /// found by a 200-halving bisection on the Bernstein form (independent of the engine's solver).
    @Test func fosiTableIsTheCurveRoundedToFourDecimals() throws {
        let table = try #require(TimingFunction.androidFastOutSlowIn.lookupTable)
        #expect(table.count == 201)
        for (i, entry) in table.enumerated() {
            let exact = ReferenceBezier.value(x: Double(i) / 200, 0.4, 0, 0.2, 1)
            #expect(entry == (exact * 10_000).rounded() / 10_000, "entry \(i): \(entry), curve \(exact)")
        }
        // Entries as printed in AndroidX's FastOutSlowInInterpolator.java, including the three
        // whose exact value lies nearest a rounding tie (29, 64, 89).
        let printed: [Int: Double] = [0: 0, 1: 0.0001, 3: 0.0005, 29: 0.0608, 50: 0.2366, 64: 0.4217,
                                      89: 0.6961, 100: 0.7756, 150: 0.9594, 198: 0.9999, 199: 1, 200: 1]
        for (i, v) in printed { #expect(table[i] == v, "entry \(i)") }
        #expect(TimingFunction.androidFastOutSlowIn.c1 == Point(x: 0.4, y: 0))
        #expect(TimingFunction.androidFastOutSlowIn.c2 == Point(x: 0.2, y: 1))
    }

    /// AndroidX's fast-out-slow-in lookup table, read through (6 decimals).
    @Test func fosiTableMatchesTheReferenceColumn() {
        let reference: [(Double, Double)] = [(0.10, 0.025900), (0.25, 0.236600), (0.50, 0.775600), (0.75, 0.959400), (0.90, 0.994400)]
        for (x, y) in reference {
            #expect(abs(TimingFunction.androidFastOutSlowIn.value(at: x) - y) <= 5e-7, "x = \(x)")
        }
        // And within the reference's 7.1e-5 of the exact curve everywhere on a fine grid.
        var worst = 0.0
        for i in 0...2000 {
            let x = Double(i) / 2000
            worst = max(worst, abs(TimingFunction.androidFastOutSlowIn.value(at: x) - ReferenceBezier.value(x: x, 0.4, 0, 0.2, 1)))
        }
        #expect(worst < 7.2e-5 && worst > 5e-5)
    }

    /// LookupTableInterpolator: position = min((int)(x·(n−1)), n−2), a straight line to the next
    /// entry, 0 and 1 outside the open interval whatever the end entries say.
    @Test func lookupTableSemantics() {
        let f = TimingFunction(lookupTable: [0.2, 0.5, 0.6, 0.9], sampling: .easeIn)
        #expect(f.c1 == TimingFunction.easeIn.c1 && f.c2 == TimingFunction.easeIn.c2)
        #expect(f.value(at: 0) == 0 && f.value(at: -3) == 0 && f.value(at: 1) == 1 && f.value(at: 7) == 1 && f.value(at: .nan) == 0)
        #expect(abs(f.value(at: 1e-9) - 0.2) < 1e-8)
        #expect(abs(f.value(at: 0.5) - 0.55) < 1e-12)                  // position 1, weight 0.5
        #expect(abs(f.value(at: 2.0 / 3) - 0.6) < 1e-12)               // exactly on entry 2
        #expect(abs(f.value(at: 0.999) - (0.6 + 0.997 * 0.3)) < 1e-12)  // position 2 (the last segment)
        #expect(f.description == "lookup-table(4 entries)")
        // Too short to interpolate: linear; non-finite entries count as 0.
        #expect(TimingFunction(lookupTable: [0.3]).value(at: 0.25) == 0.25)
        #expect(TimingFunction(lookupTable: [.nan, 1]).lookupTable == [0, 1])
        #expect(TimingFunction(lookupTable: [0, 1]) != TimingFunction.linear)
    }

    /// steps(n): ⌊x·n⌋/n, a time within 1e-9 of a step counting as that step.
    @Test func stepsHoldEachStepUntilTheNext() {
        let f = TimingFunction.steps(4)
        let expected: [(Double, Double)] = [(0, 0), (0.1, 0), (0.2499, 0), (0.25, 0.25), (0.6, 0.5), (0.999, 0.75), (1, 1), (2, 1)]
        for (x, y) in expected { #expect(f.value(at: x) == y, "x = \(x)") }
        #expect(f.stepCount == 4 && f.description == "steps(4)")
        #expect(TimingFunction.steps(0).value(at: 0.7) == 0 && TimingFunction.steps(-5).stepCount == 1)
        // Total for any count: no Int overflow near x = 1.
        #expect(TimingFunction.steps(.max).value(at: 1 - 1e-16) <= 1)
        // 0.009 s of a 5.4 s animation: 0.009 / 5.4 · 5400 is a hair below 9 in Double, and
        // so are 2252 of the whole milliseconds 1…5399; each still counts as its millisecond.
        let ms = TimingFunction.steps(5400)
        #expect(0.009 / 5.4 * 5400 < 9)
        for k in 0..<5400 {
            #expect((ms.value(at: Double(k) / 1000 / 5.4) * 5400).rounded() == Double(k), "\(k) ms")
            #expect((ms.value(at: (Double(k) + 0.999) / 1000 / 5.4) * 5400).rounded() == Double(k), "\(k).999 ms")
        }
    }

    /// A form does not disturb the Bézier API: control points, equality and the solve.
    @Test func bezierFunctionsAreUnchanged() {
        let fosi = TimingFunction(controlPoints: 0.4, 0, 0.2, 1)
        #expect(fosi != TimingFunction.androidFastOutSlowIn)
        #expect(fosi.description == "cubic-bezier(0.4, 0.0, 0.2, 1.0)")
        #expect(abs(fosi.value(at: 0.5) - 0.775561) <= 5e-7)
    }
}
