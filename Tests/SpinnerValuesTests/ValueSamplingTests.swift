import Testing
import SpinnerCore
import SpinnerAnimation
@testable import SpinnerValues

/// `values`' sampling in memory: layer paths, arc ends, the filter's refusals, the value text and
/// CSV quoting. The command line's output is pinned by SpinnerCLITests (ValuesCLITests,
/// ValuesFilterCLITests).
@Suite struct ValueSamplingTests {
    /// A 100 pt view holding a quarter of a circle of radius 40 about its centre, stroked.
    static func scene() throws -> Scene {
        let root = Layer()
        root.name = "view"
        root.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        root.position = Point(x: 50, y: 50)
        let arc = ShapeLayer()
        arc.name = "arc"
        arc.bounds = root.bounds
        arc.position = root.position
        var path = Path()
        path.addArc(center: Point(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        arc.path = path
        arc.fillColor = nil
        arc.strokeColor = .black
        arc.strokeEnd = 0.25
        root.addSublayer(arc)
        return try Scene(root: root)
    }

    @Test func layersArePathsOfNamesFromTheRoot() throws {
        #expect(ValueSampling.layers(try Self.scene(), at: 0).map(\.path) == ["view", "view/arc"])
    }

    @Test func arcEndsReadAQuarterTurn() throws {
        let arc = try #require(ValueSampling.layers(try Self.scene(), at: 0).first { $0.path == "view/arc" })
        let ends = try #require(ArcEnds(arc.layer))
        let turn = (ends.head - ends.tail + 360).truncatingRemainder(dividingBy: 360)
        #expect(abs(turn - 90) < 1e-6)
        #expect((0..<360).contains(ends.tail) && (0..<360).contains(ends.head))
        // A layer with no path has no arc.
        let view = try #require(ValueSampling.layers(try Self.scene(), at: 0).first { $0.path == "view" })
        #expect(ArcEnds(view.layer) == nil)
    }

    @Test func rowsFollowTheFilter() throws {
        let all = try ValueSampling.rows(try Self.scene(), times: [0, 0.5], filter: ValuesFilter(keys: nil, layer: nil))
        #expect(all.count == 2)
        let arc = try #require(all[0].first { $0.path == "view/arc" })
        #expect(Array(arc.rows.suffix(2).map(\.key)) == ["arc.tailAngle", "arc.headAngle"])
        let kept = try ValueSampling.rows(try Self.scene(), times: [0], filter: ValuesFilter(keys: ["strokeEnd"], layer: "arc"))
        #expect(kept[0].map(\.path) == ["view/arc"])
        #expect(kept[0][0].rows.map(\.key) == ["strokeEnd"])
    }

    @Test func filterRefusesWhatTheTreeNeverShows() throws {
        #expect(throws: ValuesFilterError.self) {
            try ValueSampling.rows(try Self.scene(), times: [0], filter: ValuesFilter(keys: ["strokeEnt"], layer: nil))
        }
        do {
            _ = try ValueSampling.rows(try Self.scene(), times: [0], filter: ValuesFilter(keys: nil, layer: "ark"))
            Issue.record("a missing layer was accepted")
        } catch let error as ValuesFilterError {
            #expect(error.message.hasPrefix("no layer is named"))
            #expect(error.hint.hasPrefix("give a name or a path as the table prints it"))
        }
    }

    @Test func valueTextAndCSVQuoting() {
        #expect(ValueText.number(0.1) == "0.1")
        #expect(ValueText.text(.point(Point(x: 25, y: 25))) == "[25, 25]")
        #expect(ValueText.hex8(Color(hex: "#FF000080")) == "#FF000080")
        #expect(ValuesCSV.quoted("plain") == "plain")
        #expect(ValuesCSV.quoted("a,b") == "\"a,b\"")
        #expect(ValuesCSV.quoted("say \"hi\"") == "\"say \"\"hi\"\"\"")
        #expect(ValuesCSV.field(.string("s")) == "s")
    }
}
