/// A layer's (or a precomposition's) opacity as a Lottie property that players reading it in
/// 8 bits draw as spinnergen does, at every frame, without a keyframe per frame.
///
/// spinnergen composites with round(255 · v). A player that truncates (rlottie) reads a
/// written w as ⌊255 · w⌋, one that rounds as round(255 · w). Writing each value raised by one
/// shift s (in 8-bit steps, 0 ≤ s < 1) keeps every frame's level for a truncating player
/// when s lies in [q − x, q − x + 1) at every frame (x = 255 · v, q = round(x)), and for a
/// rounding one too when it lies in [q − x − ½, q − x + ½) as well. A line or curve through
/// raised values is the raised curve (raising is affine), so an opacity that follows a curve
/// is one keyframe, not one per frame (`sampled` before: the replicator dots' opacity was
/// keyframed at every frame, 8-bit values being on no curve). One shift serves the whole
/// track: the middle of the range both kinds of player allow, else of the range truncation
/// allows, so rlottie reads every frame exactly and a rounding player is at most one step off.
/// 0 and 100 % are written as they are; a keyframe is kept only if at every frame it spans it
/// still reads as spinnergen draws (`LottieTrack.Writing`), else that stretch is sampled.
struct LottieOpacity {
    /// The shift in 8-bit steps.
    let shift: Double
    /// round(255 · v) at each sample.
    let levels: [Double]

    /// How far a written level must stay inside its step: JSON rounding and a player's float
    /// arithmetic stay far below it.
    static let margin = 1e-3

    /// Whether a truncating player must read every frame's level exactly, as inside a
    /// translucent precomposition, whose opacity rlottie truncates twice more (a step there
    /// would add to those).
    let exact: Bool

    /// For opacities 0...1 at the samples of `timeline`.
    init(_ opacity: [Double], timeline: LottieTimeline, exact: Bool = false) {
        self.exact = exact
        let x = opacity.map { min(max($0, 0), 1) * 255 }
        let levels = x.map { $0.rounded() }
        self.levels = levels
        // q − x at each frame: in (−½, ½].
        let residues = x.indices.filter(timeline.isFrame).map { levels[$0] - x[$0] }
        // A level half way between two steps (x = 127.5, where float noise may round
        // 127.4999999 down) allows one shift only if all such frames round the same way: if
        // not, they are left out here, and where a keyframe misreads one it is sampled.
        let clear = residues.filter { abs($0) < 0.5 - 1e-6 }
        shift = Self.shift(residues, margin: Self.margin) ?? Self.shift(clear, margin: 0) ?? 0.25
    }

    /// The middle of the shifts both kinds of player allow at every frame, else of those
    /// truncation allows, if that range is wider than `margin` each side.
    private static func shift(_ residues: [Double], margin: Double) -> Double? {
        guard let low = residues.max(), let high = residues.min() else { return nil }
        if low < high + 0.5 - 2 * Self.margin { return (low + high + 0.5) / 2 }
        return low + 2 * margin < high + 1 ? (low + high + 1) / 2 : nil
    }

    /// The value written for an opacity in percent: raised by the shift, 0 and 100 kept.
    func write(_ percent: Double) -> Double {
        guard percent > 0, percent < 100 else { return min(max(percent, 0), 100) }
        return min(max(LottieNumber.round(percent + shift * 100 / 255, 1e6), 0), 100)
    }

    /// Whether `shown` (percent, what a player shows at sample k) draws what spinnergen draws
    /// there closely enough, in a player that truncates and in one that rounds: within one
    /// step, and exactly at 0 and 255 and on the same side of half (alpha 127 | 128, where a
    /// pixel counts as covered). A keyframe that reaches 100 % cannot be raised, so the frames
    /// next to it may read a step low. Samples between frames are not drawn.
    func reads(_ k: Int, _ shown: Double, timeline: LottieTimeline) -> Bool {
        guard timeline.isFrame(k) else { return true }
        let q = levels[k]
        let x = shown * 255 / 100
        // Each way a player may read it, the JSON's rounding and float arithmetic included.
        let readings: [Double] = shown >= 100 ? [255] : shown <= 0 ? [0]
            : [x - Self.margin, x + Self.margin].flatMap { [min(max($0, 0), 255).rounded(.down), min(max($0, 0), 255).rounded()] }
        if exact, shown > 0, shown < 100, [x - Self.margin, x + Self.margin].contains(where: { $0.rounded(.down) != q }) { return false }
        return readings.allSatisfy { l in
            abs(l - q) <= 1 && (l == 0) == (q == 0) && (l == 255) == (q == 255) && (l >= 128) == (q >= 128)
        }
    }

    /// The opacity (0...1 at every sample) as a property, and whether some of it is sampled.
    static func property(_ opacity: [Double], tracks: LottieTrack, exact: Bool = false) -> (property: LottieProperty<LottieScalar>, sampled: Bool) {
        let o = LottieOpacity(opacity, timeline: tracks.timeline, exact: exact)
        let writing = LottieTrack.Writing<LottieScalar>(write: { LottieScalar(o.write($0.value)) },
                                                        sample: { k, _ in LottieScalar(LottieNumber.alpha8(o.levels[k] / 255)) },
                                                        reads: { o.reads($0, $1.value, timeline: tracks.timeline) })
        return tracks.property(opacity.map { LottieScalar(LottieNumber.percent($0)) }, writing: writing)
    }
}
