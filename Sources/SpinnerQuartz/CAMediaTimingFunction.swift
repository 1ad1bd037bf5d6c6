import SpinnerAnimation

/// The names of Core Animation's predefined timing curves.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The curve of Core Animation's implicit animations.
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A cubic Bézier from (0, 0) to (1, 1) that shapes an animation's pace
/// (`CAMediaTimingFunction`).
public final class CAMediaTimingFunction: Hashable {
    /// The engine's curve: a named curve is the engine's own constant, so that code naming
    /// `.easeIn` draws exactly what a preset with `.easeIn` draws.
    package let engine: TimingFunction

    /// One of the predefined curves; an unknown name is linear.
    public init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: engine = .easeIn
        case .easeOut: engine = .easeOut
        case .easeInEaseOut: engine = .easeInEaseOut
        case .default: engine = .default
        default: engine = .linear
        }
    }

    /// A curve through control points (c1x, c1y) and (c2x, c2y). Core Animation keeps them as
    /// `Float`, and so are they read here.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        engine = TimingFunction(controlPoints: Double(c1x), Double(c1y), Double(c2x), Double(c2y))
    }

    package init(engine: TimingFunction) { self.engine = engine }

    /// Writes control point `idx` (0...3: the fixed ends and the two given points) to
    /// `ptr[0]`, `ptr[1]`.
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let points = [(0.0, 0.0), (engine.c1.x, engine.c1.y), (engine.c2.x, engine.c2.y), (1.0, 1.0)]
        let p = points[min(max(idx, 0), 3)]
        ptr[0] = Float(p.0)
        ptr[1] = Float(p.1)
    }

    public static func == (a: CAMediaTimingFunction, b: CAMediaTimingFunction) -> Bool { a.engine == b.engine }
    public func hash(into hasher: inout Hasher) { hasher.combine(engine) }
}

/// What an animation shows outside its active time (`CAMediaTimingFillMode`).
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")

    var engine: FillMode { FillMode(rawValue: rawValue) ?? .removed }
}

/// How a keyframe animation goes between its values (`CAAnimationCalculationMode`).
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")

    var engine: CalculationMode { CalculationMode(rawValue: rawValue) ?? .linear }
}

/// Whether a layer moving along a keyframe path turns with it (`CAAnimationRotationMode`).
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")

    var engine: RotationMode? { RotationMode(rawValue: rawValue) }
}
