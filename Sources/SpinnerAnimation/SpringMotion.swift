#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// CASpringAnimation's spring: the damped harmonic oscillator m·x″ + c·x′ + k·x = 0 with x(0) = 1
/// and x′(0) = −initialVelocity, where x is the part of the distance still to go (1 at the start
/// value, 0 at the end value). A positive initial velocity moves towards the end value, in whole
/// distances per second, as the CASpringAnimation header and WebKit's SpringSolver define it.
///
/// With a = c / 2m, ω0² = k / m and D = a² − ω0², every regime is one closed form
///
///     x(t) = e^(−a·t) · (C(t) + (a − v) · S(t))
///
///     D < 0 (under-damped, bounces):   C = cos(ω·t),  S = sin(ω·t) / ω,   ω = √−D
///     D = 0 (critically damped):       C = 1,         S = t
///     D > 0 (over-damped, creeps):     C = cosh(ω·t), S = sinh(ω·t) / ω,  ω = √D
///
/// S is evaluated as written, never as a difference of two large exponentials, so the value is
/// continuous and exact to rounding as ω → 0 on either side of critical damping.
///
/// Parameters are total: a mass or stiffness that is not a finite number above 0, a damping that
/// is not a finite number of at least 0, or an initial velocity that is not finite is replaced by
/// Core Animation's default (mass 1, stiffness 100, damping 10, initial velocity 0).
public struct SpringMotion: Hashable, Sendable {
    public let mass: Double
    public let stiffness: Double
    public let damping: Double
    public let initialVelocity: Double

    /// The settled band: the motion has settled once |x| stays at or below this part of the
    /// distance (0.001, a tenth of a percent: 0.1 pt of a 100 pt move). "All later values within
    /// epsilon" is the rule SwiftUI's `Spring.settlingDuration(…epsilon:)` documents; Core Animation
    /// does not publish its own (its example, damping 5 settling in "about 2.85 s", is 2.7 s here).
    public static let settlingThreshold = 0.001
    /// The longest settling duration reported: an undamped (or nearly undamped) spring never
    /// settles, and a loader does not wait longer than this many seconds for it.
    public static let maximumSettlingDuration = 10_000.0

    /// a = c / 2m, the decay rate of the envelope.
    private let decay: Double
    /// ω0² = k / m.
    private let naturalSquared: Double
    /// D = a² − ω0²: its sign picks the regime.
    private let discriminant: Double
    /// √|D|.
    private let omega: Double

