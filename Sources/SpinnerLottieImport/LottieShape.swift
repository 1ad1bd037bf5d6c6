/// A gradient as a shape style gives it: `g.p` colour stops, then `g.k` numbers laid out
/// `offset, r, g, b` per stop followed by optional `offset, alpha` pairs.
public struct LottieGradient: Hashable, Sendable {
    /// Linear (`t: 1`) or radial (`t: 2`).
    public var radial: Bool
    public var start: LottieProperty<[Double]>
    public var end: LottieProperty<[Double]>
    /// Highlight length and angle of a radial gradient (percent, degrees).
    public var highlightLength: LottieProperty<Double>?
    public var highlightAngle: LottieProperty<Double>?
    public var colorStopCount: Int
    public var stops: LottieProperty<[Double]>

    static func read(_ node: LottieNode) throws(LottieImportError) -> LottieGradient {
        let g = try node.required("g").object()
        return LottieGradient(
            radial: try node.int("t", default: 1) == 2,
            start: try LottieProperty.read(try node.required("s"), LottieValues.vector),
            end: try LottieProperty.read(try node.required("e"), LottieValues.vector),
            highlightLength: try node.child("h").map { (n) throws(LottieImportError) in try LottieProperty.read(n, LottieValues.scalar) },
            highlightAngle: try node.child("a").map { (n) throws(LottieImportError) in try LottieProperty.read(n, LottieValues.scalar) },
            colorStopCount: try g.int("p", default: 0),
            stops: try LottieProperty.read(try g.required("k"), LottieValues.vector))
    }
}

/// A stroke's look: width, caps, joins, dashes.
public struct LottieStrokeStyle: Hashable, Sendable {
    public var width: LottieProperty<Double>
    /// 1 butt, 2 round, 3 square.
    public var lineCap: Int
    /// 1 miter, 2 round, 3 bevel.
    public var lineJoin: Int
    public var miterLimit: Double
    /// Dash pattern entries `d`/`g` and the offset `o`, each a property.
    public var dashes: [LottieProperty<Double>]
    public var dashOffset: LottieProperty<Double>?

    static func read(_ node: LottieNode) throws(LottieImportError) -> LottieStrokeStyle {
        var dashes: [LottieProperty<Double>] = []
        var offset: LottieProperty<Double>?
        if let d = node.child("d") {
            for item in try d.array {
                let item = try item.object()
                let value = try LottieProperty.read(try item.required("v"), LottieValues.scalar)
                if try item.optionalString("n") == "o" { offset = value } else { dashes.append(value) }
            }
        }
        return LottieStrokeStyle(
            width: try LottieProperty.read(try node.required("w"), LottieValues.scalar),
            lineCap: try node.int("lc", default: 2), lineJoin: try node.int("lj", default: 2),
            miterLimit: try node.number("ml", default: 4), dashes: dashes, dashOffset: offset)
    }
}

