import Foundation
import Testing

/// Malformed scene files (issue 10, item 6): each is refused with status 65 and one line naming
/// the file and the JSON path of the fault, and nothing is written.
@Suite struct SceneFileErrorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let json: String
        /// What the line must contain after `bad.json: ` (the JSON path, then the reason).
        let says: String
        var status: Int32 = 65
        var testDescription: String { says }
    }

    static func layer(_ fields: String) -> String { #"{"spinnergen": 1, "root": {"bounds": [0, 0, 20, 20], "sublayers": [{\#(fields)}]}}"# }
    static func animation(_ fields: String) -> String { layer(#""type": "shape", "animations": [{\#(fields)}]"#) }

    static let deep = String(repeating: "[", count: 70) + String(repeating: "]", count: 70)
    static let manyLayers = #"{"spinnergen": 1, "root": {"bounds": [0, 0, 1, 1], "sublayers": ["# +
        Array(repeating: "{}", count: 10_001).joined(separator: ",") + "]}}"

    static let cases: [Case] = [
        Case(json: "", says: "not valid JSON"),
        // What a layer of this type cannot animate is refused while reading, with its path, so
        // `check` passes only what `render` draws.
        Case(json: layer(#""animations": [{"keyPath": "strokeEnd", "toValue": 0}]"#),
             says: "root.sublayers[0].animations[0]: a plain layer cannot animate 'strokeEnd' (shape layers can)"),
        Case(json: layer(#""type": "shape", "animations": [{"keyPath": "instanceDelay", "toValue": 1}]"#),
             says: "root.sublayers[0].animations[0]: a shape layer cannot animate 'instanceDelay' (replicator layers can)"),
        Case(json: layer(#""type": "text", "animations": [{"type": "group", "animations": [{"keyPath": "path", "toValue": "M 0 0 L 1 1"}]}]"#),
             says: "root.sublayers[0].animations[0]: a text layer cannot animate 'path' (shape layers can)"),
        Case(json: layer(##""changes": [{"time": 0, "keyPath": "opacity", "value": 1}, {"time": 0, "keyPath": "colors", "value": ["#000", "#fff"]}]"##),
             says: "root.sublayers[0].changes[1].keyPath: a plain layer cannot animate 'colors' (gradient layers can)"),
        Case(json: "{", says: "not valid JSON"),
        Case(json: "[]", says: "expected a JSON object"),
        Case(json: #"{"root": {}}"#, says: "spinnergen: is required"),
        Case(json: #"{"spinnergen": 2, "root": {}}"#, says: "spinnergen: format version 2"),
        Case(json: #"{"spinnergen": 1}"#, says: "root: is required"),
        Case(json: #"{"spinnergen": 1, "root": {}, "lop": 2}"#, says: "lop: unknown field"),
        Case(json: #"{"spinnergen": 1, "root": {}, "loop": -1}"#, says: "loop: expected seconds above 0"),
        Case(json: #"{"spinnergen": 1, "root": {}, "loop": "long"}"#, says: "loop: expected a number"),
        Case(json: #"{"spinnergen": 1, "root": {}, "background": "bleu"}"#, says: "background: expected a colour"),
        Case(json: #"{"spinnergen": 1, "root": {"bounds": [0, 0, 10]}}"#, says: "root.bounds: expected a rect"),
        Case(json: #"{"spinnergen": 1, "root": {"bounds": [0, 0, -1, 10]}}"#, says: "root.bounds: expected a rect"),
        Case(json: #"{"spinnergen": 1, "root": {"bounds": "big"}}"#, says: "root.bounds: expected a rect"),
        Case(json: #"{"spinnergen": 1, "root": {"bounds": [0, 0, 10, 10], "opacty": 1}}"#, says: "root.opacty: unknown field"),
        Case(json: #"{"spinnergen": 1, "root": {"bounds": [0, 0, 10, 10], "opacity": 2}}"#, says: "root.opacity: expected an opacity from 0 to 1"),
        Case(json: #"{"spinnergen": 1, "root": {"bounds": [0, 0, 10, 10], "hidden": "yes"}}"#, says: "root.hidden: expected true or false"),
        Case(json: #"{"spinnergen": 1, "root": {"bounds": [0, 0, 10, 10], "position": [1]}}"#, says: "root.position: expected a point"),
        Case(json: #"{"spinnergen": 1, "root": {"bounds": [0, 0, 10, 10], "transform": {"rotate": 1}}}"#, says: "root.transform.rotate: unknown field"),
        Case(json: #"{"spinnergen": 1, "root": {"bounds": [0, 0, 10, 10], "transform": {"rotation": "90grad"}}}"#, says: "root.transform.rotation: expected an angle"),
        Case(json: #"{"spinnergen": 1, "root": {"bounds": [0, 0, 10, 10], "transform": {"matrix": [1, 0, 0, 1, 0, 0], "scale": 2}}}"#, says: "root.transform: matrix cannot be combined"),
        Case(json: #"{"spinnergen": 1, "root": {"bounds": [0, 0, 0, 0]}}"#, says: "root.bounds: the root layer needs a width and height above 0"),
        Case(json: layer(#""type": "circle""#), says: "root.sublayers[0].type: expected a layer type"),
        Case(json: layer(#""type": "replicator", "instanceCount": -1"#), says: "root.sublayers[0].instanceCount: expected a whole number of copies from 0 to 10000"),
        Case(json: layer(#""type": "replicator", "instanceCount": 2.5"#), says: "root.sublayers[0].instanceCount: expected a whole number of copies from 0 to 10000"),
        Case(json: layer(#""type": "replicator", "instanceCount": 10001"#), says: "root.sublayers[0].instanceCount: expected a whole number of copies from 0 to 10000"),
        Case(json: layer(#""type": "replicator", "instanceCount": "many""#), says: "root.sublayers[0].instanceCount: expected a number"),
        Case(json: layer(#""type": "replicator", "instanceTransform": {"rotate": 1}"#), says: "root.sublayers[0].instanceTransform.rotate: unknown field"),
        Case(json: layer(#""type": "replicator", "instanceDelay": "soon""#), says: "root.sublayers[0].instanceDelay: expected a number"),
        Case(json: layer(#""type": "replicator", "instanceColor": "bleu""#), says: "root.sublayers[0].instanceColor: expected a colour"),
        Case(json: layer(#""type": "replicator", "instanceAlphaOffset": [1]"#), says: "root.sublayers[0].instanceAlphaOffset: expected a number"),
        Case(json: layer(#""type": "replicator", "preservesDepth": 1"#), says: "root.sublayers[0].preservesDepth: expected true or false"),
        Case(json: layer(#""type": "replicator", "instanceCont": 3"#), says: "root.sublayers[0].instanceCont: unknown field"),
        Case(json: layer(#""type": "shape", "instanceCount": 3"#), says: "root.sublayers[0].instanceCount: unknown field"),
        Case(json: layer(#""type": "replicator", "instanceCount": 1000, "sublayers": [{"type": "replicator", "instanceCount": 1000, "sublayers": [{}]}]"#),
             says: "root.sublayers[0].instanceCount: the replicators here draw 1001000 layer copies, more than 100000 in all"),
        Case(json: layer(#""sublayers": [{"type": "replicator", "instanceCount": 400, "sublayers": [{"type": "replicator", "instanceCount": 400, "sublayers": [{}]}]}]"#),
             says: "root.sublayers[0].sublayers[0].instanceCount: the replicators here draw 160400 layer copies"),
        Case(json: layer(#""type": "replicator", "animations": [{"keyPath": "instanceColor", "toValue": 2}]"#), says: "animations[0].toValue: expected a colour"),
        Case(json: layer(#""type": "shape", "lineCap": "pointy""#), says: "root.sublayers[0].lineCap: expected one of butt, round, square"),
        Case(json: layer(#""type": "shape", "fillRule": "oddEven""#), says: "root.sublayers[0].fillRule: expected one of nonZero, evenOdd"),
        Case(json: layer(#""type": "shape", "strokeEnd": 1.5"#), says: "root.sublayers[0].strokeEnd: expected a fraction from 0 to 1"),
        Case(json: layer(#""type": "shape", "lineWidth": -1"#), says: "root.sublayers[0].lineWidth: expected a width of at least 0"),
        Case(json: layer(#""type": "shape", "lineDashPattern": [2, -1]"#), says: "root.sublayers[0].lineDashPattern: expected dash and gap lengths of at least 0"),
        Case(json: layer(#""type": "shape", "path": "M 0 0 L 10""#), says: "root.sublayers[0].path: SVG path data at character"),
        Case(json: layer(#""type": "shape", "path": "Q 0 0 1 1""#), says: "root.sublayers[0].path: SVG path data at character 0"),
        Case(json: layer(#""type": "shape", "path": {"hexagon": 3}"#), says: "root.sublayers[0].path: expected SVG path data or a shape object"),
        Case(json: layer(#""type": "shape", "path": {"arc": {"radius": 5, "startAngle": 0}}"#), says: "root.sublayers[0].path.arc.endAngle: is required"),
        Case(json: layer(#""type": "shape", "path": {"rect": [0, 0, 5, 5], "cornerRadius": 2}"#), says: "root.sublayers[0].path.cornerRadius: unknown field"),
        Case(json: layer(#""type": "gradient", "colors": ["red", "blue"], "locations": [0]"#), says: "root.sublayers[0].locations: expected one location per colour"),
        Case(json: layer(#""type": "layer", "fillColor": "red""#), says: "root.sublayers[0].fillColor: unknown field"),
        Case(json: layer(#""contents": "missing.png""#), says: "root.sublayers[0].contents: 'missing.png' is not a readable PNG"),
        Case(json: layer(#""sublayers": {}"#), says: "root.sublayers[0].sublayers: expected an array of layers"),
        Case(json: layer(#""backgroundColor": "$tint""#), says: "root.sublayers[0].backgroundColor: unknown parameter 'tint'"),
        Case(json: animation(#""keyPath": "strokeEnd", "toValue": "full""#), says: "animations[0].toValue: expected a number"),
        Case(json: animation(#""keyPath": "strokeEnds", "toValue": 1"#), says: "animations[0].keyPath: unknown key path 'strokeEnds'"),
        Case(json: animation(#""toValue": 1"#), says: "animations[0].keyPath: is required"),
        Case(json: animation(#""keyPath": "fillColor", "toValue": 3"#), says: "animations[0].toValue: expected a colour"),
        Case(json: animation(#""keyPath": "position", "toValue": 3"#), says: "animations[0].toValue: expected a point"),
        Case(json: animation(#""keyPath": "opacity", "toValue": 1, "duraton": 2"#), says: "animations[0].duraton: unknown field"),
        Case(json: animation(#""keyPath": "opacity", "toValue": 1, "duration": -2"#), says: "animations[0].duration: expected a duration of at least 0"),
        Case(json: animation(#""keyPath": "opacity", "toValue": 1, "repeatCount": "forever""#), says: "animations[0].repeatCount: expected a repeat count"),
        Case(json: animation(#""keyPath": "opacity", "toValue": 1, "fillMode": "all""#), says: "animations[0].fillMode: expected one of"),
        Case(json: animation(#""keyPath": "opacity", "toValue": 1, "timingFunction": "bouncy""#), says: "animations[0].timingFunction: expected linear"),
        Case(json: animation(#""keyPath": "opacity", "toValue": 1, "timingFunction": [2, 0, 1, 1]"#), says: "animations[0].timingFunction: expected linear"),
        Case(json: animation(#""type": "keyframe", "keyPath": "opacity", "values": [0, 1, 0], "keyTimes": [0, 1]"#),
             says: "animations[0].keyTimes: expected numbers from 0 to 1 in increasing order, one per value (3 values, 2 key times)"),
        Case(json: animation(#""type": "keyframe", "keyPath": "opacity", "values": [0, 1], "keyTimes": [1, 0]"#), says: "animations[0].keyTimes: expected numbers from 0 to 1"),
        Case(json: animation(#""type": "keyframe", "keyPath": "opacity", "values": [0, 1], "timingFunctions": ["linear", "linear"]"#),
             says: "animations[0].timingFunctions: expected one timing function between each pair of values"),
        Case(json: animation(#""type": "keyframe", "keyPath": "opacity", "values": []"#), says: "animations[0].values: expected at least one value"),
        Case(json: animation(#""type": "keyframe", "keyPath": "opacity", "values": [0, "x"]"#), says: "animations[0].values[1]: expected a number"),
        Case(json: animation(#""type": "keyframe", "keyPath": "opacity", "values": [0, 1], "calculationMode": "smooth""#),
             says: "animations[0].calculationMode: expected one of linear, discrete, paced, cubic, cubicPaced"),
        Case(json: animation(#""type": "keyframe", "keyPath": "opacity", "path": "M 0 0 L 1 1""#),
             says: "animations[0].path: a path moves a point: it needs a point key path such as position or anchorPoint, not 'opacity'"),
        Case(json: animation(#""type": "keyframe", "keyPath": "position", "values": [[0, 0]], "path": "M 0 0 L 1 1""#), says: "animations[0].values: give values or path, not both"),
        Case(json: animation(#""type": "keyframe", "keyPath": "position""#), says: "animations[0].values: is required, or a path to move along"),
        Case(json: animation(#""type": "keyframe", "keyPath": "position", "path": "M 0 0 X""#), says: "animations[0].path: SVG path data at character 6"),
        Case(json: animation(#""type": "keyframe", "keyPath": "position", "path": """#), says: "animations[0].path: expected a path with at least one point"),
        Case(json: animation(#""type": "keyframe", "keyPath": "position", "path": "M 0 0 L 1 1 L 2 2", "keyTimes": [0, 1]"#),
             says: "animations[0].keyTimes: expected numbers from 0 to 1 in increasing order, one per path vertex (3 path vertices, 2 key times)"),
        Case(json: animation(#""type": "keyframe", "keyPath": "opacity", "values": [0, 1, 0], "keyTimes": [0.1, 0.5, 1]"#),
             says: "animations[0].keyTimes: expected the first key time to be 0, not 0.1"),
        Case(json: animation(#""type": "keyframe", "keyPath": "opacity", "values": [0, 1, 0], "keyTimes": [0, 0.5, 0.9]"#),
             says: "animations[0].keyTimes: expected the last key time to be 1, not 0.9"),
        Case(json: animation(#""type": "keyframe", "keyPath": "opacity", "values": [0, 1], "calculationMode": "discrete", "keyTimes": [0, 0.5, 0.75, 1]"#),
             says: "animations[0].keyTimes: expected numbers from 0 to 1 in increasing order, one per value, or one more to end at 1 (2 values, 4 key times)"),
        Case(json: animation(#""type": "keyframe", "keyPath": "opacity", "values": [0, 1], "calculationMode": "discrete", "keyTimes": [0, 0.5, 0.9]"#),
             says: "animations[0].keyTimes: expected the last key time to be 1, not 0.9"),
        Case(json: animation(#""type": "keyframe", "keyPath": "opacity", "values": [0, 1], "calculationMode": "paced", "keyTimes": [0, 1]"#),
             says: "animations[0].keyTimes: calculationMode 'paced' spaces keyframes by distance and ignores keyTimes; remove it"),
        Case(json: animation(#""type": "keyframe", "keyPath": "opacity", "values": [0, 1], "calculationMode": "paced", "timingFunction": "easeIn""#),
             says: "animations[0].timingFunction: calculationMode 'paced' spaces keyframes by distance and ignores timingFunction; remove it"),
        Case(json: animation(#""type": "keyframe", "keyPath": "opacity", "values": [0, 1], "calculationMode": "cubicPaced", "timingFunctions": ["linear"]"#),
             says: "animations[0].timingFunctions: calculationMode 'cubicPaced' spaces keyframes by distance and ignores timingFunctions; remove it"),
        Case(json: animation(#""type": "keyframe", "keyPath": "position", "path": "M 0 0 L 1 1", "timingFunctions": ["linear", "linear"]"#),
             says: "animations[0].timingFunctions: expected one timing function between each pair of path vertices (2 path vertices, 2 functions)"),
        Case(json: animation(#""type": "keyframe", "keyPath": "position", "path": "M 0 0 L 1 1", "rotationMode": "spin""#),
             says: "animations[0].rotationMode: expected one of auto, autoReverse"),
        Case(json: animation(#""type": "keyframe", "keyPath": "position", "values": [[0, 0], [1, 1]], "rotationMode": "auto""#),
             says: "animations[0].rotationMode: rotationMode turns a layer along a path: it needs 'path'"),
        Case(json: animation(#""type": "keyframe", "keyPath": "opacity", "values": [0, 1], "calculationMode": "cubic", "tensionValues": [0, 0, 0]"#),
             says: "animations[0].tensionValues: expected at most one number per keyframe (2 values, 3 numbers)"),
        Case(json: animation(#""type": "keyframe", "keyPath": "opacity", "values": [0, 1], "biasValues": [0, "x"]"#), says: "animations[0].biasValues: expected an array of numbers"),
        Case(json: animation(#""type": "keyframe", "keyPath": "opacity", "values": [0, 1], "cumulative": "yes""#), says: "animations[0].cumulative: expected true or false"),
        Case(json: animation(#""type": "spring", "keyPath": "opacity", "toValue": 0, "mass": 0"#), says: "animations[0].mass: expected a mass above 0"),
        Case(json: animation(#""type": "spring", "keyPath": "opacity", "toValue": 0, "mass": -2"#), says: "animations[0].mass: expected a mass above 0"),
        Case(json: animation(#""type": "spring", "keyPath": "opacity", "toValue": 0, "stiffness": 0"#), says: "animations[0].stiffness: expected a stiffness above 0"),
        Case(json: animation(#""type": "spring", "keyPath": "opacity", "toValue": 0, "damping": -0.5"#), says: "animations[0].damping: expected a damping of at least 0"),
        Case(json: animation(#""type": "spring", "keyPath": "opacity", "toValue": 0, "initialVelocity": "fast""#), says: "animations[0].initialVelocity: expected a number"),
        Case(json: animation(#""type": "spring", "keyPath": "opacity", "toValue": 0, "mass": 1e999"#), says: "animations[0].mass: expected a number"),
        Case(json: animation(#""type": "spring", "keyPath": "opacity", "toValue": 0, "bounce": 1"#), says: "animations[0].bounce: unknown field"),
        Case(json: animation(#""type": "spring", "keyPath": "opacity", "values": [0, 1]"#), says: "animations[0].values: unknown field"),
        Case(json: animation(#""type": "spring", "keyPath": "nope", "toValue": 0"#), says: "animations[0].keyPath: unknown key path 'nope'"),
        Case(json: animation(#""type": "tween", "keyPath": "opacity""#), says: "animations[0].type: expected an animation type"),
        Case(json: animation(#""type": "group", "animations": [{"keyPath": "nope"}]"#), says: "animations[0].animations[0].keyPath: unknown key path 'nope'"),
        Case(json: animation(#""keyPath": "path", "toValue": 1"#), says: "animations[0].toValue: expected SVG path data or a shape object"),
        Case(json: animation(#""keyPath": "path", "fromValue": "M 0 0 L 1""#), says: "animations[0].fromValue: SVG path data at character"),
        Case(json: animation(#""type": "keyframe", "keyPath": "path", "values": ["M 0 0 L 1 1", {"circle": 2}]"#),
             says: "animations[0].values[1]: expected SVG path data or a shape object"),
        Case(json: layer(#""changes": [{"time": 1, "keyPath": "opacity"}]"#), says: "root.sublayers[0].changes[0].value: is required"),
        Case(json: layer(#""changes": [{"time": 2, "keyPath": "opacity", "value": 1}, {"time": 1, "keyPath": "opacity", "value": 0}]"#),
             says: "root.sublayers[0].changes: the changes of 'opacity' must be in time order"),
        Case(json: #"{"spinnergen": 1, "root": {"bounds": [0, 0, 10, 10]}, "parameters": {"a b": 1}}"#, says: "parameters.a b: a parameter name"),
        Case(json: deep, says: "nest more than 64 deep"),
        Case(json: manyLayers, says: "more than 10000 layers"),
    ]

    @Test func theTableIsLargeEnough() { #expect(Self.cases.count >= 40) }

    @Test(arguments: cases)
    func refusedWithFileAndPath(_ c: Case) throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(c.json.utf8).write(to: dir.appendingPathComponent("bad.json"))
        for command in [["check", "bad.json"], ["render", "bad.json", "-o", "out.mp4"]] {
            let r = try CLIRunner.run(command, in: dir)
            #expect(r.status == c.status, "\(command[0]): \(r.stderr)")
            let lines = r.stderr.split(separator: "\n")
            #expect(lines.count == 1, "\(r.stderr)")
            #expect(r.stderr.hasPrefix("spinnergen: error: bad.json: ") && r.stderr.contains(c.says), "\(r.stderr)")
            #expect(r.stderr.count < 500)
            #expect(CLIRunner.contents(of: dir) == ["bad.json"])
        }
    }

    @Test func missingFilesAndParameters() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let missing = try CLIRunner.run(["render", "nope.json", "-o", "a.mp4"], in: dir)
        #expect(missing.status == 66 && missing.stderr.contains("nope.json"), "\(missing.stderr)")
        try Data(#"{"spinnergen": 1, "root": {"bounds": [0, 0, 10, 10]}, "parameters": {"c": "red"}}"#.utf8).write(to: dir.appendingPathComponent("p.json"))
        let unknown = try CLIRunner.run(["check", "p.json", "--param", "d=1"], in: dir)
        #expect(unknown.status == 65 && unknown.stderr.contains("--param d is not a parameter of this scene (it declares c)"), "\(unknown.stderr)")
        let malformed = try CLIRunner.run(["check", "p.json", "--param", "c"], in: dir)
        #expect(malformed.status == 64 && malformed.stderr.contains("NAME=VALUE"), "\(malformed.stderr)")
        let ok = try CLIRunner.run(["check", "p.json", "--param", "c=#00FF00"], in: dir)
        #expect(ok.status == 0 && ok.stdout.contains("p.json: ok: 1 layer, 0 animations"), "\(ok.stderr)")
    }
}
