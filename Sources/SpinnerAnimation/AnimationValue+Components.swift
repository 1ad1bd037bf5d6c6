import SpinnerCore

// The numbers inside a value, for the keyframe maths that treats every kind alike: distances for
// paced timing and splines for cubic timing are taken component by component.
extension AnimationValue {
    /// The value's numbers in a fixed order: a number; x, y; width, height; x, y, width, height;
    /// red, green, blue, alpha (sRGB, straight alpha, as values interpolate); a list's elements one
    /// after another. Nil for text, which has no distance.
    var components: [Double]? {
        switch self {
        case .number(let v): return [v]
        case .point(let p): return [p.x, p.y]
        case .size(let s): return [s.width, s.height]
        case .rect(let r): return [r.minX, r.minY, r.width, r.height]
        case .color(let c): return [c.red, c.green, c.blue, c.alpha]
        case .colors(let list): return list.flatMap { [$0.red, $0.green, $0.blue, $0.alpha] }
        case .numbers(let list): return list
        default: return nil
        }
    }

    /// A value of this one's kind (and list length) holding `c`, in the order of `components`;
    /// nil when the count does not fit.
    func withComponents(_ c: [Double]) -> AnimationValue? {
        guard let own = components, own.count == c.count else { return nil }
        switch self {
        case .number: return .number(c[0])
        case .point: return .point(Point(x: c[0], y: c[1]))
        case .size: return .size(Size(width: c[0], height: c[1]))
        case .rect: return .rect(Rect(x: c[0], y: c[1], width: c[2], height: c[3]))
        case .color: return .color(Color(red: c[0], green: c[1], blue: c[2], alpha: c[3]))
        case .colors:
            return .colors(stride(from: 0, to: c.count, by: 4).map { Color(red: c[$0], green: c[$0 + 1], blue: c[$0 + 2], alpha: c[$0 + 3]) })
        case .numbers: return .numbers(c)
        default: return nil
        }
    }

    /// The Euclidean distance between two values over their components (|Δ| for numbers); nil when
    /// the kinds or list lengths differ or either has no components.
    func distance(to other: AnimationValue) -> Double? {
        guard kind == other.kind, let a = components, let b = other.components, a.count == b.count else { return nil }
        return Components.distance(a, b)
    }
}

/// Arithmetic on component vectors of equal length.
enum Components {
    /// √Σ(aᵢ − bᵢ)², scaled first so that large but finite coordinates do not overflow.
    static func distance(_ a: [Double], _ b: [Double]) -> Double {
        norm(zip(a, b).map { $0 - $1 })
    }

    /// The Euclidean length, scaled by the largest magnitude so squares cannot overflow.
    static func norm(_ v: [Double]) -> Double {
        if v.contains(where: \.isNaN) { return .nan }
        let scale = v.reduce(0) { max($0, abs($1)) }
        guard scale > 0, scale.isFinite else { return scale }
        return scale * v.reduce(0) { $0 + ($1 / scale) * ($1 / scale) }.squareRoot()
    }

    /// Σ weightᵢ · vectorᵢ.
    static func combination(_ terms: [(Double, [Double])]) -> [Double] {
        guard let first = terms.first else { return [] }
        var out = [Double](repeating: 0, count: first.1.count)
        for (w, v) in terms where w != 0 {
            for i in out.indices { out[i] += w * v[i] }
        }
        return out
    }
}
