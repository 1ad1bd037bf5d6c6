import SpinnerCore
import SpinnerQuartz

/// UIKit's `UIView`: a rectangle backed by a layer (`layerClass`), which it owns and is the
/// delegate of. The view's geometry, alpha, colour and visibility are its layer's.
///
/// As in UIKit, the backing layer never animates implicitly: outside an animation block the
/// view answers every action with `NSNull`; inside `UIView.animate` it answers with an
/// animation of the block's duration, delay and curve. `layoutSubviews` runs in the run loop's
/// layout pass after `setNeedsLayout` or a change of size, and once before the view is first
/// drawn.
///
/// Linux has no Objective-C runtime: there is no `NSObject` underneath, no `UIResponder`
/// chain, no Interface Builder (`init?(coder:)` exists so code compiles, and is never called).
open class UIView: CALayerDelegate {
    /// The layer class a view of this class is backed by (override to return
    /// `CAShapeLayer.self`, as `HSCircleView` does).
    open class var layerClass: AnyClass { CALayer.self }

    /// The backing layer.
    public let layer: CALayer

    public private(set) weak var superview: UIView?
    public private(set) var subviews: [UIView] = []
    /// A number code uses to find a view.
    public var tag = 0
    /// Kept for code that sets it: nothing here takes touches.
    public var isUserInteractionEnabled = true

    public init(frame: CGRect) {
        let type = (Self.layerClass as? CALayer.Type) ?? CALayer.self
        layer = type.init()
        layer.delegate = self
        self.frame = frame
    }

    public convenience init() { self.init(frame: .zero) }

    /// Never called on Linux (no archives); present so subclasses written for iOS compile.
    public required init?(coder: NSCoder) { return nil }

    // MARK: - Geometry

    public var frame: CGRect {
        get { layer.frame }
        set { layer.frame = newValue }
    }

    public var bounds: CGRect {
        get { layer.bounds }
        set { layer.bounds = newValue }
    }

    /// The centre in the superview's coordinates: the layer's position (its anchor is the centre).
    public var center: CGPoint {
        get { layer.position }
        set { layer.position = newValue }
    }

    public var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }

    // MARK: - Appearance

    public var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }

    public var backgroundColor: UIColor? {
        didSet { layer.backgroundColor = backgroundColor?.cgColor }
    }

    public var isHidden: Bool {
        get { layer.isHidden }
        set { layer.isHidden = newValue }
    }

    public var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    private var ownTintColor: UIColor?

    /// The view's tint, inherited from its superview when not set; UIKit's system blue at the top.
    public var tintColor: UIColor! {
        get { ownTintColor ?? superview?.tintColor ?? UIView.systemTint }
        set {
            ownTintColor = newValue
            tintColorDidChange()
        }
    }

    /// UIKit's default tint (system blue, 0 122 255).
    static let systemTint = UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1)

    /// Called when the tint changes.
    open func tintColorDidChange() {}

    // MARK: - Hierarchy

    public func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }

    public func insertSubview(_ view: UIView, at index: Int) {
        view.removeFromSuperview()
        let i = min(max(index, 0), subviews.count)
        view.willMove(toSuperview: self)
        subviews.insert(view, at: i)
        view.superview = self
        // The sublayers follow the subviews' order: views' layers come after any other sublayer
        // before the next view's, as UIKit keeps them.
        if i + 1 < subviews.count {
            layer.insertSublayer(view.layer, below: subviews[i + 1].layer)
        } else {
            layer.addSublayer(view.layer)
        }
        view.didMoveToSuperview()
        setNeedsLayout()
    }

    public func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        subviews.removeAll { $0 === view }
        subviews.append(view)
        layer.addSublayer(view.layer)
    }

    public func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        subviews.removeAll { $0 === view }
        subviews.insert(view, at: 0)
        layer.insertSublayer(view.layer, at: 0)
    }

    public func removeFromSuperview() {
        guard let parent = superview else { return }
        willMove(toSuperview: nil)
        parent.subviews.removeAll { $0 === self }
        superview = nil
        layer.removeFromSuperlayer()
        didMoveToSuperview()
    }

    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}

    // MARK: - Layout

    /// Lays out subviews; called in the layout pass (override it, calling `super`).
    open func layoutSubviews() {}

    public func setNeedsLayout() { layer.setNeedsLayout() }

    /// Lays out the view and its subviews now, if they need it.
    public func layoutIfNeeded() { layer.layoutIfNeededRecursively() }

    public func layoutSublayers(of layer: CALayer) {
        guard layer === self.layer else { return }
        layoutSubviews()
    }

    // MARK: - Actions

    /// The backing layer's action: an animation inside `UIView.animate`, none outside.
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        guard layer === self.layer, let block = UIView.currentAnimation else { return NSNull() }
        return block.action(for: layer, forKey: event)
    }
}
