import SpinnerAnimation

/// The progress a determinate indicator's layers show: one presented property of one layer of
/// the tree (the ring's `strokeEnd`, the bar's mask width, ...) as Core Animation presents it,
/// its model changes with the implicit animations they start, and the first moment it shows a
/// given progress, found from those animations rather than by sampling frames.
///
/// The presets' layers keep the default timing (begin 0, speed 1, no offset), so a layer's time
/// is the root's time.
public struct PresentedProgress {
    /// The layer whose property shows the progress.
    let layer: Layer
    /// The layers whose `hidden` takes the progress off screen: the layer's ancestors and the
    /// layer itself (for a mask, the masked layer's).
    let carriers: [Layer]
    /// The progress a presented value shows.
    let read: (PropertyValues) -> Double

    init(layer: Layer, carriers: [Layer], read: @escaping (PropertyValues) -> Double) {
        self.layer = layer
        self.carriers = carriers
        self.read = read
    }

    /// The progress shown at `time`, hidden or not.
    public func value(at time: Double) -> Double {
        read(PresentedProgress.presented(layer, at: time))
    }

    /// Whether the progress layer is on screen at `time`.
    public func isShown(at time: Double) -> Bool {
        carriers.allSatisfy { (PresentedProgress.presented($0, at: time)["hidden"]?.number ?? 0) < 0.5 }
    }

    /// The first moment in 0...`end` at which the layers show at least `target`, to within
    /// `tolerance` seconds; nil when they never do while on screen.
    ///
    /// Between two consecutive moments at which something starts or stops (a model change, an
    /// implicit animation's begin or end) the same animations run, and the property follows the
    /// latest of them (they replace, not add) along a monotone timing curve, or holds still: it
    /// is monotone there. So each such segment either shows `target` at its start, or reaches it
    /// inside only if its value just before the next mark does, and then bisection finds it.
    public func firstTime(reaching target: Double, until end: Double, tolerance: Double = 1e-9) -> Double? {
        let reached = { (t: Double) in self.value(at: t) >= target - PresentedProgress.valueSlack }
        let marks = self.marks(until: end)
        for (i, start) in marks.enumerated() {
            guard isShown(at: start) else { continue }
            if reached(start) { return start }
            guard i + 1 < marks.count else { break }
            let last = marks[i + 1].nextDown
            guard last > start, reached(last) else { continue }
            var lo = start, hi = last
            while hi - lo > tolerance {
                let mid = lo + (hi - lo) / 2
                if reached(mid) { hi = mid } else { lo = mid }
            }
            return hi
        }
        return nil
    }

    /// The most progress the layers show while on screen in 0...`end` (the segments being
    /// monotone, at a mark or just before the next), and when; nil if never on screen.
    public func maximum(until end: Double) -> (progress: Double, time: Double)? {
        var best: (progress: Double, time: Double)?
        let marks = self.marks(until: end)
        for (i, start) in marks.enumerated() where isShown(at: start) {
            var candidates = [start]
            if i + 1 < marks.count, marks[i + 1].nextDown > start { candidates.append(marks[i + 1].nextDown) }
            for t in candidates {
                let v = value(at: t)
                if best == nil || v > best!.progress { best = (v, t) }
            }
        }
        return best
    }

    /// A presented value this close below the target counts as reaching it: linear
    /// interpolation between keyframes can land a few ulps short of the progress meant.
    static let valueSlack = 1e-15

    /// 0, `end`, and every moment in between at which an animation of the progress layer or of
    /// a carrier starts or stops, sorted.
    func marks(until end: Double) -> [Double] {
        var times: Set<Double> = [0, max(end, 0)]
        for l in [layer] + carriers {
            for (_, animation) in l.animations {
                if let changes = animation as? ModelChanges {
                    for c in changes.changes { times.insert(c.time) }
                } else {
                    times.insert(animation.timing.beginTime)
                    times.insert(animation.timing.beginTime + animation.timing.activeDuration)
                }
            }
        }
        return times.filter { $0.isFinite && $0 >= 0 && $0 <= end }.sorted()
    }

    /// A layer's model values with its animations applied, in the order added, at `time`.
    static func presented(_ layer: Layer, at time: Double) -> PropertyValues {
        var values = layer.modelValues()
        for (_, animation) in layer.animations { animation.apply(atParentTime: time, to: &values) }
        return values
    }

    /// The path of layers from `root` to the first layer (depth first) named `name`, both included.
    static func path(to name: String, in root: Layer) -> [Layer]? {
        if root.name == name { return [root] }
        for sub in root.sublayers {
            if let rest = path(to: name, in: sub) { return [root] + rest }
        }
        return nil
    }
}

extension ProgressRing {
    /// The progress a ring tree of `makeLayer` shows: its circle's `strokeEnd`.
    public static func presentedProgress(in root: Layer) -> PresentedProgress? {
        guard let path = PresentedProgress.path(to: "HSCircleView", in: root) else { return nil }
        return PresentedProgress(layer: path.last!, carriers: path) { $0["strokeEnd"]?.number ?? 1 }
    }
}

extension GradientProgressBar {
    /// The progress a bar tree of `makeLayer` shows: its mask's width over the bar's.
    public static func presentedProgress(in root: Layer) -> PresentedProgress? {
        guard let path = PresentedProgress.path(to: "gradLayer", in: root), let mask = path.last!.mask else { return nil }
        let width = path.last!.bounds.width
        guard width > 0 else { return nil }
        return PresentedProgress(layer: mask, carriers: path) { ($0["bounds"]?.rect?.width ?? 0) / width }
    }
}

extension ProgressImageView {
    /// The progress an image view tree of `makeLayer` shows: the border's `strokeEnd`, or the
    /// frame's width over the view's.
    public static func presentedProgress(in root: Layer) -> PresentedProgress? {
        if let path = PresentedProgress.path(to: "borderProgressLayer", in: root) {
            return PresentedProgress(layer: path.last!, carriers: path) { $0["strokeEnd"]?.number ?? 0 }
        }
        guard let path = PresentedProgress.path(to: "frameProgressLayer", in: root), path.count >= 2 else { return nil }
        let width = path[path.count - 2].bounds.width
        guard width > 0 else { return nil }
        return PresentedProgress(layer: path.last!, carriers: path) { ($0["bounds"]?.rect?.width ?? 0) / width }
    }
}
