extension Scene {
    /// One animation of the tree and where its clock stands against the scene's: its parent
    /// time (the layer's local time) p is scene time `scale` · p + `shift`.
    struct TimedAnimation {
        /// The layer's path, names from the root joined by "/", replicator copies suffixed `[k]`.
        let layer: String
        /// The key the animation was added under.
        let key: String
        let animation: any Animation
        let scale: Double
        let shift: Double

        /// The animation's parent times that the scene times `start...end` cover, in order.
        func parentRange(from start: Double, to end: Double) -> ClosedRange<Double> {
            let a = (start - shift) / scale, b = (end - shift) / scale
            return min(a, b)...max(a, b)
        }

        /// Scene time for a parent time.
        func sceneTime(_ parent: Double) -> Double { scale * parent + shift }
    }

    /// Every animation in the tree, layers in tree order, converted through each layer's
    /// `beginTime`, `speed` and `timeOffset` and each replicator copy's delay (the model
    /// `instanceDelay`; an animated delay is not followed). A layer whose local time stands
    /// still (`speed` 0) contributes nothing, nor do its sublayers.
    func timedAnimations() -> [TimedAnimation] {
        var out: [TimedAnimation] = []
        // `scale`, `shift` map a time in the layer's parent's space to scene time.
        func walk(_ layer: LayerSnapshot, path: String, suffix: String, scale: Double, shift: Double) {
            guard layer.speed != 0, layer.speed.isFinite else { return }
            // Local time l gives parent time (l − timeOffset) / speed + beginTime.
            let s = scale / layer.speed
            let c = scale * (layer.beginTime - layer.timeOffset / layer.speed) + shift
            guard s.isFinite, c.isFinite, s != 0 else { return }
            let path = path.isEmpty ? layer.name + suffix : path + "/" + layer.name + suffix
            for (key, animation) in zip(layer.animationKeys, layer.animations) {
                out.append(TimedAnimation(layer: path, key: key, animation: animation, scale: s, shift: c))
            }
            guard let replicator = layer.replicator else {
                for sub in layer.sublayers { walk(sub, path: path, suffix: suffix, scale: s, shift: c) }
                return
            }
            // Copy k runs at the replicator's local time minus k delays.
            let raw = layer.model["instanceDelay"]?.number ?? 0
            let delay = raw.isFinite ? raw : 0
            for k in 0..<replicator.instanceCount {
                for sub in layer.sublayers {
                    walk(sub, path: path, suffix: suffix + "[\(k)]", scale: s, shift: s * Double(k) * delay + c)
                }
            }
        }
        walk(root, path: "", suffix: "", scale: 1, shift: 0)
        return out
    }
}
