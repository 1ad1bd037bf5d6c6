extension DisplayCommand {
    /// The command drawn through `transform` after its own transforms (every item's, clip's and
    /// mask's), with the colours it paints multiplied by `colorMultiplier` (see
    /// `Paint.multiplied(by:)`): how a replicator emits a copy of commands made once.
    ///
    /// The multiplier reaches each drawing's paint, not the group's composite, so it is applied
    /// to every drawing on its own; a mask's contents keep their colours, since a mask only
    /// lends its alpha and the masked drawings already carry the multiplier.
    ///
    /// A drawing or clip with a `projection` gets `projection · Transform3D(transform)`: the
    /// affine map acts on the device plane after the divide, which that product does exactly
    /// (its W column is the projection's), and its own `transform` stays as it was (ignored).
    public func transformed(by transform: AffineTransform, colorMultiplier: Color = .white) -> DisplayCommand {
        switch self {
        case .draw(var item):
            if let p = item.projection {
                item.projection = p.concatenating(Transform3D(transform))
            } else {
                item.transform = item.transform.concatenating(transform)
            }
            item.paint = item.paint.multiplied(by: colorMultiplier)
            return .draw(item)
        case .group(var group):
            group.commands = group.commands.map { $0.transformed(by: transform, colorMultiplier: colorMultiplier) }
            if var clip = group.clip {
                if let p = clip.projection {
                    clip.projection = p.concatenating(Transform3D(transform))
                } else {
                    clip.transform = clip.transform.concatenating(transform)
                }
                group.clip = clip
            }
            group.mask = group.mask?.map { $0.transformed(by: transform) }
            if var shadow = group.shadow {
                // The shadow moves and blurs with the copy's placement, and takes its tint.
                shadow.offset = transform.applyToVector(shadow.offset)
                shadow.sigma *= transform.determinant.magnitude.squareRoot()
                shadow.color = shadow.color.multiplied(by: colorMultiplier)
                group.shadow = shadow
            }
            return .group(group)
        }
    }
}
