/// How a layer's pixels combine with what is already drawn behind it: Core Animation's
/// `compositingFilter` blend modes (spelled as Core Animation and Core Image spell them,
/// `multiplyBlendMode`), which are the W3C Compositing and Blending modes, Photoshop's and
/// After Effects' (a Lottie layer's `bm`).
///
/// The layer is composited as one (as its opacity and mask are) and then blended: with the
/// backdrop's colour `Cb`, alpha `ab`, and the layer's `Cs`, `as` (straight, 0...1), the result is
/// source-over of `(1 − ab)·Cs + ab·B(Cb, Cs)`, so where nothing lies behind the layer it is
/// drawn as it is. `B` works on gamma-encoded sRGB values, as Core Animation's and browsers' do.
public enum BlendMode: String, CaseIterable, Hashable, Sendable {
    case normal = "normalBlendMode"
    case multiply = "multiplyBlendMode"
    case screen = "screenBlendMode"
    case overlay = "overlayBlendMode"
    case darken = "darkenBlendMode"
    case lighten = "lightenBlendMode"
    case colorDodge = "colorDodgeBlendMode"
    case colorBurn = "colorBurnBlendMode"
    case hardLight = "hardLightBlendMode"
    case softLight = "softLightBlendMode"
    case difference = "differenceBlendMode"
    case exclusion = "exclusionBlendMode"
    case hue = "hueBlendMode"
    case saturation = "saturationBlendMode"
    case color = "colorBlendMode"
    case luminosity = "luminosityBlendMode"

    /// The mode a Lottie layer's `bm` names (0 normal ... 15 luminosity: the cases are declared
    /// in Bodymovin's order), nil for the ones Core Animation has no filter for (16 add, 17 hard
    /// mix) or unknown ones.
    public init?(lottie bm: Int) {
        guard BlendMode.allCases.indices.contains(bm) else { return nil }
        self = BlendMode.allCases[bm]
    }

    /// Bodymovin's number for the mode (`bm`).
    public var lottieIndex: Int { BlendMode.allCases.firstIndex(of: self)! }

    /// `B(Cb, Cs)` for straight colours in 0...1 (red, green, blue), as the W3C Compositing and
    /// Blending Level 1 specification defines each mode.
    public func mix(backdrop b: (Double, Double, Double), source s: (Double, Double, Double)) -> (Double, Double, Double) {
        switch self {
        case .hue: return Self.setLum(Self.setSat(s, Self.sat(b)), Self.lum(b))
        case .saturation: return Self.setLum(Self.setSat(b, Self.sat(s)), Self.lum(b))
        case .color: return Self.setLum(s, Self.lum(b))
        case .luminosity: return Self.setLum(b, Self.lum(s))
        default: return (channel(b.0, s.0), channel(b.1, s.1), channel(b.2, s.2))
        }
    }

    /// One channel of a separable mode.
    private func channel(_ cb: Double, _ cs: Double) -> Double {
        switch self {
        case .normal: return cs
        case .multiply: return cb * cs
        case .screen: return cb + cs - cb * cs
        case .overlay: return BlendMode.hardLight.channel(cs, cb)
        case .darken: return min(cb, cs)
        case .lighten: return max(cb, cs)
        case .colorDodge: return cb == 0 ? 0 : cs >= 1 ? 1 : min(1, cb / (1 - cs))
        case .colorBurn: return cb >= 1 ? 1 : cs <= 0 ? 0 : 1 - min(1, (1 - cb) / cs)
        case .hardLight: return cs <= 0.5 ? cb * 2 * cs : BlendMode.screen.channel(cb, 2 * cs - 1)
        case .softLight:
            if cs <= 0.5 { return cb - (1 - 2 * cs) * cb * (1 - cb) }
            let d = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : cb.squareRoot()
            return cb + (2 * cs - 1) * (d - cb)
        case .difference: return abs(cb - cs)
        case .exclusion: return cb + cs - 2 * cb * cs
        case .hue, .saturation, .color, .luminosity: return cs
        }
    }

    private typealias RGB = (Double, Double, Double)

    private static func lum(_ c: RGB) -> Double { 0.3 * c.0 + 0.59 * c.1 + 0.11 * c.2 }

    private static func clipColor(_ c: RGB) -> RGB {
        let l = lum(c), n = min(c.0, c.1, c.2), x = max(c.0, c.1, c.2)
        var (r, g, b) = c
        if n < 0 {
            r = l + (r - l) * l / (l - n); g = l + (g - l) * l / (l - n); b = l + (b - l) * l / (l - n)
        }
        if x > 1 {
            r = l + (r - l) * (1 - l) / (x - l); g = l + (g - l) * (1 - l) / (x - l); b = l + (b - l) * (1 - l) / (x - l)
        }
        return (r, g, b)
    }

    private static func setLum(_ c: RGB, _ l: Double) -> RGB {
        let d = l - lum(c)
        return clipColor((c.0 + d, c.1 + d, c.2 + d))
    }

    private static func sat(_ c: RGB) -> Double { max(c.0, c.1, c.2) - min(c.0, c.1, c.2) }

    private static func setSat(_ c: RGB, _ s: Double) -> RGB {
        // The largest channel becomes s, the smallest 0, the middle one keeps its place between.
        // Ordered by comparisons, not a sorted array: hue and saturation run this per pixel.
        // Ties keep channel order (red before green before blue), as a stable sort would.
        func scaled(_ lo: Double, _ mid: Double, _ hi: Double) -> (Double, Double) {
            hi > lo ? ((mid - lo) * s / (hi - lo), s) : (0, 0)
        }
        let (r, g, b) = c
        if r <= g {
            if g <= b { let (m, h) = scaled(r, g, b); return (0, m, h) }       // r ≤ g ≤ b
            if r <= b { let (m, h) = scaled(r, b, g); return (0, h, m) }       // r ≤ b < g
            let (m, h) = scaled(b, r, g); return (m, h, 0)                     // b < r ≤ g
        }
        if r <= b { let (m, h) = scaled(g, r, b); return (m, 0, h) }           // g < r ≤ b
        if g <= b { let (m, h) = scaled(g, b, r); return (h, 0, m) }           // g ≤ b < r
        let (m, h) = scaled(b, g, r); return (h, m, 0)                         // b < g < r
    }
}
