import Foundation
import SpinnerCore
import SpinnerAnimation

/// How a stroke's open ends are drawn (`CAShapeLayerLineCap`).
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// How a stroke's corners are drawn (`CAShapeLayerLineJoin`).
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// Which parts of a self-crossing path are inside (`CAShapeLayerFillRule`).
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// A layer that fills and strokes a path (`CAShapeLayer`), over the engine's `ShapeLayer`.
open class CAShapeLayer: CALayer {
    override class func makeBacking() -> SpinnerAnimation.Layer { ShapeLayer() }
    private var shape: ShapeLayer { backing as! ShapeLayer }

    public var path: CGPath? {
        get { shape.path.map { CGPath(engine: $0) } }
        set { set("path", shape.path, newValue?.engine) { shape.path = $0 } }
    }

    /// Opaque black by default, as Core Animation's.
    public var fillColor: CGColor? {
        get { shape.fillColor.map { CGColor(engine: $0) } }
        set { set("fillColor", shape.fillColor, newValue?.engine) { shape.fillColor = $0 } }
    }

    public var fillRule: CAShapeLayerFillRule {
        get { shape.fillRule == .evenOdd ? .evenOdd : .nonZero }
        set { set("fillRule", shape.fillRule, newValue == .evenOdd ? FillRule.evenOdd : .nonZero) { shape.fillRule = $0 } }
    }

    public var strokeColor: CGColor? {
        get { shape.strokeColor.map { CGColor(engine: $0) } }
        set { set("strokeColor", shape.strokeColor, newValue?.engine) { shape.strokeColor = $0 } }
    }

    public var lineWidth: CGFloat {
        get { CGFloat(shape.lineWidth) }
        set { set("lineWidth", shape.lineWidth, Double(newValue)) { shape.lineWidth = $0 } }
    }

    public var lineCap: CAShapeLayerLineCap {
        get { CAShapeLayerLineCap(rawValue: shape.lineCap.rawValue) }
        set { set("lineCap", shape.lineCap, LineCap(rawValue: newValue.rawValue) ?? .butt) { shape.lineCap = $0 } }
    }

    public var lineJoin: CAShapeLayerLineJoin {
        get { CAShapeLayerLineJoin(rawValue: shape.lineJoin.rawValue) }
        set { set("lineJoin", shape.lineJoin, LineJoin(rawValue: newValue.rawValue) ?? .miter) { shape.lineJoin = $0 } }
    }

    public var miterLimit: CGFloat {
        get { CGFloat(shape.miterLimit) }
        set { set("miterLimit", shape.miterLimit, Double(newValue)) { shape.miterLimit = $0 } }
    }

    public var strokeStart: CGFloat {
        get { CGFloat(shape.strokeStart) }
        set { set("strokeStart", shape.strokeStart, Double(newValue)) { shape.strokeStart = $0 } }
    }

    public var strokeEnd: CGFloat {
        get { CGFloat(shape.strokeEnd) }
        set { set("strokeEnd", shape.strokeEnd, Double(newValue)) { shape.strokeEnd = $0 } }
    }

    /// Dash and gap lengths, alternating; nil for a solid stroke.
    public var lineDashPattern: [NSNumber]? {
        get { shape.lineDashPattern?.map { NSNumber(value: $0) } }
        set { set("lineDashPattern", shape.lineDashPattern, newValue?.map(\.doubleValue)) { shape.lineDashPattern = $0 } }
    }

    public var lineDashPhase: CGFloat {
        get { CGFloat(shape.lineDashPhase) }
        set { set("lineDashPhase", shape.lineDashPhase, Double(newValue)) { shape.lineDashPhase = $0 } }
    }

    override func takeModel(from other: CALayer) {
        super.takeModel(from: other)
        guard let o = other.backing as? ShapeLayer else { return }
        shape.fillRule = o.fillRule
        shape.lineCap = o.lineCap
        shape.lineJoin = o.lineJoin
    }
}

/// A layer that draws a colour gradient (`CAGradientLayer`), over the engine's `GradientLayer`.
open class CAGradientLayer: CALayer {
    override class func makeBacking() -> SpinnerAnimation.Layer { GradientLayer() }
    private var gradient: GradientLayer { backing as! GradientLayer }

