import SpinnerJSON

/// One item of a shape layer's `shapes` or of a group's `it`, as lottie-ios's `ShapeItem`
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
    public var nm: String
    public var it: [LottieShape]
    public init(nm: String, it: [LottieShape]) { self.nm = nm; self.it = it }
    public var json: JSONValue {
        .fields(["ty": .string("gr"), "nm": .string(nm), "np": .number(Double(it.count)), "it": .array(it.map(\.json))])
    }
}

/// `sh`: one contour, fixed or animated.
public struct LottiePath: Hashable, Sendable, LottieJSONRepresentable {
    public var nm: String
    public var ks: LottieProperty<LottieBezier>
    public init(nm: String, ks: LottieProperty<LottieBezier>) { self.nm = nm; self.ks = ks }
    public var json: JSONValue { .fields(["ty": .string("sh"), "nm": .string(nm), "ks": ks.json]) }
}

/// `fl`: a solid fill; `c` is RGB 0...1, `o` opacity in percent, `r` 1 non-zero, 2 even-odd.
public struct LottieFill: Hashable, Sendable, LottieJSONRepresentable {
    public var c: LottieProperty<LottieVector>
    public var o: LottieProperty<LottieScalar>
    public var r: Int
    public init(c: LottieProperty<LottieVector>, o: LottieProperty<LottieScalar>, r: Int) { self.c = c; self.o = o; self.r = r }
    public var json: JSONValue {
        .fields(["ty": .string("fl"), "nm": .string("fill"), "c": c.json, "o": o.json, "r": .number(Double(r))])
    }
}

/// `st`: a solid stroke; `lc` 1 butt, 2 round, 3 square; `lj` 1 miter, 2 round, 3 bevel. No
/// dash list (`d`): dashes are written as contours of their own (see `LottieDashes`).
public struct LottieStroke: Hashable, Sendable, LottieJSONRepresentable {
    public var c: LottieProperty<LottieVector>
    public var o: LottieProperty<LottieScalar>
    public var w: LottieProperty<LottieScalar>
    public var lc: Int
    public var lj: Int
    public var ml: Double
    public init(c: LottieProperty<LottieVector>, o: LottieProperty<LottieScalar>, w: LottieProperty<LottieScalar>,
                lc: Int, lj: Int, ml: Double) {
        self.c = c; self.o = o; self.w = w; self.lc = lc; self.lj = lj; self.ml = ml
    }
    public var json: JSONValue {
        .fields(["ty": .string("st"), "nm": .string("stroke"), "c": c.json, "o": o.json, "w": w.json,
                 "lc": .number(Double(lc)), "lj": .number(Double(lj)), "ml": .number(ml)])
    }
}

/// A gradient's stops (`g`): `p` colour stops, `k` their offsets and RGB, then
/// offset-alpha pairs.
public struct LottieGradientStops: Hashable, Sendable, LottieJSONRepresentable {
    public var p: Int
    public var k: LottieProperty<LottieVector>
    public init(p: Int, k: LottieProperty<LottieVector>) { self.p = p; self.k = k }
    public var json: JSONValue { .fields(["p": .number(Double(p)), "k": k.json]) }
}

/// `gf`: a gradient fill from `s` to `e`; `t` 1 linear, 2 radial.
public struct LottieGradientFill: Hashable, Sendable, LottieJSONRepresentable {
    public var t: Int
    public var s: LottieProperty<LottieVector>
    public var e: LottieProperty<LottieVector>
    public var g: LottieGradientStops
    public var o: LottieProperty<LottieScalar>
    public var r: Int
    public init(t: Int, s: LottieProperty<LottieVector>, e: LottieProperty<LottieVector>, g: LottieGradientStops,
                o: LottieProperty<LottieScalar>, r: Int) {
        self.t = t; self.s = s; self.e = e; self.g = g; self.o = o; self.r = r
    }
    public var json: JSONValue {
        .fields(["ty": .string("gf"), "nm": .string("gradient"), "t": .number(Double(t)), "s": s.json, "e": e.json,
                 "g": g.json, "o": o.json, "r": .number(Double(r))])
    }
}

/// `tm`: trims the paths before it to `s`...`e` percent of their length, shifted by `o`
/// degrees; `m` 2 trims the group's paths as one path in sequence, as CAShapeLayer trims the
/// subpaths of one path.
public struct LottieTrim: Hashable, Sendable, LottieJSONRepresentable {
    public var s: LottieProperty<LottieScalar>
    public var e: LottieProperty<LottieScalar>
    public var m: Int
    public init(s: LottieProperty<LottieScalar>, e: LottieProperty<LottieScalar>, m: Int) { self.s = s; self.e = e; self.m = m }
    public var json: JSONValue {
        .fields(["ty": .string("tm"), "nm": .string("trim"), "s": s.json, "e": e.json,
                 "o": LottieProperty<LottieScalar>.fixed(0).json, "m": .number(Double(m))])
    }
}

/// `tr`: a group's transform, here always the identity (layers carry the placement).
public struct LottieShapeTransform: Hashable, Sendable, LottieJSONRepresentable {
    /// The group's opacity (`o`, percent).
    public var o: LottieProperty<LottieScalar>
    public init(o: LottieProperty<LottieScalar> = .fixed(100)) { self.o = o }
    public var json: JSONValue {
        var fields = [JSONMember("ty", .string("tr")), JSONMember("nm", .string("transform"))]
        if case .object(let parts) = LottieTransform(o: o).json { fields += parts }
        return .object(fields)
    }
}
