/// Glyph outlines a file carries (`chars`), by character, font family and style, with the
/// fonts list (`fonts.list`) that turns a text document's font name into that family and style.
struct LottieGlyphs {
    struct Glyph {
        /// Advance at font size 100 (Lottie's glyph units).
        var width: Double
        /// The outline as shape items at font size 100, baseline at y = 0, y growing down.
        var shapes: [LottieShape]
    }

    private var glyphs: [String: Glyph] = [:]
    private var fonts: [String: (family: String, style: String, ascent: Double)] = [:]

    private static func key(_ ch: String, _ family: String, _ style: String) -> String { "\(ch)\u{0}\(family)\u{0}\(style)" }

    static func read(chars: LottieNode?, fonts: LottieNode?) throws(LottieImportError) -> LottieGlyphs {
        var table = LottieGlyphs()
        for font in try fonts?.child("list")?.array ?? [] {
            let font = try font.object()
            guard let name = try font.optionalString("fName") else { continue }
            table.fonts[name] = (try font.optionalString("fFamily") ?? name, try font.optionalString("fStyle") ?? "",
                                 try font.number("ascent", default: 0))
        }
        for char in try chars?.array ?? [] {
            let char = try char.object()
            var shapes: [LottieShape] = []
            if let data = char.child("data"), data.isObject {
                if data.has("refId") || data.has("layers") {
                    char.context.note("glyphs drawn by precompositions (left out)", at: data.path)
                }
                for item in try data.child("shapes")?.array ?? [] {
                    if let shape = try LottieShape.read(item) { shapes.append(shape) }
                }
            }
            let glyph = Glyph(width: try char.number("w", default: 0), shapes: shapes)
            table.glyphs[key(try char.required("ch").string, try char.optionalString("fFamily") ?? "",
                             try char.optionalString("style") ?? "")] = glyph
        }
        return table
    }

    var isEmpty: Bool { glyphs.isEmpty }

    /// The glyph of `ch` in the font a text document names (`f`), nil when the file has none.
    func glyph(_ ch: String, font: String) -> Glyph? {
        let (family, style, _) = fonts[font] ?? (font, "", 0)
        return glyphs[Self.key(ch, family, style)]
    }

    /// The font a text document names (`f`), as the fonts list describes it.
    func font(named name: String) -> LottieFont {
        let (family, style, _) = fonts[name] ?? (name, "", 0)
        return LottieFont(name: name, family: family, style: style)
    }

    /// The font's ascent at size 100 (`fonts.list[].ascent`), 0 when not given.
    func ascent(font: String) -> Double { fonts[font]?.ascent ?? 0 }
}

/// A text layer (`ty: 5`) drawn from the file's glyph outlines (or, for characters it lacks, a
/// font found outside the file: `LottieFontProvider`), as After Effects lays out text:
/// each line's glyphs side by side along the baseline (y = 0 for the first line, `lh` further
/// down for each next), advanced by their widths plus the tracking, the line placed by its
/// justification; the glyphs filled with `fc` and stroked with `sc`/`sw`. Paragraph text (a box
/// `sz` at `ps`) wraps at spaces to the box's width, its first baseline one ascent below the
/// box's top, each line justified within the box.
enum LottieText {
    /// Shape items for the layer's text, or nil when it cannot be drawn from glyphs (noted).
    static func shapes(_ layer: LottieNode, glyphs: LottieGlyphs) throws(LottieImportError) -> [LottieShape]? {
        let t = try layer.required("t").object()
        guard !glyphs.isEmpty || layer.context.fonts != nil else {
            layer.context.note(LottieNote.textWithoutGlyphs, at: t.path)
            return nil
        }
        let keyframes = try t.required("d").object().required("k").array
        guard let first = keyframes.first else { return [] }
        if keyframes.count > 1 {
            layer.context.note("text documents that change (the first drawn)", at: t.path.appending("d").appending("k"))
        }
        if let a = t.child("a"), case .array(let items) = a.value, !items.isEmpty {
            layer.context.note("text animators (drawn unanimated)", at: a.path)
        }
        if let p = t.child("p"), case .object(let fields) = p.value, !fields.isEmpty {
            layer.context.note("text on a path (drawn on a line)", at: p.path)
        }
        let doc = try first.object().required("s").object()
        return try layout(doc, glyphs: glyphs)
    }

