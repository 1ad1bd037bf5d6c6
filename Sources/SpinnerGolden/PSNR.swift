#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Peak signal-to-noise ratio of 8-bit samples: `10 · log10(255² / MSE)`, in decibels.
public enum PSNR {
    /// The peak sample value.
    public static let peak = 255.0

    /// The ratio for a mean squared error; `+infinity` when the error is zero (identical frames),
    /// so a threshold is always met by an exact match.
    public static func decibels(meanSquaredError mse: Double) -> Double {
        guard mse > 0 else { return .infinity }
        return 10 * log10(peak * peak / mse)
    }
}
