/// User input as an error message may show it: at most `limit` characters, control characters
/// (a newline from a file, an escape sequence) shown as `\u{..}`, so that one bad input is one
/// short line and never kilobytes of echo or a forged second line.
public enum UserText {
    public static let limit = 60

    /// `text` shortened and made printable, without quotes.
    public static func shown(_ text: some StringProtocol, limit: Int = limit) -> String {
        var out = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == limit { return out + "…" }
            if scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}" {
                out += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                out.unicodeScalars.append(scalar)
            }
            count += 1
        }
        return out
    }

    /// `'text'`, shortened and made printable.
    public static func quoted(_ text: some StringProtocol) -> String { "'\(shown(text))'" }

    /// A whole message line made safe to print: control characters escaped and, as a last guard
    /// against an echo that was not shortened where it entered, at most 400 characters.
    public static func line(_ text: String) -> String { shown(text, limit: 400) }
}
