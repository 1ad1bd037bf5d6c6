import SpinnerJSON

/// The one map from the model's Swift names to Bodymovin's keys: the model reads as Core
/// Animation does (`name`, `opacity`, `lineCap`), the file keeps the keys players read (`nm`,
/// `o`, `lc`). Bodymovin reuses letters (`s` is a scale, a trim's start or a keyframe's value),
/// so the map is a switch, not raw values.
enum LottieKey {
    case version, name, frameRate, inFrame, outFrame, startTime, width, height, threeD, assets, layers
    case type, index, parent, assetID, stretch, autoOrient, transform, hasMask, masks, shapes, blendMode
    case anchor, position, scale, rotation, opacity
    case inverted, mode, path, expansion
    case itemCount, items, bezier, color, fillRule, strokeWidth, lineCap, lineJoin, miterLimit
    case gradientType, start, end, stops, colorCount, offset, trimMode
    case animated, value, time, startValue, inTangent, outTangent, hold, x, y
    case closed, vertices, inTangents, outTangents
    case id, directory, imagePath, embedded

    /// The key in the file.
    var key: String {
        switch self {
        case .version: return "v"
        case .name: return "nm"
        case .frameRate: return "fr"
        case .inFrame: return "ip"
        case .outFrame: return "op"
        case .startTime: return "st"
        case .width, .strokeWidth: return "w"
        case .height: return "h"
        case .threeD: return "ddd"
        case .assets: return "assets"
        case .layers: return "layers"
        case .type: return "ty"
        case .index: return "ind"
        case .parent: return "parent"
        case .assetID: return "refId"
        case .stretch: return "sr"
        case .autoOrient: return "ao"
        case .transform, .bezier: return "ks"
        case .hasMask: return "hasMask"
        case .masks: return "masksProperties"
        case .shapes: return "shapes"
        case .blendMode: return "bm"
        case .anchor, .animated: return "a"
        case .position, .colorCount, .imagePath: return "p"
        case .scale, .start, .startValue: return "s"
        case .rotation, .fillRule: return "r"
        case .opacity, .offset, .outTangent, .outTangents: return "o"
        case .inverted: return "inv"
        case .mode: return "mode"
        case .path: return "pt"
        case .expansion: return "x"
        case .itemCount: return "np"
        case .items: return "it"
        case .color, .closed: return "c"
        case .lineCap: return "lc"
        case .lineJoin: return "lj"
        case .miterLimit: return "ml"
        case .gradientType, .time: return "t"
        case .end, .embedded: return "e"
        case .stops: return "g"
        case .trimMode: return "m"
        case .value: return "k"
        case .inTangent, .inTangents: return "i"
        case .hold: return "h"
        case .x: return "x"
        case .y: return "y"
        case .vertices: return "v"
        case .id: return "id"
        case .directory: return "u"
        }
    }
}

extension JSONValue {
    /// A Bodymovin object: the pairs in the order given, keys through `LottieKey`, leaving out
    /// those whose value is nil.
    static func bodymovin(_ pairs: KeyValuePairs<LottieKey, JSONValue?>) -> JSONValue {
        .object(pairs.compactMap { key, value in value.map { JSONMember(key.key, $0) } })
    }
}
