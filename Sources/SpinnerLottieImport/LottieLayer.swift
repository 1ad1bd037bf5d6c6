/// A mask on a layer (`masksProperties`): a path, its mode and opacity.
public struct LottieMask: Hashable, Sendable {
    /// `a` add, `s` subtract, `i` intersect, `n` none, ...
    public var mode: String
    public var path: LottieProperty<LottieBezier>
    public var opacity: LottieProperty<Double>
    public var inverted: Bool
    /// Expansion `x` in pixels (grows the shape outward; negative shrinks it).
    public var expansion: LottieProperty<Double>?
}

/// One layer of a composition.
public struct LottieLayer: Hashable, Sendable {
    /// What the layer draws.
    public enum Content: Hashable, Sendable {
        /// `ty 0`: a precomposition, by asset id, of `width` x `height`, with optional time remap
        /// (seconds of the precomposition for each frame of this layer).
        case precomp(assetID: String, width: Double, height: Double, timeRemap: LottieProperty<Double>?)
        /// `ty 1`: a solid rectangle of colour `#rrggbb`.
        case solid(color: String, width: Double, height: Double)
        /// `ty 2`: an image asset.
        case image(assetID: String)
        /// `ty 3`: nothing drawn; a transform for children.
        case null
        /// `ty 4`: shapes.
        case shapes([LottieShape])
        /// `ty 5`: text.
        case text
        /// Any other type, noted.
        case unsupported(type: Int)
    }

    public var name: String?
    /// `ind`: what `parent` refers to.
    public var index: Int?
    public var parent: Int?
    public var content: Content
    public var transform: LottieTransform
    /// Whether the layer is 3D (`ddd: 1`).
    public var threeD: Bool
    /// In and out points, in frames of its composition: the layer shows for `inPoint <= f < outPoint`.
    public var inPoint: Double
    public var outPoint: Double
    /// Start time `st`: the layer's own frame 0 sits at this frame of its composition.
    public var startTime: Double
    /// Time stretch `sr`: 1 plays as is, 2 plays at half speed.
    public var stretch: Double
    public var hidden: Bool
    /// Track matte type `tt` (1 alpha, 2 inverted alpha, 3 luma, 4 inverted luma) and whether
    /// this layer is a matte source (`td`), with `tp` the matte parent's index in new files.
    public var matteMode: Int?
    public var isMatteSource: Bool
    public var matteParent: Int?
    public var masks: [LottieMask]
    /// Blend mode `bm`; 0 normal.
    public var blendMode: Int
    /// Auto-orient (`ao: 1`): the layer turns along its motion path.
    public var autoOrient: Bool = false
    /// The Drop Shadow effect or drop-shadow layer style, as the layer's shadow.
    public var dropShadow: LottieDropShadow?

    static func read(_ node: LottieNode) throws(LottieImportError) -> LottieLayer {
        let node = try node.object()
        let ty = try node.int("ty", default: -1)
        guard node.has("ty") else { throw LottieImportError(.missing, at: node.path.appending("ty")) }
        let content: Content
        switch ty {
        case 0:
            let tm = try node.child("tm").map { (n) throws(LottieImportError) in try LottieProperty.read(n, LottieValues.scalar) }
            content = .precomp(assetID: try node.required("refId").string, width: try node.number("w", default: 0),
                               height: try node.number("h", default: 0), timeRemap: tm)
        case 1:
            content = .solid(color: try node.required("sc").string, width: try node.number("sw"), height: try node.number("sh"))
        case 2:
            content = .image(assetID: try node.required("refId").string)
        case 3:
            content = .null
        case 4:
            var shapes: [LottieShape] = []
            for item in try node.required("shapes").array {
                if let shape = try LottieShape.read(item) { shapes.append(shape) }
            }
            content = .shapes(shapes)
        case 5:
            // Drawn from the file's glyph outlines when it has them, as shapes.
            if let shapes = try LottieText.shapes(node, glyphs: node.context.glyphs) { content = .shapes(shapes) } else { content = .text }
        default:
            node.context.note("layer type \(ty)", at: node.path.appending("ty"))
            content = .unsupported(type: ty)
        }
        let dropShadow = try LottieDropShadow.read(node)
        var masks: [LottieMask] = []
        if let list = node.child("masksProperties") {
            for item in try list.array {
                let item = try item.object()
                masks.append(LottieMask(
                    mode: try item.optionalString("mode") ?? "a",
                    path: try LottieProperty.read(try item.required("pt"), LottieBezier.read),
                    opacity: try item.child("o").map { (n) throws(LottieImportError) in try LottieProperty.read(n, LottieValues.scalar) } ?? .fixed(100),
                    inverted: try item.bool("inv", default: false),
                    expansion: try item.child("x").map { (n) throws(LottieImportError) in try LottieProperty.read(n, LottieValues.scalar) }))
            }
        }
        let inPoint = try node.number("ip")
        let outPoint = try node.number("op")
        let stretch = try node.number("sr", default: 1)
        guard stretch > 0 else { throw try node.required("sr").bad("time stretch must be more than 0") }
        let mode = try node.int("tt", default: 0)
        var layer = LottieLayer(
            name: try node.optionalString("nm"), index: try node.optionalInt("ind"), parent: try node.optionalInt("parent"),
            content: content, transform: try node.child("ks").map(LottieTransform.read) ?? LottieTransform(),
            threeD: try node.bool("ddd", default: false), inPoint: inPoint, outPoint: outPoint,
            startTime: try node.number("st", default: 0), stretch: stretch, hidden: try node.bool("hd", default: false),
            matteMode: mode == 0 ? nil : mode, isMatteSource: try node.bool("td", default: false),
            matteParent: try node.optionalInt("tp"), masks: masks, blendMode: try node.int("bm", default: 0))
        layer.autoOrient = try node.int("ao", default: 0) == 1
        layer.dropShadow = dropShadow
        return layer
    }
}
