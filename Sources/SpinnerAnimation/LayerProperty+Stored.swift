import SpinnerCore

/// Rows for stored properties, one builder per Swift type, so that a row names its variable
/// once (`stored("opacity", \Layer.opacity)`) and the kind follows from the variable's type.
extension LayerProperty {
    typealias Refusal = @Sendable (AnimationValue) -> String?

    static func stored<L: Layer, V>(_ name: AnimationKeyPath, _ kind: Kind, _ unit: Unit, animatable: Bool,
                                    _ key: ReferenceWritableKeyPath<L, V> & Sendable,
                                    get: @escaping @Sendable (V) -> AnimationValue?, set: @escaping @Sendable (AnimationValue?) -> V?,
                                    absent: AnimationValue? = nil, refusal: Refusal?) -> LayerProperty {
        let model = Model(get: { get(($0 as! L)[keyPath: key]) },
                          set: { layer, value in if let v = set(value) { (layer as! L)[keyPath: key] = v } },
                          absent: absent)
        return LayerProperty(name, kind, unit, isAnimatable: animatable, field: .value(model), refusal: refusal ?? { _ in nil })
    }

    static func stored<L: Layer>(_ name: AnimationKeyPath, _ key: ReferenceWritableKeyPath<L, Double> & Sendable, _ unit: Unit = .none,
                                 animatable: Bool = true, refusal: Refusal? = nil) -> LayerProperty {
        stored(name, .number, unit, animatable: animatable, key, get: { .number($0) }, set: { $0?.number }, refusal: refusal)
    }

    static func stored<L: Layer>(_ name: AnimationKeyPath, _ key: ReferenceWritableKeyPath<L, Point> & Sendable, _ unit: Unit = .none) -> LayerProperty {
        stored(name, .point, unit, animatable: true, key, get: { .point($0) }, set: { $0?.point }, refusal: nil)
    }

    /// A displacement (`shadowOffset`): a size whose parts may be negative.
    static func stored<L: Layer>(_ name: AnimationKeyPath, _ key: ReferenceWritableKeyPath<L, Size> & Sendable, _ unit: Unit = .none) -> LayerProperty {
        stored(name, .offset, unit, animatable: true, key, get: { .size($0) }, set: { $0?.size }, refusal: nil)
    }

    static func stored<L: Layer>(_ name: AnimationKeyPath, _ key: ReferenceWritableKeyPath<L, Rect> & Sendable, _ unit: Unit = .none) -> LayerProperty {
        stored(name, .rect, unit, animatable: true, key, get: { .rect($0) }, set: { $0?.rect }, refusal: nil)
    }

    /// A colour that may be nil (no fill, no background): animations see clear.
    static func stored<L: Layer>(_ name: AnimationKeyPath, _ key: ReferenceWritableKeyPath<L, Color?> & Sendable) -> LayerProperty {
        stored(name, .color, .none, animatable: true, key, get: { $0.map(AnimationValue.color) }, set: { .some($0?.color) },
               absent: .color(.clear), refusal: nil)
    }

    /// A colour that is never nil; set to nil it becomes `none`.
    static func stored<L: Layer>(_ name: AnimationKeyPath, _ key: ReferenceWritableKeyPath<L, Color> & Sendable, none: Color) -> LayerProperty {
        stored(name, .color, .none, animatable: true, key, get: { .color($0) }, set: { $0?.color ?? none }, refusal: nil)
    }

    static func stored<L: Layer>(_ name: AnimationKeyPath, _ key: ReferenceWritableKeyPath<L, [Color]> & Sendable) -> LayerProperty {
        stored(name, .colors, .none, animatable: true, key, get: { .colors($0) }, set: { $0?.colors }, refusal: nil)
    }

    /// A list of numbers that may be nil (even gradient stops, a solid stroke).
    static func stored<L: Layer>(_ name: AnimationKeyPath, _ key: ReferenceWritableKeyPath<L, [Double]?> & Sendable, _ unit: Unit = .none,
                                 animatable: Bool = true, refusal: Refusal? = nil) -> LayerProperty {
        stored(name, .numbers, unit, animatable: animatable, key, get: { $0.map(AnimationValue.numbers) }, set: { .some($0?.numbers) },
               refusal: refusal)
    }

    /// True or false, animated as 1 or 0 so that a change at a moment (a view hidden when a
    /// download finishes) is recorded like any other; 0.5 and above is true.
    static func stored<L: Layer>(_ name: AnimationKeyPath, _ key: ReferenceWritableKeyPath<L, Bool> & Sendable, animatable: Bool = true) -> LayerProperty {
        stored(name, .bool, .none, animatable: animatable, key, get: { .number($0 ? 1 : 0) }, set: { $0?.number.map { $0 >= 0.5 } },
               refusal: nil)
    }

    static func stored<L: Layer>(_ name: AnimationKeyPath, _ key: ReferenceWritableKeyPath<L, String> & Sendable) -> LayerProperty {
        stored(name, .string, .none, animatable: true, key, get: { .string($0) }, set: { $0?.string }, refusal: nil)
    }

    /// A shape that may be nil: animations see the empty path, so that an animation of `path`
    /// has a model value of its kind (and a value of another kind is refused).
    static func stored<L: Layer>(_ name: AnimationKeyPath, _ key: ReferenceWritableKeyPath<L, Path?> & Sendable) -> LayerProperty {
        stored(name, .path, .none, animatable: true, key, get: { $0.map(AnimationValue.path) }, set: { .some($0?.path) },
               absent: .path(Path()), refusal: nil)
    }

    // MARK: - What a scene file may give

    /// Refuses numbers outside `range` with `message` (`"expected an opacity from 0 to 1"`).
    static func within(_ range: ClosedRange<Double>, _ message: String) -> Refusal {
        { value in
            guard let n = value.number else { return nil }
            return range.contains(n) ? nil : message
        }
    }
}