    /// The colours, `CGColor`s (a value that is not one is left out).
    public var colors: [Any]? {
        get { gradient.colors.isEmpty ? nil : gradient.colors.map { CGColor(engine: $0) } }
        set {
            let colors = (newValue ?? []).compactMap(AnimationValueBridge.color)
            set("colors", gradient.colors, colors) { gradient.colors = $0 }
        }
    }

    /// Each colour's place, 0...1; nil spaces them evenly.
    public var locations: [NSNumber]? {
        get { gradient.locations?.map { NSNumber(value: $0) } }
        set { set("locations", gradient.locations, newValue?.map(\.doubleValue)) { gradient.locations = $0 } }
    }

    public var startPoint: CGPoint {
        get { CGPoint(gradient.startPoint) }
        set { set("startPoint", gradient.startPoint, Point(newValue)) { gradient.startPoint = $0 } }
    }

    public var endPoint: CGPoint {
        get { CGPoint(gradient.endPoint) }
        set { set("endPoint", gradient.endPoint, Point(newValue)) { gradient.endPoint = $0 } }
    }

    override func takeModel(from other: CALayer) {
        super.takeModel(from: other)
        if let o = other.backing as? GradientLayer { gradient.type = o.type }
    }
}

/// A layer that draws its sublayers several times, each copy moved, delayed and tinted from the
/// last (`CAReplicatorLayer`), over the engine's `ReplicatorLayer`.
open class CAReplicatorLayer: CALayer {
    override class func makeBacking() -> SpinnerAnimation.Layer { ReplicatorLayer() }
    private var replicator: ReplicatorLayer { backing as! ReplicatorLayer }

    public var instanceCount: Int {
        get { replicator.instanceCount }
        set { set("instanceCount", replicator.instanceCount, newValue) { replicator.instanceCount = $0 } }
    }

    /// Each copy's transform from the one before (an affine transform: the engine's
    /// replicator moves copies in the plane).
    public var instanceTransform: CATransform3D {
        get { CATransform3D(Transform3D(replicator.instanceTransform)) }
        set { set("instanceTransform", replicator.instanceTransform, newValue.engine.affine) { replicator.instanceTransform = $0 } }
    }

    public var instanceDelay: CFTimeInterval {
        get { replicator.instanceDelay }
        set { set("instanceDelay", replicator.instanceDelay, newValue) { replicator.instanceDelay = $0 } }
    }

    public var instanceColor: CGColor? {
        get { CGColor(engine: replicator.instanceColor) }
        set { set("instanceColor", replicator.instanceColor, newValue?.engine ?? .white) { replicator.instanceColor = $0 } }
    }

    public var instanceRedOffset: Float {
        get { Float(replicator.instanceRedOffset) }
        set { set("instanceRedOffset", replicator.instanceRedOffset, Double(newValue)) { replicator.instanceRedOffset = $0 } }
    }

    public var instanceGreenOffset: Float {
        get { Float(replicator.instanceGreenOffset) }
        set { set("instanceGreenOffset", replicator.instanceGreenOffset, Double(newValue)) { replicator.instanceGreenOffset = $0 } }
    }

    public var instanceBlueOffset: Float {
        get { Float(replicator.instanceBlueOffset) }
        set { set("instanceBlueOffset", replicator.instanceBlueOffset, Double(newValue)) { replicator.instanceBlueOffset = $0 } }
    }

    public var instanceAlphaOffset: Float {
        get { Float(replicator.instanceAlphaOffset) }
        set { set("instanceAlphaOffset", replicator.instanceAlphaOffset, Double(newValue)) { replicator.instanceAlphaOffset = $0 } }
    }

    public var preservesDepth: Bool {
        get { replicator.preservesDepth }
        set { set("preservesDepth", replicator.preservesDepth, newValue) { replicator.preservesDepth = $0 } }
    }

    override func takeModel(from other: CALayer) {
        super.takeModel(from: other)
        guard let o = other.backing as? ReplicatorLayer else { return }
        replicator.instanceCount = o.instanceCount
        replicator.instanceTransform = o.instanceTransform
    }
}

/// A layer whose sublayers share one 3D space (`CATransformLayer`): it draws nothing itself.
open class CATransformLayer: CALayer {
    override class func makeBacking() -> SpinnerAnimation.Layer { TransformLayer() }
}
