import SpinnerAnimation

/// What a timing plot is made from: the sampled tracks and the timing marks of one interval.
public struct TimingPlotInput: Sendable {
    /// What is plotted ("material", "spinner.json"), for the heading.
    public var title: String
    /// The interval is 0...duration seconds of scene time.
    public var duration: Double
    /// The sample times, increasing, within 0...duration.
    public var times: [Double]
    /// The evenly spaced samples among `times` (the rest sit on both sides of each timing mark).
    public var evenSamples: Int
    /// Every presented property, in drawing order of the layers; only those that change get a panel.
    public var tracks: [PlotTrack]
    /// The timing marks in the interval.
    public var marks: [TimingMark]

    public init(title: String, duration: Double, times: [Double], evenSamples: Int, tracks: [PlotTrack], marks: [TimingMark]) {
        self.title = title
        self.duration = duration
        self.times = times
        self.evenSamples = evenSamples
        self.tracks = tracks
        self.marks = marks
    }
}
