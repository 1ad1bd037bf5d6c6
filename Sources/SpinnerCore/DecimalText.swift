import Foundation

/// Numbers written for people and files, decided in one place so that a value reads the same in
/// help, messages, manifests, scene files and file names. (In Core, beside `UserText`, because
/// every module that shows a number already sits on Core.)
public enum DecimalText {
    /// The shortest text that reads back as the same Double, without `.0` for whole numbers
    /// below 10^15: `50`, `0.25`, `1e-07`.
    public static func shortest(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// Exactly `decimals` digits after the point, as printf's `%.Nf`: `0.250`, `3`.
    public static func fixed(_ value: Double, decimals: Int) -> String {
        String(format: "%.\(decimals)f", value)
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
        String(format: "%.\(digits)g", value)
    }
}