/// One item of a shape layer's `shapes` list or a group's `it` list.
public indirect enum LottieShape: Hashable, Sendable {
    /// `gr`: items drawn together, the last item (`tr`) their transform.
    case group(name: String?, items: [LottieShape], transform: LottieTransform)
    /// `rc`: rectangle at centre `position` of `size`, corner radius `roundness`.
    case rectangle(position: LottieProperty<[Double]>, size: LottieProperty<[Double]>, roundness: LottieProperty<Double>, reversed: Bool)
    /// `el`: ellipse at centre `position` of `size`.
    case ellipse(position: LottieProperty<[Double]>, size: LottieProperty<[Double]>, reversed: Bool)
    /// `sr`: star (`sy: 1`) or polygon (`sy: 2`).
    case polystar(LottiePolystar)
    /// `sh`: a bezier path, animated by whole paths.
    case path(LottieProperty<LottieBezier>, reversed: Bool)
    /// `fl`: fill colour (0-1 RGB), opacity percent, rule 1 non-zero or 2 even-odd.
    case fill(color: LottieProperty<[Double]>, opacity: LottieProperty<Double>, evenOdd: Bool)
    /// `st`: stroke.
    case stroke(color: LottieProperty<[Double]>, opacity: LottieProperty<Double>, style: LottieStrokeStyle)
    /// `gf`: gradient fill.
    case gradientFill(LottieGradient, opacity: LottieProperty<Double>, evenOdd: Bool)
    /// `gs`: gradient stroke.
    case gradientStroke(LottieGradient, opacity: LottieProperty<Double>, style: LottieStrokeStyle)
    /// `tm`: trim paths, start/end percent, offset degrees; `m` 1 together, 2 one by one.
    case trim(start: LottieProperty<Double>, end: LottieProperty<Double>, offset: LottieProperty<Double>, individually: Bool)
    /// `rp`: repeater: copies, offset, and the transform between copies.
    case repeater(copies: LottieProperty<Double>, offset: LottieProperty<Double>, transform: LottieTransform,
                  startOpacity: LottieProperty<Double>, endOpacity: LottieProperty<Double>)
    /// `rd`: rounded corners of the paths before it.
    case roundedCorners(radius: LottieProperty<Double>)
    /// `pb`: pucker (negative percent) or bloat (positive) of the paths before it.
    case puckerBloat(amount: LottieProperty<Double>)
    /// `op`: offset paths: the paths before it grown by `amount` (`lj` 1 miter, 2 round, 3 bevel).
    case offsetPaths(LottieOffset)
    /// An item the import does not draw (noted with its type), kept so order stays visible.
    case unsupported(type: String)

    /// Whether the item is hidden (`hd: true`) and so left out when read.
    static func read(_ node: LottieNode) throws(LottieImportError) -> LottieShape? {
        let node = try node.object()
        try node.context.countShapes(1, at: node.path)
        if try node.bool("hd", default: false) { return nil }
        let type = try node.required("ty").string
        func vector(_ key: String) throws(LottieImportError) -> LottieProperty<[Double]> {
            try LottieProperty.read(try node.required(key), LottieValues.vector)
        }
        func scalar(_ key: String) throws(LottieImportError) -> LottieProperty<Double> {
            try LottieProperty.read(try node.required(key), LottieValues.scalar)
        }
        func optionalScalar(_ key: String, _ fallback: Double) throws(LottieImportError) -> LottieProperty<Double> {
            try node.child(key).map { (n) throws(LottieImportError) in try LottieProperty.read(n, LottieValues.scalar) } ?? .fixed(fallback)
        }
        // `d` is a path direction on shapes (3 reversed) but the dash list on strokes.
        let reversed = ["rc", "el", "sr", "sh"].contains(type) ? try node.int("d", default: 1) == 3 : false
        switch type {
        case "gr":
            var items: [LottieShape] = []
            var transform = LottieTransform()
            for item in try node.child("it")?.array ?? [] {
                if (try? item.required("ty").string) == "tr" {
                    transform = try LottieTransform.read(item)
                } else if let shape = try read(item) {
                    items.append(shape)
                }
            }
            return .group(name: try node.optionalString("nm"), items: items, transform: transform)
        case "rc":
            return .rectangle(position: try vector("p"), size: try vector("s"), roundness: try optionalScalar("r", 0), reversed: reversed)
        case "el":
            return .ellipse(position: try vector("p"), size: try vector("s"), reversed: reversed)
        case "sr":
            return .polystar(try LottiePolystar.read(node, reversed: reversed))
        case "sh":
            return .path(try LottieProperty.read(try node.required("ks"), LottieBezier.read), reversed: reversed)
        case "fl":
            return .fill(color: try vector("c"), opacity: try optionalScalar("o", 100), evenOdd: try node.int("r", default: 1) == 2)
        case "st":
            return .stroke(color: try vector("c"), opacity: try optionalScalar("o", 100), style: try LottieStrokeStyle.read(node))
        case "gf":
            return .gradientFill(try LottieGradient.read(node), opacity: try optionalScalar("o", 100), evenOdd: try node.int("r", default: 1) == 2)
        case "gs":
            return .gradientStroke(try LottieGradient.read(node), opacity: try optionalScalar("o", 100), style: try LottieStrokeStyle.read(node))
        case "tm":
            return .trim(start: try optionalScalar("s", 0), end: try optionalScalar("e", 100), offset: try optionalScalar("o", 0),
                         individually: try node.int("m", default: 1) == 2)
        case "rp":
            let tr = try node.required("tr").object()
            return .repeater(copies: try scalar("c"), offset: try optionalScalar("o", 0), transform: try LottieTransform.read(tr),
                             startOpacity: try tr.child("so").map { (n) throws(LottieImportError) in try LottieProperty.read(n, LottieValues.scalar) } ?? .fixed(100),
                             endOpacity: try tr.child("eo").map { (n) throws(LottieImportError) in try LottieProperty.read(n, LottieValues.scalar) } ?? .fixed(100))
        case "rd":
            return .roundedCorners(radius: try scalar("r"))
        case "pb":
            return .puckerBloat(amount: try scalar("a"))
        case "op":
            return .offsetPaths(LottieOffset(amount: try scalar("a"), lineJoin: try node.int("lj", default: 1),
                                             miterLimit: try optionalScalar("ml", 4)))
        case "mm":
            // lottie-ios's Core Animation engine, whose frames are the measure, skips the item:
            // each style draws the paths before it, combined, which is After Effects' "merge"
            // (mode 1) for the styles after it. The boolean modes are not applied.
            node.context.note("merge paths (drawn as Core Animation draws them: each fill or stroke draws the paths "
                              + "before it combined; add, subtract, intersect and exclude not applied)", at: node.path.appending("ty"))
            return .unsupported(type: type)
        default:
            node.context.note("shape type '\(type)'", at: node.path.appending("ty"))
            return .unsupported(type: type)
        }
    }
}

