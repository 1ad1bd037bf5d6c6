/// Text put into HTML, as element content or a quoted attribute value.
public enum HTMLText {
    /// `s` with `&`, `<`, `>`, `"` and `'` escaped, so a file name can never open a tag or end
    /// an attribute.
    public static func escaped(_ s: some StringProtocol) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for c in s.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            // Control characters other than tab and newline are not allowed in HTML text.
            case _ where c.value < 0x20 && c != "\t" && c != "\n", "\u{7F}": out += "\u{FFFD}"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }
}
