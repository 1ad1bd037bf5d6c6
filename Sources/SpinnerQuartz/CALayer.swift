import Foundation
import SpinnerCore
import SpinnerAnimation

/// What a layer asks of the object that owns it (`CALayerDelegate`): UIKit's views answer for
/// their backing layers. Every method is optional.
public protocol CALayerDelegate: AnyObject {
    /// The action for a change of `event` on `layer`: nil to go on looking (the layer's
    /// `actions`, then the implicit animation), `NSNull()` for none.
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
    /// Lays out `layer`'s sublayers (UIKit calls `layoutSubviews` from here).
    func layoutSublayers(of layer: CALayer)
}

extension CALayerDelegate {
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
    public func layoutSublayers(of layer: CALayer) {}
}

/// `NSNull` as an action: "no action", ending the search, as on iOS.
extension NSNull: CAAction {
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

/// QuartzCore's `CALayer` over the engine's `Layer`: the same geometry, timing and drawing,
/// with Core Animation's run-time behaviour on the main run loop's virtual clock: property
/// changes look up an action (`action(forKey:)`) and animate implicitly once the layer is on
/// screen, added animations are copies whose `beginTime` 0 becomes the moment they are added,
/// and their delegates hear of their start and end at those moments.
open class CALayer {
    /// The engine's layer this one drives; every model value lives there.
    package let backing: SpinnerAnimation.Layer

    /// The engine layer a new layer of this class drives.
    class func makeBacking() -> SpinnerAnimation.Layer { SpinnerAnimation.Layer() }

    private let attachedStore = AttachedAnimations()

    public required init() {
        backing = Self.makeBacking()
    }

    /// A copy of `layer`'s model (what Core Animation uses to make presentation layers).
    public required init(layer: Any) {
        backing = Self.makeBacking()
        if let other = layer as? CALayer { takeModel(from: other) }
    }

    // MARK: - Tree

    public weak var delegate: (any CALayerDelegate)?
    public private(set) weak var superlayer: CALayer?
    private var children: [CALayer] = []

    /// The sublayers, back to front; nil when there are none, as on iOS.
    public var sublayers: [CALayer]? {
        get { children.isEmpty ? nil : children }
        set {
            for c in children { c.removeFromSuperlayer() }
            for c in newValue ?? [] { addSublayer(c) }
        }
    }

