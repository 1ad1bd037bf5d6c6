import SpinnerCore

/// A layer tree with its animations, frozen so that any moment of it can be drawn: the
/// timeline engine's input. `presentation(at:)` is a pure, total function of time.
public struct Scene: Sendable {
    /// The canvas in pixels: the root layer's bounds times `scale`.
    public let pixelWidth: Int
    public let pixelHeight: Int
    /// Pixels per point.
    public let scale: Double
    /// What the canvas shows under the root layer.
    public let background: Color
    let root: LayerSnapshot
    let rootToCanvas: AffineTransform

    /// Freezes `root` and its sublayers. The canvas is the root layer's frame, `scale` pixels
    /// per point, rounded to whole pixels.
    public init(root: Layer, scale: Double = 1, background: Color = .clear) throws(SceneError) {
        let snapshot = try LayerSnapshot(root)
        let w = root.bounds.width * scale, h = root.bounds.height * scale
        guard w.isFinite, h.isFinite, w >= 0.5, h >= 0.5, w < Double(Int32.max), h < Double(Int32.max) else {
            throw SceneError(kind: .invalidCanvas, layer: snapshot.name)
        }
        self.root = snapshot
        self.scale = scale
        self.background = background
        pixelWidth = Int(w.rounded())
        pixelHeight = Int(h.rounded())
        let frame = root.frame
        rootToCanvas = AffineTransform(translationX: -frame.minX, y: -frame.minY)
            .concatenating(AffineTransform(scaleX: scale, y: scale))
    }

    /// The frame at `time` seconds as a display list in device pixels.
    public func presentation(at time: Double) -> DisplayList {
        var list = DisplayList(width: pixelWidth, height: pixelHeight, background: background)
        walk(root, parentTime: time, parentTransform: rootToCanvas, opacity: 1, depth: 0) { state in
            guard state.opacity > 0 else { return }
            if case .color(let bg)? = state.values["backgroundColor"], bg.alpha > 0,
               case .rect(let bounds)? = state.values["bounds"], !bounds.isEmpty {
                var path = Path()
                path.addRect(bounds)
                list.commands.append(.draw(DisplayItem(path: path, transform: state.transform, style: .fill(.nonZero),
                                              paint: .solid(bg), opacity: state.opacity)))
            }
            for content in state.layer.drawing?.contentItems(values: state.values) ?? [] {
                list.commands.append(.draw(DisplayItem(path: content.path, transform: state.transform, style: content.style,
                                              paint: content.paint, opacity: state.opacity)))
            }
        }
        return list
    }

    /// Every visible layer's presented values at `time`, in drawing order: golden data that no
    /// anti-aliasing can disturb.
    public func presentedLayers(at time: Double) -> [PresentedLayer] {
        var out: [PresentedLayer] = []
        walk(root, parentTime: time, parentTransform: rootToCanvas, opacity: 1, depth: 0) { state in
            out.append(PresentedLayer(name: state.layer.name, depth: state.depth, values: state.values,
                                      transform: state.transform))
        }
        return out
    }

    struct VisitState {
        let layer: LayerSnapshot
        let values: PropertyValues
        let transform: AffineTransform
        let opacity: Double
        let depth: Int
    }

    /// Visits visible layers back to front: a layer, then its sublayers.
    private func walk(_ layer: LayerSnapshot, parentTime: Double, parentTransform: AffineTransform,
                      opacity: Double, depth: Int, visit: (VisitState) -> Void) {
        guard !layer.isHidden else { return }
        let time = layer.localTime(parentTime)
        let presented = PresentationValues(layer: layer, time: time)
        // Opacity multiplies down the tree; exact for layers whose drawings do not overlap.
        let alpha = opacity * min(max(presented.opacity, 0), 1)
        let transform = presented.layerToSuperlayer.concatenating(parentTransform)
        visit(VisitState(layer: layer, values: presented.values, transform: transform, opacity: alpha, depth: depth))
        for sub in layer.sublayers {
            walk(sub, parentTime: time, parentTransform: transform, opacity: alpha, depth: depth + 1, visit: visit)
        }
    }
}
