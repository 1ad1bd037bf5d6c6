import SpinnerCore
import SpinnerAnimation

/// A presented value as `values` prints it in its table and CSV: numbers with the shortest
/// digits that read back as the same Double, colours as `#RRGGBBAA`, points and sizes as
/// `[x, y]` and `[w, h]`, rects as `[x, y, w, h]`, strings and paths in double quotes.
public enum ValueText {
    /// A value as the table shows it.
    public static func text(_ value: AnimationValue) -> String {
        switch value {
        case .number(let v): return number(v)
        case .color(let c): return hex8(c)
        case .point(let p): return "[\(number(p.x)), \(number(p.y))]"
        case .size(let s): return "[\(number(s.width)), \(number(s.height))]"
        case .rect(let r): return "[\(number(r.minX)), \(number(r.minY)), \(number(r.size.width)), \(number(r.size.height))]"
        case .colors(let list): return "[" + list.map(hex8).joined(separator: ", ") + "]"
        case .numbers(let list): return "[" + list.map(number).joined(separator: ", ") + "]"
        case .string(let s): return "\"\(s)\""
        case .path(let p): return "\"\(p.svgData)\""
        case .transform(let t): return "[" + t.numbers.map(number).joined(separator: ", ") + "]"
        }
    }

    /// Shortest text that reads back as the same Double.
    public static func number(_ v: Double) -> String { DecimalText.shortest(v) }

    /// `#RRGGBBAA`, always eight digits.
    public static func hex8(_ c: Color) -> String {
        let v = c.rgba8
        return "#" + [v.r, v.g, v.b, v.a].map(HexText.byte).joined()
    }
}
