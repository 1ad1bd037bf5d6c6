extension DisplayCommand {
    /// The command drawn through `transform` after its own transforms (every item's, clip's and
    /// mask's), with the colours it paints multiplied by `colorMultiplier` (see
    /// `Paint.multiplied(by:)`): how a replicator emits a copy of commands made once.
    ///
    /// The multiplier reaches each drawing's paint, not the group's composite, so it is applied
    /// to every drawing on its own; a mask's contents keep their colours, since a mask only
    /// lends its alpha and the masked drawings already carry the multiplier.
    public func transformed(by transform: AffineTransform, colorMultiplier: Color = .white) -> DisplayCommand {
        switch self {
        case .draw(var item):
            item.transform = item.transform.concatenating(transform)
            item.paint = item.paint.multiplied(by: colorMultiplier)
            return .draw(item)
        case .group(var group):
            group.commands = group.commands.map { $0.transformed(by: transform, colorMultiplier: colorMultiplier) }
            if var clip = group.clip {
                clip.transform = clip.transform.concatenating(transform)
                group.clip = clip
            }
            group.mask = group.mask?.map { $0.transformed(by: transform) }
            return .group(group)
        }
    }
}
