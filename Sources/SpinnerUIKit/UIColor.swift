import SpinnerCore
import SpinnerQuartz

/// UIKit's colour, immutable: an sRGB `CGColor` with straight alpha. Colours made from a white
/// level (`init(white:alpha:)`, `black`, `gray`, `white`, `clear`, ...) are gray colours with two
/// components, as UIKit makes them.
open class UIColor: Hashable, CGColorConvertible, @unchecked Sendable {
    /// The Core Graphics colour, which keeps the colour space.
    public let cgColor: CGColor

    /// The colour `cgColor` stands for.
    public init(cgColor: CGColor) { self.cgColor = cgColor }

    /// An RGB colour of the engine colour's components.
    package convenience init(engine: Color) { self.init(cgColor: CGColor(engine: engine)) }

    /// An sRGB colour; components are not clamped (UIKit's extended range).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(cgColor: CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// A gray colour.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(cgColor: CGColor(gray: white, alpha: alpha))
    }

    /// A colour from hue, saturation and brightness, each 0...1 (a hue of 1 is red again).
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(engine: Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), alpha: Double(alpha)))
    }

    /// The colour as the engine draws it.
    package var engine: Color { cgColor.engine }

    /// True for a gray colour (two components).
    private var isGray: Bool { cgColor.numberOfComponents == 2 }

    /// The same colour with another alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(cgColor: cgColor.copy(alpha: alpha) ?? cgColor)
    }

    /// Red, green, blue and alpha (a gray colour gives its white level three times); always
    /// true, every colour here being RGB-compatible.
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = CGFloat(engine.red)
        green?.pointee = CGFloat(engine.green)
        blue?.pointee = CGFloat(engine.blue)
        alpha?.pointee = CGFloat(engine.alpha)
        return true
    }

    /// The white level and alpha of a gray colour. False, leaving the arguments alone, for an RGB
    /// colour, as UIKit answers for colours outside a gray colour space.
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard isGray else { return false }
        white?.pointee = CGFloat(engine.red)
        alpha?.pointee = CGFloat(engine.alpha)
        return true
    }

    /// Hue, saturation and brightness (HSB, each 0...1; hue 0 for a gray), the inverse of
    /// `init(hue:saturation:brightness:alpha:)`; always true.
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let (r, g, b) = (engine.red, engine.green, engine.blue)
        let maxC = max(r, g, b), delta = maxC - min(r, g, b)
        var h = 0.0
        if delta > 0 {
            // Sixths of the circle from red, by which component is largest.
            if maxC == r { h = (g - b) / delta } else if maxC == g { h = (b - r) / delta + 2 } else { h = (r - g) / delta + 4 }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = CGFloat(h)
        saturation?.pointee = CGFloat(maxC > 0 ? delta / maxC : 0)
        brightness?.pointee = CGFloat(maxC)
        alpha?.pointee = CGFloat(engine.alpha)
        return true
    }

    // UIKit's named colours with its values: the grays are gray colours, the others RGB.

    /// White 0, opaque.
    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// White 1/3, opaque.
    open class var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    /// White 2/3, opaque.
    open class var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    /// White 1, opaque.
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// White 0.5, opaque.
    open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// RGB (1, 0, 0).
    open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// RGB (0, 1, 0).
    open class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// RGB (0, 0, 1).
    open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// RGB (0, 1, 1).
    open class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// RGB (1, 1, 0).
    open class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// RGB (1, 0, 1).
    open class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// RGB (1, 0.5, 0).
    open class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// RGB (0.5, 0, 0.5).
    open class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// RGB (0.6, 0.4, 0.2).
    open class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    /// White 0, alpha 0.
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }

    // Equal when the colour space and components are, as UIKit's isEqual: compares them.
    public static func == (a: UIColor, b: UIColor) -> Bool { a.cgColor == b.cgColor }
    public func hash(into hasher: inout Hasher) { hasher.combine(cgColor) }
}
