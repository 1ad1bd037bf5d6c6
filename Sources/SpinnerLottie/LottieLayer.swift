#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SpinnerJSON

/// A layer's transform (`ks`): a point q lands at (q − a) · scale(s / 100) · rotate(r°) + p,
/// as CALayer places a layer with anchor `a` (in bounds coordinates) and position `p`.
public struct LottieTransform: Hashable, Sendable, LottieJSONRepresentable {
    public var a: LottieProperty<LottieVector>
    public var p: LottieProperty<LottieVector>
    public var s: LottieProperty<LottieVector>
    public var r: LottieProperty<LottieScalar>
    public var o: LottieProperty<LottieScalar>

    public init(a: LottieProperty<LottieVector> = .fixed([0, 0]), p: LottieProperty<LottieVector> = .fixed([0, 0]),
                s: LottieProperty<LottieVector> = .fixed([100, 100]), r: LottieProperty<LottieScalar> = .fixed(0),
                o: LottieProperty<LottieScalar> = .fixed(100)) {
        self.a = a; self.p = p; self.s = s; self.r = r; self.o = o
    }

    public var json: JSONValue { .fields(["a": a.json, "p": p.json, "s": s.json, "r": r.json, "o": o.json]) }
}

/// A mask (`masksProperties` entry): the closed path `pt`, combined with the masks before it
/// by `mode` `a` (add), `s` (subtract) or `i` (intersect). Its expansion `x` is written (0):
/// lottie-web's SVG renderer reads it unconditionally and throws without it, drawing nothing.
public struct LottieMask: Hashable, Sendable, LottieJSONRepresentable {
    public var nm: String
    public var mode: String
    public var pt: LottieProperty<LottieBezier>
    public init(nm: String, mode: String, pt: LottieProperty<LottieBezier>) { self.nm = nm; self.mode = mode; self.pt = pt }
    public var json: JSONValue {
        .fields(["nm": .string(nm), "mode": .string(mode), "inv": .bool(false), "pt": pt.json,
                 "o": LottieProperty<LottieScalar>.fixed(100).json,
                 "x": LottieProperty<LottieScalar>.fixed(0).json])
    }
}

/// A layer: `ty` 4 draws `shapes`, 2 the image asset `refId`, 0 the precomposition asset
/// `refId` (clipped to `w` × `h`, composited as one group with the layer's opacity), 3 is a
/// null that only carries a transform for its children (`parent` is the index `ind` of the
/// layer whose transform applies after this one's).
public struct LottieLayer: Hashable, Sendable, LottieJSONRepresentable {
    public var ty: Int
    public var nm: String
    public var ind: Int
    public var parent: Int?
    public var ks: LottieTransform
    public var ip: Double
    public var op: Double
    public var masks: [LottieMask]
    public var shapes: [LottieShape]?
    public var refId: String?
    /// A precomposition layer's size: what of its asset it shows.
    public var w: Int?
    public var h: Int?

    public init(ty: Int, nm: String, ind: Int, parent: Int?, ks: LottieTransform, ip: Double, op: Double,
                masks: [LottieMask] = [], shapes: [LottieShape]? = nil, refId: String? = nil, w: Int? = nil, h: Int? = nil) {
        self.ty = ty; self.nm = nm; self.ind = ind; self.parent = parent; self.ks = ks; self.ip = ip; self.op = op
        self.masks = masks; self.shapes = shapes; self.refId = refId; self.w = w; self.h = h
    }

    public var json: JSONValue {
        .fields(["ty": .number(Double(ty)), "nm": .string(nm), "ind": .number(Double(ind)), "refId": refId.map(JSONValue.string),
                 "w": w.map { .number(Double($0)) }, "h": h.map { .number(Double($0)) },
                 "parent": parent.map { .number(Double($0)) }, "ddd": .number(0), "sr": .number(1), "ao": .number(0),
                 "ks": ks.json, "hasMask": masks.isEmpty ? nil : .bool(true),
                 "masksProperties": masks.isEmpty ? nil : .array(masks.map(\.json)),
                 "shapes": shapes.map { .array($0.map(\.json)) },
                 "ip": .number(ip), "op": .number(op), "st": .number(0), "bm": .number(0)])
    }
}

/// The document: frame rate `fr`, frames `ip`..<`op`, canvas `w` × `h`, layers top first.
public struct LottieComposition: Hashable, Sendable, LottieJSONRepresentable {
    /// The Bodymovin version the structure follows.
    public static let version = "5.7.0"
    public var nm: String
    public var fr: Double
    public var ip: Double
    public var op: Double
    public var w: Int
    public var h: Int
    public var assets: [LottieAsset]
    public var layers: [LottieLayer]

    public init(nm: String, fr: Double, ip: Double, op: Double, w: Int, h: Int, assets: [LottieAsset] = [], layers: [LottieLayer]) {
        self.nm = nm; self.fr = fr; self.ip = ip; self.op = op; self.w = w; self.h = h; self.assets = assets; self.layers = layers
    }

    public var json: JSONValue {
        .fields(["v": .string(LottieComposition.version), "nm": .string(nm), "fr": .number(fr), "ip": .number(ip),
                 "op": .number(op), "w": .number(Double(w)), "h": .number(Double(h)), "ddd": .number(0),
                 "assets": .array(assets.map(\.json)), "layers": .array(layers.map(\.json))])
    }
}

/// An image embedded in the document (`e` 1): PNG bytes as a data URL, `w` × `h` pixels.
public struct LottieImageAsset: Hashable, Sendable, LottieJSONRepresentable {
    public var id: String
    public var w: Int
    public var h: Int
    public var png: [UInt8]
    public init(id: String, w: Int, h: Int, png: [UInt8]) { self.id = id; self.w = w; self.h = h; self.png = png }
    public var json: JSONValue {
        .fields(["id": .string(id), "w": .number(Double(w)), "h": .number(Double(h)), "u": .string(""),
                 "p": .string("data:image/png;base64," + Data(png).base64EncodedString()), "e": .number(1)])
    }
}
