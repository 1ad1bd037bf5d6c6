import SpinnerAnimation

/// The unit a property's numbers are in, for the panel's min / max labels: the layer classes'
/// property table (radians for rotations, points for geometry, seconds for delays); `values`'
/// arc angles are degrees, and a component (`position.x`, `instanceTransform.translation.x`)
/// takes its property's unit. Fractions and factors have none.
enum PlotUnit {
    static func of(_ key: String) -> String {
        if key.hasPrefix("arc.") { return "°" }
        if let property = LayerProperty.all[AnimationKeyPath(key)] { return property.unit.rawValue }
        // Keys outside the table: a replicator's instance transform, whose parts read as the
        // layer transform's do.
        if key.contains("rotation") { return LayerProperty.Unit.radians.rawValue }
        if key.contains("translation") { return LayerProperty.Unit.points.rawValue }
        return ""
    }
}
