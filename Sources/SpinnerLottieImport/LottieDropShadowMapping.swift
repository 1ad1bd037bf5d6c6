#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SpinnerAnimation
import SpinnerCore

/// A drop shadow as the shadow properties of the layer that carries the Lottie layer's
/// transform and opacity, as lottie-ios sets them on its contents layer: colour, opacity
/// (percent to 0...1), radius (After Effects' softness scaled down) and an offset of
/// `distance` along `angle`; keyframes become animations of the same properties.
extension LottieSceneBuilder {
    func applyDropShadow(_ shadow: LottieDropShadow, to layer: Layer, timeline: LottieTimeline) {
        layer.shadowColor = LottieShapeBuilder.color(shadow.color.initial)
        animate(layer, "shadowColor", shadow.color, timeline) { .color(LottieShapeBuilder.color($0)) }
        func opacity(_ percent: Double) -> Double { min(max(percent / 100, 0), 1) }
        layer.shadowOpacity = opacity(shadow.opacity.initial)
        animate(layer, "shadowOpacity", shadow.opacity, timeline) { .number(opacity($0)) }
        let per = shadow.softnessPerRadius
        layer.shadowRadius = max(0, shadow.softness.initial / per)
        animate(layer, "shadowRadius", shadow.softness, timeline) { .number(max(0, $0 / per)) }
        Self.animateOffset(shadow, of: layer, timeline: timeline, builder: self)
    }

    /// `distance` along `angle` (degrees, y down) as a `shadowOffset`.
    static func shadowOffset(angle: Double, distance: Double) -> Size {
        let radians = angle * .pi / 180
        return Size(width: distance * cos(radians), height: distance * sin(radians))
    }

    /// The offset, animated with whichever of angle and distance has keyframes: through that
    /// one's own keyframes when the other is static, else sampled once a frame (the offset of
    /// two eased values is no one curve).
    private static func animateOffset(_ shadow: LottieDropShadow, of layer: Layer, timeline: LottieTimeline, builder: LottieSceneBuilder) {
        let angle = shadow.angle, distance = shadow.distance
        layer.shadowOffset = shadowOffset(angle: angle.initial, distance: distance.initial)
        switch (angle.keyframes.isEmpty, distance.keyframes.isEmpty) {
        case (true, true): return
        case (true, false):
            builder.animate(layer, "shadowOffset", distance, timeline) { .size(shadowOffset(angle: angle.initial, distance: $0)) }
        case (false, true):
            builder.animate(layer, "shadowOffset", angle, timeline) { .size(shadowOffset(angle: $0, distance: distance.initial)) }
        case (false, false):
            guard let span = LottieTransform.union([LottieSampling.span(angle), LottieSampling.span(distance)]) else { return }
            let frames = LottieStyleLayers.frames(span)
            let values = frames.map {
                AnimationValue.size(shadowOffset(angle: LottieSampling.value(angle, at: $0), distance: LottieSampling.value(distance, at: $0)))
            }
            if let animation = LottieStyleLayers(timeline: timeline).sampled("shadowOffset", frames: frames, values: values) {
                layer.add(animation, forKey: "lottie.shadowOffset")
            }
        }
    }
}
