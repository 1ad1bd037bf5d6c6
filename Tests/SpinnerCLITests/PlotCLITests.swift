import Foundation
import Testing
import SpinnerCore
import SpinnerEncode
import SpinnerPresets

/// `spinnergen plot` through the built binary: the SVG is XML whose curves, marks and bands are
/// the values `spinnergen values` prints and the times the material spinner's animations turn
/// at; the PNG is the same picture.
@Suite struct PlotCLITests {
    static let samples = 48
    static let loop = 6.0
    static let layer = "view/circularLayer"
    static let times = (0...samples).map { loop * Double($0) / Double(samples) }

    /// One plot of the material preset per run of the suite, SVG and PNG.
    static let plots: (svg: Data, png: Data) = {
        let dir = try! CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var out: [Data] = []
        for name in ["p.svg", "p.png"] {
            let r = try! CLIRunner.run(["plot", "material", "--samples", "\(samples)", "-o", name], in: dir)
            precondition(r.status == 0, r.stderr)
            out.append(try! Data(contentsOf: dir.appendingPathComponent(name)))
        }
        return (out[0], out[1])
    }()

    /// `values --json` at the sample times: each time's strokeEnd and strokeColor of `layer`.
    static let values: [(strokeEnd: Double, strokeColor: String)] = {
        let list = times.map { DecimalText.shortest($0) }.joined(separator: ",")
        let r = try! CLIRunner.run(["values", "material", "--times", list, "--json"])
        let root = try! JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as! [String: Any]
        return (root["samples"] as! [[String: Any]]).map { sample in
            let layers = sample["layers"] as! [[String: Any]]
            let values = layers.first { $0["path"] as? String == layer }!["values"] as! [String: Any]
            return (values["strokeEnd"] as! Double, values["strokeColor"] as! String)
        }
    }()

    /// A panel's axis as its `<desc>` states it: "x: 0 s at X0, D s at X1; y: MIN at Y0, MAX at Y1".
    struct Axis {
        let x0, x1, duration: Double
        var y: (min: Double, y0: Double, max: Double, y1: Double)?

        init(_ desc: String) {
            let numbers = desc.split(whereSeparator: { !"0123456789.-e".contains($0) }).compactMap { Double($0) }
            (x0, duration, x1) = (numbers[1], numbers[2], numbers[3])
            if desc.contains("y: ") { y = (numbers[4], numbers[5], numbers[6], numbers[7]) }
        }

        func x(_ t: Double) -> Double { x0 + t / duration * (x1 - x0) }
        func time(_ x: Double) -> Double { (x - x0) / (x1 - x0) * duration }
        func y(_ v: Double) -> Double { y!.y0 + (v - y!.min) / (y!.max - y!.min) * (y!.y1 - y!.y0) }
    }

    static func points(_ e: SVGReader.Element) -> [Point] {
        (e.attributes["points"] ?? "").split(separator: " ").map { pair in
            let xy = pair.split(separator: ",").map { Double($0)! }
            return Point(x: xy[0], y: xy[1])
        }
    }