extension LottieShape {
    /// A stroke, gradient fill or gradient stroke.
    var isStyleOtherThanFill: Bool {
        switch self {
        case .stroke, .gradientFill, .gradientStroke: return true
        default: return false
        }
    }
}

/// Offset paths (`op`): how far the paths before it grow and how their corners are joined.
public struct LottieOffset: Hashable, Sendable {
    public var amount: LottieProperty<Double>
    /// 1 miter, 2 round, 3 bevel.
    public var lineJoin: Int
    public var miterLimit: LottieProperty<Double>
}

/// `sr`: a star or polygon around `position`.
public struct LottiePolystar: Hashable, Sendable {
    public var star: Bool
    public var position: LottieProperty<[Double]>
    public var points: LottieProperty<Double>
    /// Degrees.
    public var rotation: LottieProperty<Double>
    public var outerRadius: LottieProperty<Double>
    /// Percent roundness of the outer points.
    public var outerRoundness: LottieProperty<Double>
    /// Star only.
    public var innerRadius: LottieProperty<Double>?
    public var innerRoundness: LottieProperty<Double>?
    public var reversed: Bool

    static func read(_ node: LottieNode, reversed: Bool) throws(LottieImportError) -> LottiePolystar {
        func scalar(_ key: String) throws(LottieImportError) -> LottieProperty<Double>? {
            try node.child(key).map { (n) throws(LottieImportError) in try LottieProperty.read(n, LottieValues.scalar) }
        }
        let star = try node.int("sy", default: 1) == 1
        return LottiePolystar(
            star: star, position: try LottieProperty.read(try node.required("p"), LottieValues.vector),
            points: try LottieProperty.read(try node.required("pt"), LottieValues.scalar),
            rotation: try scalar("r") ?? .fixed(0),
            outerRadius: try LottieProperty.read(try node.required("or"), LottieValues.scalar),
            outerRoundness: try scalar("os") ?? .fixed(0),
            innerRadius: star ? try LottieProperty.read(try node.required("ir"), LottieValues.scalar) : nil,
            innerRoundness: star ? try scalar("is") ?? .fixed(0) : nil, reversed: reversed)
    }
}
