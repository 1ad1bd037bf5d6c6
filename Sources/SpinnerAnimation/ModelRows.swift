import Synchronization

/// Each layer class's animatable rows in the order `PropertyValues` keeps its values (by key
/// path), made once per class: `Layer.modelValues()` reads them straight into a sorted list.
/// Freezing a Lottie file's hundreds of layers built a dictionary for each layer and sorted it,
/// about two thirds of reading the model values.
///
/// Rows naming the same key path stay in table order next to each other, so that the last one
/// with a value wins, as when the table was read into a dictionary. A class's table
/// (`Layer.properties`) is taken to be fixed, as the engine's tables are.
enum ModelRows {
    private static let cache = Mutex<[ObjectIdentifier: [LayerProperty]]>([:])

    static func rows(for type: Layer.Type) -> [LayerProperty] {
        let key = ObjectIdentifier(type)
        if let rows = cache.withLock({ $0[key] }) { return rows }
        let animatable = type.properties.enumerated().filter { $0.element.isAnimatable }
        let rows = animatable.sorted { a, b in
            a.element.keyPath == b.element.keyPath ? a.offset < b.offset : PropertyValues.precedes(a.element.keyPath, b.element.keyPath)
        }.map(\.element)
        cache.withLock { $0[key] = rows }
        return rows
    }
}
