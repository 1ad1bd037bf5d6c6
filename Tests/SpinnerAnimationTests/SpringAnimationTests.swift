import Foundation
import Testing
@testable import SpinnerAnimation

/// CASpringAnimation (issue 12, item 2): the presented value against the damped oscillator's
/// textbook solutions, written here from ζ and ω0 (trigonometric, critical, and two real roots),
/// and against a Runge–Kutta integration of m·x″ + c·x′ + k·x = 0 itself.
@Suite struct SpringAnimationTests {
    /// The textbook x(t) with x(0) = 1, x′(0) = −v.
    static func reference(m: Double, k: Double, c: Double, v: Double, _ t: Double) -> Double {
        let w0 = (k / m).squareRoot(), zeta = c / (2 * (k * m).squareRoot())
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            return exp(-zeta * w0 * t) * (cos(wd * t) + (zeta * w0 - v) / wd * sin(wd * t))
        }
        if zeta == 1 { return exp(-w0 * t) * (1 + (w0 - v) * t) }
        let root = w0 * (zeta * zeta - 1).squareRoot()
        let r1 = -zeta * w0 + root, r2 = -zeta * w0 - root
        let c1 = (-v - r2) / (r1 - r2)
        return c1 * exp(r1 * t) + (1 - c1) * exp(r2 * t)
    }

    /// x(t) by classical RK4 with a 1e-4 s step: no closed form involved.
    static func integrated(m: Double, k: Double, c: Double, v: Double, _ t: Double) -> Double {
        var x = 1.0, u = -v
        let steps = Int((t / 1e-4).rounded()), h = t / Double(steps)
        func a(_ x: Double, _ u: Double) -> Double { (-c * u - k * x) / m }
        for _ in 0..<steps {
            let k1x = u, k1u = a(x, u)
            let k2x = u + h / 2 * k1u, k2u = a(x + h / 2 * k1x, u + h / 2 * k1u)
            let k3x = u + h / 2 * k2u, k3u = a(x + h / 2 * k2x, u + h / 2 * k2u)
            let k4x = u + h * k3u, k4u = a(x + h * k3x, u + h * k3u)
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            u += h / 6 * (k1u + 2 * k2u + 2 * k3u + k4u)
        }
        return x
    }

    static func spring(m: Double = 1, k: Double = 100, c: Double = 10, v: Double = 0, duration: Double = 0) -> SpringAnimation {
        var s = SpringAnimation(keyPath: "opacity")
        s.fromValue = .number(2)
        s.toValue = .number(5)
        s.mass = m; s.stiffness = k; s.damping = c; s.initialVelocity = v
        s.duration = duration
        s.allowsOverdamping = true
        return s
    }

    /// Without `allowsOverdamping` (Core Animation's default) a damping above critical moves as
    /// the critical spring; with it, as the over-damped one.
    @Test func overdampingOnlyWhenAllowed() {
        var s = Self.spring(m: 2, k: 50, c: 60, v: 3, duration: 10)  // ζ = 60 / (2·√100) = 3
        s.allowsOverdamping = false
        for t in [0.05, 0.3, 1.1, 2.5] {
            // Critical for m 2, k 50: c = 2·√(km) = 20.
            #expect(close(Self.presented(s, t), 2 + 3 * (1 - Self.reference(m: 2, k: 50, c: 20, v: 3, t))), "t \(t)")
        }
        #expect(abs(s.settlingDuration - SpringMotion(mass: 2, stiffness: 50, damping: 20, initialVelocity: 3).settlingDuration) < 1e-9)
        s.allowsOverdamping = true
        for t in [0.05, 0.3, 1.1, 2.5] {
            #expect(close(Self.presented(s, t), 2 + 3 * (1 - Self.reference(m: 2, k: 50, c: 60, v: 3, t))), "t \(t)")
        }
        var under = Self.spring(c: 5, duration: 10)
        under.allowsOverdamping = false  // below critical the flag changes nothing
        #expect(under.motion == SpringMotion(damping: 5))
    }

    /// The presented value: from + (to − from)·(1 − x).
    static func presented(_ s: SpringAnimation, _ t: Double) -> Double? { number(s, at: t, model: PropertyValues(["opacity": .number(-7)]), key: "opacity") }

    static let regimes: [(m: Double, k: Double, c: Double, v: Double)] = [
        (1, 100, 10, 0),     // ζ 0.5: bounces
        (1, 100, 20, 0),     // ζ 1: critical
        (1, 100, 50, 0),     // ζ 2.5: creeps
        (2, 300, 3, 4),      // ζ ≈ 0.061, moving towards the end
        (0.5, 50, 10, -6),   // ζ 1, moving away first
        (1, 100, 35, 40),    // over-damped, fast enough to overshoot (v > 31.9, the fast rate)
    ]

    @Test(arguments: 0..<6)
    func everyRegimeMatchesTheClosedFormAndTheODE(_ i: Int) {
        let (m, k, c, v) = Self.regimes[i]
        let s = Self.spring(m: m, k: k, c: c, v: v, duration: 10)
        for t in [0, 0.01, 0.05, 0.1, 0.2, 0.35, 0.5, 0.8, 1.3, 2.7] {
            let x = Self.reference(m: m, k: k, c: c, v: v, t)
            #expect(close(Self.presented(s, t), 2 + 3 * (1 - x)), "t \(t)")
            #expect(abs(s.motion.displacement(at: t) - Self.integrated(m: m, k: k, c: c, v: v, t)) < 1e-9, "t \(t)")
        }
    }

    @Test func nearCriticalDampingIsStableOnBothSides() {
        let critical = SpringMotion(damping: 20)
        for zeta in [1 - 1e-9, 1 + 1e-9] {
            let motion = SpringMotion(damping: 20 * zeta)
            #expect((motion.dampingRatio < 1) == (zeta < 1))
            for t in [0.01, 0.1, 0.3, 0.6, 1.5] {
                let x = motion.displacement(at: t)
                #expect(abs(x - Self.reference(m: 1, k: 100, c: 20 * zeta, v: 0, t)) < 1e-9, "ζ \(zeta), t \(t)")
                // ∂x/∂ζ is at most a few units over these times: a 1e-9 change in ζ moves x by < 1e-8.
                #expect(abs(x - critical.displacement(at: t)) < 1e-8, "ζ \(zeta), t \(t)")
            }
        }
        // Closer than the textbook form can go (ω ≈ 1e-7): still the critical value.
        let closer = SpringMotion(damping: 20 * (1 + 1e-16 * 4))
        #expect(abs(closer.displacement(at: 0.4) - 5 * exp(-4)) < 1e-12)
    }

    @Test func initialVelocityIsDistancesPerSecondTowardsTheEnd() {
        for v in [-8.0, 3, 25] {
            let motion = SpringMotion(initialVelocity: v)
            // x′(0) = −v: the slope of the presented fraction at 0 is +v.
            let h = 1e-7
            #expect(abs((1 - motion.displacement(at: h)) / h - v) < 1e-4)
            let s = Self.spring(v: v, duration: 5)
            #expect(close(Self.presented(s, 0.15), 2 + 3 * (1 - Self.reference(m: 1, k: 100, c: 10, v: v, 0.15))))
        }
    }

    @Test(arguments: 0..<6)
    func settlingDurationIsTheLastExitFromTheBand(_ i: Int) {
        let (m, k, c, v) = Self.regimes[i]
        let settle = Self.spring(m: m, k: k, c: c, v: v).settlingDuration
        #expect(settle > 0 && settle < 20)
        // Inside the band from there on (sampled finely for 10 s), outside it just before.
        var t = settle
        while t < settle + 10 {
            #expect(abs(Self.reference(m: m, k: k, c: c, v: v, t)) <= SpringMotion.settlingThreshold + 1e-12, "t \(t)")
            t += 5e-4
        }
        #expect(abs(Self.reference(m: m, k: k, c: c, v: v, settle - 1e-8)) > SpringMotion.settlingThreshold)
    }

    @Test func settlingDurationOfTheDefaultsIsTheEnvelopesBound() {
        // ζ 0.5, a = 5: the extrema of |x| are e^(−5t) exactly (v = 0), so the band is left for the
        // last time between the last extremum above 0.001 and the next.
        let settle = SpringMotion().settlingDuration
        let wd = 75.0.squareRoot() * 1, extremum = Double.pi / (wd)
        #expect(settle < log(1000) / 5 && settle > log(1000) / 5 - extremum)
        // Apple's example: damping 5 settles around 2.85 s, damping 15 a little over 1 s; with the
        // 0.001 band these are 2.76 s and 0.92 s at most.
        #expect(SpringMotion(damping: 5).settlingDuration <= log(1000) / 2.5)
        #expect(SpringMotion(damping: 15).settlingDuration <= log(1000) / 7.5 + 1e-9)
    }

    @Test func anUnsetDurationIsTheSettlingDuration() {
        let s = Self.spring()
        let settle = s.settlingDuration
        #expect(s.resolvedTiming.duration == settle && s.duration == 0)
        #expect(close(Self.presented(s, settle - 1e-6), 2 + 3 * (1 - Self.reference(m: 1, k: 100, c: 10, v: 0, settle - 1e-6))))
        #expect(Self.presented(s, settle + 1e-6) == -7, "removed after the settling duration: the model value")
        // A repeat starts the spring again from the start value.
        var repeating = s
        repeating.repeatCount = 2
        #expect(close(Self.presented(repeating, settle + 0.1), 2 + 3 * (1 - Self.reference(m: 1, k: 100, c: 10, v: 0, 0.1))))
        // A set duration cuts the motion off and holds where it was with fillMode forwards.
        var cut = Self.spring(duration: 0.2)
        cut.fillMode = .forwards
        #expect(close(Self.presented(cut, 0.5), 2 + 3 * (1 - Self.reference(m: 1, k: 100, c: 10, v: 0, 0.2))))
    }

    @Test func aTimingFunctionBendsTheSpringsClock() {
        var s = Self.spring(duration: 1)
        s.timingFunction = .easeIn
        let bent = ReferenceBezier.easeIn(0.5)
        #expect(close(Self.presented(s, 0.5), 2 + 3 * (1 - Self.reference(m: 1, k: 100, c: 10, v: 0, bent)), 1e-8))
    }

    @Test func cumulativeAndAdditiveAreTheBasicAnimations() {
        var s = Self.spring(duration: 1)
        s.repeatCount = 3
        s.isCumulative = true
        let x = Self.reference(m: 1, k: 100, c: 10, v: 0, 0.3)
        // Iteration 2 adds two whole steps (5 − 2 each).
        #expect(close(Self.presented(s, 2.3), 2 + 3 * (1 - x) + 2 * 3))
        s.isAdditive = true
        #expect(close(Self.presented(s, 2.3), -7 + 2 + 3 * (1 - x) + 2 * 3))
    }

    @Test func parametersAreTotal() {
        let plain = SpringMotion()
        for bad in [0.0, -1, .nan, .infinity, -.infinity] {
            #expect(SpringMotion(mass: bad) == plain)
            #expect(SpringMotion(stiffness: bad) == plain)
        }
        for bad in [Double.nan, .infinity, -.infinity] { #expect(SpringMotion(initialVelocity: bad) == plain) }
        #expect(SpringMotion(initialVelocity: -1) != plain, "a negative velocity is a valid one")
        for bad in [-1.0, .nan, .infinity] { #expect(SpringMotion(damping: bad) == plain) }
        // No damping: it never settles; the duration is the cap, the motion stays finite.
        let undamped = SpringMotion(damping: 0)
        #expect(undamped.settlingDuration == SpringMotion.maximumSettlingDuration)
        #expect(abs(undamped.displacement(at: 0.1) - cos(1)) < 1e-12)
        // Rates that overflow arrive at once; infinite and NaN times are defined.
        let absurd = SpringMotion(mass: 1e-300, stiffness: 1e300)
        #expect(absurd.displacement(at: 0.5) == 0 && absurd.settlingDuration == 0)
        #expect(plain.displacement(at: .infinity) == 0 && plain.displacement(at: .nan) == 1 && plain.displacement(at: -1) == 1)
        let tiny = SpringMotion(damping: 1e-300)
        #expect(tiny.settlingDuration == SpringMotion.maximumSettlingDuration)
        #expect(SpringMotion(mass: 1e-3, stiffness: 1e6, damping: 1e5).settlingDuration.isFinite)
    }
}
