/// One SVG path command letter: what it draws, whether its coordinates are relative, and the
/// parameters it takes (for parsing and for error messages).
struct SVGPathCommand: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case move, line, horizontal, vertical, cubic, smoothCubic, quad, smoothQuad, arc, close
    }

    let kind: Kind
    /// Lower-case letters take coordinates relative to the current point.
    let isRelative: Bool
    /// The letter as written, for messages.
    let letter: Unicode.Scalar

    init?(_ letter: Unicode.Scalar) {
        guard letter.isASCII else { return nil }
        // ASCII lower case is upper case plus 32.
        let isLower = letter.value >= 0x61 && letter.value <= 0x7A
        let upper = isLower ? Unicode.Scalar(UInt8(letter.value - 32)) : letter
        switch upper {
        case "M": kind = .move
        case "L": kind = .line
        case "H": kind = .horizontal
        case "V": kind = .vertical
        case "C": kind = .cubic
        case "S": kind = .smoothCubic
        case "Q": kind = .quad
        case "T": kind = .smoothQuad
        case "A": kind = .arc
        case "Z": kind = .close
        default: return nil
        }
        self.isRelative = isLower
        self.letter = letter
    }

    /// The parameter names of one argument set, in order, as the SVG specification names them.
    var parameters: [String] {
        switch kind {
        case .move, .line, .smoothQuad: return ["x", "y"]
        case .horizontal: return ["x"]
        case .vertical: return ["y"]
        case .cubic: return ["x1", "y1", "x2", "y2", "x", "y"]
        case .smoothCubic: return ["x2", "y2", "x", "y"]
        case .quad: return ["x1", "y1", "x", "y"]
        case .arc: return ["rx", "ry", "x-axis-rotation", "large-arc-flag", "sweep-flag", "x", "y"]
        case .close: return []
        }
    }

    /// The indices of `parameters` that are single-character flags rather than numbers.
    var flagIndices: ClosedRange<Int>? { kind == .arc ? 3...4 : nil }

    /// The command's letter in quotes, e.g. `'L'`.
    var quoted: String { "'\(letter)'" }
}
