import SpinnerAnimation
import SpinnerCore

/// A layer's masks (`masksProperties`) as one mask layer, the way lottie-ios composes them:
/// masks that add are shapes side by side in one layer; each other mode (subtract, intersect,
/// darken) masks what came before with its shape, subtracting ones (and inverted adding ones)
/// drawn as a very large rectangle with the shape cut out (even-odd). A mask's opacity is its
/// shape's; its expansion is not drawn (noted).
struct LottieMaskBuilder {
    let timeline: LottieTimeline

    /// Half the side of the rectangle an inverted mask shape is cut out of.
    static let reach = 100_000.0

    /// Whether the mask cuts its shape out of everything rather than keeping the shape.
    static func cutsOut(_ mask: LottieMask) -> Bool {
        let subtracts = mask.mode == "s"
        return subtracts != mask.inverted
    }

    /// The mask layer for `masks`, nil when no mask draws (all mode `n`).
    func maskLayer(_ masks: [LottieMask], notes builder: inout LottieSceneBuilder) -> Layer? {
        var container: Layer?
        for mask in masks where mask.mode != "n" {
            let shape = shapeLayer(mask, notes: &builder)
            if let current = container, !(mask.mode == "a" || mask.mode == "l" || mask.mode == "f") {
                // Not adding: what came before shows only where this shape does.
                current.mask = shape
                let outer = Layer()
                outer.addSublayer(current)
                container = outer
            } else {
                let current = container ?? Layer()
                current.addSublayer(shape)
                container = current
            }
            if mask.mode == "f" { builder.noteFeature("difference masks (drawn as adding)") }
        }
        return container
    }

    /// One mask's shape, filled black (cut out of a large rectangle when it inverts).
    private func shapeLayer(_ mask: LottieMask, notes builder: inout LottieSceneBuilder) -> ShapeLayer {
        let layer = ShapeLayer()
        layer.fillColor = .black
        layer.fillRule = .evenOdd
        let invert = Self.cutsOut(mask)
        func path(_ b: LottieBezier) -> Path {
            var path = Path()
            if invert { path.addRect(Rect(x: -Self.reach, y: -Self.reach, width: 2 * Self.reach, height: 2 * Self.reach)) }
            LottieShapeBuilder.appendBezier(b, to: &path)
            return path
        }
        layer.path = path(mask.path.initial)
        builder.animate(layer, "path", mask.path, timeline) { .path(path($0)) }
        layer.opacity = mask.opacity.initial / 100
        builder.animate(layer, "opacity", mask.opacity, timeline) { .number($0 / 100) }
        if let expansion = mask.expansion, expansion.initial != 0 || !expansion.keyframes.isEmpty {
            builder.noteFeature("mask expansion (drawn unexpanded)")
        }
        return layer
    }
}
