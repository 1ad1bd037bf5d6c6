#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SpinnerCore

/// A layer's property values at one local time: the model values with every animation applied
/// in the order added, compound key paths (`position.x`, `transform.rotation.z`, ...) folded
/// back into the values they are parts of.
struct PresentationValues {
    private(set) var values: PropertyValues
    let layerToSuperlayer: AffineTransform
    var opacity: Double { values[.opacity]?.number ?? 1 }
    var isHidden: Bool { (values[.hidden]?.number ?? 0) >= 0.5 }

    init(layer: LayerSnapshot, time: Double) {
        // The model's parts were added once, with the snapshot.
        var v = layer.expandedModel
        if !layer.animatedKeys.isEmpty {
            for animation in layer.animations {
                animation.apply(atParentTime: time, to: &v)
            }
            PresentationValues.fold(&v, animated: layer.animatedParts)
        }
        let bounds = v[.bounds]?.rect ?? .zero
        let position = v[.position]?.point ?? .zero
        let anchor = v[.anchorPoint]?.point ?? Point(x: 0.5, y: 0.5)
        // A whole-`transform` animation replaces the model's matrix; animated parts then rebuild
        // from their values (a part overrides the whole, as `position.x` does `position`).
        let animated = layer.animatedParts
        let whole = animated.contains(.transform) ? v[.transform]?.transform ?? layer.transform : layer.transform
        let transform: Transform3D
        let partsAnimate = animated.contains(.transformParts)
        if partsAnimate {
            transform = TransformComponents(values: v).transform(model: whole)
        } else {
            transform = whole
            if whole != layer.transform {
                // The parts as the animated whole shows them: presented values never disagree.
                PresentationValues.expandTransform(&v, TransformComponents(whole))
            }
        }
        if partsAnimate || animated.contains(.transform) { v[.transform] = .transform(transform) }
        let anchorInBounds = Point(x: bounds.minX + anchor.x * bounds.width, y: bounds.minY + anchor.y * bounds.height)
        if transform.isAffine {
            // The plane's own arithmetic, so that every 2D layer draws exactly as it always has.
            layerToSuperlayer = AffineTransform(translationX: -anchorInBounds.x, y: -anchorInBounds.y)
                .concatenating(transform.affine)
                .concatenating(AffineTransform(translationX: position.x, y: position.y))
        } else {
            // What a plane-only reader (`presentedLayers`, the Lottie export's tree) sees: the
            // placement's plane part; drawing uses `layerToSuperlayer3D`.
            layerToSuperlayer = Self.placement3D(v, anchorInBounds: anchorInBounds, transform: transform).affine
        }
        self.transform = transform
        self.anchorInBounds = anchorInBounds
        values = v
    }

    /// The layer's own 3D transform as presented (the model's, or rebuilt from animated parts).
    let transform: Transform3D
    private let anchorInBounds: Point

    /// Whether the layer leaves its superlayer's plane by itself: its transform is not affine.
    var is3D: Bool { !transform.isAffine }

    /// The layer's placement in its superlayer's 3D space, Core Animation's
    /// translate(−anchor, −anchorPointZ) · transform · translate(position, zPosition).
    var layerToSuperlayer3D: Transform3D { Self.placement3D(values, anchorInBounds: anchorInBounds, transform: transform) }

    private static func placement3D(_ v: PropertyValues, anchorInBounds a: Point, transform: Transform3D) -> Transform3D {
        let anchorZ = v[.anchorPointZ]?.number ?? 0, z = v[.zPosition]?.number ?? 0
        let position = v[.position]?.point ?? .zero
        return Transform3D(translationX: -a.x, y: -a.y, z: -anchorZ)
            .concatenating(transform)
            .concatenating(Transform3D(translationX: position.x, y: position.y, z: z))
    }

    /// `sublayerTransform` about the anchor point in 3D, for a 3D sublayer transform.
    func sublayerTransform3D(_ t: Transform3D) -> Transform3D {
        let anchorZ = values[.anchorPointZ]?.number ?? 0
        let a = anchorInBounds
        return Transform3D(translationX: -a.x, y: -a.y, z: -anchorZ).concatenating(t)
            .concatenating(Transform3D(translationX: a.x, y: a.y, z: anchorZ))
    }

