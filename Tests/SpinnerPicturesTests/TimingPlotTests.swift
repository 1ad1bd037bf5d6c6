import Testing
import SpinnerCore
import SpinnerAnimation
import SpinnerText
@testable import SpinnerPictures

/// The plot model: which panels a track makes, where lines and bands land, and that the PNG
/// fills what the SVG describes.
@Suite struct TimingPlotTests {
    static let fonts: PlotFonts = {
        let font = try! Font(contentsOf: Font.defaultFontPath()!)
        return PlotFonts(regular: font, bold: font)
    }()

    static let times = [0.0, 0.5, 1, 1.5, 2]

    static func input(_ tracks: [PlotTrack]) -> TimingPlotInput {
        TimingPlotInput(title: "test", duration: 2, times: times, evenSamples: 5, tracks: tracks, marks: [])
    }

    static func groups(_ picture: PlotPicture) -> [(title: String, items: [PlotItem])] {
        picture.items.compactMap { if case .group(_, let title, _, let items) = $0 { (title, items) } else { nil } }
    }

    @Test func onlyChangingTracksGetPanels() {
        let still = PlotTrack(layer: "view", key: "opacity", values: Self.times.map { _ in .number(1) })
        let hiddenOnce = PlotTrack(layer: "view", key: "lineWidth", values: [.number(2), nil, .number(2), .number(2), .number(2)])
        let moving = PlotTrack(layer: "view/arc", key: "strokeEnd", values: Self.times.map { .number($0 / 2) })
        #expect(!still.changes && !hiddenOnce.changes && moving.changes)
        let picture = TimingPlot.picture(Self.input([still, hiddenOnce, moving]), fonts: Self.fonts)
        #expect(Self.groups(picture).map(\.title) == ["view/arc strokeEnd"])
    }

    @Test func pointsGiveOneLinePerChangingComponent() {
        let track = PlotTrack(layer: "view", key: "position", values: Self.times.map { .point(Point(x: 5, y: $0 * 3)) })
        guard case .lines(let lines, let constant) = PlotPanel(track) else { Issue.record("not lines"); return }
        #expect(lines.map(\.name) == ["y"])
        #expect(lines[0].values == [0, 1.5, 3, 4.5, 6])
        #expect(constant.map(\.name) == ["x"] && constant.map(\.value) == [5])
    }

    @Test func lineVerticesSitAtTheirTimesAndValuesOnThePanelAxis() {
        let values = [0.0, 0.25, 1, 0.5, 0.75]
        let track = PlotTrack(layer: "view/arc", key: "strokeEnd", values: values.map { .number($0) })
        let items = Self.groups(TimingPlot.picture(Self.input([track]), fonts: Self.fonts))[0].items
        let area = items.compactMap { if case .rect(let r, _, _) = $0 { r } else { nil } }.first!
        let axis = PlotAxis(area: area, duration: 2, minimum: 0, maximum: 1)
        let points = items.compactMap { if case .polyline(let p, _, _) = $0 { p } else { nil } }.first!
        #expect(points.count == 5)
        for (p, (t, v)) in zip(points, zip(Self.times, values)) {
            #expect(abs(axis.time(p.x) - t) < 1e-4)
            #expect(abs(axis.value(p.y) - v) < 1e-4)
        }
        // The range is the data's own: the lowest value on the bottom edge, the highest on the top.
        #expect(points.map(\.y).max() == area.maxY && points.map(\.y).min() == area.minY)
    }

    @Test func colourBandsHoldEachSampleToTheNext() {
        let red = Color(hex: "#FF0000"), blue = Color(hex: "#0000FF80")
        let track = PlotTrack(layer: "view/arc", key: "strokeColor", values: [red, red, blue, blue, red].map { .color($0) })
        let items = Self.groups(TimingPlot.picture(Self.input([track]), fonts: Self.fonts))[0].items
        let bands = items.compactMap { if case .rect(let r, let c, let title?) = $0 { (r, c, title) } else { nil } }
        #expect(bands.map(\.1) == [red, blue])
        let area = items.compactMap { if case .rect(let r, _, nil) = $0 { r } else { nil } }.first!
        let axis = PlotAxis(area: area, duration: 2, minimum: 0, maximum: 1)
        // The first band reaches under the second, which covers it from its own start.
        #expect(bands[0].0.minX == axis.x(0) && bands[0].0.maxX == axis.x(2))
        #expect(bands[1].0.minX == axis.x(1) && bands[1].0.maxX == axis.x(2))
        #expect(bands[1].2 == "#0000FF80 from 1 to 2 s")
    }

