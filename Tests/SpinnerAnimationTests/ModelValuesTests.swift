import Testing
import SpinnerCore
@testable import SpinnerAnimation

/// `Layer.modelValues()` reads each class's rows in stored order (`ModelRows`): the same values
/// as reading the whole property table into a dictionary, a later row of a key path winning.
struct ModelValuesTests {
    /// The table read the plain way: every animatable row in order, into a dictionary.
    static func readByDictionary(_ layer: Layer) -> PropertyValues {
        var values: [AnimationKeyPath: AnimationValue] = [:]
        for property in type(of: layer).properties where property.isAnimatable {
            if let value = property.value(of: layer) { values[property.keyPath] = value }
        }
        return PropertyValues(values)
    }

    /// One of each engine class.
    static func layers() -> [Layer] { [Layer(), ShapeLayer(), GradientLayer(), TextLayer(), ReplicatorLayer(), TransformLayer()] }

    @Test func everyClassReadsTheSameValuesAsItsWholeTable() {
      for layer in Self.layers() {
        layer.opacity = 0.25
        layer.position = Point(x: 3, y: 4)
        layer.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 1)
        layer.cornerRadius = 2
        if let shape = layer as? ShapeLayer {
            shape.strokeEnd = 0.5
            shape.lineDashPattern = [2, 1]
        }
        let read = layer.modelValues()
        #expect(read == Self.readByDictionary(layer))
        #expect(read.values == Self.readByDictionary(layer).values)
        #expect(read[AnimationKeyPath.opacity] == AnimationValue.number(0.25))
        #expect(read[AnimationKeyPath("position")] == AnimationValue.point(Point(x: 3, y: 4)))
        // Searchable: every key path of the table is found where the order puts it.
        for (key, value) in Self.readByDictionary(layer).values { #expect(read[key] == value, "\(key)") }
      }
      #expect(Self.layers().count == LayerProperty.layerClasses.count)
    }

    @Test func rowsAreInStoredOrderAndAnimatable() {
        for type in LayerProperty.layerClasses {
            let rows = ModelRows.rows(for: type)
            let allAnimatable = rows.allSatisfy { $0.isAnimatable }
            let inOrder = zip(rows, rows.dropFirst()).allSatisfy { !PropertyValues.precedes($1.keyPath, $0.keyPath) }
            #expect(allAnimatable)
            #expect(inOrder)
            #expect(Set(rows.map(\.keyPath)) == type.animatableKeyPaths)
        }
    }
}
