import Foundation
import Testing
import SpinnerCore
import SpinnerEncode

/// A scene file's `progress` declaration through the binary: `render --at-progress` finds the
/// first moment the declared value reaches P through keyframes, timing functions and layer
/// timing, `check` validates the declaration, and what cannot be answered is refused in one line.
@Suite struct SceneProgressCLITests {
    /// A stroke whose end runs 0 → 0.8 (ease in-out) → 0.2 (linear) → 1 (ease in) over 2 s,
    /// beginning 0.5 s into its layer's time, under a layer at half speed: scene time is twice
    /// the stroke layer's time.
    static func keyframed(progress: String = #"{"layer": "arc", "keyPath": "strokeEnd"}"#) -> String {
        """
        {"spinnergen": 1, "loop": 5, "progress": \(progress),
         "root": {"bounds": [0, 0, 100, 20], "sublayers": [
           {"name": "holder", "bounds": [0, 0, 100, 20], "position": [50, 10], "speed": 0.5, "sublayers": [
             {"type": "shape", "name": "arc", "bounds": [0, 0, 100, 20], "position": [50, 10],
              "path": "M 0 10 L 100 10", "strokeColor": "#000000", "lineWidth": 4, "fillColor": null,
              "animations": [{"type": "keyframe", "keyPath": "strokeEnd", "values": [0, 0.8, 0.2, 1],
                "keyTimes": [0, 0.4, 0.6, 1], "timingFunctions": ["easeInEaseOut", "linear", "easeIn"],
                "duration": 2, "beginTime": 0.5, "fillMode": "both"}]}]}]}}
        """
    }

    /// A bar whose width grows from the left, 0 → 200 pt linearly over 4 s, its progress the
    /// width over 200; and a stroke set by model changes (0.5 at 0.3 s, 1 at 0.7 s).
    static let bar = """
        {"spinnergen": 1, "loop": 4, "progress": {"layer": "fill", "keyPath": "bounds.size.width", "from": 0, "to": 200},
         "root": {"bounds": [0, 0, 200, 10], "sublayers": [
           {"name": "fill", "bounds": [0, 0, 0, 10], "position": [0, 5], "anchorPoint": [0, 0.5], "backgroundColor": "#FF0000",
            "animations": [{"keyPath": "bounds.size.width", "fromValue": 0, "toValue": 200, "duration": 4,
              "timingFunction": "linear", "fillMode": "forwards"}]}]}}
        """
    static let changes = """
        {"spinnergen": 1, "loop": 1, "progress": {"layer": "dial", "keyPath": "strokeEnd"},
         "root": {"bounds": [0, 0, 20, 20], "sublayers": [
           {"type": "shape", "name": "dial", "bounds": [0, 0, 20, 20], "position": [10, 10], "path": "M 0 10 L 20 10",
            "strokeColor": "#000000", "strokeEnd": 0,
            "changes": [{"time": 0.3, "keyPath": "strokeEnd", "value": 0.5}, {"time": 0.7, "keyPath": "strokeEnd", "value": 1}]}]}}
        """

    static func write(_ text: String, _ name: String, in dir: URL) throws {
        try Data(text.utf8).write(to: dir.appendingPathComponent(name))
    }

    /// The eased fraction's inverse for a Bézier from (0, 0) to (1, 1): the x at which y is `y`,
    /// solved on the curve's parameter by bisection to 1e-15.
    static func inverse(_ y: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        func b(_ s: Double, _ p1: Double, _ p2: Double) -> Double { 3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s }
        var lo = 0.0, hi = 1.0
        while hi - lo > 1e-15 {
            let mid = (lo + hi) / 2
            if b(mid, y1, y2) < y { lo = mid } else { hi = mid }
        }
        return b((lo + hi) / 2, x1, x2)
    }

