import SpinnerCore

/// Turns one presented layer and its subtree into display commands, in Core Animation's
/// order: background, content, sublayers, border; content and sublayers clipped to the rounded
/// bounds when `masksToBounds`; the whole layer composited as a group when it has an opacity
/// below 1 or a mask, above its shadow when it casts one. A replicator's sublayers are drawn
/// once per copy (`ReplicatorSnapshot`); with `sharesCopies` (the default) copies that show the
/// same moment are presented once and re-transformed, which gives the same commands as
/// presenting each copy.
enum LayerRenderer {
    /// Where a layer's sublayers sit: their superlayer's plane to device pixels (affine, or a
    /// projective map once a layer above is seen in perspective), and the superlayer's
    /// `sublayerTransform` when it leaves the plane, applied to each sublayer in 3D before the
    /// sublayer is flattened into the superlayer's plane (so a shared `m34` gives one eye).
    struct Space {
        var toDevice: AffineTransform
        var projection: Transform3D? = nil
        var sublayer3D: Transform3D? = nil
    }

    static func commands(for layer: LayerSnapshot, parentTime: Double, parentTransform: AffineTransform,
                         sharesCopies: Bool = true) -> [DisplayCommand] {
        commands(for: layer, parentTime: parentTime, in: Space(toDevice: parentTransform), sharesCopies: sharesCopies)
    }

    static func commands(for layer: LayerSnapshot, parentTime: Double, in space: Space, sharesCopies: Bool) -> [DisplayCommand] {
        // A layer hidden for good is skipped before any work.
        guard !layer.isHidden || layer.animatedKeys.contains(.hidden) else { return [] }
        let time = layer.localTime(parentTime)
        let presented = PresentationValues(layer: layer, time: time)
        let values = presented.values
        guard !presented.isHidden else { return [] }
        let transform: AffineTransform, projection: Transform3D?
        if !presented.is3D, space.projection == nil, space.sublayer3D == nil {
            // The plane: exactly the arithmetic 2D drawing has always used.
            transform = presented.layerToSuperlayer.concatenating(space.toDevice)
            projection = nil
        } else {
            let local = presented.layerToSuperlayer3D.concatenating(space.sublayer3D ?? .identity)
            let device = flattened(local).concatenating(space.projection ?? Transform3D(space.toDevice))
            guard device.isFinite else { return [] }
            (transform, projection) = device.isAffine ? (device.affine, nil) : (.identity, device)
        }
        guard transform.isFinite else { return [] }
        if layer.isTransformLayer { return transformLayerCommands(layer, presented, time: time, in: space, sharesCopies: sharesCopies) }
        if !layer.isDoubleSided, faceAway(transform, projection) { return [] }
        let backing = LayerBacking(values)
        let bounds = backing.bounds

        func draw(_ path: Path, _ style: DrawStyle, _ paint: Paint) -> DisplayCommand {
            .draw(DisplayItem(path: path, transform: transform, style: style, paint: paint, projection: projection))
        }

        var out: [DisplayCommand] = []
        if let background = backing.background(values) { out.append(draw(background.path, background.style, background.paint)) }
        var inner: [DisplayCommand] = []
        for content in layer.drawing?.contentItems(values: values) ?? [] {
            inner.append(draw(content.path, content.style, content.paint))
        }
        let childSpace = sublayerSpace(layer, presented, transform: transform, projection: projection)
        if let replicator = layer.replicator {
            if !layer.sublayers.isEmpty {
                // Copies are placed in the plane: a replicator seen in perspective draws its
                // copies through the plane part of its placement (not yet projected).
                inner += copies(of: layer, replicator, values: values, time: time,
                                sublayersToDevice: childSpace.projection.map { flattened($0).affine } ?? childSpace.toDevice,
                                sharesCopies: sharesCopies)
            }
        } else {
            for sub in drawingOrder(of: layer, parentTime: time) {
                inner += commands(for: sub, parentTime: time, in: childSpace, sharesCopies: sharesCopies)
            }
        }
        if layer.masksToBounds, !inner.isEmpty {
            if bounds.isEmpty { inner = [] } else {
                let clip = DisplayClip(path: backing.shape, transform: transform, projection: projection)
                inner = [.group(DisplayGroup(commands: inner, clip: clip))]
            }
        }
        out += inner
        if let border = backing.border(values) { out.append(draw(border.path, border.style, border.paint)) }

        let opacity = min(max(presented.opacity, 0), 1)
        guard opacity > 0, !out.isEmpty else { return [] }
        // A layer seen in perspective casts no shadow yet (its blur would need the projection).
        if projection == nil, let shadow = LayerShadow.shadow(values, transform: transform) {
            // The shadow follows everything the layer draws, beneath it; `masksToBounds` clips
            // the shadow too, as Core Animation's does.
            let clip = layer.masksToBounds ? DisplayClip(path: backing.shape, transform: transform) : nil
            out = [.group(DisplayGroup(commands: out, clip: clip, shadow: shadow))]
        }
        let mask = layer.mask.flatMap {
            commands(for: $0, parentTime: time, in: Space(toDevice: transform, projection: projection), sharesCopies: sharesCopies)
        }
        if !layer.mask.isEmpty, layer.invertsMask {
            // An empty inverted mask hides nothing.
            guard !mask.isEmpty else { return blended(composited(out, opacity: opacity), layer.compositingFilter) }
            return blended([.group(DisplayGroup(commands: out, opacity: opacity, mask: mask, invertsMask: true,
                                                masksByLuminance: layer.masksByLuminance))], layer.compositingFilter)
        }
        if !layer.mask.isEmpty {
            // An empty mask hides everything.
            guard !mask.isEmpty else { return [] }
            return blended([.group(DisplayGroup(commands: out, opacity: opacity, mask: mask, masksByLuminance: layer.masksByLuminance))],
                           layer.compositingFilter)
        }
        return blended(composited(out, opacity: opacity), layer.compositingFilter)
    }

