import SpinnerJSON

/// One number a property animates (an opacity, a rotation, a stroke width, a trim end): its own
/// type rather than `Double`, so the module adds no conformance to the standard library's.
public struct LottieScalar: LottieSampled, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public var value: Double

    public init(_ value: Double) { self.value = value }
    public init(floatLiteral value: Double) { self.value = value }
    public init(integerLiteral value: Int) { self.value = Double(value) }

    public var components: [Double] { [value] }
    public var json: JSONValue { .number(value) }
    /// A keyframe's `s` holds a number as a one-element array.
    public var keyframeJSON: JSONValue { .array([.number(value)]) }
    public func blends(with other: LottieScalar) -> Bool { true }
    public func withComponents(_ c: [Double]) -> LottieScalar { LottieScalar(c[0]) }
}