    public init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0) {
        self.mass = mass.isFinite && mass > 0 ? mass : 1
        self.stiffness = stiffness.isFinite && stiffness > 0 ? stiffness : 100
        self.damping = damping.isFinite && damping >= 0 ? damping : 10
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
        let m = self.mass, k = self.stiffness, c = self.damping
        decay = c / (2 * m)
        naturalSquared = k / m
        // (c² − 4km) / 4m² with one rounding in the difference, so the regime flips exactly where
        // c² = 4km as far as doubles can tell.
        discriminant = (c * c - 4 * k * m) / (4 * m * m)
        omega = abs(discriminant).squareRoot()
    }

    /// Whether the derived rates are finite numbers; absurd parameters (a stiffness of 1e300 on
    /// a mass of 1e-300) overflow them, and such a spring is taken to arrive at once.
    private var isRepresentable: Bool { decay.isFinite && naturalSquared.isFinite && discriminant.isFinite }

    /// The damping ratio ζ = c / 2√(km): below 1 bounces, 1 is critical, above 1 creeps.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// x(t): the part of the distance still to go `t` seconds after the start (negative past the end
    /// value). 1 for t ≤ 0 or NaN (not started); 0 for t = +∞ and for a spring whose rates overflow.
    public func displacement(at t: Double) -> Double {
        guard t > 0 else { return 1 }
        guard isRepresentable else { return 0 }
        guard t.isFinite else { return 0 }
        let b = decay - initialVelocity
        if discriminant < 0 {
            let envelope = exp(-decay * t)
            return envelope * cos(omega * t) + b * (envelope * (sin(omega * t) / omega))
        }
        if discriminant == 0 {
            let envelope = exp(-decay * t)
            return envelope + b * (envelope * t)
        }
        // e^(−a·t)·cosh(ω·t) and e^(−a·t)·sinh(ω·t)/ω through the slow rate a − ω = ω0² / (a + ω)
        // (no cancellation) and expm1 (no loss as ω·t → 0).
        let slow = exp(-(naturalSquared / (decay + omega)) * t)
        let fastRatio = exp(-2 * omega * t)
        let c = slow * (1 + fastRatio) / 2
        let s = slow * (-expm1(-2 * omega * t)) / (2 * omega)
        return c + b * s
    }

    /// CASpringAnimation's `settlingDuration`: the time after which |x(t)| ≤ `settlingThreshold`
    /// for good, found to 1e-9 s by bisection on the closed form (inside an interval where x is
    /// monotone, so the crossing found is the last one), capped at `maximumSettlingDuration`.
    public var settlingDuration: Double {
        guard isRepresentable else { return 0 }
        let eps = Self.settlingThreshold
        let cap = Self.maximumSettlingDuration
        if discriminant < 0 {
            guard decay > 0 else { return cap }
            // Extrema of x fall every π/ω, at the zeros of x′ = e^(−a·t)·(−v·C + (a·v − ω0²)·S);
            // their sizes shrink as e^(−a·t) from √(ω² + (a − v)²) / ω0 (the sinusoid's amplitude
            // times ω/ω0), so the last extremum outside the band is found without a scan.
            let v = initialVelocity, q = decay * v - naturalSquared
            var phase = atan2(v * omega, q)
            if phase < 0 { phase += .pi }
            if phase >= .pi { phase -= .pi }
            let first = phase / omega, period = Double.pi / omega
            let peak = (omega * omega + (decay - v) * (decay - v)).squareRoot() / naturalSquared.squareRoot()
            let lastOutside = log(peak / eps) / decay
            guard lastOutside.isFinite, lastOutside < cap else { return cap }
            if lastOutside <= first { return lastCrossing(from: 0, to: first) }
            let k = ((lastOutside - first) / period).rounded(.down)
            let start = first + k * period
            return lastCrossing(from: start, to: start + period)
        }
        // Critical or over-damped: x′ vanishes at most once for t > 0, where S/C = v / (a·v − ω0²);
        // x is monotone on either side of that extremum.
        let v = initialVelocity, q = decay * v - naturalSquared
        var extremum: Double?
        if q != 0, v / q > 0 {
            let r = v / q
            if discriminant == 0 { extremum = r } else if omega * r < 1 { extremum = atanh(omega * r) / omega }
        }
        if let e = extremum, e > 0, e.isFinite, abs(displacement(at: e)) > eps {
            return lastCrossing(from: e, to: settledBound(after: e))
        }
        if let e = extremum, e > 0, e.isFinite { return lastCrossing(from: 0, to: e) }
        return lastCrossing(from: 0, to: settledBound(after: 0))
    }

    /// A time after `t` at which |x| is in the band, doubling the step from `t` (x is monotone
    /// there); the cap when none comes before it.
    private func settledBound(after t: Double) -> Double {
        var step = 1e-3
        while t + step < Self.maximumSettlingDuration {
            if abs(displacement(at: t + step)) <= Self.settlingThreshold { return t + step }
            step *= 2
        }
        return Self.maximumSettlingDuration
    }

    /// The time in `lo...hi` where |x| enters the band for good, for an interval on which x is
    /// monotone with |x(lo)| outside the band and |x(hi)| inside it.
    private func lastCrossing(from lo: Double, to hi: Double) -> Double {
        let eps = Self.settlingThreshold
        var lo = lo, hi = min(hi, Self.maximumSettlingDuration)
        // Still outside the band at the cap (a bracket reaching past it): report the cap.
        if abs(displacement(at: hi)) > eps { return Self.maximumSettlingDuration }
        // Halving to 1e-12 s takes at most about 60 steps from the cap; 200 bounds the loop whatever
        // the rounding.
        var steps = 0
        while hi - lo > 1e-12, steps < 200 {
            let mid = lo + (hi - lo) / 2
            if abs(displacement(at: mid)) > eps { lo = mid } else { hi = mid }
            steps += 1
        }
        return hi
    }
}
