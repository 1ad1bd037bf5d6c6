/// Why a layer tree cannot become a `Scene`.
public struct SceneError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        /// An animation addresses a key path the layer cannot animate.
        case unsupportedKeyPath(String)
        /// An animation gives a key path a value of another kind than the property holds (a
        /// colour for `strokeEnd`): Core Animation would ignore it; here it is a mistake to report.
        case valueKindMismatch(keyPath: String, expected: AnimationValue.Kind, found: AnimationValue.Kind)
        /// The root layer's size times the scale is not a positive, finite canvas.
        case invalidCanvas
        /// The tree's replicators would draw this many layer copies, more than
        /// `ReplicatorLayer.maximumDrawnCopies` (see `ReplicatorLayer.drawnCopies(in:)`).
        case tooManyCopies(Int)
        /// The tree's text layers can draw this many glyphs, or glyph outlines of this many
        /// lines and curves, in one frame: more than `TextLayer.maximumDrawnGlyphs` or
        /// `TextLayer.maximumDrawnOutlineSegments` (see `TextLayer.drawnText(in:)`; segments
        /// are not counted past too many glyphs, and are then 0).
        case tooMuchText(glyphs: Int, segments: Int)
        /// The layer contains itself, through its sublayers or masks.
        case cycle
    }
    public let kind: Kind
    /// The name of the layer concerned, or its class when unnamed.
    public let layer: String

    public var description: String {
        switch kind {
        case .unsupportedKeyPath(let key): return "layer '\(layer)' cannot animate key path '\(key)'"
        case let .valueKindMismatch(key, expected, found):
            return "layer '\(layer)' animates '\(key)' with \(found.phrase), but '\(key)' holds \(expected.phrase)"
        case .invalidCanvas: return "layer '\(layer)' does not give a positive, finite canvas size"
        case .cycle: return "layer '\(layer)' contains itself (through its sublayers or mask)"
        case .tooManyCopies(let n):
            let count = n == .max ? "more layer copies than can be counted" : "\(n) layer copies"
            return "the replicators in layer '\(layer)' draw \(count), more than \(ReplicatorLayer.maximumDrawnCopies)"
        case let .tooMuchText(glyphs, _):
            let count = glyphs == .max ? "more glyphs than can be counted" : "\(glyphs) glyphs"
            let what = glyphs > TextLayer.maximumDrawnGlyphs
                ? "\(count) in a frame, more than \(TextLayer.maximumDrawnGlyphs)"
                : "\(count) of more than \(TextLayer.maximumDrawnOutlineSegments) outline segments (lines and curves) in a frame"
            return "the text layers in layer '\(layer)' can draw \(what)"
        }
    }
}