    public func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(children.count)) }

    public func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        layer.removeFromSuperlayer()
        let i = min(Int(idx), children.count)
        children.insert(layer, at: i)
        layer.superlayer = self
        rebuildBackingSublayers()
    }

    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard let sibling, let i = children.firstIndex(where: { $0 === sibling }) else { return insertSublayer(layer, at: 0) }
        insertSublayer(layer, at: UInt32(i))
    }

    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard let sibling, let i = children.firstIndex(where: { $0 === sibling }) else { return addSublayer(layer) }
        layer.removeFromSuperlayer()
        let j = children.firstIndex(where: { $0 === sibling }) ?? i
        insertSublayer(layer, at: UInt32(j + 1))
    }

    public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let i = children.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(i))
    }

    public func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.children.removeAll { $0 === self }
        superlayer = nil
        isCommitted = false
        parent.rebuildBackingSublayers()
    }

    /// The engine's sublayers in this layer's order.
    private func rebuildBackingSublayers() {
        for sub in backing.sublayers { sub.removeFromSuperlayer() }
        for c in children { backing.addSublayer(c.backing) }
        didChange()
    }

    /// A layer whose alpha masks this one.
    public var mask: CALayer? {
        didSet {
            backing.mask = mask?.backing
            didChange()
        }
    }

    // MARK: - Changes

    /// Whether the layer has been on screen at a commit: only then does a change animate
    /// implicitly (a layer made and configured within one turn appears as configured).
    private(set) var isCommitted = false
    /// A presentation copy: no actions, no run loop.
    private var isPresentation = false

    func markCommitted() {
        isCommitted = true
        mask?.markCommitted()
        for c in children { c.markCommitted() }
    }

    /// Tells the run loop a recorder must freeze the tree anew.
    func didChange() {
        if !isPresentation { VirtualRunLoop.main.noteChange() }
    }

    /// Sets a property through Core Animation's action machinery: the action for `key` is
    /// looked up before the change (the implicit animation starts from what is on screen
    /// then), the value written, then the action run.
    func set<V: Equatable>(_ key: String, _ old: V, _ new: V, _ write: (V) -> Void) {
        guard old != new else { return }
        let action = isCommitted && !isPresentation && !CATransaction.disableActions() ? self.action(forKey: key) : nil
        write(new)
        didChange()
        action?.run(forKey: key, object: self, arguments: nil)
    }

    // MARK: - Actions

    /// Actions by key, searched after the delegate; `NSNull()` for none.
    public var actions: [String: any CAAction]?

    /// The action for a change of `event` (`CALayer.action(forKey:)`): the delegate's, else
    /// `actions[event]`, else the class's `defaultAction(forKey:)`, else for an animatable
    /// property the implicit animation (from the value on screen, over the transaction's
    /// duration and curve). `NSNull` anywhere ends the search with none.
    open func action(forKey event: String) -> (any CAAction)? {
        if let a = delegate?.action(for: self, forKey: event) { return a is NSNull ? nil : a }
        if let a = actions?[event] { return a is NSNull ? nil : a }
        if let a = type(of: self).defaultAction(forKey: event) { return a is NSNull ? nil : a }
        return implicitAnimation(forKey: event)
    }

    /// None by default, as Core Animation's class method.
    open class func defaultAction(forKey event: String) -> (any CAAction)? { nil }

    /// Core Animation's implicit animation of `key`: from the presented value now to the new
    /// model value, over `CATransaction.animationDuration()` on its curve (Core Animation's
    /// default curve when none is set). Nil for a property that does not animate.
    func implicitAnimation(forKey key: String) -> CABasicAnimation? {
        let keyPath = AnimationKeyPath(key)
        guard type(of: backing).isAnimatable(keyPath), let from = presentedValue(keyPath) else { return nil }
        let a = CABasicAnimation(keyPath: key)
        a.fromValue = from
        a.duration = CATransaction.animationDuration()
        a.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        return a
    }

    /// The value of the property `key` on screen now, in the engine's terms (what an action
    /// animates from).
    package func presentedValue(forKey key: String) -> AnimationValue? { presentedValue(AnimationKeyPath(key)) }

    /// The value of `keyPath` on screen now (the model's when nothing animates it).
    package func presentedValue(_ keyPath: AnimationKeyPath) -> AnimationValue? {
        (try? backing.presentationValues(atLocalTime: localTime(ofClock: VirtualRunLoop.main.now)))?[keyPath]
    }

    // MARK: - Presentation

    /// A copy of the layer as it is on screen now (nil before it has been on screen): its
    /// properties as its animations present them. The copy has no sublayers.
    open func presentation() -> Self? {
        guard isCommitted, !isPresentation else { return isPresentation ? self : nil }
        guard let values = try? backing.presentationValues(atLocalTime: localTime(ofClock: VirtualRunLoop.main.now)) else { return nil }
        let copy = Self.init(layer: self)
        copy.isPresentation = true
        for property in type(of: backing).properties {
            guard case .value(let model) = property.field, let v = values[property.keyPath] else { continue }
            model.set(copy.backing, v)
        }
        if let t = values[AnimationKeyPath("transform")]?.transform { copy.backing.transform = t }
        if let t = values[AnimationKeyPath("sublayerTransform")]?.transform { copy.backing.sublayerTransform = t }
        return copy
    }

    /// The model layer: this one.
    open func model() -> Self { self }

    /// Copies `other`'s model values (every property of the class's table, and the fields
    /// that are not animation values).
    func takeModel(from other: CALayer) {
        for property in type(of: backing).properties {
            guard case .value(let model) = property.field else { continue }
            model.set(backing, model.get(other.backing))
        }
        backing.name = other.backing.name
        backing.transform = other.backing.transform
        backing.sublayerTransform = other.backing.sublayerTransform
        backing.masksToBounds = other.backing.masksToBounds
        backing.compositingFilter = other.backing.compositingFilter
        backing.contents = other.backing.contents
        backing.contentsGravity = other.backing.contentsGravity
        backing.speed = other.backing.speed
        backing.timeOffset = other.backing.timeOffset
        backing.beginTime = other.backing.beginTime
        contentsObject = other.contentsObject
    }

    // MARK: - Time

    /// The layer's own time at clock time `clock`: each layer from the top down maps its
    /// parent's time by `(t - beginTime) * speed + timeOffset`.
    func localTime(ofClock clock: Double) -> Double {
        let parent = superlayer.map { $0.localTime(ofClock: clock) } ?? clock
        return (parent - backing.beginTime) * backing.speed + backing.timeOffset
    }

    /// The clock time at which the layer's own time is `local` (`.infinity` when it never is:
    /// a layer or ancestor with speed 0 or running backwards).
    func clockTime(ofLocal local: Double) -> Double {
        guard backing.speed > 0 else { return local == localTime(ofClock: VirtualRunLoop.main.now) ? VirtualRunLoop.main.now : .infinity }
        let parent = (local - backing.timeOffset) / backing.speed + backing.beginTime
        return superlayer.map { $0.clockTime(ofLocal: parent) } ?? parent
    }

    /// `t` in `layer`'s time (the clock's when nil) as this layer's time.
    public func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        localTime(ofClock: layer.map { $0.clockTime(ofLocal: t) } ?? t)
    }

    /// `t` in this layer's time as `layer`'s time (the clock's when nil).
    public func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
        let clock = clockTime(ofLocal: t)
        return layer.map { $0.localTime(ofClock: clock) } ?? clock
    }

    // MARK: - Layout

    private var layoutNeeded = true

    /// Asks for `layoutSublayers()` at the next layout pass (the end of the turn).
    public func setNeedsLayout() { layoutNeeded = true }
    public func needsLayout() -> Bool { layoutNeeded }

    /// Lays the layer out now if it needs it.
    public func layoutIfNeeded() {
        guard layoutNeeded else { return }
        layoutNeeded = false
        layoutSublayers()
    }

    /// Lays out sublayers: by default the delegate's `layoutSublayers(of:)`.
    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }

    /// The layout pass of a turn: this layer, then its sublayers, top down.
    package func layoutIfNeededRecursively() {
        layoutIfNeeded()
        for c in children { c.layoutIfNeededRecursively() }
    }

    // MARK: - Contents

    /// The image the layer shows: a `CGImage` (anything else shows nothing, as on iOS).
    public var contents: Any? {
        get { contentsObject }
        set {
            contentsObject = newValue
            backing.contents = (newValue as? CGImage)?.pixels
            didChange()
        }
    }
    private var contentsObject: Any?

    /// The animations added, by key (see `CALayer+Animations`).
    var attached: AttachedAnimations { attachedStore }
}
