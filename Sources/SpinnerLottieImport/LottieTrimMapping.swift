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

    func apply(_ trim: LottiePathSource.Trim, to layer: ShapeLayer, wraps: Bool, notes builder: inout LottieSceneBuilder) {
        let first = Self.range(start: trim.start.initial, end: trim.end.initial, offset: trim.offset.initial, wraps: wraps)
        layer.strokeStart = first.start
        layer.strokeEnd = first.end
        guard let span = LottieTransform.union([LottieSampling.span(trim.start), LottieSampling.span(trim.end), LottieSampling.span(trim.offset)])
        else { return }
        if !wraps && trim.offset.keyframes.isEmpty && Self.ordered(trim) {
            // Start and end keep their own keyframes (and easing) when they never cross.
            builder.animate(layer, "strokeStart", trim.start, timeline) { .number(max(0, min(1, $0 / 100))) }
            builder.animate(layer, "strokeEnd", trim.end, timeline) { .number(max(0, min(1, $0 / 100))) }
            return
        }
        let frames = LottieStyleLayers.frames(span)
        let ranges = frames.map {
            Self.range(start: LottieSampling.value(trim.start, at: $0), end: LottieSampling.value(trim.end, at: $0),
                       offset: LottieSampling.value(trim.offset, at: $0), wraps: wraps)
        }
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
