extension Color {
    /// The component-wise product with `m` (red by red, ..., alpha by alpha), each factor of `m`
    /// clamped to 0...1 first, a NaN factor counting as 0: how a replicator copy's
    /// `instanceColor` tints what it draws.
    public func multiplied(by m: Color) -> Color {
        Color(red: red * Color.unit(m.red), green: green * Color.unit(m.green),
              blue: blue * Color.unit(m.blue), alpha: alpha * Color.unit(m.alpha))
    }

    /// The component-wise product with `m`, as `multiplied(by:)` but without clamping either side.
    func product(_ m: Color) -> Color {
        Color(red: red * m.red, green: green * m.green, blue: blue * m.blue, alpha: alpha * m.alpha)
    }

    /// `v` clamped to 0...1, NaN as 0.
    static func unit(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }

    /// The colour with every component clamped to 0...1, NaN as 0.
    var clampedToUnit: Color {
        Color(red: Color.unit(red), green: Color.unit(green), blue: Color.unit(blue), alpha: Color.unit(alpha))
    }
}

extension Paint {
    /// The paint with every colour it shows multiplied component-wise by `m` (clamped to
    /// 0...1) in straight alpha: a solid colour, each gradient stop, or an image's
    /// `colorMultiplier`. Exact for gradients, because interpolating stops and multiplying by a
    /// constant commute, and for images, because the product is linear in premultiplied
    /// pixels (so it commutes with bilinear sampling).
    public func multiplied(by m: Color) -> Paint {
        let m = m.clampedToUnit
        guard m != .white else { return self }
        switch self {
        case .solid(let c):
            return .solid(c.product(m))
        case .gradient(var g):
            g.colors = g.colors.map { $0.product(m) }
            return .gradient(g)
        case .image(var i):
            i.colorMultiplier = i.colorMultiplier.clampedToUnit.product(m)
            return .image(i)
        }
    }
}
