/// The catalogue: every preset spinnergen can render, in the order `list` shows them.
extension PresetDescription {
    public static let catalogue: [PresetDescription] = [.material, .ring, .gradientBar, .imageProgress]

    /// The preset of the catalogue called `name`.
    public static func named(_ name: String) -> PresetDescription? { catalogue.first { $0.name == name } }
}
