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

    /// Text layers drawn in a font the file holds no glyphs for (`chars`) and none was found
    /// for: left out.
    public static let textWithoutGlyphs = "text layers without glyphs (chars)"

    /// Text drawn in a stand-in font: neither the file's glyphs nor a font file beside it or on
    /// this machine had its characters.
    public static func fontSubstituted(_ standIn: String) -> String {
        "text in fonts not in the file or on this machine (drawn in \(standIn))"
    }

    /// Whether `feature` says text was left out or drawn in a stand-in font.
    public static func isMissingFont(_ feature: String) -> Bool {
        feature == textWithoutGlyphs || feature.hasPrefix("text in fonts not in the file or on this machine")
    }

    /// `expressions (layers[0].ks.p.x)`.
    public var description: String { "\(feature) (\(path))" }
}