    /// The layer's commands (already composited with its opacity and mask) blended as one with
    /// what lies beneath (`Layer.compositingFilter`): its own group takes the mode, or a group
    /// is made for it.
    private static func blended(_ commands: [DisplayCommand], _ mode: BlendMode) -> [DisplayCommand] {
        guard mode != .normal, !commands.isEmpty else { return commands }
        if commands.count == 1, case .group(var group) = commands[0], group.blendMode == .normal {
            group.blendMode = mode
            return [.group(group)]
        }
        return [.group(DisplayGroup(commands: commands, blendMode: mode))]
    }

    /// `commands` composited as one at `opacity` (in 0...1).
    private static func composited(_ commands: [DisplayCommand], opacity: Double) -> [DisplayCommand] {
        guard opacity < 1 else { return commands }
        // A single drawing composites the same with its own opacity: no buffer needed.
        if commands.count == 1, case .draw(var item) = commands[0] {
            item.opacity *= opacity
            return [.draw(item)]
        }
        return [.group(DisplayGroup(commands: commands, opacity: opacity))]
    }

    /// A replicator's copies, copy 0 first. Each copy's sublayers are presented in the
    /// replicator's sublayer space and then moved to the device and tinted; when every copy
    /// shows the same moment (no delay, or nothing below animates) that presentation is made once.
    private static func copies(of layer: LayerSnapshot, _ replicator: ReplicatorSnapshot, values: PropertyValues,
                               time: Double, sublayersToDevice: AffineTransform, sharesCopies: Bool) -> [DisplayCommand] {
        let copies = replicator.copies(values: values, time: time, sublayersToDevice: sublayersToDevice)
        func present(at t: Double) -> [DisplayCommand] {
            drawingOrder(of: layer, parentTime: t).flatMap { commands(for: $0, parentTime: t, parentTransform: .identity, sharesCopies: sharesCopies) }
        }
        let sameMoment = !replicator.subtreeIsAnimated || copies.allSatisfy { $0.time == time }
        let shared = sharesCopies && sameMoment ? present(at: time) : nil
        var out: [DisplayCommand] = []
        out.reserveCapacity(copies.count * (shared?.count ?? 1))
        for copy in copies {
            for command in shared ?? present(at: copy.time) {
                out.append(command.transformed(by: copy.transform, colorMultiplier: copy.color))
            }
        }
        return out
    }

    /// `layer`'s sublayers in the order Core Animation draws them: by presented `zPosition`, then in
    /// array order (a non-finite position counts as 0).
    static func drawingOrder(of layer: LayerSnapshot, parentTime: Double) -> [LayerSnapshot] {
        let sublayers = layer.sublayers
        // Nearly always every zPosition is 0 and none animates (settled with the snapshot):
        // array order, with no presenting.
        guard layer.sublayersHaveDepth else { return sublayers }
        let z = sublayers.map { sub -> Double in
            let value = PresentationValues(layer: sub, time: sub.localTime(parentTime)).values[.zPosition]?.number ?? 0
            return value.isFinite ? value : 0
        }
        return sublayers.indices.sorted { (z[$0], $0) < (z[$1], $1) }.map { sublayers[$0] }
    }