    @Test func marksAreLinesOnTheirPanelsOnly() {
        let a = PlotTrack(layer: "view/arc", key: "strokeEnd", values: Self.times.map { .number($0) })
        let b = PlotTrack(layer: "view/arc", key: "opacity", values: Self.times.map { .number(2 - $0) })
        let mark = TimingMark(time: 0.5, kind: .repeat(1), layer: "view/arc", animation: "stroke", isGroup: true, keyPaths: ["strokeEnd"])
        var input = Self.input([a, b])
        input.marks = [mark]
        let groups = Self.groups(TimingPlot.picture(input, fonts: Self.fonts))
        func titled(_ items: [PlotItem]) -> [(Point, String)] {
            items.compactMap { if case .line(let p, _, _, _, _, let title?) = $0 { (p, title) } else { nil } }
        }
        let lines = titled(groups[0].items)
        #expect(lines.count == 1 && lines[0].1 == "view/arc: group \"stroke\" repeat 1 starts at 0.5 s")
        let area = groups[0].items.compactMap { if case .rect(let r, _, nil) = $0 { r } else { nil } }.first!
        #expect(lines[0].0.x == PlotAxis(area: area, duration: 2, minimum: 0, maximum: 1).x(0.5))
        #expect(titled(groups[1].items).isEmpty)
    }

    @Test func svgIsPlainAndTheSameEveryTime() {
        let track = PlotTrack(layer: "a&b", key: "strokeEnd", values: Self.times.map { .number($0 * 0.3) })
        let picture = TimingPlot.picture(Self.input([track]), fonts: Self.fonts)
        let svg = PlotSVG.text(picture, title: "t", fontFamily: Self.fonts.family)
        #expect(svg == PlotSVG.text(TimingPlot.picture(Self.input([track]), fonts: Self.fonts), title: "t", fontFamily: Self.fonts.family))
        #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\""))
        #expect(svg.contains("viewBox=\"0 0 \(picture.width) \(picture.height)\""))
        #expect(!svg.contains("<script") && !svg.contains("href") && !svg.contains("a&b"))
        #expect(svg.contains("a&amp;b"))
    }

    @Test func pngFillsTheSVGsGeometry() {
        let values = [0.0, 1, 0, 1, 0]
        let track = PlotTrack(layer: "v", key: "opacity", values: values.map { .number($0) })
        let picture = TimingPlot.picture(Self.input([track]), fonts: Self.fonts)
        let image = PlotRaster.render(picture, fonts: Self.fonts)
        #expect(image.width == picture.width && image.height == picture.height)
        let items = Self.groups(picture)[0].items
        let points = items.compactMap { if case .polyline(let p, _, _) = $0 { p } else { nil } }.first!
        let blue = TimingPlot.lineColors[0].rgba8, paper = TimingPlot.paper.rgba8
        func difference(_ x: Int, _ y: Int, _ c: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Int {
            let p = image[x, y]
            return abs(Int(p.r) - Int(c.r)) + abs(Int(p.g) - Int(c.g)) + abs(Int(p.b) - Int(c.b))
        }
        // The pixel centred on the middle of each segment is more the line's colour than the
        // panel's; 10 px below it the panel shows.
        for (a, b) in zip(points, points.dropFirst()) {
            let cx = ((a.x + b.x) / 2).rounded(.down) + 0.5
            let cy = a.y + (cx - a.x) / (b.x - a.x) * (b.y - a.y)
            #expect(difference(Int(cx), Int(cy), blue) < difference(Int(cx), Int(cy), paper), "\(cx), \(cy)")
            #expect(difference(Int(cx), Int(cy + 10), paper) < 8, "\(cx), \(cy + 10)")
        }
    }
}