    @Test func atProgressInvertsKeyframesTimingFunctionsAndLayerTiming() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.write(Self.keyframed(), "arc.json", in: dir)
        // 0.4 is half of the eased first segment (0 → 0.8 over 0.8 s, ease in-out is symmetric):
        // basic 0.4 s, layer time 0.9 s, scene time 1.8 s.
        var r = try CLIRunner.run(["render", "arc.json", "--at-progress", "0.4", "--scale", "1", "-o", "a.png"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("progress 0.4 first shown at"), "\(r.stderr)")
        let t = try DeterminatePresetStillTests.foundTime(r.stderr)
        #expect(abs(t - 1.8) < 1e-7, "\(t)")
        // 0.9 is first reached on the last segment (the value turns back at 0.8 first): 0.2 → 1
        // eased in, at the fraction whose ease-in progress is 0.875.
        r = try CLIRunner.run(["render", "arc.json", "--at-progress", "0.9", "--scale", "1", "-o", "b.png"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let x = Self.inverse(0.875, 0.42, 0, 1, 1)
        let expected = 2 * (0.5 + 1.2 + 0.8 * x)
        let t9 = try DeterminatePresetStillTests.foundTime(r.stderr)
        #expect(abs(t9 - expected) < 1e-7, "\(t9) against \(expected)")
        // The still is the frame at that moment, and the presented value there is the progress.
        r = try CLIRunner.run(["render", "arc.json", "--time", "\(t9)", "--scale", "1", "-q", "-o", "b-t.png"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try Data(contentsOf: dir.appendingPathComponent("b.png")) == Data(contentsOf: dir.appendingPathComponent("b-t.png")))
        r = try CLIRunner.run(["values", "arc.json", "--times", "\(t9),\(t9 - 1e-6)", "--json"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let ends = try Self.strokeEnds(r.stdout, layer: "arc")
        #expect(ends.count == 2 && abs(ends[0] - 0.9) < 1e-9 && ends[1] < 0.9, "\(ends)")
        // The stroke covers 90% of the 100 px line.
        let still = try PNGCodec.decode(contentsOf: dir.appendingPathComponent("b.png").path)
        #expect(still[88, 10].a == 255 && still[91, 10].a == 0)
        // 0 is shown from the start.
        r = try CLIRunner.run(["render", "arc.json", "--at-progress", "0", "-o", "z.png"], in: dir)
        #expect(r.status == 0 && r.stderr.contains("first shown at 0 s"), "\(r.stderr)")
    }

    /// The strokeEnd of `layer` at each time of a `values --json` answer.
    static func strokeEnds(_ json: String, layer: String) throws -> [Double] {
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let frames = try #require(root["samples"] as? [[String: Any]], "\(json.prefix(300))")
        return try frames.map { frame in
            let layers = try #require(frame["layers"] as? [[String: Any]])
            let found = try #require(layers.first { $0["name"] as? String == layer })
            let values = try #require(found["values"] as? [String: Any])
            return try #require(values["strokeEnd"] as? Double)
        }
    }

    @Test func atProgressMapsFromAndToAndFollowsChanges() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.write(Self.bar, "bar.json", in: dir)
        try Self.write(Self.changes, "dial.json", in: dir)
        // Width 50 of 200 at 1 s of the linear 4 s growth.
        var r = try CLIRunner.run(["render", "bar.json", "--at-progress", "0.25", "--scale", "1", "-o", "bar.png"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(abs(try DeterminatePresetStillTests.foundTime(r.stderr) - 1) < 1e-7)
        let bar = try PNGCodec.decode(contentsOf: dir.appendingPathComponent("bar.png").path)
        #expect(bar[49, 5].a == 255 && bar[50, 5].a == 0)
        // A model change jumps past 0.3 at 0.3 s (0 before, 0.5 from then on); 1 is set at 0.7 s.
        r = try CLIRunner.run(["render", "dial.json", "--at-progress", "0.3", "-o", "d.png"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try DeterminatePresetStillTests.foundTime(r.stderr) == 0.3)
        r = try CLIRunner.run(["render", "dial.json", "--at-progress", "1", "-o", "e.png"], in: dir)
        #expect(try DeterminatePresetStillTests.foundTime(r.stderr) == 0.7)
        // check names the declaration.
        r = try CLIRunner.run(["check", "bar.json"], in: dir)
        #expect(r.status == 0 && r.stdout.contains(", progress fill.bounds.size.width"), "\(r.stdout)\(r.stderr)")
    }

    static let badDeclarations: [(String, String)] = [
        (#"{"layer": "ark", "keyPath": "strokeEnd"}"#, #"progress.layer: no layer is named 'ark'; did you mean "arc"?"#),
        (#"{"layer": "arc", "keyPath": "strokeEnds"}"#, #"progress.keyPath: unknown key path 'strokeEnds' for layer 'arc'; did you mean "strokeEnd"?"#),
        (#"{"layer": "arc", "keyPath": "opacity"}"#, "progress.keyPath: nothing animates 'opacity' of layer 'arc' (its animations and changes write strokeEnd)"),
        (#"{"layer": "arc", "keyPath": "strokeColor"}"#, "progress.keyPath: 'strokeColor' is not a number"),
        (#"{"layer": "holder", "keyPath": "strokeEnd"}"#, "progress.keyPath: a plain layer cannot animate 'strokeEnd' (shape layers can)"),
        (#"{"layer": "arc", "keyPath": "strokeEnd", "from": 1, "to": 1}"#, "progress.to: is 1, as is from"),
        (#"{"layer": "arc", "keypath": "strokeEnd"}"#, #"progress.keypath: unknown field; did you mean "keyPath"?"#),
    ]

    @Test func checkAndRenderRefuseABadDeclaration() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for (declaration, message) in Self.badDeclarations {
            try Self.write(Self.keyframed(progress: declaration), "bad.json", in: dir)
            try CLIRunner.expectRefusal(RefusalCase(arguments: ["check", "bad.json"], status: 65, mentions: "bad.json: " + message), in: dir)
            try CLIRunner.expectRefusal(RefusalCase(arguments: ["render", "bad.json", "--at-progress", "0.5", "-o", "x.png"], status: 65,
                                                    mentions: message), in: dir)
        }
    }

    @Test func atProgressRefusals() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.write(Self.keyframed(), "arc.json", in: dir)
        let three = LottieExportCLITests.scenes.appendingPathComponent("three-dots.json")
        try CLIRunner.expectRefusal(RefusalCase(arguments: ["render", three.path, "--at-progress", "0.5", "-o", "d.png"],
                                                mentions: "three-dots.json declares no progress, so --at-progress does not apply"), in: dir)
        // In 2 s of scene time the stroke has played 0.5 s of its first segment: at most about 0.55.
        try CLIRunner.expectRefusal(RefusalCase(arguments: ["render", "arc.json", "--duration", "2", "--at-progress", "0.7", "-o", "n.png"],
                                                mentions: "the progress 'arc.strokeEnd' never reaches 0.7 in the 2 s story (it shows 0 to 0.56"), in: dir)
        try CLIRunner.expectRefusal(RefusalCase(arguments: ["render", "arc.json", "--at-progress", "0.5", "--time", "1", "-o", "n.png"],
                                                mentions: "--time and --at-progress cannot be used together"), in: dir)
    }
}
