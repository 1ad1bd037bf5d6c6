import SpinnerJSON

/// Counts and notes shared by every node of one read: the limits are checked against running
/// totals, and each unsupported feature is noted once with the first place it occurs.
final class LottieReadContext {
    let limits: LottieLimits
    private(set) var notes: [LottieNote] = []
    private var noted: Set<String> = []
    private var layers = 0
    private var keyframes = 0
    private var shapes = 0
    /// The file's glyphs (`chars`), read before the layers so text layers can be drawn from them.
    var glyphs = LottieGlyphs()
    /// Finds fonts outside the file for characters `chars` lacks; nil: such text is left out.
    let fonts: LottieFontProvider?
    /// What `fonts` gave for each font name (nil: nothing), and the glyphs taken from them.
    private var outlineFonts: [String: LottieOutlineFont?] = [:]
    private var outlineGlyphs: [String: LottieGlyphs.Glyph?] = [:]

    init(limits: LottieLimits, fonts: LottieFontProvider? = nil) {
        self.limits = limits
        self.fonts = fonts
    }

    /// The glyph of `ch` in the font a text document names (`f`) from a font found outside the
    /// file, nil when there is none. A stand-in font is noted once.
    func outlineGlyph(_ ch: String, font name: String, at path: JSONPath) -> LottieGlyphs.Glyph? {
        guard let fonts else { return nil }
        let key = "\(ch)\u{0}\(name)"
        if let known = outlineGlyphs[key] { return known }
        let font: LottieOutlineFont?
        if let known = outlineFonts[name] { font = known } else {
            font = fonts(glyphs.font(named: name))
            outlineFonts[name] = font
            if let font, font.isSubstitute { note(LottieNote.fontSubstituted(font.name), at: path) }
        }
        let glyph = font?.glyph(ch).map { found in
            LottieGlyphs.Glyph(width: found.advance,
                               shapes: LottieBezier.contours(of: found.outline).map { .path(.fixed($0), reversed: false) })
        }
        outlineGlyphs[key] = glyph
        return glyph
    }

    func note(_ feature: String, at path: JSONPath) {
        if noted.insert(feature).inserted { notes.append(LottieNote(feature, at: path)) }
    }

    func countLayers(_ n: Int, at path: JSONPath) throws(LottieImportError) {
        layers += n
        if layers > limits.maxLayers { throw LottieImportError(.limitExceeded(name: "layers", limit: limits.maxLayers), at: path) }
    }

    func countKeyframes(_ n: Int, at path: JSONPath) throws(LottieImportError) {
        keyframes += n
        if keyframes > limits.maxKeyframes { throw LottieImportError(.limitExceeded(name: "keyframes", limit: limits.maxKeyframes), at: path) }
    }

    func countShapes(_ n: Int, at path: JSONPath) throws(LottieImportError) {
        shapes += n
        if shapes > limits.maxShapes { throw LottieImportError(.limitExceeded(name: "shape items", limit: limits.maxShapes), at: path) }
    }
}

/// One JSON value with its path: typed accessors that throw `LottieImportError` naming the path
/// of the key read, so every model type reads its fields the same way.
struct LottieNode {
    let value: JSONValue
    let path: JSONPath
    let context: LottieReadContext

    func child(_ key: String) -> LottieNode? {
        value[key].map { LottieNode(value: $0, path: path.appending(key), context: context) }
    }

    func required(_ key: String) throws(LottieImportError) -> LottieNode {
        guard let node = child(key), node.value != .null else { throw LottieImportError(.missing, at: path.appending(key)) }
        return node
    }

    func has(_ key: String) -> Bool { value[key] != nil }

    func fail(_ expected: String) -> LottieImportError {
        LottieImportError(.wrongKind(expected: expected, found: value.kindName), at: path)
    }

    func bad(_ message: String) -> LottieImportError { LottieImportError(.badValue(message), at: path) }

    var number: Double {
        get throws(LottieImportError) {
            // Bodymovin writes booleans as 0/1 in places and 0/1 as booleans in others.
            switch value {
            case .number(let n) where n.isFinite: return n
            case .bool(let b): return b ? 1 : 0
            default: throw fail("a number")
            }
        }
    }

    var string: String {
        get throws(LottieImportError) {
            guard case .string(let s) = value else { throw fail("a string") }
            return s
        }
    }

    var array: [LottieNode] {
        get throws(LottieImportError) {
            guard case .array(let items) = value else { throw fail("an array") }
            return items.enumerated().map { LottieNode(value: $1, path: path.appending($0), context: context) }
        }
    }

    var isObject: Bool { if case .object = value { true } else { false } }

    func object() throws(LottieImportError) -> LottieNode {
        guard isObject else { throw fail("an object") }
        return self
    }

    /// A number, or the first of an array of numbers (Bodymovin writes scalars both ways).
    var scalar: Double {
        get throws(LottieImportError) {
            if case .array(let items) = value, let first = items.first {
                return try LottieNode(value: first, path: path.appending(0), context: context).number
            }
            return try number
        }
    }

    /// Numbers: an array of numbers, or one number as a one-element list.
    var numbers: [Double] {
        get throws(LottieImportError) {
            if case .array = value {
                var out: [Double] = []
                for item in try array { out.append(try item.number) }
                return out
            }
            return [try number]
        }
    }

    func number(_ key: String) throws(LottieImportError) -> Double { try required(key).number }

    func number(_ key: String, default fallback: Double) throws(LottieImportError) -> Double {
        guard let node = child(key), node.value != .null else { return fallback }
        return try node.number
    }

    func optionalNumber(_ key: String) throws(LottieImportError) -> Double? {
        guard let node = child(key), node.value != .null else { return nil }
        return try node.number
    }

    func optionalString(_ key: String) throws(LottieImportError) -> String? {
        guard let node = child(key), node.value != .null else { return nil }
        return try node.string
    }

    func int(_ key: String, default fallback: Int) throws(LottieImportError) -> Int {
        guard let node = child(key), node.value != .null else { return fallback }
        let n = try node.number
        guard n == n.rounded(), abs(n) < 1e9 else { throw node.bad("expected a whole number, found \(n)") }
        return Int(n)
    }

    func optionalInt(_ key: String) throws(LottieImportError) -> Int? {
        guard has(key), child(key)?.value != .null else { return nil }
        return try int(key, default: 0)
    }

    func bool(_ key: String, default fallback: Bool) throws(LottieImportError) -> Bool {
        guard let node = child(key), node.value != .null else { return fallback }
        return try node.number != 0
    }
}
