#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SpinnerAnimation
import SpinnerCore


/// A repeater (`rp`) as copies of the items before it, as lottie-ios builds it: copy i (moved
/// on by the offset, k = i + offset) is a layer turned about the repeater's anchor by k times
/// its rotation, scaled by its scale to the power k and moved by k times its position; opacity
/// runs from the start opacity on the first copy to the end opacity on the last. Later copies
/// draw on top. The copy count and transform take their first values (noted when animated).
struct LottieRepeater {
    var copies: LottieProperty<Double>
    var offset: LottieProperty<Double>
    var transform: LottieTransform
    var startOpacity: LottieProperty<Double>
    var endOpacity: LottieProperty<Double>

    /// Most copies made, whatever the file asks.
    static let maxCopies = 1000

    func indices(notes builder: inout LottieSceneBuilder) -> Range<Int> {
        if !copies.keyframes.isEmpty || !offset.keyframes.isEmpty || !transform.isStatic {
            builder.noteFeature("animated repeaters (first values used)")
        }
        let count = copies.initial.isFinite ? Int(max(0, min(Double(Self.maxCopies), copies.initial.rounded(.up)))) : 0
        return 0..<count
    }

    /// The copy's place: its transform and opacity.
    func place(_ layer: Layer, index: Int, timeline: LottieTimeline, notes builder: inout LottieSceneBuilder) {
        let k = Double(index) + offset.initial
        let a = transform.anchor.initial
        let p = transform.positionValue(at: 0)
        let s = transform.scale.initial
        layer.anchorPoint = .zero
        layer.bounds.origin = Point(x: a[safe: 0], y: a[safe: 1])
        layer.position = Point(x: a[safe: 0] + p.x * k, y: a[safe: 1] + p.y * k)
        layer.transform = Transform3D(LottieTransform.linear(
            scaleX: pow(s[safe: 0] / 100, k), scaleY: pow(s[safe: 1] / 100, k),
            rotation: transform.rotation.initial * k * .pi / 180, skew: 0, skewAxis: 0))
        let count = max(1, Int(copies.initial.rounded(.up)))
        let f = count > 1 ? Double(index) / Double(count - 1) : 0
        layer.opacity = (startOpacity.initial + (endOpacity.initial - startOpacity.initial) * f) / 100
    }
}
