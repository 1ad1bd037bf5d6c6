#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Adaptive Gauss–Legendre quadrature, used for arc lengths. The nodes are computed once from
/// the Legendre polynomial by Newton's method rather than read from a table. Public so that
/// other modules measure curves the same way (SpinnerAnimation's keyframe splines).
public enum GaussLegendre {
    /// Nodes on [-1, 1] and their weights for the 16-point rule.
    static let rule: (nodes: [Double], weights: [Double]) = makeRule(order: 16)

    static func makeRule(order n: Int) -> (nodes: [Double], weights: [Double]) {
        var nodes = [Double](repeating: 0, count: n), weights = [Double](repeating: 0, count: n)
        for i in 0..<n {
            // Tricomi's estimate of the i-th root, polished by Newton on P_n.
            var x = cos(Double.pi * (Double(i) + 0.75) / (Double(n) + 0.5))
            var derivative = 0.0
            for _ in 0..<100 {
                var p0 = 1.0, p1 = x
                for k in 2...n {
                    let pk = (Double(2 * k - 1) * x * p1 - Double(k - 1) * p0) / Double(k)
                    p0 = p1; p1 = pk
                }
                derivative = Double(n) * (x * p1 - p0) / (x * x - 1)
                let dx = p1 / derivative
                x -= dx
                if abs(dx) < 1e-16 { break }
            }
            nodes[i] = x
            weights[i] = 2 / ((1 - x * x) * derivative * derivative)
        }
        return (nodes, weights)
    }

    /// The fixed 16-point estimate of ∫ f on [a, b].
    static func fixed(_ a: Double, _ b: Double, _ f: (Double) -> Double) -> Double {
        let half = (b - a) / 2, mid = (a + b) / 2
        var sum = 0.0
        for i in 0..<rule.nodes.count {
            sum += rule.weights[i] * f(mid + half * rule.nodes[i])
        }
        return sum * half
    }

    /// ∫ f on [a, b], halving intervals until two levels agree within `absoluteError` (at most 30
    /// halvings deep, so a non-finite or wild integrand ends, with whatever estimate it gives).
    public static func integrate(_ a: Double, _ b: Double, absoluteError: Double, _ f: (Double) -> Double) -> Double {
        func step(_ a: Double, _ b: Double, _ whole: Double, _ eps: Double, _ depth: Int) -> Double {
            let m = (a + b) / 2
            let left = fixed(a, m, f), right = fixed(m, b, f)
            // A non-finite estimate cannot improve by halving: stop rather than recurse 2^30 times.
            if depth >= 30 || !(abs(left + right - whole) > eps) { return left + right }
            return step(a, m, left, eps / 2, depth + 1) + step(m, b, right, eps / 2, depth + 1)
        }
        guard b > a else { return 0 }
        return step(a, b, fixed(a, b, f), max(absoluteError, 0), 0)
    }
}
