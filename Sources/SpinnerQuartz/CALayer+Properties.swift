import Foundation
import SpinnerCore
import SpinnerAnimation

/// How a layer's image is placed in its bounds (`CALayerContentsGravity`).
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
    public static let center = CALayerContentsGravity(rawValue: "center")
}

// CALayer's properties in Core Animation's types, each written through `set(_:_:_:_:)` under
// its key-value name, so that each change looks up its action as Core Animation's does.
extension CALayer {
    public var name: String? {
        get { backing.name }
        set { backing.name = newValue }
    }

    public var bounds: CGRect {
        get { CGRect(backing.bounds) }
        set {
            let sizeChanged = Size(newValue.size) != backing.bounds.size
            set("bounds", backing.bounds, Rect(newValue)) { backing.bounds = $0 }
            if sizeChanged { setNeedsLayout() }
        }
    }

    public var position: CGPoint {
        get { CGPoint(backing.position) }
        set { set("position", backing.position, Point(newValue)) { backing.position = $0 } }
    }

    public var anchorPoint: CGPoint {
        get { CGPoint(backing.anchorPoint) }
        set { set("anchorPoint", backing.anchorPoint, Point(newValue)) { backing.anchorPoint = $0 } }
    }

    public var zPosition: CGFloat {
        get { CGFloat(backing.zPosition) }
        set { set("zPosition", backing.zPosition, Double(newValue)) { backing.zPosition = $0 } }
    }

    public var anchorPointZ: CGFloat {
        get { CGFloat(backing.anchorPointZ) }
        set { set("anchorPointZ", backing.anchorPointZ, Double(newValue)) { backing.anchorPointZ = $0 } }
    }

    /// The layer's rectangle in its superlayer (position and bounds moved together; with a
    /// transform other than identity Core Animation leaves it undefined, and here the
    /// transform is ignored).
    public var frame: CGRect {
        get { CGRect(backing.frame) }
        set {
            let r = Rect(newValue)
            bounds = CGRect(x: backing.bounds.minX, y: backing.bounds.minY, width: r.width, height: r.height)
            position = CGPoint(x: r.minX + backing.anchorPoint.x * r.width, y: r.minY + backing.anchorPoint.y * r.height)
        }
    }

    public var transform: CATransform3D {
        get { CATransform3D(backing.transform) }
        set { set("transform", backing.transform, newValue.engine) { backing.transform = $0 } }
    }

    public var sublayerTransform: CATransform3D {
        get { CATransform3D(backing.sublayerTransform) }
        set { set("sublayerTransform", backing.sublayerTransform, newValue.engine) { backing.sublayerTransform = $0 } }
    }

    public func affineTransform() -> CGAffineTransform { CGAffineTransform(backing.transform.affine) }
    public func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3D(Transform3D(m.engine)) }

    public var opacity: Float {
        get { Float(backing.opacity) }
        set { set("opacity", backing.opacity, Double(newValue)) { backing.opacity = $0 } }
    }

    public var isHidden: Bool {
        get { backing.isHidden }
        set { set("hidden", backing.isHidden, newValue) { backing.isHidden = $0 } }
    }

    public var isDoubleSided: Bool {
        get { backing.isDoubleSided }
        set { set("doubleSided", backing.isDoubleSided, newValue) { backing.isDoubleSided = $0 } }
    }

    public var masksToBounds: Bool {
        get { backing.masksToBounds }
        set { set("masksToBounds", backing.masksToBounds, newValue) { backing.masksToBounds = $0 } }
    }

    public var backgroundColor: CGColor? {
        get { backing.backgroundColor.map { CGColor(engine: $0) } }
        set { set("backgroundColor", backing.backgroundColor, newValue?.engine) { backing.backgroundColor = $0 } }
    }

    public var cornerRadius: CGFloat {
        get { CGFloat(backing.cornerRadius) }
        set { set("cornerRadius", backing.cornerRadius, Double(newValue)) { backing.cornerRadius = $0 } }
    }

    public var borderWidth: CGFloat {
        get { CGFloat(backing.borderWidth) }
        set { set("borderWidth", backing.borderWidth, Double(newValue)) { backing.borderWidth = $0 } }
    }

    public var borderColor: CGColor? {
        get { backing.borderColor.map { CGColor(engine: $0) } }
        set { set("borderColor", backing.borderColor, newValue?.engine) { backing.borderColor = $0 } }
    }

    public var shadowColor: CGColor? {
        get { backing.shadowColor.map { CGColor(engine: $0) } }
        set { set("shadowColor", backing.shadowColor, newValue?.engine) { backing.shadowColor = $0 } }
    }

    public var shadowOpacity: Float {
        get { Float(backing.shadowOpacity) }
        set { set("shadowOpacity", backing.shadowOpacity, Double(newValue)) { backing.shadowOpacity = $0 } }
    }

    public var shadowOffset: CGSize {
        get { CGSize(backing.shadowOffset) }
        set { set("shadowOffset", backing.shadowOffset, Size(newValue)) { backing.shadowOffset = $0 } }
    }

    public var shadowRadius: CGFloat {
        get { CGFloat(backing.shadowRadius) }
        set { set("shadowRadius", backing.shadowRadius, Double(newValue)) { backing.shadowRadius = $0 } }
    }

    public var contentsGravity: CALayerContentsGravity {
        get { CALayerContentsGravity(rawValue: backing.contentsGravity.rawValue) }
        set { set("contentsGravity", backing.contentsGravity, ContentsGravity(rawValue: newValue.rawValue) ?? .resize) { backing.contentsGravity = $0 } }
    }

    public var contentsScale: CGFloat {
        get { CGFloat(backing.contentsScale) }
        set { set("contentsScale", backing.contentsScale, Double(newValue)) { backing.contentsScale = $0 } }
    }

    /// A blend mode's Core Image filter name (`"multiplyBlendMode"`); anything else is
    /// source-over.
    public var compositingFilter: Any? {
        get { backing.compositingFilter == .normal ? nil : backing.compositingFilter.rawValue }
        set {
            backing.compositingFilter = (newValue as? String).flatMap(BlendMode.init(rawValue:)) ?? .normal
            didChange()
        }
    }

    // The layer's own timing (CAMediaTiming).
    public var speed: Float {
        get { Float(backing.speed) }
        set { set("speed", backing.speed, Double(newValue)) { backing.speed = $0 } }
    }

    public var timeOffset: CFTimeInterval {
        get { backing.timeOffset }
        set { set("timeOffset", backing.timeOffset, newValue) { backing.timeOffset = $0 } }
    }

    public var beginTime: CFTimeInterval {
        get { backing.beginTime }
        set { set("beginTime", backing.beginTime, newValue) { backing.beginTime = $0 } }
    }
}
