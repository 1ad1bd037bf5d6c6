/// A printf-style file name for frame `i` of a sequence: `frames/f_%04d.png` → `frames/f_0042.png`.
/// Exactly one `%d` or `%0Nd` conversion; `%%` stands for a percent sign.
public struct FramePattern: Hashable, Sendable {
    public let prefix: String
    public let suffix: String
    /// Minimum digits, zero padded (0 = no padding).
    public let digits: Int

    public init(prefix: String, digits: Int, suffix: String) {
        self.prefix = prefix
        self.digits = digits
        self.suffix = suffix
    }

    /// Parses a pattern; nil when it holds no conversion, more than one, or an unsupported one.
    public init?(parsing text: String) {
        var prefix = "", suffix = "", digits: Int? = nil
        var chars = Array(text)[...]
        while let c = chars.popFirst() {
            guard c == "%" else { if digits == nil { prefix.append(c) } else { suffix.append(c) }; continue }
            if chars.first == "%" {
                chars.removeFirst()
                if digits == nil { prefix.append("%") } else { suffix.append("%") }
                continue
            }
            guard digits == nil else { return nil }
            var width = ""
            while let d = chars.first, d.isASCII, d.isNumber { width.append(d); chars.removeFirst() }
            guard chars.popFirst() == "d", width.isEmpty || width.hasPrefix("0") || width.count == 1 else { return nil }
            guard let w = width.isEmpty ? 0 : Int(width), w <= 12 else { return nil }
            digits = w
        }
        guard let digits else { return nil }
        self.init(prefix: prefix, digits: digits, suffix: suffix)
    }

    /// True when `text` holds a `%` conversion (so it is meant as a pattern).
    public static func looksLikePattern(_ text: String) -> Bool {
        text.replacingOccurrences(of: "%%", with: "").contains("%")
    }

    /// The file name of frame `index`.
    public func path(for index: Int) -> String {
        var number = String(index)
        if number.count < digits { number = String(repeating: "0", count: digits - number.count) + number }
        return prefix + number + suffix
    }
}
