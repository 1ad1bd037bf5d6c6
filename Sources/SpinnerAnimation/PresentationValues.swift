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
    var opacity: Double { values["opacity"]?.number ?? 1 }
    var isHidden: Bool { (values["hidden"]?.number ?? 0) >= 0.5 }

    init(layer: LayerSnapshot, time: Double) {
        var v = layer.model
        let parts = TransformComponents(layer.transform)
        if !layer.animatedKeys.isEmpty {
            PresentationValues.expand(&v, transform: parts)
            for animation in layer.animations {
                animation.apply(atParentTime: time, to: &v)
            }
            PresentationValues.fold(&v, animated: layer.animatedKeys)
        } else {
            PresentationValues.expand(&v, transform: parts)
        }
        let bounds = v["bounds"]?.rect ?? .zero
        let position = v["position"]?.point ?? .zero
        let anchor = v["anchorPoint"]?.point ?? Point(x: 0.5, y: 0.5)
        let transform = layer.animatedKeys.contains(where: { $0.rawValue.hasPrefix("transform.") })
            ? TransformComponents(values: v).affine : layer.transform
        let anchorInBounds = Point(x: bounds.minX + anchor.x * bounds.width, y: bounds.minY + anchor.y * bounds.height)
        layerToSuperlayer = AffineTransform(translationX: -anchorInBounds.x, y: -anchorInBounds.y)
            .concatenating(transform)
            .concatenating(AffineTransform(translationX: position.x, y: position.y))
        values = v
    }

    /// The transform applied to sublayers: `sublayerTransform` about the anchor point, as
    /// Core Animation applies it.
    func sublayerTransform(_ t: AffineTransform) -> AffineTransform {
        guard t != .identity else { return .identity }
        let bounds = values["bounds"]?.rect ?? .zero
        let anchor = values["anchorPoint"]?.point ?? Point(x: 0.5, y: 0.5)
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
        v["transform.rotation.z"] = .number(transform.rotation)
        v["transform.rotation"] = .number(transform.rotation)
        v["transform.scale"] = .number((transform.scaleX + transform.scaleY) / 2)
        v["transform.scale.x"] = .number(transform.scaleX)
        v["transform.scale.y"] = .number(transform.scaleY)
        v["transform.translation.x"] = .number(transform.translationX)
        v["transform.translation.y"] = .number(transform.translationY)
    }

    /// The parts of `bounds` and `position` under their own key paths.
    private static func expandGeometry(_ v: inout PropertyValues) {
        if let b = v["bounds"]?.rect {
            v["bounds.size"] = .size(b.size)
            v["bounds.size.width"] = .number(b.width)
            v["bounds.size.height"] = .number(b.height)
            v["bounds.origin"] = .point(b.origin)
        }
        if let p = v["position"]?.point {
            v["position.x"] = .number(p.x)
            v["position.y"] = .number(p.y)
        }
    }

    /// Writes animated parts back into their compound values; a part overrides the whole.
    private static func fold(_ v: inout PropertyValues, animated: Set<AnimationKeyPath>) {
        if var b = v["bounds"]?.rect {
            if animated.contains("bounds.origin"), let o = v["bounds.origin"]?.point { b.origin = o }
            if animated.contains("bounds.size"), let s = v["bounds.size"]?.size { b.size = s }
            if animated.contains("bounds.size.width"), let w = v["bounds.size.width"]?.number { b.size.width = w }
            if animated.contains("bounds.size.height"), let h = v["bounds.size.height"]?.number { b.size.height = h }
            v["bounds"] = .rect(b)
        }
        if var p = v["position"]?.point {
            if animated.contains("position.x"), let x = v["position.x"]?.number { p.x = x }
            if animated.contains("position.y"), let y = v["position.y"]?.number { p.y = y }
            v["position"] = .point(p)
        }
        // The parts again from the wholes, so that an animation of the whole (a keyframe path on
        // `position`) shows in its parts too: presented values never disagree with each other.
        expandGeometry(&v)
        // `transform.rotation` is another name for the z rotation: keep the two in step.
        if animated.contains("transform.rotation"), !animated.contains("transform.rotation.z") {
            v["transform.rotation.z"] = v["transform.rotation"]
        } else if animated.contains("transform.rotation.z") {
            v["transform.rotation"] = v["transform.rotation.z"]
        }
        if animated.contains("transform.scale"), let s = v["transform.scale"] {
            if !animated.contains("transform.scale.x") { v["transform.scale.x"] = s }
            if !animated.contains("transform.scale.y") { v["transform.scale.y"] = s }
        }
    }
}

/// An affine transform split into Core Animation's `transform.*` key-path parts: scale, then
/// rotation, then translation (shear is not representable and is dropped when parts animate).
struct TransformComponents {
    var scaleX: Double, scaleY: Double, rotation: Double, translationX: Double, translationY: Double

    init(_ t: AffineTransform) {
        let sx = (t.a * t.a + t.b * t.b).squareRoot()
        scaleX = sx
        scaleY = sx == 0 ? (t.c * t.c + t.d * t.d).squareRoot() : t.determinant / sx
        rotation = sx == 0 ? 0 : atan2(t.b, t.a)
        translationX = t.tx
        translationY = t.ty
    }

    init(values v: PropertyValues) {
        scaleX = v["transform.scale.x"]?.number ?? 1
        scaleY = v["transform.scale.y"]?.number ?? 1
        rotation = v["transform.rotation.z"]?.number ?? 0
        translationX = v["transform.translation.x"]?.number ?? 0
        translationY = v["transform.translation.y"]?.number ?? 0
    }

    var affine: AffineTransform {
        AffineTransform(scaleX: scaleX, y: scaleY)
            .concatenating(AffineTransform(rotationAngle: rotation))
            .concatenating(AffineTransform(translationX: translationX, y: translationY))
    }
}
