import SpinnerCore

/// What a `CALayer` draws of itself, around its content: the background colour filling its
/// rounded bounds beneath, and the border inside them above. Both renderers (the display list
/// and the presented tree) take it from here, so they cannot disagree.
struct LayerBacking {
    /// The presented bounds.
    let bounds: Rect
    /// `cornerRadius`, at most half the shorter side (Core Animation clamps it so).
    let radius: Double

    init(_ values: PropertyValues) {
        bounds = values[.bounds]?.rect ?? .zero
        radius = max(0, min(values[.cornerRadius]?.number ?? 0, min(bounds.width, bounds.height) / 2))
    }

    /// The bounds with their corners rounded: the background's shape and `masksToBounds`' clip.
    var shape: Path { LayerRenderer.roundedRect(bounds, radius) }

    /// The background colour over the rounded bounds, when it shows.
    func background(_ values: PropertyValues) -> LayerContent? {
        guard let color = values[.backgroundColor]?.color, color.alpha > 0, !bounds.isEmpty else { return nil }
        return LayerContent(path: shape, style: .fill(.nonZero), paint: .solid(color))
    }

    /// The border, when it shows: it lies inside the bounds, the rounded bounds less the same
    /// shape inset by its width (at most half the shorter side), so an even-odd fill draws it.
    func border(_ values: PropertyValues) -> LayerContent? {
        guard let width = values[.borderWidth]?.number, width > 0, width.isFinite,
              let color = values[.borderColor]?.color, color.alpha > 0, !bounds.isEmpty else { return nil }
        var ring = shape
        let w = min(width, min(bounds.width, bounds.height) / 2)
        let inner = bounds.insetBy(dx: w, dy: w)
        if !inner.isEmpty {
            for e in LayerRenderer.roundedRect(inner, max(0, radius - w)).elements { ring.append(e) }
        }
        return LayerContent(path: ring, style: .fill(.evenOdd), paint: .solid(color))
    }
}
