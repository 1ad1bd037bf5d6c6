import Foundation
import SpinnerCore
import SpinnerText
import Testing

@Suite struct FontTests {
    let font: Font
    let tables: SFNTReader

    init() throws {
        let path = try #require(Font.defaultFontPath(), "DejaVu Sans missing: run scripts/install-deps")
        font = try Font(contentsOf: path)
        tables = try SFNTReader(path: path)
    }

    func scale(_ size: Double) -> Double { size / Double(tables.unitsPerEm) }

    func contours(_ path: Path) -> (moves: Int, closes: Int, closedBeforeEachMove: Bool) {
        var moves = 0, closes = 0, ok = true, last: PathElement? = nil
        for e in path.elements {
            if case .move = e { moves += 1; if let last, last != .closeSubpath { ok = false } }
            if e == .closeSubpath { closes += 1 }
            last = e
        }
        return (moves, closes, ok && last == .closeSubpath)
    }

    @Test func fontMetricsMatchTheHeadAndHheaTables() {
        #expect(font.unitsPerEm == 2048)
        #expect(font.unitsPerEm == tables.unitsPerEm)
        #expect(font.familyName == "DejaVu Sans")
        let layout = font.layout("0", size: 20)
        #expect(abs(layout.ascender - Double(tables.ascender) * scale(20)) < 1e-12)
        #expect(abs(layout.descender - Double(tables.descender) * scale(20)) < 1e-12)
        #expect(layout.ascender > 18 && layout.descender < -4)
    }

    @Test(arguments: ["0", "8", "%", "A"])
    func glyphAdvanceAndInkBoundsMatchHmtxAndGlyf(_ text: String) {
        let size = 20.0, s = scale(20)
        let g = tables.glyph(for: Character(text))
        #expect(g != 0)
        let layout = font.layout(text, size: size)
        #expect(abs(layout.advanceWidth - Double(tables.advance(glyph: g)) * s) < 1e-12)
        // DejaVu puts on-curve points at every extremum, so the glyf box is the tight ink box.
        let h = tables.header(glyph: g), ink = layout.inkBounds
        #expect(abs(ink.minX - Double(h.xMin) * s) < 1e-9)
        #expect(abs(ink.maxX - Double(h.xMax) * s) < 1e-9)
        #expect(abs(ink.minY - Double(-h.yMax) * s) < 1e-9)
        #expect(abs(ink.maxY - Double(-h.yMin) * s) < 1e-9)
        let c = contours(layout.path)
        #expect(c.moves == h.contours && c.closes == h.contours && c.closedBeforeEachMove)
    }

    @Test func digitsAndPercentHaveTheirContourCounts() {
        #expect(contours(font.layout("0", size: 10).path).moves == 2)
        #expect(contours(font.layout("8", size: 10).path).moves == 3)
        #expect(contours(font.layout("%", size: 10).path).moves == 5)
        #expect(contours(font.layout("100%", size: 10).path).moves == 1 + 2 + 2 + 5)
    }

    @Test func percentLabelSitsInsideItsLineBox() {
        let layout = font.layout("100%", size: 20)
        let glyphs = "100%".map { tables.glyph(for: $0) }
        let expected = glyphs.map { Double(tables.advance(glyph: $0)) }.reduce(0, +) * scale(20)
        // None of these pairs is in DejaVu's kern table.
        #expect(zip(glyphs, glyphs.dropFirst()).allSatisfy { tables.kerning($0, $1) == 0 })
        #expect(abs(layout.advanceWidth - expected) < 1e-9)
        #expect(layout.path.isFinite)
        #expect(layout.fillRule == .nonZero)
        let ink = layout.inkBounds
        #expect(ink.minX >= 0 && ink.maxX <= layout.advanceWidth)
        #expect(ink.minY >= -layout.ascender && ink.maxY <= -layout.descender)
        // Digits stand on the baseline and rise to about 0.73 em.
        #expect(abs(ink.maxY) < 0.5 && ink.minY < -14 && ink.minY > -16)
        #expect(layout.path.controlPointBounds.union(ink) == layout.path.controlPointBounds)
    }

    @Test func kerningNarrowsAV() throws {
        #expect(font.hasKerning)
        let a = tables.glyph(for: "A"), v = tables.glyph(for: "V")
        let kern = tables.kerning(a, v)
        #expect(kern < 0)
        let pair = font.layout("AV", size: 100).advanceWidth
        let apart = font.layout("A", size: 100).advanceWidth + font.layout("V", size: 100).advanceWidth
        #expect(pair < apart)
        #expect(abs(pair - Double(tables.advance(glyph: a) + tables.advance(glyph: v) + kern) * scale(100)) < 1e-9)
    }

