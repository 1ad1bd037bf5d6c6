import SpinnerAnimation

/// Trim paths (`tm`) as `strokeStart`/`strokeEnd`. After Effects shows the stretch from the
/// smaller of start and end to the larger, both moved on by offset/360 of the length and
/// wrapping past the end; Core Animation's stroke range cannot wrap, so a trim with an offset
/// strokes the path drawn twice over, its range halved (lottie-ios's "path multiplier").
struct LottieTrimMapping {
    let timeline: LottieTimeline

    /// Stroke start and end (0...1 of the drawn path) for trim values in percent and degrees.
    static func range(start: Double, end: Double, offset: Double, wraps: Bool) -> (start: Double, end: Double) {
        let low = max(0, min(1, min(start, end) / 100)), high = max(0, min(1, max(start, end) / 100))
        guard wraps else { return (low, high) }
        var shift = (offset / 360).truncatingRemainder(dividingBy: 1)
        if shift < 0 { shift += 1 }
        return ((low + shift) / 2, (high + shift) / 2)
    }

    /// The stroke range of a chain of trims at `frame`: each later trim keeps its share of
    /// the stretch the ones before left (its offset moving it along that stretch).
    static func range(_ trim: LottiePathSource.Trim, at frame: Double, wraps: Bool) -> (start: Double, end: Double) {
        func values(_ t: LottiePathSource.Trim) -> (Double, Double, Double) {
            (LottieSampling.value(t.start, at: frame), LottieSampling.value(t.end, at: frame), LottieSampling.value(t.offset, at: frame))
        }
        let (s, e, o) = values(trim)
        var r = range(start: s, end: e, offset: o, wraps: wraps)
        for next in trim.then {
            let (s2, e2, o2) = values(next)
            let inner = range(start: s2, end: e2, offset: 0, wraps: false)
            var shift = (o2 / 360).truncatingRemainder(dividingBy: 1)
            if shift < 0 { shift += 1 }
            // The offset moves the kept share along the stretch, wrapping past its end: a share
            // of the whole stretch stays whole (an offset alone changes nothing), and one cut in
            // two by the end keeps its larger piece (one stroke range cannot hold both).
            var low = inner.start + shift, high = inner.end + shift
            if low >= 1 { low -= 1; high -= 1 }
            if high > 1 {
                if inner.end - inner.start >= 1 - 1e-12 { (low, high) = (0, 1) }
                else if 1 - low >= high - 1 { high = 1 }
                else { (low, high) = (0, high - 1) }
            }
            let length = r.end - r.start
            r = (r.start + length * low, r.start + length * high)
        }
        return r
    }

    func apply(_ trim: LottiePathSource.Trim, to layer: ShapeLayer, wraps: Bool, notes builder: inout LottieSceneBuilder) {
        let spans = ([trim] + trim.then).flatMap { [LottieSampling.span($0.start), LottieSampling.span($0.end), LottieSampling.span($0.offset)] }
        let first = Self.range(trim, at: LottieTransform.union(spans)?.lowerBound ?? 0, wraps: wraps)
        layer.strokeStart = first.start
        layer.strokeEnd = first.end
        guard let span = LottieTransform.union(spans) else { return }
        if !wraps && trim.then.isEmpty && trim.offset.keyframes.isEmpty && Self.ordered(trim) {
            // Start and end keep their own keyframes (and easing) when they never cross.
            builder.animate(layer, "strokeStart", trim.start, timeline) { .number(max(0, min(1, $0 / 100))) }
            builder.animate(layer, "strokeEnd", trim.end, timeline) { .number(max(0, min(1, $0 / 100))) }
            return
        }
        let frames = LottieStyleLayers.frames(span)
        let ranges = frames.map { Self.range(trim, at: $0, wraps: wraps) }
        let styles = LottieStyleLayers(timeline: timeline)
        if let a = styles.sampled("strokeStart", frames: frames, values: ranges.map { .number($0.start) }) { layer.add(a, forKey: "lottie.strokeStart") }
        if let a = styles.sampled("strokeEnd", frames: frames, values: ranges.map { .number($0.end) }) { layer.add(a, forKey: "lottie.strokeEnd") }
    }

    /// Whether start stays at or below end at every keyframe of either.
    private static func ordered(_ trim: LottiePathSource.Trim) -> Bool {
        let times = (trim.start.keyframes.map(\.time) + trim.end.keyframes.map(\.time) + [0])
        return times.allSatisfy { LottieSampling.value(trim.start, at: $0) <= LottieSampling.value(trim.end, at: $0) }
    }
}
