/// The values of a layer's animatable properties, keyed by key path: the model values before animations
/// are applied, the presentation values after.
public struct PropertyValues: Hashable, Sendable {
    /// Every stored value.
    public private(set) var values: [AnimationKeyPath: AnimationValue]

    public init(_ values: [AnimationKeyPath: AnimationValue] = [:]) {
        self.values = values
    }

    /// The value at `key`, or nil when none is stored; setting nil removes it.
    public subscript(key: AnimationKeyPath) -> AnimationValue? {
        get { values[key] }
        set { values[key] = newValue }
    }

    /// The number at `key`, when one is stored there.
    public func number(_ key: AnimationKeyPath) -> Double? { values[key]?.number }
}
