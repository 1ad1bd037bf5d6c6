/// The lexical layer of SVG path data: whitespace, comma separators, numbers and arc flags,
/// read from a buffer of Unicode scalars so that every position is a character offset.
///
/// Numbers follow the SVG 1.1 grammar, which lets them run together wherever the next one
/// cannot be read as part of the previous: "-1-1" is two numbers, and so is ".5.5", because a
/// number has at most one '.' and a sign can only start a number or an exponent.
struct SVGPathScanner {
    let text: [Unicode.Scalar]
    private(set) var position = 0

    init(_ text: [Unicode.Scalar]) { self.text = text }

    var isAtEnd: Bool { position >= text.count }
    var current: Unicode.Scalar? { position < text.count ? text[position] : nil }

    mutating func advance() { position += 1 }

    /// SVG's whitespace is exactly these four; anything else (a no-break space, a tab lookalike)
    /// is an error rather than being silently accepted by one renderer and not another.
    static func isWhitespace(_ c: Unicode.Scalar) -> Bool {
        c == " " || c == "\t" || c == "\n" || c == "\r"
    }

    static func isDigit(_ c: Unicode.Scalar) -> Bool { c >= "0" && c <= "9" }

    mutating func skipWhitespace() {
        while let c = current, Self.isWhitespace(c) { advance() }
    }

    /// Skips `wsp* ','? wsp*`; returns the offset of the comma when there was one, so a caller
    /// can complain about a comma that separates nothing.
    @discardableResult
    mutating func skipSeparator() -> Int? {
        skipWhitespace()
        guard current == "," else { return nil }
        let comma = position
        advance()
        skipWhitespace()
        return comma
    }

    /// True when a number could start here (a digit, a point or a sign).
    var atNumberStart: Bool {
        guard let c = current else { return false }
        return Self.isDigit(c) || c == "." || c == "-" || c == "+"
    }

    private mutating func skipDigits() -> Int {
        let start = position
        while let c = current, Self.isDigit(c) { advance() }
        return position - start
    }

    /// Reads one number if one starts here, nil otherwise (the caller knows what was expected).
    /// Throws for something that starts like a number but is not one ("-", ".", "1e") and for
    /// values a Double cannot hold, which would otherwise turn into infinities downstream.
    mutating func scanNumber() throws(SVGPathError) -> Double? {
        guard atNumberStart else { return nil }
        let start = position
        if current == "-" || current == "+" { advance() }
        let whole = skipDigits()
        var fraction = 0
        if current == "." {
            advance()
            fraction = skipDigits()
        }
        guard whole + fraction > 0 else {
            throw SVGPathError(offset: start, message: "expected digits in the number starting \(quoted(from: start))")
        }
        // 'e' can never follow a number for any other reason (it is not a command), so an
        // exponent without digits is an error here rather than a confusing one later.
        if current == "e" || current == "E" {
            advance()
            if current == "-" || current == "+" { advance() }
            guard skipDigits() > 0 else {
                throw SVGPathError(offset: start, message: "expected digits in the exponent of \(quoted(from: start))")
            }
        }
        let token = String(String.UnicodeScalarView(text[start..<position]))
        guard let value = DecimalText.double(token), value.isFinite else {
            throw SVGPathError(offset: start, message: "number \(UserText.quoted(token)) is too large")
        }
        return value
    }

    /// Reads an arc flag: a single '0' or '1', which need no separator after it, so "1050"
    /// after an arc's rotation is two flags and the number 50.
    mutating func scanFlag() -> Bool? {
        switch current {
        case "0": advance(); return false
        case "1": advance(); return true
        default: return nil
        }
    }

    /// The text from `start` to the current position, quoted for a message.
    private func quoted(from start: Int) -> String {
        UserText.quoted(String(String.UnicodeScalarView(text[start..<position])))
    }

    /// The character at the current position quoted for a message, or "the end".
    var describedCurrent: String {
        guard let c = current else { return "the end of the path data" }
        return UserText.quoted(String(c))
    }
}
