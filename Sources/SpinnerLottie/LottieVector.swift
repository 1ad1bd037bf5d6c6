import SpinnerJSON

/// Numbers a property animates together: a point, a scale, an RGB colour, a gradient's stops.
/// Its own type rather than `[Double]`, so the module adds no conformance to the standard
/// library's.
public struct LottieVector: LottieSampled, ExpressibleByArrayLiteral {
    public var values: [Double]

    public init(_ values: [Double]) { self.values = values }
    public init(arrayLiteral values: Double...) { self.values = values }

    public var components: [Double] { values }
    public var json: JSONValue { .array(values.map(JSONValue.number)) }
    public var keyframeJSON: JSONValue { json }
    /// Vectors blend when they have as many numbers (gradient stops of one count).
    public func blends(with other: LottieVector) -> Bool { values.count == other.values.count }
    public func withComponents(_ c: [Double]) -> LottieVector { LottieVector(c) }
}
