import SpinnerJSON

/// One item of a shape layer's `shapes` or of a group's `items`, as lottie-ios's `ShapeItem`
/// kinds; each writes its Bodymovin type tag `ty` first.
public enum LottieShape: Hashable, Sendable, LottieJSONRepresentable {
    case group(LottieGroup)
    case path(LottiePath)
    case fill(LottieFill)
    case stroke(LottieStroke)
    case gradientFill(LottieGradientFill)
    case trim(LottieTrim)
    case transform(LottieShapeTransform)

    public var json: JSONValue {
        switch self {
        case .group(let v): return v.json
        case .path(let v): return v.json
        case .fill(let v): return v.json
        case .stroke(let v): return v.json
        case .gradientFill(let v): return v.json
        case .trim(let v): return v.json
        case .transform(let v): return v.json
        }
    }
}

/// `gr`: shapes drawn together; its last item is its transform.
public struct LottieGroup: Hashable, Sendable, LottieJSONRepresentable {
    public var name: String
    public var items: [LottieShape]
    public init(name: String, items: [LottieShape]) { self.name = name; self.items = items }
    public var json: JSONValue {
        .bodymovin([.type: .string("gr"), .name: .string(name), .itemCount: .number(Double(items.count)), .items: .array(items.map(\.json))])
    }
}

/// `sh`: one contour, fixed or animated.
public struct LottiePath: Hashable, Sendable, LottieJSONRepresentable {
    public var name: String
    public var bezier: LottieProperty<LottieBezier>
    public init(name: String, bezier: LottieProperty<LottieBezier>) { self.name = name; self.bezier = bezier }
    public var json: JSONValue { .bodymovin([.type: .string("sh"), .name: .string(name), .bezier: bezier.json]) }
}

/// Which points a fill covers (`r`), as CAShapeLayer's `fillRule`.
public enum LottieFillRule: Int, Hashable, Sendable {
    case nonZero = 1
    case evenOdd = 2
}

/// `fl`: a solid fill; `color` is RGB 0...1, `opacity` percent.
public struct LottieFill: Hashable, Sendable, LottieJSONRepresentable {
    public var color: LottieProperty<LottieVector>
    public var opacity: LottieProperty<LottieScalar>
    public var fillRule: LottieFillRule
    public init(color: LottieProperty<LottieVector>, opacity: LottieProperty<LottieScalar>, fillRule: LottieFillRule) {
        self.color = color; self.opacity = opacity; self.fillRule = fillRule
    }
    public var json: JSONValue {
        .bodymovin([.type: .string("fl"), .name: .string("fill"), .color: color.json, .opacity: opacity.json,
                    .fillRule: .number(Double(fillRule.rawValue))])
    }
}

/// A stroke's ends (`lc`), as CAShapeLayer's `lineCap`.
public enum LottieLineCap: Int, Hashable, Sendable {
    case butt = 1
    case round = 2
    case square = 3
}

/// A stroke's corners (`lj`), as CAShapeLayer's `lineJoin`.
public enum LottieLineJoin: Int, Hashable, Sendable {
    case miter = 1
    case round = 2
    case bevel = 3
}

/// `st`: a solid stroke. No dash list (`d`): dashes are written as contours of their own (see
/// `LottieDashes`).
public struct LottieStroke: Hashable, Sendable, LottieJSONRepresentable {
    public var color: LottieProperty<LottieVector>
    public var opacity: LottieProperty<LottieScalar>
    public var width: LottieProperty<LottieScalar>
    public var lineCap: LottieLineCap
    public var lineJoin: LottieLineJoin
    public var miterLimit: Double
    public init(color: LottieProperty<LottieVector>, opacity: LottieProperty<LottieScalar>, width: LottieProperty<LottieScalar>,
                lineCap: LottieLineCap, lineJoin: LottieLineJoin, miterLimit: Double) {
        self.color = color; self.opacity = opacity; self.width = width; self.lineCap = lineCap; self.lineJoin = lineJoin; self.miterLimit = miterLimit
    }
    public var json: JSONValue {
        .bodymovin([.type: .string("st"), .name: .string("stroke"), .color: color.json, .opacity: opacity.json, .strokeWidth: width.json,
                    .lineCap: .number(Double(lineCap.rawValue)), .lineJoin: .number(Double(lineJoin.rawValue)), .miterLimit: .number(miterLimit)])
    }
}

