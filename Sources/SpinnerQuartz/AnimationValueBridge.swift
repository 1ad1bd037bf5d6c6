import Foundation
import SpinnerCore
import SpinnerAnimation

/// Core Animation's `Any` values (`fromValue = 0.0`, `toValue = UIColor.red.cgColor`,
/// `values = [NSValue]`) as the engine's typed values, by what the key path holds.
///
/// A value of the wrong type is nil, and Core Animation ignores it in the same way; a value
/// that reaches the engine with the wrong kind is refused when the tree is frozen, naming the
/// layer and key path.
enum AnimationValueBridge {
    /// What `keyPath` holds, from the engine's property tables; nil for a key path no layer class has.
    static func kind(of keyPath: String) -> LayerProperty.Kind? {
        LayerProperty.all[AnimationKeyPath(keyPath)]?.kind
    }

    /// `value` as an engine value for `keyPath`.
    static func value(_ value: Any?, for keyPath: String) -> AnimationValue? {
        guard let value else { return nil }
        if let v = value as? AnimationValue { return v }
        guard let kind = kind(of: keyPath) else { return number(value).map(AnimationValue.number) }
        return Self.value(value, kind: kind)
    }

    static func value(_ value: Any, kind: LayerProperty.Kind) -> AnimationValue? {
        switch kind {
        case .number, .angle, .bool, .count:
            return number(value).map(AnimationValue.number)
        case .point:
            return (value as? CGPoint).map { .point(Point($0)) }
        case .size, .offset:
            return (value as? CGSize).map { .size(Size($0)) }
        case .rect:
            return (value as? CGRect).map { .rect(Rect($0)) }
        case .color:
            return color(value).map(AnimationValue.color)
        case .colors:
            guard let list = value as? [Any] else { return nil }
            let colors = list.compactMap(color)
            return colors.count == list.count ? .colors(colors) : nil
        case .numbers:
            guard let list = value as? [Any] else { return nil }
            let numbers = list.compactMap(number)
            return numbers.count == list.count ? .numbers(numbers) : nil
        case .string:
            return (value as? String).map(AnimationValue.string)
        case .path:
            return (value as? CGPath).map { .path($0.engine) }
        case .transform:
            if let t = value as? CATransform3D { return .transform(t.engine) }
            if let t = value as? CGAffineTransform { return .transform(Transform3D(t.engine)) }
            return nil
        case .choice, .image:
            return nil
        }
    }

    /// A number from any of the types code passes: Double, CGFloat, Float, Int, Bool, NSNumber.
    static func number(_ value: Any) -> Double? {
        switch value {
        case let v as Double: v
        case let v as CGFloat: Double(v)
        case let v as Float: Double(v)
        case let v as Int: Double(v)
        case let v as Bool: v ? 1 : 0
        case let v as NSNumber: v.doubleValue
        default: nil
        }
    }

    /// A colour from a `CGColor` (or anything that offers one, as `UIColor` does: Core Animation
    /// would ignore a `UIColor`; here it is taken, since the intent is plain).
    static func color(_ value: Any) -> Color? {
        if let c = value as? CGColor { return c.engine }
        if let c = value as? any CGColorConvertible { return c.cgColor.engine }
        return nil
    }

    /// An engine value as Core Animation hands it back (`presentation()`'s properties,
    /// `value(forKeyPath:)`): numbers as Double (CGFloat for geometry), colours as CGColor.
    static func object(_ value: AnimationValue) -> Any {
        switch value {
        case .number(let v): CGFloat(v)
        case .color(let c): CGColor(engine: c)
        case .point(let p): CGPoint(x: p.x, y: p.y)
        case .size(let s): CGSize(width: s.width, height: s.height)
        case .rect(let r): CGRect(x: r.minX, y: r.minY, width: r.width, height: r.height)
        case .colors(let cs): cs.map { CGColor(engine: $0) }
        case .numbers(let ns): ns.map { NSNumber(value: $0) }
        case .string(let s): s
        case .path(let p): CGPath(engine: p)
        case .transform(let t): CATransform3D(t)
        }
    }
}

/// Something that stands for a colour (UIKit's `UIColor`).
public protocol CGColorConvertible {
    var cgColor: CGColor { get }
}

extension Point {
    package init(_ p: CGPoint) { self.init(x: Double(p.x), y: Double(p.y)) }
}

extension Size {
    package init(_ s: CGSize) { self.init(width: Double(s.width), height: Double(s.height)) }
}

extension Rect {
    package init(_ r: CGRect) { self.init(x: Double(r.origin.x), y: Double(r.origin.y), width: Double(r.size.width), height: Double(r.size.height)) }
}

extension CGPoint {
    package init(_ p: Point) { self.init(x: p.x, y: p.y) }
}

extension CGSize {
    package init(_ s: Size) { self.init(width: s.width, height: s.height) }
}

extension CGRect {
    package init(_ r: Rect) { self.init(x: r.minX, y: r.minY, width: r.width, height: r.height) }
}