    /// The space `layer`'s sublayers are drawn in: its plane (`transform` or `projection`) with
    /// its `sublayerTransform` about the anchor point, folded in when it stays in the plane and
    /// carried in 3D to each sublayer when it does not.
    static func sublayerSpace(_ layer: LayerSnapshot, _ presented: PresentationValues,
                                      transform: AffineTransform, projection: Transform3D?) -> Space {
        let matrix = presentedSublayerTransform(layer, presented)
        guard matrix.isAffine else {
            return Space(toDevice: transform, projection: projection, sublayer3D: presented.sublayerTransform3D(matrix))
        }
        let plane = presented.sublayerTransform(matrix.affine)
        guard let projection else { return Space(toDevice: plane.concatenating(transform)) }
        return Space(toDevice: .identity, projection: Transform3D(plane).concatenating(projection))
    }

    /// A `TransformLayer`'s sublayers: its own placement (and sublayer transform) kept in 3D and
    /// composed into each sublayer's before the one flattening into the superlayer's plane; the
    /// sublayers drawn far to near by the depth of their bounds' centres (W-divided z), then in
    /// array order; `opacity` applied to each alone, with no group of its own.
    private static func transformLayerCommands(_ layer: LayerSnapshot, _ presented: PresentationValues, time: Double,
                                               in space: Space, sharesCopies: Bool) -> [DisplayCommand] {
        let shared = presented.sublayerTransform3D(presentedSublayerTransform(layer, presented))
            .concatenating(presented.layerToSuperlayer3D).concatenating(space.sublayer3D ?? .identity)
        let childSpace = Space(toDevice: space.toDevice, projection: space.projection, sublayer3D: shared)
        let depths = layer.sublayers.map { sub -> Double in
            let p = PresentationValues(layer: sub, time: sub.localTime(time))
            let bounds = p.values[.bounds]?.rect ?? .zero
            let centre = Point3(x: bounds.midX, y: bounds.midY, z: 0)
            let h = p.layerToSuperlayer3D.concatenating(shared).project(centre)
            let z = h.w > 0 ? h.z / h.w : -.infinity
            return z.isNaN ? 0 : z
        }
        let order = layer.sublayers.indices.sorted { (depths[$0], $0) < (depths[$1], $1) }
        let opacity = min(max(presented.opacity, 0), 1)
        guard opacity > 0 else { return [] }
        var out: [DisplayCommand] = []
        for i in order {
            let commands = commands(for: layer.sublayers[i], parentTime: time, in: childSpace, sharesCopies: sharesCopies)
            guard !commands.isEmpty else { continue }
            out += composited(commands, opacity: opacity)
        }
        return out
    }

    /// The layer's `sublayerTransform` as presented: the model's unless an animation moves it.
    static func presentedSublayerTransform(_ layer: LayerSnapshot, _ presented: PresentationValues) -> Transform3D {
        guard layer.animatedKeys.contains(.sublayerTransform) else { return layer.sublayerTransform }
        return presented.values[.sublayerTransform]?.transform ?? layer.sublayerTransform
    }

    /// `m` seen from its superlayer's plane: z leaves nothing behind (the third row and column
    /// become the identity's), so what remains maps (x, y, 1) to (X, Y, W) as
    /// Core Animation flattens a layer that is not a `CATransformLayer`.
    static func flattened(_ m: Transform3D) -> Transform3D {
        var f = m
        f.m13 = 0; f.m23 = 0; f.m43 = 0
        f.m31 = 0; f.m32 = 0; f.m33 = 1; f.m34 = 0
        return f
    }

    /// Whether a layer placed by `transform` (or `projection`) shows its back: its plane's
    /// orientation is reversed on the screen (CALayer.isDoubleSided = false hides it then).
    private static func faceAway(_ transform: AffineTransform, _ projection: Transform3D?) -> Bool {
        if let projection { return PlaneProjection(projection).isBackFacing }
        return transform.determinant < 0
    }

    /// The bounds with circular corners of `radius`, as CALayer rounds them (its default
    /// `cornerCurve`).
    static func roundedRect(_ r: Rect, _ radius: Double) -> Path {
        var p = Path()
        p.addRoundedRect(r, cornerRadius: radius, style: .circular)
        return p
    }
}
