import Foundation
import Testing
import SpinnerCore
import SpinnerAnimation
import SpinnerRaster
import SpinnerScene
import SpinnerPresets

/// Scene files carry what the MDC-Android styles need: lookup-table and steps timing functions
/// and the gamma ARGB colour space, so `scene` export of those spinners reads back as the same
/// tree.
@Suite struct AndroidSceneTests {
    static func layer(_ animations: String) -> String {
        #"{"spinnergen": 1, "root": {"bounds": [0, 0, 40, 40], "sublayers": [{"type": "shape", "name": "s", "bounds": [0, 0, 4, 4], "animations": [\#(animations)]}]}}"#
    }

    static func keyframes(_ json: String) throws -> [KeyframeAnimation] {
        let doc = try SceneDocument.decode(Data(layer(json).utf8), file: "t.json")
        return try doc.root.sublayers[0].animations.map { try #require($0.animation as? KeyframeAnimation) }
    }

    @Test func tableStepsAndColourSpaceDecode() throws {
        let k = try Self.keyframes("""
            {"type": "keyframe", "keyPath": "strokeColor", "values": ["#4885ED", "#DB3236", "#F4C20D"], "colorInterpolation": "androidARGB",
             "timingFunction": {"steps": 1350}, "timingFunctions": ["androidFastOutSlowIn", {"table": [0, 0.7, 1], "controlPoints": [0.4, 0, 0.2, 1]}]},
            {"type": "keyframe", "keyPath": "opacity", "values": [0, 1], "timingFunctions": [{"table": [0, 0.25, 1]}]}
            """)
        #expect(k[0].colorInterpolation == .androidARGB && k[1].colorInterpolation == .sRGB)
        #expect(k[0].timingFunction == .steps(1350))
        #expect(k[0].timingFunctions?[0] == .androidFastOutSlowIn)
        #expect(k[0].timingFunctions?[1] == TimingFunction(lookupTable: [0, 0.7, 1], sampling: TimingFunction(controlPoints: 0.4, 0, 0.2, 1)))
        #expect(k[1].timingFunctions?[0].lookupTable == [0, 0.25, 1] && k[1].timingFunctions?[0].c1 == TimingFunction.linear.c1)
        #expect(k[1].value(atFraction: 0.25) == .number(0.125))
    }

    @Test(arguments: [
        (#"{"type": "keyframe", "keyPath": "opacity", "values": [0, 1], "timingFunction": {"steps": 0}}"#, "timingFunction.steps", "whole number of steps"),
        (#"{"type": "keyframe", "keyPath": "opacity", "values": [0, 1], "timingFunction": {"steps": 2.5}}"#, "timingFunction.steps", "whole number of steps"),
        (#"{"type": "keyframe", "keyPath": "opacity", "values": [0, 1], "timingFunction": {"table": [1]}}"#, "timingFunction.table", "at least two"),
        (#"{"type": "keyframe", "keyPath": "opacity", "values": [0, 1], "timingFunction": {"table": [0, 1], "step": 3}}"#, "timingFunction.step", "unknown field"),
        (#"{"type": "keyframe", "keyPath": "opacity", "values": [0, 1], "timingFunction": {"steps": 4, "cubic": [0, 0, 1, 1]}}"#, "timingFunction.cubic", "unknown field"),
        (#"{"type": "keyframe", "keyPath": "opacity", "values": [0, 1], "colorInterpolation": "androidARGB"}"#, "colorInterpolation", "colour key path"),
        (#"{"type": "keyframe", "keyPath": "strokeColor", "values": ["red"], "colorInterpolation": "gamma"}"#, "colorInterpolation", "androidARGB"),
    ]) func badFormsAreRefusedWithTheirPath(json: String, path: String, words: String) throws {
        do {
            _ = try Self.keyframes(json)
            Issue.record("decoded: \(json)")
        } catch let e as SceneFileError {
            #expect(e.path.hasSuffix(path), "\(e)")
            #expect(e.message.contains(words), "\(e)")
        }
    }

    /// Both styles, with and without millisecond truncation and with three colours, written as
    /// scene files and read back: the same animations, the same pixels.
    @Test func androidSpinnersRoundTripThroughSceneFiles() throws {
        var advance = AndroidAdvanceSpinner(), retreat = AndroidRetreatSpinner()
        advance.colors = Array(advance.colors.prefix(3))
        retreat.colors = Array(retreat.colors.prefix(3))
        // What each file must say: the table by name, the gamma space, the millisecond staircase.
        var trees: [(Layer, [String], [String])] = [
            (advance.makeLayer(), [#""androidFastOutSlowIn""#, #""colorInterpolation": "androidARGB""#], ["steps"]),
            (retreat.makeLayer(), [#"[0.2, 0, 0, 1]"#, #""colorInterpolation": "androidARGB""#], ["steps", "androidFastOutSlowIn"]),
        ]
        advance.androidMsTruncation = true
        retreat.androidMsTruncation = true
        trees += [(advance.makeLayer(), [#"{"steps": 5400}"#, #"{"steps": 4050}"#], []),
                  (retreat.makeLayer(), [#"{"steps": 6000}"#, #"{"steps": 18000}"#], [])]
        let rasterizer = Rasterizer()
        for (root, present, absent) in trees {
            let data = try SceneExport.encode(root: root, name: "android", loop: nil, background: nil) { _, name in name }
            let text = String(decoding: data, as: UTF8.self)
            for words in present { #expect(text.contains(words), "\(words)") }
            for words in absent { #expect(!text.contains(words), "\(words)") }
            let doc = try SceneDocument.decode(data, file: "android.json")
            let before = root.sublayers[0].animations, after = doc.root.sublayers[0].animations
            #expect(before.map(\.key) == after.map(\.key))
            for ((_, a), (key, b)) in zip(before, after) {
                if let a = a as? KeyframeAnimation { #expect(a == b as? KeyframeAnimation, "\(key)") }
                if let a = a as? BasicAnimation { #expect(a == b as? BasicAnimation, "\(key)") }
            }
            let x = try Scene(root: root, scale: 2), y = try Scene(root: doc.root, scale: 2)
            for t in [0, 0.3337, 1.1, 2.45, 5.39, 7.77] {
                #expect(rasterizer.render(x.presentation(at: t)) == rasterizer.render(y.presentation(at: t)), "t = \(t)")
            }
        }
    }
}
