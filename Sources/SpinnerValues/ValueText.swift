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
        case .transform(let t): return "[" + fields(t).map(number).joined(separator: ", ") + "]"
        }
    }

    /// An affine transform's six numbers `[a, b, c, d, tx, ty]` (as a scene file's matrix), any
    /// other's sixteen, m11 to m44.
    public static func fields(_ t: Transform3D) -> [Double] {
        guard !t.isAffine else { let a = t.affine; return [a.a, a.b, a.c, a.d, a.tx, a.ty] }
        return [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
    }

    /// Shortest text that reads back as the same Double.
    public static func number(_ v: Double) -> String { DecimalText.shortest(v) }

    /// `#RRGGBBAA`, always eight digits.
    public static func hex8(_ c: Color) -> String {
        let v = c.rgba8
        return "#" + [v.r, v.g, v.b, v.a].map(HexText.byte).joined()
    }
}
