/// An exact positive-or-zero fraction, used for frame rates (`30000/1001`) and frame times so
/// that frame `i` shows exactly `i / fps` seconds.
public struct Rational: Hashable, Sendable, CustomStringConvertible {
    public let numerator: Int64
    public let denominator: Int64

    /// A reduced fraction; `denominator` must be positive.
    public init(_ numerator: Int64, _ denominator: Int64 = 1) {
        precondition(denominator > 0, "denominator must be positive")
        // On magnitudes: `abs(Int64.min)` traps. g divides the denominator, so it fits in Int64.
        let g = Int64(Rational.gcd(numerator.magnitude, denominator.magnitude))
        self.numerator = numerator / max(g, 1)
        self.denominator = denominator / max(g, 1)
    }

    /// Parses an integer (`60`), a decimal (`29.97`) or a fraction (`30000/1001`); nil when the
    /// text is none of these or does not fit.
    public init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        if parts.count == 2 {
            guard let n = Int64(parts[0]), let d = Int64(parts[1]), d > 0 else { return nil }
            self.init(n, d)
            return
        }
        guard parts.count == 1, !text.isEmpty else { return nil }
        let sides = text.split(separator: ".", omittingEmptySubsequences: false)
        guard sides.count <= 2, sides.allSatisfy({ $0.allSatisfy(\.isASCII) }) else { return nil }
        let whole = sides[0], frac = sides.count == 2 ? sides[1] : ""
        guard !(whole.isEmpty && frac.isEmpty), frac.count <= 9,
              whole.isEmpty || Int64(whole) != nil, frac.allSatisfy(\.isNumber),
              !whole.hasPrefix("+") else { return nil }
        let scale = Int64(Rational.pow10(frac.count))
        let w = whole.isEmpty ? 0 : Int64(whole)!
        guard w.magnitude < UInt64(Int64.max / scale / 10) else { return nil }
        let f = frac.isEmpty ? 0 : Int64(frac)!
        self.init(w < 0 || whole.hasPrefix("-") ? w * scale - f : w * scale + f, scale)
    }

    public var doubleValue: Double { Double(numerator) / Double(denominator) }

    public var description: String { denominator == 1 ? "\(numerator)" : "\(numerator)/\(denominator)" }

    /// `self × k / 1` for an integer k, exactly.
    public func times(_ k: Int64) -> Rational { Rational(numerator * k, denominator) }

    /// The reciprocal; the numerator must be positive.
    public var reciprocal: Rational { Rational(denominator, numerator) }

    static func gcd(_ a: UInt64, _ b: UInt64) -> UInt64 {
        var a = a, b = b
        while b != 0 { (a, b) = (b, a % b) }
        return a
    }

    private static func pow10(_ n: Int) -> Int { (0..<n).reduce(1) { r, _ in r * 10 } }
}
