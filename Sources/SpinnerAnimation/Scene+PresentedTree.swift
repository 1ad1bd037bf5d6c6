import SpinnerCore

extension Scene {
    /// The whole layer tree at `time`, every layer present (see `PresentedNode`), the root
    /// placed on the canvas in points (the scene's `scale` is not applied).
    ///
    /// A layer that can leave the plane is presented flat (`PresentedNode.projectionNotes`):
    /// its drawings projected into its parent's plane, their edges within `projectionTolerance`
    /// points of the exact images.
    public func presentedTree(at time: Double, projectionTolerance: Double = 0.01) -> PresentedNode {
        let canvas = rootToCanvas.concatenating(AffineTransform(scaleX: 1 / scale, y: 1 / scale))
        let builder = PresentedTreeBuilder(tolerance: projectionTolerance)
        let shown = tree(at: time)
        if shown.root.leavesPlane {
            return builder.projected(shown.root, parentTime: shown.time, tint: .white, suffix: "", space: LayerRenderer.Space(toDevice: canvas))
        }
        return builder.node(shown.root, parentTime: shown.time, tint: .white, suffix: "", placement: canvas)
    }
}

/// Builds `PresentedNode`s the way `LayerRenderer` draws: the same values, contents, clip and
/// replicator copies, but nothing skipped.
struct PresentedTreeBuilder {
    /// How far a projected edge may stray from its exact image, in points.
    let tolerance: Double

    func node(_ layer: LayerSnapshot, parentTime: Double, tint: Color, suffix: String,
                     placement: AffineTransform = .identity) -> PresentedNode {
        let time = layer.localTime(parentTime)
        let presented = PresentationValues(layer: layer, time: time)
        let values = presented.values
        let backing = LayerBacking(values)
        let bounds = backing.bounds
        let anchorPoint = values[.anchorPoint]?.point ?? Point(x: 0.5, y: 0.5)
        let anchor = Point(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
        var position = values[.position]?.point ?? .zero
        // The placement (the root's canvas offset) is a translation, so it moves the position.
        position = placement.apply(position)
        let transform = presented.layerToSuperlayer.isFinite
            ? Self.anchored(presented.layerToSuperlayer, anchor: anchor, position: values[.position]?.point ?? .zero)
            : AffineTransform(scaleX: 0, y: 0)
        var below = backing.background(values).map { [$0] } ?? []
        below += layer.drawing?.contentItems(values: values) ?? []
        let above = backing.border(values).map { [$0] } ?? []
        func tinted(_ items: [LayerContent]) -> [LayerContent] {
            items.map { LayerContent(path: $0.path, style: $0.style, paint: $0.paint.multiplied(by: tint)) }
        }

        var children: [PresentedNode] = []
        let sublayerMatrix = LayerRenderer.presentedSublayerTransform(layer, presented)
        // A sublayer that can leave the plane is presented flat, in the space it is drawn in.
        func sublayer(_ sub: LayerSnapshot, at t: Double, tint: Color, suffix: String) -> PresentedNode {
            sub.leavesPlane
                ? projected(sub, parentTime: t, tint: tint, suffix: suffix, space: LayerRenderer.Space(toDevice: .identity))
                : node(sub, parentTime: t, tint: tint, suffix: suffix)
        }
        if let replicator = layer.replicator {
            for copy in replicator.copies(values: values, time: time, sublayersToDevice: presented.sublayerTransform(sublayerMatrix.affine)) {
                let tint = tint.multiplied(by: copy.color), suffix = suffix + "[\(copy.index)]"
                let subs = LayerRenderer.drawingOrder(of: layer, parentTime: copy.time).map { sublayer($0, at: copy.time, tint: tint, suffix: suffix) }
                children.append(PresentedNode(name: "copy" + suffix, transform: copy.transform, children: subs))
            }
        } else if layer.sublayersLeavePlane {
            // Every sublayer is seen through the sublayer transform in 3D, from this layer's plane.
            let space = LayerRenderer.sublayerSpace(layer, presented, transform: .identity, projection: nil)
            children = LayerRenderer.drawingOrder(of: layer, parentTime: time).map {
                projected($0, parentTime: time, tint: tint, suffix: suffix, space: space)
            }
        } else {
            let subs = LayerRenderer.drawingOrder(of: layer, parentTime: time).map { sublayer($0, at: time, tint: tint, suffix: suffix) }
            // Whether the node is there depends on the layer alone, not on the moment.
            let hasNode = !subs.isEmpty && (layer.animatedKeys.contains(.sublayerTransform) || layer.sublayerTransform != .identity)
            children = hasNode
                ? [PresentedNode(name: layer.name + suffix + ".sublayerTransform", transform: presented.sublayerTransform(sublayerMatrix.affine), children: subs)]
                : subs
        }
        let opacity = presented.isHidden || !presented.layerToSuperlayer.isFinite ? 0 : min(max(presented.opacity, 0), 1)
        return PresentedNode(
            name: layer.name + suffix, anchor: anchor, position: position, transform: transform, opacity: opacity,
            below: tinted(below), above: tinted(above),
            clip: layer.masksToBounds ? backing.shape : nil,
            mask: layer.mask.map { node($0, parentTime: time, tint: .white, suffix: suffix) },
            children: children, castsShadow: LayerShadow.shadow(values, transform: .identity) != nil, invertsMask: layer.invertsMask,
            masksByLuminance: layer.masksByLuminance, blendMode: layer.compositingFilter)
    }

    /// `layer` and its subtree drawn as the renderer draws them in `space`, flattened into that
    /// space's plane (see `ProjectedDrawing`).
    func projected(_ layer: LayerSnapshot, parentTime: Double, tint: Color, suffix: String, space: LayerRenderer.Space) -> PresentedNode {
        let commands = LayerRenderer.commands(for: layer, parentTime: parentTime, in: space, sharesCopies: true)
        let drawing = ProjectedDrawing(commands, tolerance: tolerance)
        let contents = drawing.contents.map { LayerContent(path: $0.path, style: $0.style, paint: $0.paint.multiplied(by: tint)) }
        return PresentedNode(name: layer.name + suffix, transform: .identity, below: contents, children: [], projectionNotes: drawing.notes)
    }

    /// The part of a layer's placement between its anchor and its position: `layerToSuperlayer`
    /// = translate(−anchor) · transform · translate(position), solved for `transform`.
    private static func anchored(_ placement: AffineTransform, anchor: Point, position: Point) -> AffineTransform {
        AffineTransform(translationX: anchor.x, y: anchor.y).concatenating(placement)
            .concatenating(AffineTransform(translationX: -position.x, y: -position.y))
    }
}
