import SpinnerCore
import SpinnerAnimation

extension TimingPlot {
    /// One panel of `track`: its title row, plot area, grid, mark lines and data, and its height.
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
}
