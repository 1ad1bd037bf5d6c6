#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Numbers written for people and files, decided in one place so that a value reads the same in
/// help, messages, manifests, scene files and file names. (In Core, beside `UserText`, because
/// every module that shows a number already sits on Core.)
public enum DecimalText {
    /// The number `text` spells, or nil. Swift's `Double(_:)` reads through C's `strtod`, which
    /// stops at a NUL: `"1\0junk"` would read as 1. Text from files and JSON escapes can hold
    /// one, so every number read from user text goes through here.
    public static func double<S: StringProtocol>(_ text: S) -> Double? {
        guard !text.utf8.contains(0) else { return nil }
        return Double(text)
    }

    /// The shortest text that reads back as the same Double, without `.0` for whole numbers
    /// below 10^15: `50`, `0.25`, `1e-07`.
    public static func shortest(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// A number as a person reads it in a message or a summary: the decimal it was meant to be,
    /// with the binary rounding of arithmetic on decimals left out (`3.1 + 0.5` is
    /// 3.6000000000000005 as a Double and reads `3.6`). 15 significant digits, the most a Double
    /// holds for every decimal, then the shortest text of that: `3.6`, `50`, `0.1`, `1e-07`.
    /// Names, command lines and files, which must read back as the same Double, use `shortest`.
    public static func shown(_ value: Double) -> String {
        guard value.isFinite, let meant = Double(significant(value, digits: 15)) else { return shortest(value) }
        return shortest(meant)
    }

    /// Exactly `decimals` digits after the point, as printf's `%.Nf`: `0.250`, `3`.
    public static func fixed(_ value: Double, decimals: Int) -> String {
        printf("%.\(decimals)f", value)
    }

    /// At most `maxDecimals` digits after the point, trailing zeros and a bare point dropped,
    /// never an exponent (so it can name a file): `0.25`, `1`.
    public static func trimmed(_ value: Double, maxDecimals: Int) -> String {
        var text = fixed(value, decimals: maxDecimals)
        guard text.contains(".") else { return text }
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// `digits` significant digits, as printf's `%.Ng`: `1.33333`, `2.5`, `1.23457e+08`.
    public static func significant(_ value: Double, digits: Int) -> String {
        printf("%.\(digits)g", value)
    }

    /// `value` through C's `printf` conversion `format` (the C locale: a point, no grouping), as
    /// Foundation's `String(format:)` writes it, without Foundation.
    private static func printf(_ format: String, _ value: Double) -> String {
        var capacity = 32
        while true {
            let (length, text) = withVaList([value]) { arguments in
                withUnsafeTemporaryAllocation(of: CChar.self, capacity: capacity) { buffer in
                    let length = Int(vsnprintf(buffer.baseAddress, capacity, format, arguments))
                    return (length, length < capacity ? String(cString: buffer.baseAddress!) : "")
                }
            }
            if length < capacity { return text }
            capacity = length + 1  // `%.2f` of 1e300 is 300 digits: measured, then written again
        }
    }
}
