import SpinnerAnimation

/// Time remapping (`tm`) of a precomposition layer, the way lottie-ios does it when it must
/// ("complex time remapping"): the precomposition's content is built on its own clock (its
/// frame p at p / fr seconds), then every keyframe animation in it is sampled once a frame of
/// the layer, at the content time `tm` gives for that frame (seconds), into an animation on the
/// layer's clock. Where the content stands still, so does the remapped one.
struct LottieTimeRemap {
    /// Seconds of content time at each frame of the layer's composition.
    let remap: LottieProperty<Double>
    /// The composition clock the layer and `remap`'s keyframes are on.
    let timeline: LottieTimeline
    /// The frames of that clock the layer shows.
    let frames: ClosedRange<Double>

    /// The content's own clock: frame p at p / fr seconds.
    static func contentTimeline(frameRate: Double) -> LottieTimeline {
        LottieTimeline(offset: 0, secondsPerFrame: 1 / frameRate)
    }

    /// Re-times every keyframe animation of `layer`, its sublayers and their masks.
    func apply(to layer: Layer) {
        let sampleFrames = LottieStyleLayers.frames(frames)
        let contentTimes = sampleFrames.map { LottieSampling.value(remap, at: $0) }
        retime(layer, frames: sampleFrames, contentTimes: contentTimes)
    }

    private func retime(_ layer: Layer, frames: [Double], contentTimes: [Double]) {
        for (key, animation) in layer.animations {
            guard let keyframes = animation as? KeyframeAnimation else { continue }
            let values = contentTimes.compactMap { Self.value(keyframes, at: $0) }
            guard values.count == frames.count,
                  var sampled = LottieStyleLayers(timeline: timeline).sampled(keyframes.keyPath, frames: frames, values: values) else { continue }
            // A discrete property (visibility) stays discrete: each sample holds until the next.
            if keyframes.calculationMode == .discrete { sampled.timingFunctions = Array(repeating: .steps(1), count: values.count - 1) }
            layer.add(sampled, forKey: key)
        }
        for sublayer in layer.sublayers { retime(sublayer, frames: frames, contentTimes: contentTimes) }
        if let mask = layer.mask { retime(mask, frames: frames, contentTimes: contentTimes) }
    }

    /// The animation's value at content time `t` (it runs once, filled both ways).
    static func value(_ animation: KeyframeAnimation, at t: Double) -> AnimationValue? {
        let duration = animation.timing.duration
        let fraction = duration > 0 ? (t - animation.timing.beginTime) / duration : 1
        return animation.value(atFraction: fraction)
    }
}
