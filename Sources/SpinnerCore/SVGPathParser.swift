/// Reads SVG 1.1 path data (the `d` attribute) into a `Path`, in SVG's own coordinates (y down).
///
/// Every command of SVG 1.1 is accepted, absolute and relative: M L H V C S Q T A Z. A command's
/// letter may be left out when it repeats (after a moveto the repeats are linetos), numbers may
/// run together where the grammar allows ("M.5.5L-1-1"), and arc flags need no separators
/// ("a25 25 0 1050 0"). Arcs become cubic Béziers of at most 45°; quadratic curves stay
/// quadratic. Input is bounded so that no path data can exhaust memory, and any error reports
/// the character where parsing stopped.
public enum SVGPathParser {
    /// The longest path data accepted, in characters (Unicode scalars).
    public static let maximumCharacters = 1_000_000
    /// The most path elements one path data string may produce (moves, lines, curves, closes;
    /// an arc counts once per cubic it becomes).
    public static let maximumSegments = 100_000

    /// The path that `data` describes. Empty or all-whitespace data gives an empty path, as an
    /// empty `d` attribute draws nothing.
    public static func parse(_ data: String) throws(SVGPathError) -> Path {
        var scanner = SVGPathScanner(try scalars(of: data))
        var builder = SVGPathBuilder(maximumSegments: maximumSegments)
        scanner.skipWhitespace()
        if scanner.isAtEnd { return Path() }
        guard scanner.current == "M" || scanner.current == "m" else {
            throw SVGPathError(offset: scanner.position, message: "path data must start with M or m")
        }
        var previous: SVGPathCommand? = nil
        while true {
            scanner.skipWhitespace()
            guard let c = scanner.current else { break }
            guard let command = SVGPathCommand(c) else {
                throw unexpected(c, at: scanner, after: previous)
            }
            scanner.advance()
            previous = command
            if command.kind == .close {
                try builder.apply(command, [], implicit: false, offset: scanner.position - 1)
                continue
            }
            // Only whitespace may separate a letter from its first number.
            scanner.skipWhitespace()
            var implicit = false
            repeat {
                let start = scanner.position
                let values = try arguments(of: command, from: &scanner, isFirst: !implicit)
                try builder.apply(command, values, implicit: implicit, offset: start)
                implicit = true
                // A comma may separate argument sets, but must then be followed by one.
                if scanner.skipSeparator() != nil, !scanner.atNumberStart {
                    throw SVGPathError(offset: scanner.position, message: "expected a number after ','")
                }
            } while scanner.atNumberStart
        }
        return builder.path
    }

    /// The data as an array of scalars, refused past the limit without reading the rest.
    private static func scalars(of data: String) throws(SVGPathError) -> [Unicode.Scalar] {
        var out: [Unicode.Scalar] = []
        out.reserveCapacity(min(data.utf8.count, maximumCharacters))
        for s in data.unicodeScalars {
            guard out.count < maximumCharacters else {
                throw SVGPathError(
                    offset: maximumCharacters,
                    message: "path data is longer than \(maximumCharacters) characters, the most accepted")
            }
            out.append(s)
        }
        return out
    }

    /// One argument set of `command`: its numbers, with flags read as 0 or 1.
    private static func arguments(of command: SVGPathCommand, from scanner: inout SVGPathScanner, isFirst: Bool) throws(SVGPathError) -> [Double] {
        let names = command.parameters
        var values: [Double] = []
        values.reserveCapacity(names.count)
        for (i, name) in names.enumerated() {
            if i > 0 { scanner.skipSeparator() }
            if let flags = command.flagIndices, flags.contains(i) {
                guard let flag = scanner.scanFlag() else {
                    throw SVGPathError(
                        offset: scanner.position,
                        message: "\(command.quoted) needs 0 or 1 for its \(name), found \(scanner.describedCurrent)")
                }
                values.append(flag ? 1 : 0)
                continue
            }
            guard let value = try scanner.scanNumber() else {
                if i == 0 && isFirst {
                    throw SVGPathError(offset: scanner.position, message: "expected a number after \(command.quoted)")
                }
                throw SVGPathError(
                    offset: scanner.position,
                    message: "\(command.quoted) needs \(names.count) numbers (\(names.joined(separator: " "))), found \(i) before \(scanner.describedCurrent)")
            }
            values.append(value)
        }
        return values
    }

    /// The error for a character that cannot start a command.
    private static func unexpected(_ c: Unicode.Scalar, at scanner: SVGPathScanner, after previous: SVGPathCommand?) -> SVGPathError {
        if let previous, previous.kind == .close, scanner.atNumberStart {
            return SVGPathError(offset: scanner.position, message: "\(previous.quoted) takes no numbers")
        }
        if c == "," {
            return SVGPathError(offset: scanner.position, message: "a ',' must sit between two numbers")
        }
        if c.properties.isAlphabetic && c.isASCII {
            return SVGPathError(offset: scanner.position, message: "unknown command \(scanner.describedCurrent)")
        }
        return SVGPathError(offset: scanner.position, message: "expected a command letter, found \(scanner.describedCurrent)")
    }
}