/// A gradient's stops (`g`): `colorCount` colour stops; `values` their offsets and RGB, then
/// offset-alpha pairs.
public struct LottieGradientStops: Hashable, Sendable, LottieJSONRepresentable {
    public var colorCount: Int
    public var values: LottieProperty<LottieVector>
    public init(colorCount: Int, values: LottieProperty<LottieVector>) { self.colorCount = colorCount; self.values = values }
    public var json: JSONValue { .bodymovin([.colorCount: .number(Double(colorCount)), .value: values.json]) }
}

/// A gradient's kind (`t`), as CAGradientLayer's `type`.
public enum LottieGradientType: Int, Hashable, Sendable {
    case linear = 1
    case radial = 2
}

/// `gf`: a gradient fill from `start` to `end`.
public struct LottieGradientFill: Hashable, Sendable, LottieJSONRepresentable {
    public var type: LottieGradientType
    public var start: LottieProperty<LottieVector>
    public var end: LottieProperty<LottieVector>
    public var stops: LottieGradientStops
    public var opacity: LottieProperty<LottieScalar>
    public var fillRule: LottieFillRule
    public init(type: LottieGradientType, start: LottieProperty<LottieVector>, end: LottieProperty<LottieVector>, stops: LottieGradientStops,
                opacity: LottieProperty<LottieScalar>, fillRule: LottieFillRule) {
        self.type = type; self.start = start; self.end = end; self.stops = stops; self.opacity = opacity; self.fillRule = fillRule
    }
    public var json: JSONValue {
        .bodymovin([.type: .string("gf"), .name: .string("gradient"), .gradientType: .number(Double(type.rawValue)), .start: start.json,
                    .end: end.json, .stops: stops.json, .opacity: opacity.json, .fillRule: .number(Double(fillRule.rawValue))])
    }
}

/// How a trim treats the paths before it (`m`).
public enum LottieTrimMode: Int, Hashable, Sendable {
    /// Each path trimmed to the same fraction of its own length.
    case simultaneously = 1
    /// The paths trimmed as one path in sequence, as CAShapeLayer trims the subpaths of one path.
    case individually = 2
}

/// `tm`: trims the paths before it to `start`...`end` percent of their length.
public struct LottieTrim: Hashable, Sendable, LottieJSONRepresentable {
    public var start: LottieProperty<LottieScalar>
    public var end: LottieProperty<LottieScalar>
    public var mode: LottieTrimMode
    public init(start: LottieProperty<LottieScalar>, end: LottieProperty<LottieScalar>, mode: LottieTrimMode) {
        self.start = start; self.end = end; self.mode = mode
    }
    public var json: JSONValue {
        .bodymovin([.type: .string("tm"), .name: .string("trim"), .start: start.json, .end: end.json,
                    .offset: LottieProperty<LottieScalar>.fixed(0).json, .trimMode: .number(Double(mode.rawValue))])
    }
}

/// `tr`: a group's transform, here always the identity (layers carry the placement).
public struct LottieShapeTransform: Hashable, Sendable, LottieJSONRepresentable {
    /// The group's opacity, percent.
    public var opacity: LottieProperty<LottieScalar>
    public init(opacity: LottieProperty<LottieScalar> = .fixed(100)) { self.opacity = opacity }
    public var json: JSONValue {
        var fields = [JSONMember(LottieKey.type.key, .string("tr")), JSONMember(LottieKey.name.key, .string("transform"))]
        if case .object(let parts) = LottieTransform(opacity: opacity).json { fields += parts }
        return .object(fields)
    }
}
