import SpinnerCore
import SpinnerAnimation

/// Lays out a timing diagram: a heading and legend, then one panel per (layer, property) that
/// changes, all on one time axis, with a line at each timing mark of the panel's animations.
/// Every coordinate is rounded to hundredths of a pixel, the precision the SVG is written at,
/// so the SVG and the PNG draw the very same geometry.
public enum TimingPlot {
    static let width = 960.0
    /// Left of the plot areas: the min / max labels sit in the column before it.
    static let left = 120.0
    static let right = 936.0
    static let lineHeight = 64.0
    static let titleHeight = 20.0
    static let gap = 14.0
    /// Room above a colour panel for its mark ticks.
    static let tickHeight = 6.0
    static let ink = Color(hex: "#263238")
    static let muted = Color(hex: "#607D8B")
    static let paper = Color(hex: "#F4F6F8")
    static let grid = Color(hex: "#DDE2E6")
    /// The colour of each component's line, in order (a plain number takes the first).
    static let lineColors = [Color(hex: "#1565C0"), Color(hex: "#8E24AA"), Color(hex: "#00897B"), Color(hex: "#6D4C41")]

    /// The panels most a plot holds, so a replicator of thousands of copies cannot make a
    /// picture no one can read or open.
    public static let maximumPanels = 400

    /// The number of panels `input` makes.
    public static func panelCount(_ input: TimingPlotInput) -> Int { input.tracks.filter(\.changes).count }

    /// The whole picture.
    public static func picture(_ input: TimingPlotInput, fonts: PlotFonts) -> PlotPicture {
        let duration = input.duration
        var items: [PlotItem] = []
        items.append(.text("\(input.title): every animated property, 0 to \(seconds(duration)) s", at: Point(x: 16, y: 26),
                           size: 15, color: ink, bold: true))
        let extra = input.times.count - input.evenSamples
        items.append(.text("\(input.evenSamples) evenly spaced samples, and \(extra) on both sides of the timing marks; "
                           + "ranges are each panel's own; hover a mark line for what it marks", at: Point(x: 16, y: 44),
                           size: 11, color: muted))
        var x = 16.0
        for (kind, word) in PlotMarkStyle.legend {
            items.append(.line(from: Point(x: x, y: 58), to: Point(x: x + 18, y: 58), color: PlotMarkStyle.color(kind), width: 2,
                               dash: PlotMarkStyle.dash(kind)))
            items.append(.text(word, at: Point(x: x + 22, y: 62), size: 11, color: ink))
            x += 22 + fonts.width(word, size: 11) + 18
        }
        let ticks = self.ticks(duration)
        var top = 74.0
        items += axisLabels(ticks, duration: duration, baseline: top + 10)
        top += 18
        for (index, track) in input.tracks.filter(\.changes).enumerated() {
            let marks = input.marks.filter { $0.layer == track.layer && PlotMarkStyle.mark($0.keyPaths, concerns: track.key) }
            let (group, height) = panel(index: index, track: track, times: input.times, duration: duration, top: top,
                                        ticks: ticks, marks: marks, fonts: fonts)
            items.append(group)
            top += height + gap
        }
        items += axisLabels(ticks, duration: duration, baseline: top + 2)
        return PlotPicture(width: Int(width), height: Int(top + 16), background: .white, items: items)
    }
}
