import SpinnerJSON

/// A Lottie (Bodymovin) file read into types: the main composition, its precompositions by
/// asset id, and the notes on what the import leaves out.
public struct LottieComposition: Hashable, Sendable {
    /// A precomposition asset: layers with their own frame numbering.
    public struct Precomp: Hashable, Sendable {
        public var id: String
        public var layers: [LottieLayer]
        /// The frame rate of the asset's own keyframes when it states one (`fr`), else the file's.
        public var frameRate: Double?
    }

    public var version: String
    public var frameRate: Double
    public var inPoint: Double
    public var outPoint: Double
    public var width: Double
    public var height: Double
    public var layers: [LottieLayer]
    public var precomps: [String: Precomp]
    /// Image assets' ids (their files are not read).
    public var imageIDs: Set<String>
    /// What is not reproduced, first place each occurs.
    public var notes: [LottieNote]
    /// Image assets by id: where their pixels are (the caller reads them; see `LottieImage`).
    public var images: [String: LottieImage] = [:]

    /// One loop, seconds.
    public var duration: Double { (outPoint - inPoint) / frameRate }

    /// Whether `value` looks like a Lottie document: an object with `v`, `fr`, `ip`, `op`, `w`,
    /// `h` and `layers`. How a source is told apart by content, before it is read strictly.
    public static func looksLikeLottie(_ value: JSONValue) -> Bool {
        ["v", "fr", "ip", "op", "w", "h", "layers"].allSatisfy { value[$0] != nil }
    }

    /// Reads the bytes of a file, checking `limits` before and while reading; `fonts` finds the
    /// fonts of text whose characters the file's glyphs (`chars`) lack.
    public static func read(_ bytes: [UInt8], limits: LottieLimits = .standard,
                            fonts: LottieFontProvider? = nil) throws(LottieImportError) -> LottieComposition {
        guard bytes.count <= limits.maxFileBytes else {
            throw LottieImportError(.fileTooLarge(bytes: bytes.count, limit: limits.maxFileBytes), at: JSONPath())
        }
        let value: JSONValue
        do { value = try JSONReader.read(bytes, maxDepth: limits.maxNesting) } catch {
            throw LottieImportError(.notJSON("\(error.message) at \(error.position)"), at: error.path)
        }
        return try read(value, limits: limits, fonts: fonts)
    }

    /// Reads a document already parsed.
    public static func read(_ value: JSONValue, limits: LottieLimits = .standard,
                            fonts: LottieFontProvider? = nil) throws(LottieImportError) -> LottieComposition {
        let context = LottieReadContext(limits: limits, fonts: fonts)
        let root = try LottieNode(value: value, path: JSONPath(), context: context).object()
        let frameRate = try root.number("fr")
        guard frameRate > 0 else { throw try root.required("fr").bad("frame rate must be more than 0") }
        let inPoint = try root.number("ip")
        let outPoint = try root.number("op")
        guard outPoint > inPoint else { throw try root.required("op").bad("op (\(outPoint)) must be after ip (\(inPoint))") }
        let width = try root.number("w")
        let height = try root.number("h")
        guard width > 0, height > 0, width <= 100_000, height <= 100_000 else {
            throw root.bad("w and h must be from 1 to 100000 (\(width) x \(height))")
        }
        let version: String
        if let v = root.child("v"), case .string(let s) = v.value { version = s } else { version = "" }

        context.glyphs = try LottieGlyphs.read(chars: root.child("chars"), fonts: root.child("fonts"))
        var precomps: [String: Precomp] = [:]
        var imageIDs: Set<String> = []
        var images: [String: LottieImage] = [:]
        for asset in try root.child("assets")?.array ?? [] {
            let asset = try asset.object()
            let id = try asset.required("id").string
            if let layers = asset.child("layers") {
                precomps[id] = Precomp(id: id, layers: try readLayers(layers), frameRate: try asset.optionalNumber("fr"))
            } else {
                imageIDs.insert(id)
                images[id] = LottieImage(id: id, width: try asset.number("w", default: 0), height: try asset.number("h", default: 0),
                                         folder: try asset.optionalString("u") ?? "", name: try asset.optionalString("p") ?? "",
                                         embedded: try asset.int("e", default: 0) == 1)
            }
        }
        let layersNode = try root.required("layers")
        let layers = try readLayers(layersNode)
        try checkPrecomps(layers, at: layersNode.path, precomps: precomps, imageIDs: imageIDs, limits: limits)
        var composition = LottieComposition(version: version, frameRate: frameRate, inPoint: inPoint, outPoint: outPoint, width: width,
                                            height: height, layers: layers, precomps: precomps, imageIDs: imageIDs, notes: context.notes)
        composition.images = images
        return composition
    }

    private static func readLayers(_ node: LottieNode) throws(LottieImportError) -> [LottieLayer] {
        let items = try node.array
        try node.context.countLayers(items.count, at: node.path)
        var layers: [LottieLayer] = []
        for item in items { layers.append(try LottieLayer.read(item)) }
        try checkParents(layers, at: node)
        return layers
    }

    /// Following parents ends (a parent naming no layer is noted and ignored).
    private static func checkParents(_ layers: [LottieLayer], at node: LottieNode) throws(LottieImportError) {
        var byIndex: [Int: Int] = [:]
        for (i, layer) in layers.enumerated() { if let ind = layer.index { byIndex[ind] = i } }
        for (i, layer) in layers.enumerated() {
            var seen: Set<Int> = []
            var parent = layer.parent
            while let p = parent {
                // A parent no layer has is ignored, as lottie-ios and lottie-web do (exporters
                // leave them after deleting a layer); a loop cannot be drawn at all.
                guard let j = byIndex[p] else {
                    node.context.note("missing parent layer \(p) (ignored)", at: node.path.appending(i).appending("parent"))
                    break
                }
                guard seen.insert(j).inserted else {
                    throw LottieImportError(.badParent(p), at: node.path.appending(i).appending("parent"))
                }
                parent = layers[j].parent
            }
        }
    }

    /// Precomposition layers name existing assets, nest at most `maxPrecompDepth` deep, and
    /// never contain themselves.
    private static func checkPrecomps(_ layers: [LottieLayer], at path: JSONPath, precomps: [String: Precomp], imageIDs: Set<String>,
                                      limits: LottieLimits) throws(LottieImportError) {
        var done: Set<String> = []
        func visit(_ layers: [LottieLayer], path: JSONPath, chain: [String]) throws(LottieImportError) {
            guard chain.count <= limits.maxPrecompDepth else {
                throw LottieImportError(.limitExceeded(name: "nested precompositions", limit: limits.maxPrecompDepth), at: path)
            }
            for (i, layer) in layers.enumerated() {
                let refPath = path.appending(i).appending("refId")
                switch layer.content {
                case .precomp(let id, _, _, _):
                    if chain.contains(id) { throw LottieImportError(.precompCycle(chain + [id]), at: refPath) }
                    guard let asset = precomps[id] else { throw LottieImportError(.unknownAsset(id), at: refPath) }
                    // A precomposition already checked from here down needs no second walk.
                    if done.contains(id) { continue }
                    try visit(asset.layers, path: JSONPath([.key("assets"), .key(id), .key("layers")]), chain: chain + [id])
                    done.insert(id)
                case .image(let id):
                    guard imageIDs.contains(id) else { throw LottieImportError(.unknownAsset(id), at: refPath) }
                default:
                    break
                }
            }
        }
        try visit(layers, path: path, chain: [])
    }
}
