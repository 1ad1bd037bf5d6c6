import SpinnerCore

/// Turns option text into typed values, refusing anything out of range with a message that
/// names the option and what it expects. (`package` so the fuzz harness can feed it.)
package enum ValueParser {
    package static func number(_ text: String, option: String, min: Double, max: Double,
                               inclusiveMin: Bool = false, expected: String) throws(CLIError) -> Double {
        guard let v = DecimalText.double(text), v.isFinite, inclusiveMin ? v >= min : v > min, v <= max,
              !text.lowercased().contains("x") else {
            throw CLIError("invalid value \(UserText.quoted(text)) for --\(option)", hint: "expected \(expected)")
        }
        return v
    }

    /// `--duration`: seconds above 0 and at most a day, as every command takes it.
    package static func duration(_ text: String) throws(CLIError) -> Double {
        try number(text, option: "duration", min: 0, max: 86400, expected: "seconds above 0 and at most 86400")
    }

    package static func integer(_ text: String, option: String, range: ClosedRange<Int>, expected: String) throws(CLIError) -> Int {
        guard let v = Int(text), range.contains(v) else {
            throw CLIError("invalid value \(UserText.quoted(text)) for --\(option)", hint: "expected \(expected)")
        }
        return v
    }

    /// The largest numerator or denominator of a frame rate: video containers store the rate
    /// as two 32-bit integers, and frame times (index × denominator) then stay exact in 64 bits.
    package static let maxRateTerm: Int64 = 2_147_483_647

    package static func rate(_ text: String, option: String) throws(CLIError) -> Rational {
        guard let r = Rational(parsing: text), r.numerator > 0, r.doubleValue <= 1000 else {
            throw CLIError("invalid value \(UserText.quoted(text)) for --\(option)",
                           hint: "expected a frame rate above 0 and at most 1000, such as 60, 29.97 or 30000/1001")
        }
        guard r.numerator <= maxRateTerm, r.denominator <= maxRateTerm else {
            throw CLIError("invalid value '\(text)' for --\(option): the fraction \(r) is too fine",
                           hint: "numerator and denominator at most \(maxRateTerm), such as 30000/1001")
        }
        return r
    }

    /// `W` or `WxH`, in points.
    package static func size(_ text: String, option: String) throws(CLIError) -> Size {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        let expected = "a size in points such as 50 or 320x40, each side above 0 and at most 10000"
        guard parts.count == 1 || parts.count == 2 else {
            throw CLIError("invalid value \(UserText.quoted(text)) for --\(option)", hint: "expected \(expected)")
        }
        let w = try number(String(parts[0]), option: option, min: 0, max: 10000, expected: expected)
        let h = parts.count == 2 ? try number(String(parts[1]), option: option, min: 0, max: 10000, expected: expected) : w
        return Size(width: w, height: h)
    }

    /// Any form `Color(parsing:)` reads; the hint lists them and offers the nearest name.
    package static func color(_ text: String, option: String) throws(CLIError) -> Color {
        guard let c = Color(parsing: text) else {
            throw CLIError("invalid colour \(UserText.quoted(text)) for --\(option)",
                           hint: "expected \(Color.parsingForms)\(Color.suggestion(for: text))")
        }
        return c
    }

    package static func choice<T: RawRepresentable & CaseIterable>(_ text: String, option: String, as: T.Type) throws(CLIError) -> T
    where T.RawValue == String {
        guard let v = T(rawValue: text) else {
            let names = T.allCases.map(\.rawValue)
            throw CLIError("invalid value \(UserText.quoted(text)) for --\(option)",
                           hint: "expected one of \(names.joined(separator: ", "))\(NameSuggestion.hint(for: text, among: names))")
        }
        return v
    }

    /// The largest `--memory-limit`, 1 TiB, and the smallest, 16 MiB.
    package static let memoryLimits = (1 << 24)...(1 << 40)

    /// The largest `--max-bytes`, 1 TiB, and the smallest, 1 byte.
    package static let byteBudgets = 1...(1 << 40)

    /// `512M`, `2G`, `1.5G`, `256K`, `256KiB`, `256KB` or a number of bytes: K, M, G, T are powers
    /// of 1024 with or without `iB`/`B` (one reading for every size option, `--memory-limit` and
    /// `--max-bytes`). Refused outside `range` with `expected` as the hint.
    package static func byteSize(_ text: String, option: String, range: ClosedRange<Int> = memoryLimits,
                                 expected: String = "a size from 16M to 1T, such as 512M or 2G") throws(CLIError) -> Int {
        let units: [Character: Double] = ["k": 0x1p10, "m": 0x1p20, "g": 0x1p30, "t": 0x1p40]
        var digits = Substring(text.lowercased())
        if digits.hasSuffix("ib") || digits.hasSuffix("b") && digits.count > 1 && units[digits.dropLast().last ?? " "] != nil {
            digits = digits.hasSuffix("ib") ? digits.dropLast(2) : digits.dropLast()
        }
        var scale = 1.0
        if let last = digits.last, let u = units[last] { scale = u; digits = digits.dropLast() }
        guard let v = DecimalText.double(digits), v.isFinite, v > 0, (Double(range.lowerBound)...Double(range.upperBound)).contains(v * scale) else {
            throw CLIError("invalid value \(UserText.quoted(text)) for --\(option)", hint: "expected \(expected)")
        }
        return Int(v * scale)
    }
}
