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

    // MARK: - One panel

    static func panel(index: Int, track: PlotTrack, times: [Double], duration: Double, top: Double, ticks: [Double],
                      marks: [TimingMark], fonts: PlotFonts) -> (PlotItem, Double) {
        let content = PlotPanel(track)
        let unit = PlotUnit.of(track.key)
        var items: [PlotItem] = []
        var title = [(track.key, true, ink), (track.layer, false, muted)]
        let areaHeight: Double
        var description: String
        var data: [PlotItem] = []
        var labels: [PlotItem] = []
        // Colour panels leave room above for their mark ticks.
        let isLines = if case .lines = content { true } else { false }
        let below = top + titleHeight + (isLines ? 0 : tickHeight)
        func area(_ h: Double) -> Rect { Rect(x: left, y: below, width: right - left, height: h) }
        switch content {
        case .lines(let lines, let constant):
            areaHeight = lineHeight
            let all = lines.flatMap { $0.values.compactMap { $0 } }
            let axis = PlotAxis(area: area(areaHeight), duration: duration, minimum: all.min() ?? 0, maximum: all.max() ?? 0)
            for (i, line) in lines.enumerated() {
                let color = lineColors[i % lineColors.count]
                var run: [Point] = []
                func flush() {
                    if !run.isEmpty { data.append(.polyline(run, color: color, width: 2)) }
                    run = []
                }
                for (t, v) in zip(times, line.values) {
                    guard let v else { flush(); continue }
                    run.append(Point(x: q(axis.x(t)), y: q(axis.y(v))))
                }
                flush()
            }
            labels.append(.text(number(axis.maximum, unit), at: Point(x: left - 6, y: axis.area.minY + 9), size: 10, color: ink, anchor: .end))
            labels.append(.text(number(axis.minimum, unit), at: Point(x: left - 6, y: axis.area.maxY), size: 10, color: ink, anchor: .end))
            for c in constant { title.append(("\(c.name) = \(number(c.value, unit)) throughout", false, muted)) }
            // Components name their lines in their colours at the right of the title row.
            var x = right
            for (i, line) in lines.enumerated().reversed() where !line.name.isEmpty {
                let w = fonts.width(line.name, size: 11)
                items.append(.text(line.name, at: Point(x: x, y: top + 14), size: 11, color: lineColors[i % lineColors.count], anchor: .end))
                items.append(.line(from: Point(x: x - w - 20, y: top + 10), to: Point(x: x - w - 4, y: top + 10),
                                   color: lineColors[i % lineColors.count], width: 2))
                x -= w + 30
            }
            description = "x: 0 s at \(fixed(axis.x(0))), \(DecimalText.shortest(duration)) s at \(fixed(axis.x(duration))); "
                + "y: \(DecimalText.shortest(axis.minimum)) at \(fixed(axis.y(axis.minimum))), "
                + "\(DecimalText.shortest(axis.maximum)) at \(fixed(axis.y(axis.maximum)))"
                + (lines.count > 1 ? "; lines: " + lines.map(\.name).joined(separator: ", ") : "")
        case .bands(let strips):
            let strip = min(max((120 / Double(max(strips.count, 1))).rounded(.down), 3), 16)
            areaHeight = strip * Double(strips.count)
            let axis = PlotAxis(area: area(areaHeight), duration: duration, minimum: 0, maximum: 1)
            for (i, colors) in strips.enumerated() {
                let y = axis.area.minY + Double(i) * strip
                let found = runs(colors.map { $0.map(quantised) }, times: times, axis: axis)
                for (k, run) in found.enumerated() {
                    // Each band reaches under the next one when they touch, so no seam of the panel
                    // shows between two anti-aliased edges; the next band, drawn later, covers it.
                    let next = k + 1 < found.count && found[k + 1].x0 == run.x1 ? found[k + 1].x1 : run.x1
                    data.append(.rect(Rect(x: run.x0, y: y, width: next - run.x0, height: strip), fill: run.value,
                                      title: "\(run.value.hexString) from \(seconds(run.t0)) to \(seconds(run.t1)) s"))
                }
                if strips.count > 1, strip >= 10 {
                    labels.append(.text("[\(i)]", at: Point(x: left - 6, y: y + strip - 2), size: 9, color: muted, anchor: .end))
                }
            }
            if strips.count == 1 || strip < 10 {
                labels.append(.text(strips.count == 1 ? "colour" : "\(strips.count) colours", at: Point(x: left - 6, y: axis.area.midY + 4),
                                    size: 10, color: ink, anchor: .end))
            }
            description = "x: 0 s at \(fixed(axis.x(0))), \(DecimalText.shortest(duration)) s at \(fixed(axis.x(duration))); "
                + "bands: \(strips.count) of \(fixed(strip)) px from y \(fixed(axis.area.minY))"
        case .runs(let values):
            areaHeight = 16
            let axis = PlotAxis(area: area(areaHeight), duration: duration, minimum: 0, maximum: 1)
            let shades = [Color(hex: "#B0BEC5"), Color(hex: "#ECEFF1")]
            data += runs(values, times: times, axis: axis).enumerated().map { i, run in
                .rect(Rect(x: run.x0, y: axis.area.minY, width: run.x1 - run.x0, height: areaHeight), fill: shades[i % 2],
                      title: "\(String(run.value.prefix(80))) from \(seconds(run.t0)) to \(seconds(run.t1)) s")
            }
            labels.append(.text("changes", at: Point(x: left - 6, y: axis.area.maxY - 4), size: 10, color: ink, anchor: .end))
            description = "x: 0 s at \(fixed(axis.x(0))), \(DecimalText.shortest(duration)) s at \(fixed(axis.x(duration))); runs of equal values"
        }
        let box = area(areaHeight)
        let axis = PlotAxis(area: box, duration: duration, minimum: 0, maximum: 1)
        items.append(.rect(box, fill: paper))
        for t in ticks {
            items.append(.line(from: Point(x: q(axis.x(t)), y: box.minY), to: Point(x: q(axis.x(t)), y: box.maxY), color: grid, width: 1))
        }
        // Across a panel of lines, behind the curves; over colours, as ticks just above them, so
        // that a colour changing every few pixels still reads.
        let lines: [PlotItem] = marks.map { mark in
            let x = q(axis.x(mark.time))
            return .line(from: Point(x: x, y: isLines ? box.minY : box.minY - tickHeight + 1), to: Point(x: x, y: isLines ? box.maxY : box.minY),
                         color: PlotMarkStyle.color(mark.kind), width: 1, dash: isLines ? PlotMarkStyle.dash(mark.kind) : nil,
                         title: mark.label(time: seconds(mark.time)))
        }
        items += isLines ? lines + data : data + lines
        items += labels
        // Pieces side by side, 8 px apart: SVG would collapse leading spaces.
        var x = left
        for (text, bold, color) in title {
            items.append(.text(text, at: Point(x: x, y: top + 14), size: bold ? 12 : 11, color: color, bold: bold))
            x += fonts.width(text, size: bold ? 12 : 11, bold: bold) + 8
        }
        return (.group(id: "panel-\(index)", title: "\(track.layer) \(track.key)", description: description, items),
                box.maxY - top)
    }

    // MARK: - Runs, ticks and numbers

    /// Runs of equal values: each value holds from its sample to the next sample; nil draws nothing.
    static func runs<V: Equatable>(_ values: [V?], times: [Double], axis: PlotAxis) -> [(value: V, t0: Double, t1: Double, x0: Double, x1: Double)] {
        var out: [(V, Double, Double, Double, Double)] = []
        var i = 0
        while i < values.count - 1 {
            guard let v = values[i] else { i += 1; continue }
            var j = i + 1
            while j < values.count - 1, values[j] == v { j += 1 }
            let x0 = q(axis.x(times[i])), x1 = q(axis.x(times[j]))
            if x1 > x0 { out.append((v, times[i], times[j], x0, x1)) }
            i = j
        }
        return out
    }

    /// Tick times: the smallest of 1, 2, 2.5 and 5 times a power of ten that leaves at least
    /// 60 px between ticks.
    static func ticks(_ duration: Double) -> [Double] {
        let most = max(1, ((right - left) / 60).rounded(.down))
        var magnitude = pow10((duration / most).magnitudeExponent)
        var step = magnitude
        search: while true {
            for m in [1.0, 2, 2.5, 5] where duration / (m * magnitude) <= most {
                step = m * magnitude
                break search
            }
            magnitude *= 10
        }
        let count = Int((duration / step + 1e-9).rounded(.down))
        return (0...count).map { Double($0) * step }
    }

    static func axisLabels(_ ticks: [Double], duration: Double, baseline: Double) -> [PlotItem] {
        let axis = PlotAxis(area: Rect(x: left, y: 0, width: right - left, height: 1), duration: duration, minimum: 0, maximum: 1)
        return ticks.map { t in
            .text("\(seconds(t)) s", at: Point(x: q(axis.x(t)), y: baseline), size: 10, color: muted, anchor: .middle)
        }
    }

    /// Hundredths of a pixel: the SVG's precision.
    static func q(_ v: Double) -> Double { (v * 100).rounded() / 100 }

    static func fixed(_ v: Double) -> String { DecimalText.fixed(q(v), decimals: 2) }

    static func seconds(_ t: Double) -> String { DecimalText.trimmed(t, maxDecimals: 4) }

    /// A label's number: five significant digits, with the unit.
    static func number(_ v: Double, _ unit: String) -> String {
        let text = abs(v) >= 1e5 ? DecimalText.trimmed(v, maxDecimals: 0) : DecimalText.trimmed(v, maxDecimals: max(0, 4 - v.magnitudeExponent))
        return unit.isEmpty ? text : unit == "°" ? text + unit : text + " " + unit
    }

    /// A colour as 8 bits a channel, the precision both writers share.
    static func quantised(_ c: Color) -> Color {
        let p = c.rgba8
        return Color(r8: p.r, g8: p.g, b8: p.b, a8: p.a)
    }

    static func pow10(_ e: Int) -> Double {
        var v = 1.0
        if e >= 0 { for _ in 0..<e { v *= 10 } } else { for _ in 0..<(-e) { v /= 10 } }
        return v
    }
}

extension Double {
    /// The power of ten at or below the number's magnitude (0 for 0).
    var magnitudeExponent: Int {
        guard self != 0, isFinite else { return 0 }
        var e = 0, m = abs(self)
        while m >= 10 { m /= 10; e += 1 }
        while m < 1 { m *= 10; e -= 1 }
        return e
    }
}
