import SpinnerJSON

/// The Lottie features a document uses and how often, read off its JSON as written (so it lists
/// what the file asks for, whether or not the import maps it): what `check` prints beside the
/// notes on what is approximated or left out.
public struct LottieFeatureList: Sendable {
    /// Feature names with their counts, in the order first met (layers and their shapes, then
    /// precompositions, then what may sit anywhere).
    public private(set) var counts: [(name: String, count: Int)] = []

    /// `shape layers 3, fills 2, expressions 1`.
    public var description: String { counts.map { "\($0.name) \($0.count)" }.joined(separator: ", ") }

    static let layerTypes = [0: "precomposition layers", 1: "solid layers", 2: "image layers", 3: "null layers", 4: "shape layers", 5: "text layers"]
    static let shapeTypes = [
        "gr": "groups", "rc": "rectangles", "el": "ellipses", "sr": "polystars", "sh": "paths", "fl": "fills", "st": "strokes",
        "gf": "gradient fills", "gs": "gradient strokes", "tm": "trim paths", "rp": "repeaters", "rd": "rounded corners",
        "mm": "merge paths", "op": "offset paths", "pb": "pucker and bloat", "tw": "twist", "zz": "zig zag",
    ]

    /// Counts the features of `document` (a Bodymovin object; anything else gives an empty list).
    public init(_ document: JSONValue) {
        var tally: [String: Int] = [:]
        var order: [String] = []
        func add(_ name: String, _ n: Int = 1) {
            if tally[name] == nil { order.append(name) }
            tally[name, default: 0] += n
        }
        func layers(_ value: JSONValue?) {
            guard case .array(let items)? = value else { return }
            for layer in items {
                if case .number(let ty)? = layer["ty"] { add(Self.layerTypes[Int(exactly: ty) ?? -1] ?? "layer type \(ty)") }
                if layer["parent"] != nil { add("parenting") }
                if case .array(let m)? = layer["masksProperties"], !m.isEmpty { add("masks", m.count) }
                if case .number(let tt)? = layer["tt"], tt != 0 { add("track mattes") }
                // Drop shadows (the Drop Shadow effect, the drop-shadow style) apart from other effects and styles.
                for (key, shadowType, others) in [("ef", 25.0, "effects"), ("sy", 1.0, "layer styles")] {
                    guard case .array(let items)? = layer[key], !items.isEmpty else { continue }
                    let shadows = items.filter { if case .number(shadowType)? = $0["ty"] { true } else { false } }.count
                    if shadows > 0 { add("drop shadows", shadows) }
                    if items.count > shadows { add(others, items.count - shadows) }
                }
                if case .number(1)? = layer["ddd"] { add("3D layers") }
                if layer["tm"] != nil { add("time remapping") }
                if case .number(let sr)? = layer["sr"], sr != 1 { add("time stretch") }
                if case .number(let bm)? = layer["bm"], bm != 0 { add("blend modes") }
                if case .number(1)? = layer["ao"] { add("auto-orient") }
                if case .bool(true)? = layer["hd"] { add("hidden layers") }
                shapes(layer["shapes"])
            }
        }
        func shapes(_ value: JSONValue?) {
            guard case .array(let items)? = value else { return }
            for item in items {
                guard case .string(let ty)? = item["ty"], ty != "tr" else { continue }
                add(Self.shapeTypes[ty] ?? "shape type '\(ty.prefix(8))'")
                shapes(item["it"])
            }
        }
        layers(document["layers"])
        if case .array(let assets)? = document["assets"] {
            for asset in assets {
                if asset["layers"] != nil { add("precompositions"); layers(asset["layers"]) } else if asset["p"] != nil { add("image assets") }
            }
        }
        // Animated properties and expressions, wherever they sit: objects with `a: 1` or an `x`.
        var stack = [document]
        var visited = 0, animated = 0, expressions = 0
        while let value = stack.popLast(), visited < 10_000_000 {
            visited += 1
            switch value {
            case .object(let members):
                if case .number(1)? = value["a"], value["k"] != nil { animated += 1 }
                if case .string? = value["x"], value["k"] != nil { expressions += 1 }
                stack.append(contentsOf: members.map(\.value))
            case .array(let items): stack.append(contentsOf: items)
            default: break
            }
        }
        // Counted apart so the two are listed in this order whatever the walk meets first.
        if animated > 0 { add("animated properties", animated) }
        if expressions > 0 { add("expressions", expressions) }
        if case .array(let m)? = document["markers"], !m.isEmpty { add("markers", m.count) }
        if document["chars"] != nil { add("glyph text (chars)") }
        counts = order.map { ($0, tally[$0]!) }
    }
}
