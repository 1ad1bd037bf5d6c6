/// The checks a JSON number's text passes before it is read as a `Double`, on its bytes: they
/// were made on `String`s (`contains(".e")` alone cost thousands of instructions a number, most
/// of parsing a Lottie file full of keyframe values). The bytes are ASCII, each one character.
enum JSONNumberBytes {
    /// Whether `byte` can be part of a number's text: `+-.0123456789eE`.
    @inline(__always)
    static func mayAppear(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."),
             UInt8(ascii: "e"), UInt8(ascii: "E"): true
        default: false
        }
    }

    /// Whether a number's text after its one optional '-' keeps JSON's rules that `Double`'s
    /// reading does not: a digit first, no zero followed by a digit, no '.' last or just before
    /// an exponent.
    static func isValidBody(_ body: ArraySlice<UInt8>) -> Bool {
        func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
        guard let first = body.first, isDigit(first) else { return false }
        if first == UInt8(ascii: "0") && body.count > 1 && isDigit(body[body.startIndex + 1]) { return false }
        if body.last == UInt8(ascii: ".") { return false }
        var previous: UInt8 = 0
        for b in body {
            if previous == UInt8(ascii: "."), b == UInt8(ascii: "e") || b == UInt8(ascii: "E") { return false }
            previous = b
        }
        return true
    }

    /// The Double a number's text spells, when it can be had exactly without C's `strtod`:
    /// at most 15 significant digits and a decimal exponent within ±22, where the digits and
    /// the power of ten are both exact Doubles and one multiplication or division rounds
    /// correctly (Clinger's fast path). Nil otherwise, and for any text that is not a plain
    /// JSON number: the caller then reads it the slow, checked way. Nearly every number of a
    /// Lottie file (`0.833`, `-12.5`, `1334`) takes this path.
    static func exactDouble(_ text: ArraySlice<UInt8>) -> Double? {
        var k = text.startIndex
        let end = text.endIndex
        let negative = k < end && text[k] == UInt8(ascii: "-")
        if negative { k += 1 }
        var mantissa: UInt64 = 0, significant = 0, exponent = 0, digits = 0
        func digit(_ b: UInt8) -> UInt64? { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") ? UInt64(b - UInt8(ascii: "0")) : nil }
        while k < end, let d = digit(text[k]) {
            if mantissa != 0 || d != 0 { significant += 1 }
            guard significant <= 15 else { return nil }
            mantissa = mantissa * 10 + d
            digits += 1
            k += 1
        }
        guard digits > 0 else { return nil }
        if k < end, text[k] == UInt8(ascii: ".") {
            k += 1
            let first = k
            while k < end, let d = digit(text[k]) {
                if mantissa != 0 || d != 0 { significant += 1 }
                guard significant <= 15 else { return nil }
                mantissa = mantissa * 10 + d
                exponent -= 1
                k += 1
            }
            guard k > first else { return nil }
        }
        if k < end, text[k] == UInt8(ascii: "e") || text[k] == UInt8(ascii: "E") {
            k += 1
            var sign = 1
            if k < end, text[k] == UInt8(ascii: "-") || text[k] == UInt8(ascii: "+") {
                sign = text[k] == UInt8(ascii: "-") ? -1 : 1
                k += 1
            }
            let first = k
            var e = 0
            while k < end, let d = digit(text[k]) {
                guard k - first < 4 else { return nil }
                e = e * 10 + Int(d)
                k += 1
            }
            guard k > first else { return nil }
            exponent += sign * e
        }
        guard k == end, exponent >= -22, exponent <= 22 else { return nil }
        let m = Double(mantissa)
        let value = exponent >= 0 ? m * exactPowersOfTen[exponent] : m / exactPowersOfTen[-exponent]
        return negative ? -value : value
    }

    /// 10^0 ... 10^22: every one an exact Double.
    private static let exactPowersOfTen: [Double] = (0...22).map { e in (0..<e).reduce(1.0) { x, _ in x * 10 } }
}
