import SpinnerCore
@testable import SpinnerAnimation
import Testing

/// The per-frame text budget (issue 28, item 1): what a tree's text layers can draw in one
/// frame is counted before any frame is drawn, and a `Scene` refuses more than
/// `TextLayer.maximumDrawnGlyphs` glyphs or `maximumDrawnOutlineSegments` outline segments.
@Suite struct TextBudgetTests {
    /// A font of boxes: every scalar is one square of four lines, `Z` a square of forty.
    struct Boxes: TextShaper {
        func shape(_ text: String, size: Double) -> ShapedText {
            var path = Path()
            for (i, scalar) in text.unicodeScalars.enumerated() {
                for k in 0..<(scalar == "Z" ? 10 : 1) {
                    let x = Double(i) * size + Double(k) * 0.01
                    path.move(to: Point(x: x, y: -size))
                    for p in [Point(x: x + size / 2, y: -size), Point(x: x + size / 2, y: 0), Point(x: x, y: 0), Point(x: x, y: -size)] {
                        path.addLine(to: p)
                    }
                    path.closeSubpath()
                }
            }
            return ShapedText(path: path, advanceWidth: Double(text.unicodeScalars.count) * size, ascender: size, descender: 0)
        }
    }

    static func text(_ string: String, font: (any TextShaper)? = Boxes()) -> TextLayer {
        let t = TextLayer()
        t.string = string
        t.font = font
        t.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
        return t
    }

    static func root(_ sublayers: Layer...) -> Layer {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
        for s in sublayers { root.addSublayer(s) }
        return root
    }

    @Test func theLongestStringCountsWithEveryValueItTakes() throws {
        let label = Self.text("50%")
        var keyframes = KeyframeAnimation(keyPath: "string")
        keyframes.values = [.string("0%"), .string("100%"), .string("é")]
        label.add(keyframes, forKey: "count")
        label.add(ModelChanges(keyPath: "string", changes: [.init(time: 1, value: .string("Loading…"))]), forKey: "changes.string")
        var opacity = BasicAnimation(keyPath: "opacity")
        opacity.toValue = .number(0)
        label.add(opacity, forKey: "fade")
        // "Loading…" is the longest: 8 scalars, 4 segments each.
        #expect(TextLayer.drawnText(in: Self.root(label)) == (8, 32))
        // "é" as e + combining accent is two scalars, two glyphs.
        #expect(TextLayer.drawnText(in: Self.root(Self.text("e\u{301}"))) == (2, 8))
        #expect(TextLayer.drawnText(in: Self.root(Self.text("ZZ"))) == (2, 80))
        let scene = try Scene(root: Self.root(label))
        #expect(scene.drawnOutlineSegments == 32)
    }

    @Test func replicatorCopiesAndMasksMultiplyAndNoFontDrawsNothing() {
        let replicator = ReplicatorLayer()
        replicator.instanceCount = 12
        let inner = ReplicatorLayer()
        inner.instanceCount = 3
        inner.addSublayer(Self.text("Load"))
        replicator.addSublayer(inner)
        let masked = Layer()
        masked.mask = Self.text("ab")
        let root = Self.root(replicator, masked, Self.text(String(repeating: "x", count: 9_999), font: nil))
        #expect(TextLayer.drawnText(in: root) == (12 * 3 * 4 + 2, (12 * 3 * 4 + 2) * 4))
        inner.instanceCount = 0
        #expect(TextLayer.drawnText(in: root) == (2, 8))
        inner.instanceCount = .max
        #expect(TextLayer.drawnText(in: root).glyphs == .max)
    }

    @Test func aSceneRefusesMoreGlyphsOrSegmentsThanTheBudget() throws {
        let most = TextLayer.maximumDrawnGlyphs
        #expect(try Scene(root: Self.root(Self.text(String(repeating: "x", count: most / 2)))).drawnOutlineSegments == most * 2)
        #expect(throws: SceneError(kind: .tooMuchText(glyphs: most + 1, segments: 0), layer: "Layer")) {
            try Scene(root: Self.root(Self.text(String(repeating: "x", count: most + 1))))
        }
        // 1,251 boxes of Z are 50,040 segments, past the 50,000 budget; segments stop being
        // counted just past it.
        let zs = Self.root(Self.text(String(repeating: "Z", count: 1_251)))
        #expect(TextLayer.drawnText(in: zs) == (1_251, 50_040))
        #expect(throws: SceneError(kind: .tooMuchText(glyphs: 1_251, segments: 50_040), layer: "Layer")) { try Scene(root: zs) }
        #expect(try Scene(root: Self.root(Self.text(String(repeating: "Z", count: 1_250)))).drawnOutlineSegments == 50_000)
        let long = SceneError(kind: .tooMuchText(glyphs: 200_000, segments: 0), layer: "root")
        #expect(long.description == "the text layers in layer 'root' can draw 200000 glyphs in a frame, more than 5000")
        let curly = SceneError(kind: .tooMuchText(glyphs: 1_251, segments: 50_040), layer: "root")
        #expect(curly.description == "the text layers in layer 'root' can draw 1251 glyphs of more than 50000 outline segments (lines and curves) in a frame")
        let countless = SceneError(kind: .tooMuchText(glyphs: .max, segments: 0), layer: "root")
        #expect(countless.description == "the text layers in layer 'root' can draw more glyphs than can be counted in a frame, more than 5000")
    }
}
