import SpinnerAnimation

/// What `values` and `plot` read off a scene: each presented layer at a moment with its path of
/// names from the root, and its rows of presented values (arc ends after them).
public enum ValueSampling {
    /// Each presented layer with its path of names from the root ("view/circularLayer").
    public static func layers(_ scene: Scene, at time: Double) -> [(path: String, layer: PresentedLayer)] {
        var stack: [String] = []
        var out: [(String, PresentedLayer)] = []
        for layer in scene.presentedLayers(at: time) {
            stack.removeLast(max(0, stack.count - layer.depth))
            stack.append(layer.name)
            out.append((stack.joined(separator: "/"), layer))
        }
        return out
    }

    /// One layer at one moment: its path, the layer, and the rows kept by the filter (arc ends
    /// as `arc.tailAngle` and `arc.headAngle`, after the presented keys in name order).
    public struct LayerRows {
        public let path: String
        public let layer: PresentedLayer
        public let rows: [(key: String, value: AnimationValue)]

        public init(path: String, layer: PresentedLayer, rows: [(key: String, value: AnimationValue)]) {
            self.path = path
            self.layer = layer
            self.rows = rows
        }
    }

    /// Every moment's layers and rows at `times`, `filter` applied once it has been checked
    /// against what the tree shows.
    public static func rows(_ scene: Scene, times: [Double], filter: ValuesFilter) throws(ValuesFilterError) -> [[LayerRows]] {
        var keysShown = Set<String>()
        var layersShown: [(path: String, name: String)] = []
        let all = times.map { t in
            layers(scene, at: t).map { path, layer -> LayerRows in
                var rows = layer.values.values.sorted { $0.key.rawValue < $1.key.rawValue }.map { ($0.key.rawValue, $0.value) }
                if let arc = ArcEnds(layer) { rows += [("arc.tailAngle", .number(arc.tail)), ("arc.headAngle", .number(arc.head))] }
                keysShown.formUnion(rows.map(\.0))
                layersShown.append((path, layer.name))
                return LayerRows(path: path, layer: layer, rows: rows)
            }
        }
        try filter.check(keysShown: keysShown, layersShown: layersShown)
        return all.map { layers in
            layers.filter { filter.includes(path: $0.path, name: $0.layer.name) }.map {
                LayerRows(path: $0.path, layer: $0.layer, rows: $0.rows.filter { filter.includes(key: $0.key) })
            // A layer none of whose keys is asked for has nothing to say.
            }.filter { filter.keys == nil || !$0.rows.isEmpty }
        }
    }
}
