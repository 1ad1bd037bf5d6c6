import Foundation
import Testing
import SpinnerCore
import SpinnerAnimation
@testable import SpinnerScene

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
                let value: String
                switch property.kind {
                case .number, .angle: value = "1"
                case .point, .size, .offset: value = "[1, 2]"
                case .rect: value = "[0, 0, 3, 4]"
                case .color: value = "\"red\""
                case .colors: value = "[\"red\", \"blue\"]"
                case .numbers: value = "[0, 1]"
                case .bool: value = "true"
                case .string: value = "\"x\""
                case .path: value = "{\"rect\": [0, 0, 1, 1]}"
                case .transform: value = "{\"rotateY\": \"30deg\", \"perspective\": 100}"
                case .choice, .image, .count:
                    Issue.record("\(property.keyPath.rawValue): a \(property.kind) is listed as animatable")
                    continue
                }
                let json = #"{"spinnergen": 1, "root": {"type": "\#(name)", "bounds": [0, 0, 10, 10], "animations": [{"keyPath": "\#(property.keyPath.rawValue)", "toValue": \#(value), "duration": 1}]}}"#
                let decoded = Result { try SceneDocument.decode(Data(json.utf8), file: "t.json") }
                let animatable = type.animatableKeyPaths.contains(property.keyPath)
                #expect(type.isAnimatable(property.keyPath) == animatable, "\(name): \(property.keyPath.rawValue)")
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
            let rows = Set(type.properties.filter(\.isAnimatable).map(\.keyPath.rawValue))
            #expect(model.isSubset(of: rows), "\(type): model values without a row: \(model.subtracting(rows).sorted())")
            for row in rows where !model.contains(row) {
                let base = row.split(separator: ".").first.map(String.init) ?? row
                // A gradient's `locations` is nil (even spacing) until set, and has no model value then;
                // the matrices are set fields whose model values the snapshot adds.
                #expect(model.contains(base) || base == "transform" || base == "sublayerTransform" || row == "locations",
                        "\(type): \(row) is neither a model value nor a component of one")
            }
        }
    }

    /// The fields each layer object may hold are its class's rows (parts aside): the set the
    /// scene format has had, and `zPosition`, `anchorPointZ`, `doubleSided` and the shadow's
    /// four, `invertsMask`, `masksByLuminance` and `compositingFilter`, added as rows.
    @Test func theFieldsOfEachLayerTypeAreItsRows() {
        let layer: Set = ["bounds", "position", "anchorPoint", "anchorPointZ", "zPosition", "doubleSided", "transform", "sublayerTransform", "opacity", "hidden", "backgroundColor",
                          "cornerRadius", "masksToBounds", "invertsMask", "masksByLuminance", "compositingFilter", "borderWidth", "borderColor", "shadowColor", "shadowOpacity", "shadowOffset",
                          "shadowRadius", "contents", "contentsGravity", "contentsScale", "speed", "timeOffset", "beginTime"]
        func fields(_ type: Layer.Type) -> Set<String> {
            Set(type.properties.compactMap { if case .part = $0.field { nil } else { $0.keyPath.rawValue } })
        }
        #expect(fields(Layer.self) == layer)
        #expect(fields(ShapeLayer.self) == layer.union(["path", "fillColor", "fillRule", "strokeColor", "lineWidth", "lineCap", "lineJoin",
                                                        "miterLimit", "lineDashPattern", "lineDashPhase", "strokeStart", "strokeEnd"]))
        #expect(fields(GradientLayer.self) == layer.union(["colors", "locations", "startPoint", "endPoint", "gradientType"]))
        #expect(fields(TextLayer.self) == layer.union(["string", "fontSize", "foregroundColor"]))
        #expect(fields(ReplicatorLayer.self) == layer.union(["instanceCount", "instanceTransform", "instanceDelay", "instanceColor",
                                                             "instanceRedOffset", "instanceGreenOffset", "instanceBlueOffset",
                                                             "instanceAlphaOffset", "preservesDepth"]))
        // Set, not animated; every other field with a model value animates.
        let setOnly = ReplicatorLayer.properties.filter { !$0.isAnimatable }.map(\.keyPath.rawValue)
        #expect(Set(setOnly) == ["masksToBounds", "contents", "contentsGravity", "contentsScale", "speed",
                                 "timeOffset", "beginTime", "instanceCount", "instanceTransform", "preservesDepth", "doubleSided", "invertsMask",
                                 "masksByLuminance", "compositingFilter"])
    }

    /// A value unlike the default for every row with a model value, by kind.
    static func sample(_ kind: LayerProperty.Kind, index: Int) -> AnimationValue? {
        let n = Double(index % 7) / 8 + 0.125
        switch kind {
        case .number: return .number(n)
        case .point: return .point(Point(x: n, y: 2 * n))
        case .offset: return .size(Size(width: -n, height: 2 * n))  // a negative part written and read back
        case .rect: return .rect(Rect(x: 0, y: 0, width: 10 + n, height: 20 + n))
        case .color: return .color(Color(r8: 10, g8: UInt8(20 + index), b8: 30, a8: 255))
        case .colors: return .colors([.white, Color(r8: 1, g8: 2, b8: 3, a8: 4)])
        case .numbers: return .numbers([0, n])
        case .bool: return .number(1)
        case .string: return .string("x\(index)")
        case .path:
            var p = Path()
            p.addRect(Rect(x: 1, y: 2, width: 3, height: 4))
            return .path(p)
        case .angle, .size, .transform, .choice, .image, .count: return nil
        }
    }

    /// Every row with a model value set on a layer is written by the scene writer and read back
    /// by the reader to the same model value: the writer and reader know a property from its row
    /// alone (a gradient's `locations` go with two colours, as the reader asks).
    @Test func everyRowRoundTripsThroughASceneFile() throws {
        for type in [Layer.self, ShapeLayer.self, GradientLayer.self, ReplicatorLayer.self] as [Layer.Type] {
            let layer = SceneLayer.types.first { $0.type == type }!.make()
            var set: [(LayerProperty, AnimationValue)] = []
            for (i, property) in type.properties.enumerated() {
                guard case .value(let model) = property.field, let value = Self.sample(property.kind, index: i) else { continue }
                model.set(layer, value)
                set.append((property, value))
            }
            let data = try SceneExport.encode(root: layer, name: nil, loop: nil, background: nil) { _, name in name }
            let read = try SceneDocument.decode(data, file: "t.json").root
            #expect(Swift.type(of: read) == type)
            for (property, value) in set {
                #expect(property.value(of: read) == value, "\(type).\(property.keyPath.rawValue)")
            }
            #expect(set.count >= 10)
        }
    }

    /// A row's refusal is what the reader says, at the field's JSON path.
    @Test(arguments: [("opacity", "2", "expected an opacity from 0 to 1"), ("cornerRadius", "-1", "expected a radius of at least 0"),
                      ("contentsScale", "0", "expected image pixels per point above 0"),
                      ("shadowOpacity", "1.5", "expected an opacity from 0 to 1"), ("shadowRadius", "-2", "expected a radius of at least 0"),
                      ("shadowOffset", "[1]", "expected an offset [dx, dy] of numbers"), ("shadowOffset", "3", "expected an offset [dx, dy]")])
    func aRowsRefusalIsTheReadersMessage(field: String, value: String, message: String) {
        let json = #"{"spinnergen": 1, "root": {"\#(field)": \#(value)}}"#
        #expect(throws: (any Error).self) { try SceneDocument.decode(Data(json.utf8), file: "t.json") }
        do { _ = try SceneDocument.decode(Data(json.utf8), file: "t.json") } catch {
            #expect("\(error)".contains("root.\(field)") && "\(error)".contains(message), "\(error)")
        }
    }
}
