extension Color {
    /// The colour forms `init?(parsing:)` reads, for a refusal's hint.
    public static let parsingForms = "#RRGGBB, #RRGGBBAA, #RGB, #RGBA, a CSS colour name such as rebeccapurple, or transparent"

    /// Reads a colour a user or a file wrote: `#RRGGBB`, `#RRGGBBAA`, `#RGB` and `#RGBA` (each
    /// digit doubled, as CSS reads them), `RRGGBB` and `RRGGBBAA` without the `#` (as earlier
    /// versions accepted), or one of the 148 CSS Color 4 names or `transparent`, in any case.
    /// nil when it is none of these, so the caller can say what was wrong and where (`suggestion`
    /// offers the nearest name). A caller that needs an opaque colour checks `alpha` itself.
    public init?(parsing text: String) {
        if text.hasPrefix("#"), text.count == 4 || text.count == 5 {
            let digits = text.dropFirst()
            guard digits.allSatisfy(\.isHexDigit) else { return nil }
            self.init(parsingHex: "#" + digits.map { "\($0)\($0)" }.joined())
            return
        }
        if let c = Color(parsingHex: text) { self = c; return }
        guard let hex = CSSColorNames.table[text.lowercased()], let c = Color(parsingHex: hex) else { return nil }
        self = c
    }

    /// `; did you mean "rebeccapurple"?` for text that is a misspelt colour name, else empty.
    public static func suggestion(for text: String) -> String {
        guard !text.hasPrefix("#"), text.contains(where: \.isLetter) else { return "" }
        return NameSuggestion.hint(for: text, among: CSSColorNames.table.keys.sorted())
    }
}
