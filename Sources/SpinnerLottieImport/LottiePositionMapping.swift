import SpinnerAnimation
import SpinnerCore

/// A position property as lottie-ios animates it: keyframes with spatial tangents (`to`/`ti`)
/// become a keyframe animation along a path through the positions (each segment a cubic from
/// the tangents, a straight line where both are zero), its vertices timed by the keyframes and
/// each segment eased by its `o`/`i`; Core Animation moves along each segment by the curve's
/// parameter. Keyframes easing x and y differently ease both by x's curve, as lottie-ios reads
/// them (`LottieKeyframeMapping.timingFunction(leaving:)`). Auto-orient (`ao`) turns the layer
/// along the path.
enum LottiePositionMapping {
    /// Whether any segment has a spatial tangent.
    static func isSpatial(_ keys: [LottieKeyframe<[Double]>]) -> Bool {
        keys.dropLast().enumerated().contains { i, key in
            !isZero(key.spatialOut) || !isZero(key.spatialIn)
        }
    }

    private static func isZero(_ v: [Double]?) -> Bool { (v ?? []).allSatisfy { $0 == 0 } }

    private static func point(_ v: [Double]) -> Point { Point(x: v[safe: 0], y: v[safe: 1]) }

    /// The motion path through the keyframes' positions.
    static func path(_ keys: [LottieKeyframe<[Double]>]) -> Path {
        var path = Path()
        guard let first = keys.first else { return path }
        path.move(to: point(first.value))
        for (i, key) in keys.enumerated().dropLast() {
            let from = point(key.value), to = point(keys[i + 1].value)
            if isZero(key.spatialOut) && isZero(key.spatialIn) {
                path.addLine(to: to)
            } else {
                let out = key.spatialOut ?? [], into = key.spatialIn ?? []
                path.addCurve(to: to, control1: Point(x: from.x + out[safe: 0], y: from.y + out[safe: 1]),
                              control2: Point(x: to.x + into[safe: 0], y: to.y + into[safe: 1]))
            }
        }
        return path
    }

    /// Adds the position animations of `property` to `layer`.
    static func animate(_ layer: Layer, _ property: LottieProperty<[Double]>, timeline: LottieTimeline, autoOrient: Bool,
                        builder: LottieSceneBuilder) {
        let keys = property.keyframes
        guard keys.count >= 2 else { return }
        if isSpatial(keys) || autoOrient {
            // The vertices are the keyframes, so the values' animation gives times and curves.
            guard var animation = LottieKeyframeMapping.animation("position", keys: keys, timeline: timeline,
                                                                  value: { AnimationValue.point(point($0)) }) else { return }
            if animation.values.count == keys.count {
                animation.path = path(keys)
                if autoOrient { animation.rotationMode = .auto }
            }
            layer.add(animation, forKey: "lottie.position")
        } else {
            builder.animate(layer, "position", property, timeline) { .point(point($0)) }
        }
    }
}
