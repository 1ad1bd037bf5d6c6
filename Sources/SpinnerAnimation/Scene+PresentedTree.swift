import SpinnerCore

extension Scene {
    /// The whole layer tree at `time`, every layer present (see `PresentedNode`), the root
    /// placed on the canvas in points (the scene's `scale` is not applied).
    public func presentedTree(at time: Double) -> PresentedNode {
        let canvas = rootToCanvas.concatenating(AffineTransform(scaleX: 1 / scale, y: 1 / scale))
        return PresentedTreeBuilder.node(root, parentTime: time, tint: .white, suffix: "", placement: canvas)
    }
}

/// Builds `PresentedNode`s the way `LayerRenderer` draws: the same values, contents, clip and
/// replicator copies, but nothing skipped.
enum PresentedTreeBuilder {
    static func node(_ layer: LayerSnapshot, parentTime: Double, tint: Color, suffix: String,
                     placement: AffineTransform = .identity) -> PresentedNode {
        let time = layer.localTime(parentTime)
        let presented = PresentationValues(layer: layer, time: time)
        let values = presented.values
        let bounds = values["bounds"]?.rect ?? .zero
        let anchorPoint = values["anchorPoint"]?.point ?? Point(x: 0.5, y: 0.5)
        let anchor = Point(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
        var position = values["position"]?.point ?? .zero
        // The placement (the root's canvas offset) is a translation, so it moves the position.
        position = placement.apply(position)
        let transform = presented.layerToSuperlayer.isFinite
            ? anchored(presented.layerToSuperlayer, anchor: anchor, position: values["position"]?.point ?? .zero)
            : AffineTransform(scaleX: 0, y: 0)
        let radius = max(0, min(values["cornerRadius"]?.number ?? 0, min(bounds.width, bounds.height) / 2))

        var below: [LayerContent] = []
        if let bg = values["backgroundColor"]?.color, bg.alpha > 0, !bounds.isEmpty {
            below.append(LayerContent(path: LayerRenderer.roundedRect(bounds, radius), style: .fill(.nonZero), paint: .solid(bg)))
        }
        below += layer.drawing?.contentItems(values: values) ?? []
        var above: [LayerContent] = []
        if let width = values["borderWidth"]?.number, width > 0, width.isFinite,
           let color = values["borderColor"]?.color, color.alpha > 0, !bounds.isEmpty {
            var ring = LayerRenderer.roundedRect(bounds, radius)
            let w = min(width, min(bounds.width, bounds.height) / 2)
            let inner = bounds.insetBy(dx: w, dy: w)
            if !inner.isEmpty {
                for e in LayerRenderer.roundedRect(inner, max(0, radius - w)).elements { ring.append(e) }
            }
            above.append(LayerContent(path: ring, style: .fill(.evenOdd), paint: .solid(color)))
        }
        func tinted(_ items: [LayerContent]) -> [LayerContent] {
            items.map { LayerContent(path: $0.path, style: $0.style, paint: $0.paint.multiplied(by: tint)) }
        }

        var children: [PresentedNode] = []
        if let replicator = layer.replicator {
            for copy in replicator.copies(values: values, time: time, sublayersToDevice: presented.sublayerTransform(layer.sublayerTransform.affine)) {
                let subs = LayerRenderer.drawingOrder(layer.sublayers, parentTime: copy.time).map { node($0, parentTime: copy.time, tint: tint.multiplied(by: copy.color), suffix: suffix + "[\(copy.index)]") }
                children.append(PresentedNode(name: "copy" + suffix + "[\(copy.index)]", transform: copy.transform, children: subs))
            }
        } else {
            let subs = LayerRenderer.drawingOrder(layer.sublayers, parentTime: time).map { node($0, parentTime: time, tint: tint, suffix: suffix) }
            let sublayerTransform = presented.sublayerTransform(layer.sublayerTransform.affine)
            children = sublayerTransform == .identity || subs.isEmpty
                ? subs : [PresentedNode(name: layer.name + suffix + ".sublayerTransform", transform: sublayerTransform, children: subs)]
        }
        let opacity = presented.isHidden || !presented.layerToSuperlayer.isFinite ? 0 : min(max(presented.opacity, 0), 1)
        return PresentedNode(
            name: layer.name + suffix, anchor: anchor, position: position, transform: transform, opacity: opacity,
            below: tinted(below), above: tinted(above),
            clip: layer.masksToBounds ? LayerRenderer.roundedRect(bounds, radius) : nil,
            mask: layer.mask.map { node($0, parentTime: time, tint: .white, suffix: suffix) },
            children: children)
    }

    /// The part of a layer's placement between its anchor and its position: `layerToSuperlayer`
    /// = translate(−anchor) · transform · translate(position), solved for `transform`.
    private static func anchored(_ placement: AffineTransform, anchor: Point, position: Point) -> AffineTransform {
        AffineTransform(translationX: anchor.x, y: anchor.y).concatenating(placement)
            .concatenating(AffineTransform(translationX: -position.x, y: -position.y))
    }
}
