/// The unit a property's numbers are in, for the panel's min / max labels: Core Animation's
/// own (radians for rotations, points for geometry, seconds for delays); `values`' arc angles
/// are degrees. Fractions and factors have none.
enum PlotUnit {
    static let points: Set<String> = [
        "position", "bounds", "frame", "lineWidth", "cornerRadius", "borderWidth", "lineDashPhase", "zPosition",
        "shadowRadius", "shadowOffset", "anchorPointZ", "fontSize", "instanceTransform.translation",
    ]

    static func of(_ key: String) -> String {
        if key.hasPrefix("arc.") { return "°" }
        if key.contains("rotation") { return "rad" }
        if key.contains("translation") { return "pt" }
        if key == "instanceDelay" { return "s" }
        let base = key.split(separator: ".").first.map(String.init) ?? key
        return points.contains(base) ? "pt" : ""
    }
}
