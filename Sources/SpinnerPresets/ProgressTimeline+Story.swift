extension ProgressTimeline {
    /// The whole story: to the finish callback plus a moment to see the end state; the loop
    /// period of a determinate preset.
    public var storyLength: Double {
        (finishTime ?? keyframes.last!.time) + 0.5
    }
}
