import SpinnerJSON

/// Something in the file the import does not reproduce, and where: the render goes on with
/// static values or without the item, and the caller shows each note once.
public struct LottieNote: Hashable, Sendable, CustomStringConvertible {
    /// What is left out or approximated: `expressions`, `effects`, `shape type 'zz'`.
    public var feature: String
    /// The first place it occurs.
    public var path: JSONPath

    public init(_ feature: String, at path: JSONPath) {
        self.feature = feature
        self.path = path
    }

    /// Text layers drawn in a font the file holds no glyphs for (`chars`): left out.
    public static let textWithoutGlyphs = "text layers without glyphs (chars)"

    /// `expressions (layers[0].ks.p.x)`.
    public var description: String { "\(feature) (\(path))" }
}
