import Foundation
import Testing
import SpinnerCore
import SpinnerAnimation
import SpinnerScene

/// One table of layer properties (issue 29, item 4): what `Layer` animates, what a scene file
/// may name and the kind it is written in come from the same rows, so they cannot disagree.
@Suite struct LayerPropertyTableTests {
    /// Every key path a class can animate is one a scene file can animate on a layer of it, and
    /// no other; `bounds.origin`, animatable in `Layer` but once refused by scene files, is one.
    @Test func aSceneAnimatesExactlyWhatTheLayerCan() throws {
        // (A text layer needs a font to be read at all; its rows are checked against its model below.)
        for (type, name) in [(Layer.self as Layer.Type, "layer"), (ShapeLayer.self, "shape"), (GradientLayer.self, "gradient"),
                             (ReplicatorLayer.self, "replicator")] {
            for property in LayerProperty.all.values {
                let value: String = switch property.kind {
                case .number, .angle: "1"
                case .point, .size: "[1, 2]"
                case .rect: "[0, 0, 3, 4]"
                case .color: "\"red\""
                case .colors: "[\"red\", \"blue\"]"
                case .numbers: "[0, 1]"
                case .bool: "true"
                case .string: "\"x\""
                case .path: "{\"rect\": [0, 0, 1, 1]}"
                }
                let json = #"{"spinnergen": 1, "root": {"type": "\#(name)", "bounds": [0, 0, 10, 10], "animations": [{"keyPath": "\#(property.keyPath.rawValue)", "toValue": \#(value), "duration": 1}]}}"#
                let decoded = Result { try SceneDocument.decode(Data(json.utf8), file: "t.json") }
                let animatable = type.animatableKeyPaths.contains(property.keyPath)
                switch decoded {
                case .success: #expect(animatable, "\(name) decoded an animation of \(property.keyPath.rawValue), which it cannot animate")
                case .failure(let error): #expect(!animatable, "\(name): \(property.keyPath.rawValue): \(error)")
                }
            }
        }
    }

    @Test func boundsOriginAnimatesInASceneFile() throws {
        let json = #"{"spinnergen": 1, "root": {"name": "r", "bounds": [0, 0, 10, 10], "animations": [{"keyPath": "bounds.origin", "fromValue": [0, 0], "toValue": [4, 6], "duration": 1}]}}"#
        let document = try SceneDocument.decode(Data(json.utf8), file: "t.json")
        let scene = try Scene(root: document.root, scale: 1)
        let bounds = scene.presentedLayers(at: 0.5).first { $0.name == "r" }?.values.values["bounds"]
        #expect(bounds == .rect(Rect(x: 2, y: 3, width: 10, height: 10)))
    }

    /// Every base property in a class's model values has a row, and every row's key path is a
    /// model value or a component of one (`position.x` of `position`, `transform.*` of the
    /// transform).
    @Test func everyModelValueHasARow() {
        for layer in [Layer(), ShapeLayer(), GradientLayer(), TextLayer(), ReplicatorLayer()] {
            let type = Swift.type(of: layer)
            let model = Set(layer.modelValues().values.keys.map(\.rawValue))
            let rows = Set(type.properties.map(\.keyPath.rawValue))
            #expect(model.isSubset(of: rows), "\(type): model values without a row: \(model.subtracting(rows).sorted())")
            for row in rows where !model.contains(row) {
                let base = row.split(separator: ".").first.map(String.init) ?? row
                // A gradient's `locations` is nil (even spacing) until set, and has no model value then.
                #expect(model.contains(base) || base == "transform" || row == "locations",
                        "\(type): \(row) is neither a model value nor a component of one")
            }
        }
    }
}
