/// A layer's drop shadow, read from either of Lottie's two forms into the values Core Animation
/// takes, as lottie-ios reads them (its `DropShadowModel`): the Drop Shadow effect (`ef`,
/// `ty: 25`) or the drop-shadow layer style (`sy`, `ty: 1`); the effect wins when both are there.
public struct LottieDropShadow: Hashable, Sendable {
    /// The shadow's colour, `[r, g, b, a]` in 0...1.
    public var color: LottieProperty<[Double]>
    /// Opacity in percent (0...100).
    public var opacity: LottieProperty<Double>
    /// The direction the shadow is moved, in degrees clockwise from 3 o'clock (y down): 90 is
    /// straight down.
    public var angle: LottieProperty<Double>
    /// How far the shadow is moved, in the layer's points.
    public var distance: LottieProperty<Double>
    /// The blur as After Effects gives it (the effect's softness, the style's size).
    public var softness: LottieProperty<Double>
    /// What `softness` is divided by to give `shadowRadius`. lottie-ios found After Effects'
    /// numbers render too soft as a radius and divides the effect's softness by 5 and the
    /// style's size by 2, by eye; the same factors keep the import drawing what it draws.
    public var softnessPerRadius: Double

    /// The drop shadow of the layer object `node`, or nil when it has none. Any other effect
    /// or layer style is noted (left out).
    static func read(_ node: LottieNode) throws(LottieImportError) -> LottieDropShadow? {
        var found: LottieDropShadow?
        if let ef = node.child("ef"), case .array = ef.value {
            for effect in try ef.array {
                guard effect.isObject, try effect.int("ty", default: -1) == 25 else { node.context.note("effects", at: ef.path); continue }
                if found == nil { found = try fromEffect(effect) }
            }
        }
        if let sy = node.child("sy"), case .array = sy.value {
            for style in try sy.array {
                guard style.isObject, try style.int("ty", default: -1) == 1 else { node.context.note("layer styles", at: sy.path); continue }
                if found == nil { found = try fromStyle(style) }
            }
        }
        return found
    }

    /// The Drop Shadow effect: its values by name (as lottie-ios finds them), else by position.
    /// Opacity is 0...255, and the direction is clockwise from 12 o'clock.
    static func fromEffect(_ effect: LottieNode) throws(LottieImportError) -> LottieDropShadow {
        let values = try effect.child("ef")?.array ?? []
        func value(_ name: String, _ index: Int) throws(LottieImportError) -> LottieNode? {
            var byIndex: LottieNode?
            for (i, item) in values.enumerated() where item.isObject {
                if try item.optionalString("nm") == name { return item.child("v") }
                if i == index { byIndex = item.child("v") }
            }
            return byIndex
        }
        func scalar(_ name: String, _ index: Int, _ fallback: Double) throws(LottieImportError) -> LottieProperty<Double> {
            try value(name, index).map { (n) throws(LottieImportError) in try LottieProperty.read(n, LottieValues.scalar) } ?? .fixed(fallback)
        }
        let color = try value("Shadow Color", 0).map { (n) throws(LottieImportError) in try LottieProperty.read(n, LottieValues.vector) }
        return LottieDropShadow(
            color: color ?? .fixed([0, 0, 0, 1]),
            opacity: try scalar("Opacity", 1, 127.5).mapped { $0 / 255 * 100 },
            angle: try scalar("Direction", 2, 135).mapped { $0 - 90 },
            distance: try scalar("Distance", 3, 5), softness: try scalar("Softness", 4, 0), softnessPerRadius: 5)
    }

    /// The drop-shadow layer style: `c` colour, `o` opacity (percent), `a` angle (90 down),
    /// `d` distance, `s` size.
    static func fromStyle(_ style: LottieNode) throws(LottieImportError) -> LottieDropShadow {
        func scalar(_ key: String, _ fallback: Double) throws(LottieImportError) -> LottieProperty<Double> {
            try style.child(key).map { (n) throws(LottieImportError) in try LottieProperty.read(n, LottieValues.scalar) } ?? .fixed(fallback)
        }
        let color = try style.child("c").map { (n) throws(LottieImportError) in try LottieProperty.read(n, LottieValues.vector) }
        return LottieDropShadow(color: color ?? .fixed([0, 0, 0, 1]), opacity: try scalar("o", 75), angle: try scalar("a", 90),
                                distance: try scalar("d", 5), softness: try scalar("s", 5), softnessPerRadius: 2)
    }
}

extension LottieProperty {
    /// The same values and keyframes, each value passed through `f`.
    func mapped(_ f: (Value) -> Value) -> LottieProperty {
        switch self {
        case .fixed(let v): return .fixed(f(v))
        case .animated(let keys):
            return .animated(keys.map { key in
                var k = key
                k.value = f(key.value)
                k.endValue = key.endValue.map(f)
                return k
            })
        }
    }
}
