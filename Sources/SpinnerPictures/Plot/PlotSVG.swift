import SpinnerCore

/// A plot as SVG 1.1 text: an XML declaration, the SVG namespace, a `viewBox` in the picture's
/// pixels, shapes only (no script, no external reference), every number with two decimals, so
/// the same picture always gives the same bytes. Titles become `<title>` tooltips.
public enum PlotSVG {
    public static func text(_ picture: PlotPicture, title: String, fontFamily: String) -> String {
        let w = picture.width, h = picture.height
        var out = """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="\(w)" height="\(h)" viewBox="0 0 \(w) \(h)" \
        font-family="\(escaped(fontFamily))">
        <title>\(escaped(title))</title>
        <rect x="0" y="0" width="\(w)" height="\(h)"\(paint("fill", picture.background))/>

        """
        for item in picture.items { write(item, to: &out) }
        out += "</svg>\n"
        return out
    }

    static func write(_ item: PlotItem, to out: inout String) {
        switch item {
        case .rect(let r, let fill, let title):
            out += "<rect x=\"\(n(r.minX))\" y=\"\(n(r.minY))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\"\(paint("fill", fill))"
            out += closing("rect", title)
        case .line(let a, let b, let color, let width, let dash, let title):
            out += "<line x1=\"\(n(a.x))\" y1=\"\(n(a.y))\" x2=\"\(n(b.x))\" y2=\"\(n(b.y))\"\(paint("stroke", color)) stroke-width=\"\(n(width))\""
            if let dash { out += " stroke-dasharray=\"\(n(dash)) \(n(dash))\"" }
            out += closing("line", title)
        case .polyline(let points, let color, let width):
            out += "<polyline points=\"" + points.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: " ") + "\" fill=\"none\""
            out += "\(paint("stroke", color)) stroke-width=\"\(n(width))\" stroke-linejoin=\"round\" stroke-linecap=\"round\"/>\n"
        case .text(let s, let at, let size, let color, let anchor, let bold):
            out += "<text x=\"\(n(at.x))\" y=\"\(n(at.y))\" font-size=\"\(n(size))\"\(paint("fill", color))"
            if anchor != .start { out += " text-anchor=\"\(anchor.rawValue)\"" }
            if bold { out += " font-weight=\"bold\"" }
            out += ">\(escaped(s))</text>\n"
        case .group(let id, let title, let description, let items):
            out += "<g id=\"\(escaped(id))\">\n<title>\(escaped(title))</title>\n<desc>\(escaped(description))</desc>\n"
            for item in items { write(item, to: &out) }
            out += "</g>\n"
        }
    }

    static func closing(_ element: String, _ title: String?) -> String {
        guard let title else { return "/>\n" }
        return "><title>\(escaped(title))</title></\(element)>\n"
    }

    /// ` fill="#RRGGBB"`, with ` fill-opacity` when the colour is not opaque.
    static func paint(_ attribute: String, _ c: Color) -> String {
        let p = c.rgba8
        var s = " \(attribute)=\"#\(HexText.byte(p.r))\(HexText.byte(p.g))\(HexText.byte(p.b))\""
        if p.a != 255 { s += " \(attribute)-opacity=\"\(DecimalText.fixed(Double(p.a) / 255, decimals: 4))\"" }
        return s
    }

    /// Two decimals, never "-0.00".
    static func n(_ v: Double) -> String {
        let s = DecimalText.fixed(v, decimals: 2)
        return s == "-0.00" ? "0.00" : s
    }

    static func escaped(_ s: String) -> String {
        var out = ""
        for ch in s.unicodeScalars {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            // XML 1.0 has no place for other control characters: they show as a space.
            case _ where ch.value < 0x20 && ch != "\t" && ch != "\n": out += " "
            default: out.unicodeScalars.append(ch)
            }
        }
        return out
    }
}