    /// The transform applied to sublayers: `sublayerTransform` about the anchor point, as
    /// Core Animation applies it.
    func sublayerTransform(_ t: AffineTransform) -> AffineTransform {
        guard t != .identity else { return .identity }
        let bounds = values[.bounds]?.rect ?? .zero
        let anchor = values[.anchorPoint]?.point ?? Point(x: 0.5, y: 0.5)
        let a = Point(x: bounds.minX + anchor.x * bounds.width, y: bounds.minY + anchor.y * bounds.height)
        return AffineTransform(translationX: -a.x, y: -a.y).concatenating(t).concatenating(AffineTransform(translationX: a.x, y: a.y))
    }

    /// `model` with the parts of its compound values added under their own key paths.
    static func expanded(_ model: PropertyValues, transform: TransformComponents) -> PropertyValues {
        var v = model
        expand(&v, transform: transform)
        return v
    }

    /// Adds the parts of compound values under their own key paths, so animations of a part
    /// read the model's part.
    private static func expand(_ v: inout PropertyValues, transform: TransformComponents) {
        expandGeometry(&v)
        expandTransform(&v, transform)
    }

    /// The parts of a transform under their own key paths.
    fileprivate static func expandTransform(_ v: inout PropertyValues, _ transform: TransformComponents) {
        v[.transformRotationZ] = .number(transform.rotation)
        v[.transformRotation] = .number(transform.rotation)
        v[.transformScale] = .number((transform.scaleX + transform.scaleY) / 2)
        v[.transformScaleX] = .number(transform.scaleX)
        v[.transformScaleY] = .number(transform.scaleY)
        v[.transformTranslationX] = .number(transform.translationX)
        v[.transformTranslationY] = .number(transform.translationY)
        v[.transformRotationX] = .number(transform.rotationX)
        v[.transformRotationY] = .number(transform.rotationY)
        v[.transformScaleZ] = .number(transform.scaleZ)
        v[.transformTranslationZ] = .number(transform.translationZ)
    }

    /// The parts of `bounds` and `position` under their own key paths.
    private static func expandGeometry(_ v: inout PropertyValues) {
        if let b = v[.bounds]?.rect {
            v[.boundsSize] = .size(b.size)
            v[.boundsSizeWidth] = .number(b.width)
            v[.boundsSizeHeight] = .number(b.height)
            v[.boundsOrigin] = .point(b.origin)
        }
        if let p = v[.position]?.point {
            v[.positionX] = .number(p.x)
            v[.positionY] = .number(p.y)
        }
    }

    /// Writes animated parts back into their compound values; a part overrides the whole.
    /// Only what `animated` names is touched: the rest of `v` is the expanded model, whose
    /// parts already agree with their wholes.
    private static func fold(_ v: inout PropertyValues, animated: AnimatedParts) {
        if !animated.isDisjoint(with: .boundsParts), var b = v[.bounds]?.rect {
            if animated.contains(.boundsOrigin), let o = v[.boundsOrigin]?.point { b.origin = o }
            if animated.contains(.boundsSize), let s = v[.boundsSize]?.size { b.size = s }
            if animated.contains(.boundsSizeWidth), let w = v[.boundsSizeWidth]?.number { b.size.width = w }
            if animated.contains(.boundsSizeHeight), let h = v[.boundsSizeHeight]?.number { b.size.height = h }
            v[.bounds] = .rect(b)
        }
        if !animated.isDisjoint(with: .positionParts), var p = v[.position]?.point {
            if animated.contains(.positionX), let x = v[.positionX]?.number { p.x = x }
            if animated.contains(.positionY), let y = v[.positionY]?.number { p.y = y }
            v[.position] = .point(p)
        }
        // The parts again from the wholes, so that an animation of the whole (a keyframe path on
        // `position`) shows in its parts too: presented values never disagree with each other.
        if !animated.isDisjoint(with: .geometry) { expandGeometry(&v) }
        // `transform.rotation` is another name for the z rotation: keep the two in step.
        if animated.contains(.transformRotation), !animated.contains(.transformRotationZ) {
            v[.transformRotationZ] = v[.transformRotation]
        } else if animated.contains(.transformRotationZ) {
            v[.transformRotation] = v[.transformRotationZ]
        }
        if animated.contains(.transformScale), let s = v[.transformScale] {
            if !animated.contains(.transformScaleX) { v[.transformScaleX] = s }
            if !animated.contains(.transformScaleY) { v[.transformScaleY] = s }
            if !animated.contains(.transformScaleZ) { v[.transformScaleZ] = s }
        }
    }
}