    static func reader() throws -> SVGReader { try #require(SVGReader.read(plots.svg)) }

    @Test func svgIsXMLWithAPanelPerChangingProperty() throws {
        let svg = try Self.reader()
        let root = try #require(svg.elements.first)
        #expect(root.name == "svg" && root.attributes["xmlns"] == "http://www.w3.org/2000/svg" && root.attributes["version"] == "1.1")
        #expect(root.attributes["viewBox"] == "0 0 \(root.attributes["width"]!) \(root.attributes["height"]!)")
        #expect(!svg.elements.contains { $0.name == "script" || $0.name == "image" || $0.attributes.keys.contains { $0.contains("href") } })
        // strokeStart, strokeEnd, the rotation, the colour and the two arc ends change; the view's
        // bounds and the line width do not.
        let titles = Set(svg.groupTitles.values)
        for key in ["strokeStart", "strokeEnd", "transform.rotation.z", "strokeColor", "arc.tailAngle", "arc.headAngle"] {
            #expect(titles.contains("\(Self.layer) \(key)"), "\(key): \(titles)")
        }
        #expect(!titles.contains("\(Self.layer) lineWidth") && !titles.contains("\(Self.layer) bounds"))
        // transform.rotation is transform.rotation.z's alias: one panel, under Core Animation's name.
        #expect(!titles.contains("\(Self.layer) transform.rotation"), "\(titles)")
    }

    @Test func strokeEndLinePassesThroughTheValuesAtEverySample() throws {
        let svg = try Self.reader()
        let panel = try #require(svg.panel("\(Self.layer) strokeEnd"))
        let axis = Axis(try #require(svg.groupDescriptions[panel]))
        #expect(axis.duration == Self.loop)
        let vertices = svg.elements("polyline", in: panel).flatMap(Self.points)
        for (t, values) in zip(Self.times, Self.values) {
            let v = values.strokeEnd
            let want = Point(x: axis.x(t), y: axis.y(v))
            let near = vertices.contains { abs($0.x - want.x) <= 0.01 && abs($0.y - want.y) <= 0.01 }
            #expect(near, "t=\(t) strokeEnd=\(v): no vertex at \(want)")
        }
    }

    @Test func boundaryLinesAreWhereTheStrokeGroupTurns() throws {
        let svg = try Self.reader()
        let panel = try #require(svg.panel("\(Self.layer) strokeEnd"))
        let axis = Axis(try #require(svg.groupDescriptions[panel]))
        let marks = svg.elements("line", in: panel).compactMap { e in e.title.map { (axis.time(e.number("x1")!), $0) } }
        // MaterialSpinner: the stroke group repeats every strokeCycle (1.5 s) forever; its
        // strokeEnd child runs for the first 1.0 s of each cycle.
        let cycle = MaterialSpinner.strokeCycle
        func at(_ t: Double) -> [String] { marks.filter { abs($0.0 - t) < 1e-3 }.map(\.1) }
        for k in 0...4 {
            let start = Double(k) * cycle
            #expect(at(start).contains { $0.contains("group \"strokeAnimation\" \(k == 0 ? "begins" : "repeat \(k) starts")") }, "\(start): \(at(start))")
            #expect(at(start).contains { $0.contains("animation \"strokeAnimation/0\" begins") }, "\(start)")
            if k < 4 { #expect(at(start + 1).contains { $0.contains("animation \"strokeAnimation/0\" ends") }, "\(start + 1)") }
        }
        #expect(marks.count == 5 + 5 + 4)
    }

    @Test func colourBandShowsTheValuesColour() throws {
        let svg = try Self.reader()
        let panel = try #require(svg.panel("\(Self.layer) strokeColor"))
        let axis = Axis(try #require(svg.groupDescriptions[panel]))
        let bands = svg.elements("rect", in: panel).filter { $0.title != nil }
        #expect(bands.count >= 4)
        for (t, values) in zip(Self.times, Self.values).dropLast() {
            let hex = values.strokeColor
            let x = axis.x(t) + 0.01
            // Bands overlap their next one by design: the one drawn last is the one seen.
            let band = try #require(bands.last { $0.number("x")! <= x && x < $0.number("x")! + $0.number("width")! }, "t=\(t)")
            #expect(band.attributes["fill"] == String(hex.prefix(7)) && hex.hasSuffix("FF"), "t=\(t): \(band.attributes) vs \(hex)")
        }
    }

    @Test func pngIsTheSVGsPicture() throws {
        let svg = try Self.reader()
        let image = try PNGCodec.decode(Array(Self.plots.png))
        let root = try #require(svg.elements.first)
        #expect(image.width == Int(root.attributes["width"]!) && image.height == Int(root.attributes["height"]!))
        let panel = try #require(svg.panel("\(Self.layer) strokeEnd"))
        let line = try #require(svg.elements("polyline", in: panel).first)
        let stroke = try #require(Color(parsingHex: line.attributes["stroke"]!)).rgba8
        let vertices = Self.points(line)
        func distance(_ p: Point) -> Double {
            zip(vertices, vertices.dropFirst()).map { a, b in
                let d = Point(x: b.x - a.x, y: b.y - a.y), l = d.x * d.x + d.y * d.y
                let u = l == 0 ? 0 : min(max(((p.x - a.x) * d.x + (p.y - a.y) * d.y) / l, 0), 1)
                return Point(x: a.x + u * d.x, y: a.y + u * d.y).distance(to: p)
            }.min()!
        }
        let paper = Color(parsingHex: "#F4F6F8")!.rgba8
        func difference(_ x: Int, _ y: Int, _ c: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Int {
            let p = image[x, y]
            return abs(Int(p.r) - Int(c.r)) + abs(Int(p.g) - Int(c.g)) + abs(Int(p.b) - Int(c.b))
        }
        var checked = 0
        for (a, b) in zip(vertices, vertices.dropFirst()) where abs(b.x - a.x) > 4 {
            // The pixel whose centre lies on the middle of a segment is the line's colour (more
            // than the panel's) ...
            let cx = ((a.x + b.x) / 2).rounded(.down) + 0.5
            let cy = a.y + (cx - a.x) / (b.x - a.x) * (b.y - a.y)
            let (px, py) = (Int(cx), Int(cy))
            #expect(difference(px, py, stroke) < difference(px, py, paper), "\(cx), \(cy): \(image[px, py])")
            // ... and one 6 px off the line is not.
            for dy in [-6.0, 6] {
                let off = Point(x: cx, y: cy + dy)
                guard distance(off) > 4 else { continue }
                #expect(difference(Int(off.x), Int(off.y), stroke) > 60, "\(off)")
            }
            checked += 1
        }
        #expect(checked >= 10)
    }

    @Test func sameJobSameBytes() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(["plot", "material", "--samples", "\(Self.samples)", "-o", "again.svg"], in: dir)
        #expect(r.status == 0 && r.stderr.isEmpty)
        #expect(try Data(contentsOf: dir.appendingPathComponent("again.svg")) == Self.plots.svg)
    }

    static let refusals: [RefusalCase] = [
        RefusalCase(arguments: ["plot"], mentions: "plot needs a preset"),
        RefusalCase(arguments: ["plot", "material"], mentions: "no output given"),
        RefusalCase(arguments: ["plot", "material", "-o", "curves.gif"], mentions: ".svg or .png"),
        RefusalCase(arguments: ["plot", "material", "--samples", "1", "-o", "c.svg"], mentions: "--samples"),
        RefusalCase(arguments: ["plot", "material", "--samples", "1000000", "-o", "c.svg"], mentions: "10000"),
        RefusalCase(arguments: ["plot", "material", "--duration", "601", "-o", "c.svg"], mentions: "at most 600"),
        RefusalCase(arguments: ["plot", "materia", "-o", "c.svg"], mentions: "material"),
        RefusalCase(arguments: ["plot", "missing.json", "-o", "c.svg"], status: 66, mentions: "does not exist"),
        // A colour change every 0.03 s, each an implicit animation that begins and ends.
        RefusalCase(arguments: ["plot", "gradient-bar", "--duration", "40", "-o", "c.svg"], mentions: "timing marks"),
    ]

    @Test(arguments: refusals) func badInputIsOneLine(_ c: RefusalCase) throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try CLIRunner.expectRefusal(c, in: dir)
    }

    @Test func outputUnderAFileIsRefused() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data("x".utf8).write(to: dir.appendingPathComponent("taken"))
        try CLIRunner.expectRefusal(RefusalCase(arguments: ["plot", "material", "-o", "taken/c.png"], status: 73, mentions: "not a folder"), in: dir)
    }

    @Test func stillSceneFileHasNothingToPlot() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = ##"{"spinnergen": 1, "root": {"bounds": [0, 0, 10, 10], "backgroundColor": "#FF0000"}}"##
        try Data(scene.utf8).write(to: dir.appendingPathComponent("still.json"))
        try CLIRunner.expectRefusal(RefusalCase(arguments: ["plot", "still.json", "-o", "c.svg"], status: 65, mentions: "nothing changes"), in: dir)
    }
}
