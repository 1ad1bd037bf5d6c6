import SpinnerJSON

/// A named span of the main composition (`markers`: `cm` name, `tm` start frame, `dr` length in
/// frames), as After Effects exports them for the parts of an animation a player jumps between.
public struct LottieMarker: Hashable, Sendable {
    public var name: String
    /// First frame, on the main composition's own numbering (`ip` is its first).
    public var startFrame: Double
    /// Length in frames; 0 for a marker that names one moment, negative for a span played
    /// backwards from `startFrame` (as lottie-ios plays a range whose end comes first).
    public var durationFrames: Double

    public init(name: String, startFrame: Double, durationFrames: Double) {
        self.name = name
        self.startFrame = startFrame
        self.durationFrames = durationFrames
    }

    /// The document's markers, in file order; none when it has no `markers`. Read strictly,
    /// like the rest of the file: a marker of the wrong shape is an error at its path.
    public static func read(_ document: JSONValue, limits: LottieLimits = .standard) throws(LottieImportError) -> [LottieMarker] {
        let root = LottieNode(value: document, path: JSONPath(), context: LottieReadContext(limits: limits))
        guard let list = root.child("markers") else { return [] }
        let items = try list.array
        // Markers count against the keyframe budget: each is a moment of the timeline.
        try root.context.countKeyframes(items.count, at: list.path)
        var out: [LottieMarker] = []
        for item in items {
            let item = try item.object()
            // Real files carry negative durations for spans played backwards (lottie-ios's sample
            // issue_1915 names them "1-reversed"): kept as they are.
            let duration = try item.number("dr", default: 0)
            out.append(LottieMarker(name: try item.optionalString("cm") ?? "", startFrame: try item.number("tm"), durationFrames: duration))
        }
        return out
    }
}