    /// The glyph groups of a document `s`, then its fill and stroke.
    static func layout(_ doc: LottieNode, glyphs: LottieGlyphs) throws(LottieImportError) -> [LottieShape] {
        let text = try doc.optionalString("t") ?? ""
        let font = try doc.optionalString("f") ?? ""
        let size = try doc.number("s", default: 0)
        let tracking = try doc.number("tr", default: 0) * size / 1000
        let lineHeight = try doc.number("lh", default: size * 1.2)
        let baselineShift = try doc.number("ls", default: 0)
        let justification = try doc.int("j", default: 0)
        let scale = size / 100
        let box = try doc.child("sz")?.numbers
        let boxOrigin = try doc.child("ps")?.numbers ?? [0, 0]
        let boxWidth = box.flatMap { $0.count >= 2 && boxOrigin.count >= 2 ? $0[0] : nil }
        var characters = text
        switch try doc.int("ca", default: 0) {
        case 0: break
        case 1: characters = text.uppercased()
        default: doc.context.note("small caps (drawn as typed)", at: doc.path.appending("ca"))
        }

        // Lines of (character, glyph); returns, line feeds and ETX break lines, and a box wraps
        // a line that grows past its width at the last space (or else before the character).
        typealias Placed = (ch: String, glyph: LottieGlyphs.Glyph?)
        func advance(_ c: Placed) -> Double { (c.glyph?.width ?? 0) * scale }
        var lines: [[Placed]] = [[]]
        var lineWidth = 0.0
        for ch in characters {
            if ch == "\r" || ch == "\n" || ch == "\r\n" || ch == "\u{3}" { lines.append([]); lineWidth = 0; continue }
            // The file's own glyph, else the font found for it outside the file.
            let glyph = glyphs.glyph(String(ch), font: font) ?? doc.context.outlineGlyph(String(ch), font: font, at: doc.path.appending("f"))
            if glyph == nil, ch != " " {
                doc.context.note(glyphs.isEmpty ? LottieNote.textWithoutGlyphs : "characters without glyphs (left out)", at: doc.path.appending("t"))
            }
            let c: Placed = (String(ch), glyph)
            if let boxWidth, ch != " ", !lines[lines.count - 1].isEmpty, lineWidth + advance(c) > boxWidth {
                var line = lines.removeLast()
                var next: [Placed] = []
                if let space = line.lastIndex(where: { $0.ch == " " }) {
                    next = Array(line[(space + 1)...])
                    line = Array(line[..<space])
                }
                lines.append(line)
                lines.append(next)
                lineWidth = next.reduce(0) { $0 + advance($1) + tracking }
            }
            lines[lines.count - 1].append(c)
            lineWidth += advance(c) + tracking
        }
        let top = boxWidth == nil ? 0 : boxOrigin[1] + glyphs.ascent(font: font) * scale
        var items: [LottieShape] = []
        for (row, line) in lines.enumerated() {
            let advances = line.map(advance)
            let width = advances.reduce(0, +) + tracking * Double(max(line.count - 1, 0))
            var x: Double
            if let boxWidth {
                switch justification {
                case 1, 4: x = boxOrigin[0] + boxWidth - width
                case 2, 5: x = boxOrigin[0] + (boxWidth - width) / 2
                default: x = boxOrigin[0]
                }
            } else {
                switch justification {
                case 1, 4: x = -width
                case 2, 5: x = -width / 2
                default: x = 0
                }
            }
            let y = top + Double(row) * lineHeight - baselineShift
            for (i, (ch, glyph)) in line.enumerated() {
                if let glyph, !glyph.shapes.isEmpty {
                    // Each placed glyph is new shape items: counted, so long text meets the limit.
                    try doc.context.countShapes(glyph.shapes.count + 1, at: doc.path.appending("t"))
                    items.append(.group(name: ch, items: glyph.shapes,
                                        transform: LottieTransform(position: .combined(.fixed([x, y])), scale: .fixed([size, size]))))
                }
                x += advances[i] + tracking
            }
        }
        var fill: LottieShape?
        if let fc = try doc.child("fc")?.numbers, fc.count >= 3 {
            fill = .fill(color: .fixed(Array(fc.prefix(3))), opacity: .fixed(fc.count > 3 ? fc[3] * 100 : 100), evenOdd: false)
        }
        var stroke: LottieShape?
        if let sc = try doc.child("sc")?.numbers, sc.count >= 3, let sw = try doc.optionalNumber("sw"), sw > 0 {
            stroke = .stroke(color: .fixed(Array(sc.prefix(3))), opacity: .fixed(sc.count > 3 ? sc[3] * 100 : 100),
                             style: LottieStrokeStyle(width: .fixed(sw), lineCap: 1, lineJoin: 1, miterLimit: 4, dashes: [], dashOffset: nil))
        }
        // Listed first is drawn on top: `of` puts the stroke over the fill.
        let strokeOver = try doc.bool("of", default: false)
        let styles = strokeOver ? [stroke, fill] : [fill, stroke]
        items += styles.compactMap { $0 }
        return items
    }
}
