import SpinnerCore

/// Turns one presented layer and its subtree into display commands, in Core Animation's
/// order: background, content, sublayers, border; content and sublayers clipped to the rounded
/// bounds when `masksToBounds`; the whole layer composited as a group when it has an opacity
/// below 1 or a mask. A replicator's sublayers are drawn once per copy (`ReplicatorSnapshot`);
/// with `sharesCopies` (the default) copies that show the same moment are presented once and
/// re-transformed, which gives the same commands as presenting each copy.
enum LayerRenderer {
    static func commands(for layer: LayerSnapshot, parentTime: Double, parentTransform: AffineTransform,
                         sharesCopies: Bool = true) -> [DisplayCommand] {
        // A layer hidden for good is skipped before any work.
        guard !layer.isHidden || layer.animatedKeys.contains("hidden") else { return [] }
        let time = layer.localTime(parentTime)
        let presented = PresentationValues(layer: layer, time: time)
        let values = presented.values
        guard !presented.isHidden else { return [] }
        let transform = presented.layerToSuperlayer.concatenating(parentTransform)
        guard transform.isFinite else { return [] }
        let bounds = values["bounds"]?.rect ?? .zero
        let radius = max(0, min(values["cornerRadius"]?.number ?? 0, min(bounds.width, bounds.height) / 2))

        func draw(_ path: Path, _ style: DrawStyle, _ paint: Paint) -> DisplayCommand {
            .draw(DisplayItem(path: path, transform: transform, style: style, paint: paint))
        }

        var out: [DisplayCommand] = []
        if let bg = values["backgroundColor"]?.color, bg.alpha > 0, !bounds.isEmpty {
            out.append(draw(roundedRect(bounds, radius), .fill(.nonZero), .solid(bg)))
        }
        var inner: [DisplayCommand] = []
        for content in layer.drawing?.contentItems(values: values) ?? [] {
            inner.append(draw(content.path, content.style, content.paint))
        }
        let childTransform = presented.sublayerTransform(layer.sublayerTransform).concatenating(transform)
        if let replicator = layer.replicator {
            if !layer.sublayers.isEmpty {
                inner += copies(of: layer.sublayers, replicator, values: values, time: time,
                                sublayersToDevice: childTransform, sharesCopies: sharesCopies)
            }
        } else {
            for sub in drawingOrder(layer.sublayers, parentTime: time) {
                inner += commands(for: sub, parentTime: time, parentTransform: childTransform, sharesCopies: sharesCopies)
            }
        }
        if layer.masksToBounds, !inner.isEmpty {
            if bounds.isEmpty { inner = [] } else {
                let clip = DisplayClip(path: roundedRect(bounds, radius), transform: transform)
                inner = [.group(DisplayGroup(commands: inner, clip: clip))]
            }
        }
        out += inner
        if let width = values["borderWidth"]?.number, width > 0, width.isFinite,
           let color = values["borderColor"]?.color, color.alpha > 0, !bounds.isEmpty {
            // The border lies inside the bounds: the rounded bounds minus the same shape inset.
            var ring = roundedRect(bounds, radius)
            let w = min(width, min(bounds.width, bounds.height) / 2)
            let innerRect = bounds.insetBy(dx: w, dy: w)
            if !innerRect.isEmpty {
                for e in roundedRect(innerRect, max(0, radius - w)).elements { ring.append(e) }
            }
            out.append(draw(ring, .fill(.evenOdd), .solid(color)))
        }

        let opacity = min(max(presented.opacity, 0), 1)
        guard opacity > 0, !out.isEmpty else { return [] }
        let mask = layer.mask.flatMap { commands(for: $0, parentTime: time, parentTransform: transform, sharesCopies: sharesCopies) }
        if !layer.mask.isEmpty {
            // An empty mask hides everything.
            guard !mask.isEmpty else { return [] }
            return [.group(DisplayGroup(commands: out, opacity: opacity, mask: mask))]
        }
        guard opacity < 1 else { return out }
        // A single drawing composites the same with its own opacity: no buffer needed.
        if out.count == 1, case .draw(var item) = out[0] {
            item.opacity *= opacity
            return [.draw(item)]
        }
        return [.group(DisplayGroup(commands: out, opacity: opacity))]
    }

    /// A replicator's copies, copy 0 first. Each copy's sublayers are presented in the
    /// replicator's sublayer space and then moved to the device and tinted; when every copy
    /// shows the same moment (no delay, or nothing below animates) that presentation is made once.
    private static func copies(of sublayers: [LayerSnapshot], _ replicator: ReplicatorSnapshot, values: PropertyValues,
                               time: Double, sublayersToDevice: AffineTransform, sharesCopies: Bool) -> [DisplayCommand] {
        let copies = replicator.copies(values: values, time: time, sublayersToDevice: sublayersToDevice)
        func present(at t: Double) -> [DisplayCommand] {
            drawingOrder(sublayers, parentTime: t).flatMap { commands(for: $0, parentTime: t, parentTransform: .identity, sharesCopies: sharesCopies) }
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

    /// `sublayers` in the order Core Animation draws them: by presented `zPosition`, then in
    /// array order (a non-finite position counts as 0).
    static func drawingOrder(_ sublayers: [LayerSnapshot], parentTime: Double) -> [LayerSnapshot] {
        // Every layer, every frame: the key's hash is worked out once, not per lookup.
        // Nearly always every zPosition is 0 and none animates: array order, with no presenting.
        guard sublayers.contains(where: { $0.model[zPosition]?.number != 0 || $0.animatedKeys.contains(zPosition) }) else {
            return sublayers
        }
        let z = sublayers.map { sub -> Double in
            let value = PresentationValues(layer: sub, time: sub.localTime(parentTime)).values[zPosition]?.number ?? 0
            return value.isFinite ? value : 0
        }
        return sublayers.indices.sorted { (z[$0], $0) < (z[$1], $1) }.map { sublayers[$0] }
    }

    private static let zPosition: AnimationKeyPath = "zPosition"

    /// The bounds with circular corners of `radius`, as CALayer rounds them (its default
    /// `cornerCurve`).
    static func roundedRect(_ r: Rect, _ radius: Double) -> Path {
        var p = Path()
        p.addRoundedRect(r, cornerRadius: radius, style: .circular)
        return p
    }
}
