#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SpinnerCore

/// A transform's linear part as a turn, then a scale, then a second turn: the singular value
/// decomposition of a 2 × 2 matrix, which holds every shear. A Lottie transform applies scale
/// then rotation, so two nulls, the inner turning by `firstTurn` and the outer scaling by
/// `scale` and turning by `secondTurn`, place a sheared layer exactly in every player;
/// Lottie's own skew (`sk`, `sa`) is skipped by rlottie (its parser reads no such key).
public struct LottieLinearSplit: Hashable, Sendable {
    /// Radians, applied first.
    public let firstTurn: Double
    /// The singular values; the second is negative for a mirroring transform.
    public let scaleX: Double, scaleY: Double
    /// Radians, applied last.
    public let secondTurn: Double

    /// Splits `t`'s linear part (its translation is ignored).
    public init(_ t: SpinnerCore.AffineTransform) {
        // Column form [[a, c], [b, d]] = R(second) · diag(sx, sy) · R(first), by the closed form
        // of the 2 × 2 SVD: the rotation-like and mirror-like halves of the matrix.
        let e = (t.a + t.d) / 2, f = (t.a - t.d) / 2, g = (t.b + t.c) / 2, h = (t.b - t.c) / 2
        let q = (e * e + h * h).squareRoot(), r = (f * f + g * g).squareRoot()
        let a1 = atan2(g, f), a2 = atan2(h, e)
        scaleX = q + r
        scaleY = q - r
        firstTurn = (a2 - a1) / 2
        secondTurn = (a2 + a1) / 2
    }

    /// The linear transform the parts make again.
    public var recomposed: SpinnerCore.AffineTransform {
        AffineTransform(rotationAngle: firstTurn).concatenating(AffineTransform(scaleX: scaleX, y: scaleY))
            .concatenating(AffineTransform(rotationAngle: secondTurn))
    }

    /// Whether `t` shears: its linear part is no scale followed by a turn, which one Lottie
    /// transform holds (its rows are not perpendicular, or its first row is zero while the
    /// second is not upright).
    public static func shears(_ t: SpinnerCore.AffineTransform) -> Bool {
        let dot = t.a * t.c + t.b * t.d
        let size = max(t.a * t.a + t.b * t.b, t.c * t.c + t.d * t.d)
        if t.a == 0 && t.b == 0 { return t.c != 0 }
        return abs(dot) > 1e-12 * size
    }
}
