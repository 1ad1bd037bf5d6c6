#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SpinnerJSON

/// A layer's transform (`ks`): a point q lands at (q − anchor) · scale(scale / 100) ·
/// rotate(rotation°) + position, as CALayer places a layer with its anchor (in bounds
/// coordinates) at its position.
public struct LottieTransform: Hashable, Sendable, LottieJSONRepresentable {
    public var anchor: LottieProperty<LottieVector>
    public var position: LottieProperty<LottieVector>
    /// Percent on each axis.
    public var scale: LottieProperty<LottieVector>
    /// Degrees, clockwise.
    public var rotation: LottieProperty<LottieScalar>
    /// Percent.
    public var opacity: LottieProperty<LottieScalar>

    public init(anchor: LottieProperty<LottieVector> = .fixed([0, 0]), position: LottieProperty<LottieVector> = .fixed([0, 0]),
                scale: LottieProperty<LottieVector> = .fixed([100, 100]), rotation: LottieProperty<LottieScalar> = .fixed(0),
                opacity: LottieProperty<LottieScalar> = .fixed(100)) {
        self.anchor = anchor; self.position = position; self.scale = scale; self.rotation = rotation; self.opacity = opacity
    }

    public var json: JSONValue {
        .bodymovin([.anchor: anchor.json, .position: position.json, .scale: scale.json, .rotation: rotation.json, .opacity: opacity.json])
    }
}

/// How a mask combines with the masks before it (`mode`).
public enum LottieMaskMode: String, Hashable, Sendable {
    case add = "a"
    case subtract = "s"
    case intersect = "i"
}

/// A mask (`masksProperties` entry): the closed `path`, combined with the masks before it by
/// `mode`. Its expansion (`x`) is written (0): lottie-web's SVG renderer reads it
/// unconditionally and throws without it, drawing nothing.
public struct LottieMask: Hashable, Sendable, LottieJSONRepresentable {
    public var name: String
    public var mode: LottieMaskMode
    public var path: LottieProperty<LottieBezier>
    public init(name: String, mode: LottieMaskMode, path: LottieProperty<LottieBezier>) { self.name = name; self.mode = mode; self.path = path }
    public var json: JSONValue {
        .bodymovin([.name: .string(name), .mode: .string(mode.rawValue), .inverted: .bool(false), .path: path.json,
                    .opacity: LottieProperty<LottieScalar>.fixed(100).json,
                    .expansion: LottieProperty<LottieScalar>.fixed(0).json])
    }
}

/// What a layer is (`ty`).
public enum LottieLayerType: Int, Hashable, Sendable {
    /// Shows the precomposition asset `assetID`, clipped to its width × height and composited
    /// as one group with the layer's opacity.
    case precomposition = 0
    /// Shows the image asset `assetID`.
    case image = 2
    /// Draws nothing: carries a transform for the layers whose `parent` it is.
    case null = 3
    /// Draws its `shapes`.
    case shape = 4
}

/// A layer: what it draws (`type`), where (`transform`, after its `parent`'s, the layer whose
/// `index` that is), and from frame `inFrame` to `outFrame`.
public struct LottieLayer: Hashable, Sendable, LottieJSONRepresentable {
    public var type: LottieLayerType
    public var name: String
    public var index: Int
    public var parent: Int?
    public var transform: LottieTransform
    public var inFrame: Double
    public var outFrame: Double
    public var masks: [LottieMask]
    public var shapes: [LottieShape]?
    /// The asset an image or precomposition layer shows.
    public var assetID: String?
    /// A precomposition layer's size: what of its asset it shows.
    public var width: Int?
    public var height: Int?

    /// How the layer combines with the layers below it (`bm`: 0 normal, Bodymovin's order).
    public var blendMode = 0

    public init(type: LottieLayerType, name: String, index: Int, parent: Int?, transform: LottieTransform, inFrame: Double, outFrame: Double,
                masks: [LottieMask] = [], shapes: [LottieShape]? = nil, assetID: String? = nil, width: Int? = nil, height: Int? = nil) {
        self.type = type; self.name = name; self.index = index; self.parent = parent; self.transform = transform
        self.inFrame = inFrame; self.outFrame = outFrame
        self.masks = masks; self.shapes = shapes; self.assetID = assetID; self.width = width; self.height = height
    }

    public var json: JSONValue {
        .bodymovin([.type: .number(Double(type.rawValue)), .name: .string(name), .index: .number(Double(index)),
                    .assetID: assetID.map(JSONValue.string), .width: width.map { .number(Double($0)) }, .height: height.map { .number(Double($0)) },
                    .parent: parent.map { .number(Double($0)) }, .threeD: .number(0), .stretch: .number(1), .autoOrient: .number(0),
                    .transform: transform.json, .hasMask: masks.isEmpty ? nil : .bool(true),
                    .masks: masks.isEmpty ? nil : .array(masks.map(\.json)),
                    .shapes: shapes.map { .array($0.map(\.json)) },
                    .inFrame: .number(inFrame), .outFrame: .number(outFrame), .startTime: .number(0), .blendMode: .number(Double(blendMode))])
    }
}

/// The document: `frameRate`, frames `inFrame`..<`outFrame`, a `width` × `height` canvas,
/// layers top first.
public struct LottieComposition: Hashable, Sendable, LottieJSONRepresentable {
    /// The Bodymovin version the structure follows.
    public static let version = "5.7.0"
    public var name: String
    public var frameRate: Double
    public var inFrame: Double
    public var outFrame: Double
    public var width: Int
    public var height: Int
    public var assets: [LottieAsset]
    public var layers: [LottieLayer]

    public init(name: String, frameRate: Double, inFrame: Double, outFrame: Double, width: Int, height: Int, assets: [LottieAsset] = [],
                layers: [LottieLayer]) {
        self.name = name; self.frameRate = frameRate; self.inFrame = inFrame; self.outFrame = outFrame
        self.width = width; self.height = height; self.assets = assets; self.layers = layers
    }

    public var json: JSONValue {
        .bodymovin([.version: .string(LottieComposition.version), .name: .string(name), .frameRate: .number(frameRate),
                    .inFrame: .number(inFrame), .outFrame: .number(outFrame), .width: .number(Double(width)), .height: .number(Double(height)),
                    .threeD: .number(0), .assets: .array(assets.map(\.json)), .layers: .array(layers.map(\.json))])
    }
}

/// An image embedded in the document (`e` 1): PNG bytes as a data URL, `width` × `height`
/// pixels.
public struct LottieImageAsset: Hashable, Sendable, LottieJSONRepresentable {
    public var id: String
    public var width: Int
    public var height: Int
    public var png: [UInt8]
    public init(id: String, width: Int, height: Int, png: [UInt8]) { self.id = id; self.width = width; self.height = height; self.png = png }
    public var json: JSONValue {
        .bodymovin([.id: .string(id), .width: .number(Double(width)), .height: .number(Double(height)), .directory: .string(""),
                    .imagePath: .string("data:image/png;base64," + Data(png).base64EncodedString()), .embedded: .number(1)])
    }
}