    @Test func missingCharacterDrawsNotdef() {
        let layout = font.layout("\u{E000}", size: 20)
        let notdef = tables.header(glyph: 0)
        #expect(tables.glyph(for: "\u{E000}") == 0)
        #expect(abs(layout.advanceWidth - Double(tables.advance(glyph: 0)) * scale(20)) < 1e-12)
        #expect(contours(layout.path).moves == notdef.contours)
    }

    @Test(arguments: [0, -3, Double.nan, .infinity, -.infinity, .greatestFiniteMagnitude])
    func unusableSizeDrawsNothing(_ size: Double) {
        let layout = font.layout("42%", size: size)
        #expect(layout.path.isEmpty && layout.advanceWidth == 0 && layout.inkBounds == .zero)
    }

    @Test func emptyAndBlankTextHaveNoInk() {
        #expect(font.layout("", size: 20).path.isEmpty)
        let space = font.layout(" ", size: 20)
        #expect(space.path.isEmpty && space.inkBounds == .zero && space.advanceWidth > 0)
    }

    /// The text budget's count: the lines and curves `layout` draws, at any size, without
    /// building the path, and no further than just past the limit asked for.
    @Test(arguments: [("x", 12), ("a", 28), ("@", 53), ("\u{2603}", 543), (" ", 0), ("", 0), ("x@ a", 12 + 53 + 28)])
    func outlineSegmentsAreTheLayoutsLinesAndCurves(_ text: String, _ expected: Int) {
        let segments = font.layout(text, size: 20).path.elements.count { e in
            switch e {
            case .line, .quadCurve, .cubicCurve: true
            case .move, .closeSubpath: false
            }
        }
        let counted = font.outlineSegments(text)
        #expect(counted == segments && counted == expected)
    }

    @Test func outlineSegmentsStopJustPastTheLimit() {
        let snowmen = String(repeating: "\u{2603}", count: 1_000)
        #expect(font.outlineSegments(snowmen, upTo: 1_000) == 2 * 543)
        #expect(font.outlineSegments(snowmen) == 1_000 * 543)
    }

    @Test func centringPutsTheChosenBoxInTheMiddle() {
        let layout = font.layout("42%", size: 30)
        let rect = Rect(x: 10, y: 20, width: 100, height: 50)
        let ink = layout.centeringTransform(in: rect, box: .ink).apply(layout.inkBounds)
        #expect(abs(ink.midX - 60) < 1e-9 && abs(ink.midY - 45) < 1e-9)
        let line = layout.centeringTransform(in: rect, box: .lineBox).apply(layout.lineBox)
        #expect(abs(line.midX - 60) < 1e-9 && abs(line.midY - 45) < 1e-9)
        #expect(layout.centered(in: rect) == layout.path.applying(layout.centeringTransform(in: rect)))
    }

    @Test func boldIsDejaVuSansBold() throws {
        let path = try #require(Font.defaultFontPath(weight: .bold))
        #expect(path.hasSuffix("DejaVuSans-Bold.ttf"))
        let bold = try Font(contentsOf: path)
        let boldTables = try SFNTReader(path: path)
        #expect(bold.styleName == "Bold")
        let g = boldTables.glyph(for: "0")
        #expect(abs(bold.layout("0", size: 20).advanceWidth - Double(boldTables.advance(glyph: g)) * scale(20)) < 1e-12)
    }

    @Test func sharedFontLaysOutTheSameOnManyThreads() async {
        let texts = (0...100).map { "\($0)%" }
        let font = self.font
        let serial = texts.map { font.layout($0, size: 17) }
        let parallel = await withTaskGroup(of: (Int, TextLayout).self) { group in
            for (i, t) in texts.enumerated() { group.addTask { (i, font.layout(t, size: 17)) } }
            var out = [TextLayout?](repeating: nil, count: texts.count)
            for await (i, l) in group { out[i] = l }
            return out
        }
        #expect(parallel == serial)
    }

    @Test func missingFileIsATypedError() {
        let path = "/nonexistent/spinnergen/NoSuchFont.ttf"
        #expect(throws: FontError.freeType(path: path, function: "FT_New_Face", code: 1, message: "cannot open resource")) {
            try Font(contentsOf: path)
        }
    }

    @Test func garbageFileIsATypedError() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("spinnergen-garbage-\(UUID()).ttf").path
        try Data([0x00, 0x01, 0x00, 0x00, 0xDE, 0xAD, 0xBE, 0xEF, 0x13, 0x37]).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            _ = try Font(contentsOf: path)
            Issue.record("garbage loaded as a font")
        } catch {
            #expect(error.path == path)
            guard case .freeType(_, let function, let code, let message) = error else { Issue.record("\(error)"); return }
            #expect(function == "FT_New_Face" && code != 0 && !message.isEmpty)
            #expect(error.description.contains(path))
        }
    }
}
