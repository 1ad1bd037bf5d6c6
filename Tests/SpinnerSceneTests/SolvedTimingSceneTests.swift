import Foundation
import Testing
import SpinnerCore
import SpinnerAnimation
import SpinnerScene

/// `{"cubic": [x1, y1, x2, y2], "solver": "flutter"}`: a timing function solved by Flutter's
/// bisection, read from and written to scene files.
@Suite struct SolvedTimingSceneTests {
    static func document(_ function: String) throws(SceneFileError) -> SceneDocument {
        let json = #"{"spinnergen": 1, "root": {"bounds": [0, 0, 10, 10], "animations": [{"key": "fade", "keyPath": "opacity", "fromValue": 0, "toValue": 1, "duration": 1, "timingFunction": \#(function)}]}}"#
        return try SceneDocument.decode(Data(json.utf8), file: "t.json")
    }

    static func function(_ doc: SceneDocument) -> TimingFunction? {
        (doc.root.animations.first?.animation as? BasicAnimation)?.timingFunction
    }

    @Test func readsTheFlutterSolver() throws {
        let flutter = try Self.document(#"{"cubic": [0.4, 0, 0.2, 1], "solver": "flutter"}"#)
        #expect(Self.function(flutter) == .flutterFastOutSlowIn)
        // 0.236986 is Flutter's value at 0.25 (the value its curve tables give); the exact curve gives 0.236587.
        #expect(abs((Self.function(flutter)?.value(at: 0.25) ?? 0) - 0.236986) < 5e-7)
        let exact = try Self.document(#"{"solver": "exact", "cubic": [0.4, 0, 0.2, 1]}"#)
        #expect(Self.function(exact) == TimingFunction(controlPoints: 0.4, 0, 0.2, 1))
    }

    @Test(arguments: [
        (#"{"cubic": [0.4, 0, 0.2, 1], "solver": "webkit"}"#, "timingFunction.solver", "expected a solver: exact or flutter"),
        (#"{"cubic": [0.4, 0, 0.2, 1]}"#, "timingFunction.solver", "expected a solver: exact or flutter"),
        (#"{"solver": "flutter"}"#, "timingFunction", "expected {\"cubic\": [x1, y1, x2, y2], \"solver\": exact or flutter}"),
        (#"{"cubic": [1.4, 0, 0.2, 1], "solver": "flutter"}"#, "timingFunction.cubic", "expected [x1, y1, x2, y2] with x1 and x2 from 0 to 1"),
        (#"{"cubic": [0.4, 0, 0.2], "solver": "flutter"}"#, "timingFunction.cubic", "expected [x1, y1, x2, y2] with x1 and x2 from 0 to 1"),
        (#"{"cubic": [0.4, 0, 0.2, 1], "solver": "flutter", "tolerance": 0.01}"#, "timingFunction.tolerance", "unknown key 'tolerance' in a solved timing function (expected cubic and solver)"),
    ])
    func refusesWhatItCannotSolve(_ function: String, _ path: String, _ message: String) {
        do {
            _ = try Self.document(function)
            Issue.record("accepted \(function)")
        } catch {
            #expect(error.path.hasSuffix(path), "\(error.path)")
            #expect(error.message == message, "\(error.message)")
        }
    }

    @Test func exportWritesTheSolverAndReadsItBack() throws {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
        var fade = BasicAnimation(keyPath: .opacity)
        fade.fromValue = .number(0)
        fade.toValue = .number(1)
        fade.duration = 1
        fade.repeatCount = .infinity
        fade.timingFunction = .flutterFastOutSlowIn
        root.add(fade, forKey: "fade")
        var steps = KeyframeAnimation(keyPath: "cornerRadius")
        steps.values = [.number(0), .number(4), .number(1)]
        steps.timingFunctions = [.flutterFastOutSlowIn, .easeIn]
        steps.duration = 2
        root.add(steps, forKey: "steps")
        // The flutter spinner's shape: a curve joined part-way through a window that a repeating
        // group opens late (a child with a negative beginTime inside a nested group).
        var late = BasicAnimation(keyPath: "borderWidth")
        late.beginTime = -0.3
        late.fromValue = .number(1)
        late.toValue = .number(3)
        late.duration = 0.5
        late.timingFunction = .flutterFastOutSlowIn
        var window = AnimationGroup(animations: [late])
        window.beginTime = 0.5
        window.duration = 0.5
        var cycle = AnimationGroup(animations: [window])
        cycle.duration = 0.8
        cycle.repeatCount = .infinity
        root.add(cycle, forKey: "cycle")
        let data = try SceneExport.encode(root: root, name: nil, loop: nil, background: nil) { _, name in name }
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""solver": "flutter""#) && text.contains(#""easeIn""#))
        let again = try SceneDocument.decode(data, file: "again.json")
        #expect(again.root.animations.first { $0.key == "fade" }?.animation as? BasicAnimation == fade)
        let copy = try #require(again.root.animations.first { $0.key == "steps" }?.animation as? KeyframeAnimation)
        #expect(copy.timingFunctions == steps.timingFunctions)
        let a = try Scene(root: root), b = try Scene(root: again.root)
        for t in [0, 0.1, 0.25, 0.5, 0.6, 0.77, 1.3, 1.45, 1.9] {
            #expect(a.presentedLayers(at: t) == b.presentedLayers(at: t), "t \(t)")
        }
        // In the window the curve is at its own fraction (0.6 − 0.5 + 0.3) / 0.5 = 0.8, not the window's.
        let border = a.presentedLayers(at: 0.6).first?.values.number("borderWidth")
        #expect(abs((border ?? 0) - (1 + 2 * TimingFunction.flutterFastOutSlowIn.value(at: 0.8))) < 1e-12)
    }
}
