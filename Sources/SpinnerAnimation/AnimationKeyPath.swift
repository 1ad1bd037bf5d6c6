/// A layer property's key path as Core Animation spells it ("strokeEnd", "transform.rotation.z", ...).
public struct AnimationKeyPath: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The key path's text.
    public let rawValue: String
    /// The text's hash, worked out once: every frame looks each layer's properties up by key
    /// path, and hashing the text each time was about 1.3 M instructions of a 60-frame run.
    let textHash: Int

    public init(_ rawValue: String) {
        self.rawValue = rawValue
        textHash = rawValue.hashValue
    }

    /// Equal when the texts are (the hash follows from the text).
    public static func == (a: AnimationKeyPath, b: AnimationKeyPath) -> Bool { a.textHash == b.textHash && a.rawValue == b.rawValue }

    public func hash(into hasher: inout Hasher) { hasher.combine(textHash) }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    public var description: String { rawValue }

    /// `CAShapeLayer.strokeStart`.
    public static let strokeStart: AnimationKeyPath = "strokeStart"
    /// `CAShapeLayer.strokeEnd`.
    public static let strokeEnd: AnimationKeyPath = "strokeEnd"
    /// `CAShapeLayer.strokeColor`.
    public static let strokeColor: AnimationKeyPath = "strokeColor"
    /// `CAShapeLayer.fillColor`.
    public static let fillColor: AnimationKeyPath = "fillColor"
    /// `CAShapeLayer.lineWidth`.
    public static let lineWidth: AnimationKeyPath = "lineWidth"
    /// `CALayer.opacity`.
    public static let opacity: AnimationKeyPath = "opacity"
    /// The z rotation of `CALayer.transform`, in radians (clockwise on screen, y down).
    public static let transformRotationZ: AnimationKeyPath = "transform.rotation.z"
}
