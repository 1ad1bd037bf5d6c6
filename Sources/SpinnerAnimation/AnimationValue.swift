import SpinnerCore

/// A value an animation can carry and interpolate.
public enum AnimationValue: Hashable, Sendable {
    case number(Double)
    case color(Color)
    case point(Point)
    case size(Size)
    case rect(Rect)
    /// A list of colours, as CAGradientLayer's `colors`; lists of equal length interpolate
    /// element by element.
    case colors([Color])
    /// A list of numbers, as CAGradientLayer's `locations`.
    case numbers([Double])
    /// Text, as CATextLayer's `string`: it changes but does not interpolate.
    case string(String)
    /// A shape, as CAShapeLayer's `path`: paths of the same structure (the same element kinds in
    /// the same order) interpolate point by point; others switch at the halfway point.
    /// Boxed, like `transform`: the value is copied on every read of a layer's properties,
    /// and the two large cases inline made each copy 130 bytes (the others need 33).
    indirect case path(Path)
    /// A 3D transform, as CALayer's `transform`: two interpolate as Core Animation interpolates
    /// whole matrices, decomposed into translation, scale, shear, rotation (a quaternion,
    /// slerped) and perspective (`Transform3D.interpolated`).
    indirect case transform(Transform3D)

    /// What sort of value a case holds, without the value: what a key path expects.
    public enum Kind: String, Hashable, Sendable {
        case number, color, point, size, rect, colors, numbers, string, path, transform

        /// "a number", "a colour", ... for messages.
        public var phrase: String {
            switch self {
            case .number: "a number"
            case .color: "a colour"
            case .point: "a point"
            case .size: "a size"
            case .rect: "a rectangle"
            case .colors: "a list of colours"
            case .numbers: "a list of numbers"
            case .string: "text"
            case .path: "a path"
            case .transform: "a transform"
            }
        }
    }

    /// The value's kind.
    public var kind: Kind {
        switch self {
        case .number: .number
        case .color: .color
        case .point: .point
        case .size: .size
        case .rect: .rect
        case .colors: .colors
        case .numbers: .numbers
        case .string: .string
        case .path: .path
        case .transform: .transform
        }
    }

    /// The value a `fraction` of the way to `other`, component by component (colours in sRGB with
    /// straight alpha, as Core Animation interpolates them); nil if the kinds differ.
    ///
    /// Two paths of different structure cannot be blended (CAShapeLayer documents the result as
    /// undefined): the value is `self` below fraction 0.5 and `other` from 0.5 on, a choice that
    /// an autoreversing animation plays back symmetrically.
    public func interpolated(to other: AnimationValue, fraction: Double) -> AnimationValue? {
        func lerp(_ a: Double, _ b: Double) -> Double { a + (b - a) * fraction }
        if case .path(let a) = self, case .path(let b) = other, !PathBlend.sameStructure(a, b) {
            return fraction < 0.5 ? self : other
        }
        if case .transform(let a) = self, case .transform(let b) = other { return .transform(a.interpolated(to: b, fraction: fraction)) }
        return combined(with: other, lerp)
    }

    /// The component-wise sum, as additive and cumulative animations combine values; nil if the
    /// kinds differ. Transforms combine as Core Animation's additive transforms do: by matrix
    /// product, `self` applied first (the animation's value, then the model's).
    public func adding(_ other: AnimationValue) -> AnimationValue? {
        if case .transform(let a) = self, case .transform(let b) = other { return .transform(a.concatenating(b)) }
        return combined(with: other, +)
    }

    /// The component-wise difference `self − other`; nil if the kinds differ. For transforms,
    /// `self` followed by the inverse of `other` (nil when `other` is singular).
    public func subtracting(_ other: AnimationValue) -> AnimationValue? {
        if case .transform(let a) = self, case .transform(let b) = other { return b.inverted().map { .transform(a.concatenating($0)) } }
        return combined(with: other, -)
    }

    /// Every component multiplied by `factor`; a transform taken `factor` of the way from the
    /// identity through its decomposition (twice a quarter turn is a half turn).
    public func scaled(by factor: Double) -> AnimationValue {
        if case .transform(let t) = self { return .transform(Transform3D.identity.interpolated(to: t, fraction: factor)) }
        // Combining with itself cannot fail: the kinds always match.
        return combined(with: self) { a, _ in a * factor } ?? self
    }

    /// The number, when this is one.
    public var number: Double? {
        if case .number(let v) = self { return v }
        return nil
    }

    /// The colour, when this is one.
    public var color: Color? {
        if case .color(let v) = self { return v }
        return nil
    }

    /// The point, when this is one.
    public var point: Point? {
        if case .point(let v) = self { return v }
        return nil
    }

    /// The size, when this is one.
    public var size: Size? {
        if case .size(let v) = self { return v }
        return nil
    }

    /// The rectangle, when this is one.
    public var rect: Rect? {
        if case .rect(let v) = self { return v }
        return nil
    }

    /// The colour list, when this is one.
    public var colors: [Color]? {
        if case .colors(let v) = self { return v }
        return nil
    }

    /// The text, when this is some.
    public var string: String? {
        if case .string(let v) = self { return v }
        return nil
    }

    /// The number list, when this is one.
    public var numbers: [Double]? {
        if case .numbers(let v) = self { return v }
        return nil
    }

    /// The path, when this is one.
    public var path: Path? {
        if case .path(let v) = self { return v }
        return nil
    }

    /// The transform, when this is one.
    public var transform: Transform3D? {
        if case .transform(let v) = self { return v }
        return nil
    }

    /// Applies `f` to each pair of matching components; nil if the kinds (or list lengths) differ.
    private func combined(with other: AnimationValue, _ f: (Double, Double) -> Double) -> AnimationValue? {
        switch (self, other) {
        case let (.number(a), .number(b)):
            return .number(f(a, b))
        case let (.color(a), .color(b)):
            return .color(Color(red: f(a.red, b.red), green: f(a.green, b.green),
                                blue: f(a.blue, b.blue), alpha: f(a.alpha, b.alpha)))
        case let (.point(a), .point(b)):
            return .point(Point(x: f(a.x, b.x), y: f(a.y, b.y)))
        case let (.size(a), .size(b)):
            return .size(Size(width: f(a.width, b.width), height: f(a.height, b.height)))
        case let (.rect(a), .rect(b)):
            return .rect(Rect(x: f(a.minX, b.minX), y: f(a.minY, b.minY),
                              width: f(a.width, b.width), height: f(a.height, b.height)))
        case let (.colors(a), .colors(b)) where a.count == b.count:
            return .colors(zip(a, b).map { x, y in
                Color(red: f(x.red, y.red), green: f(x.green, y.green), blue: f(x.blue, y.blue), alpha: f(x.alpha, y.alpha))
            })
        case let (.numbers(a), .numbers(b)) where a.count == b.count:
            return .numbers(zip(a, b).map { f($0, $1) })
        case let (.path(a), .path(b)):
            return PathBlend.combined(a, b, f).map { .path($0) }
        default:
            return nil
        }
    }
}

