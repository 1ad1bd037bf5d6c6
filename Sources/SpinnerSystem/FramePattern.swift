/// A printf-style file name for frame `i` of a sequence: `frames/f_%04d.png` → `frames/f_0042.png`.
///
/// One rule, ffmpeg's image2 rule (`av_get_frame_filename`), for every pattern spinnergen reads
/// or writes: exactly one `%d`, `%Nd` or `%0Nd` (N at most 12) anywhere in the text, `%%` for a
/// percent sign, nothing else after a `%`. A width always pads with zeros, so `%4d` names frame 7
/// `0007` as ffmpeg does (not printf's `   7`): frame names with spaces would not sort, and a
/// user who writes `%4d` for ffmpeg means the same thing here.
public struct FramePattern: Hashable, Sendable {
    /// The text before the number, with `%%` already read as `%`.
    public let prefix: String
    /// The text after the number, with `%%` already read as `%`.
    public let suffix: String
    /// Minimum digits, zero padded (0 = no padding).
    public let digits: Int

    /// The widest padding a pattern may ask for; more is a typo, not a frame count.
    public static let maxDigits = 12

    /// A pattern from its parts: `prefix`, the number padded to `digits`, `suffix`.
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
            guard chars.popFirst() == "d", let w = width.isEmpty ? 0 : Int(width), w <= FramePattern.maxDigits else { return nil }
            digits = w
        }
        guard let digits else { return nil }
        self.init(prefix: prefix, digits: digits, suffix: suffix)
    }

    /// True when `text` holds a `%` conversion (so it is meant as a pattern).
    public static func looksLikePattern(_ text: String) -> Bool {
        var afterPercent = false
        for c in text {
            if afterPercent {
                if c != "%" { return true }
                afterPercent = false
            } else if c == "%" {
                afterPercent = true
            }
        }
        return afterPercent
    }

    /// True when the number is in the last path component (a pattern of folders is refused).
    public var numbersFileNames: Bool { !suffix.contains("/") }

    /// The file name of frame `index`.
    public func path(for index: Int) -> String {
        var number = String(index)
        if number.count < digits { number = String(repeating: "0", count: digits - number.count) + number }
        return prefix + number + suffix
    }

    /// The pattern as text that parses back to it: `%` doubled, the number as `%d` or `%0Nd`.
    public var text: String {
        func escaped(_ s: String) -> String { s.reduce(into: "") { out, c in out.append(c); if c == "%" { out.append("%") } } }
        return escaped(prefix) + (digits > 0 ? "%0\(digits)d" : "%d") + escaped(suffix)
    }
}
