import Foundation
import SpinnerCore

/// Core Graphics' colour, immutable: sRGB components with straight alpha.
///
/// A gray colour (`init(gray:alpha:)`, `black`, `white`, `clear`, and UIKit's `UIColor(white:)`)
/// keeps Core Graphics' gray colour space: two components, white and alpha. Code written for
/// iOS reads `components` by `numberOfComponents`, and would index past a gray colour's end on
/// iOS, so the count is kept as iOS has it.
public final class CGColor: Hashable, @unchecked Sendable {
    /// The colour as the engine draws it (gray as equal red, green and blue).
    package let engine: Color
    /// True for a colour in the gray colour space.
    private let isGray: Bool

    private init(engine: Color, isGray: Bool) {
        self.engine = engine
        self.isGray = isGray
    }

    /// An RGB colour with the engine colour's components.
    package convenience init(engine: Color) { self.init(engine: engine, isGray: false) }

    /// An sRGB colour.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(engine: Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)), isGray: false)
    }

    /// An sRGB colour (the same as `init(red:green:blue:alpha:)`: every colour here is sRGB).
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A gray colour: two components, `gray` and `alpha`.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(engine: Color(red: Double(gray), green: Double(gray), blue: Double(gray), alpha: Double(alpha)), isGray: true)
    }

    /// White and alpha for a gray colour; red, green, blue and alpha otherwise.
    public var components: [CGFloat]? {
        isGray ? [CGFloat(engine.red), CGFloat(engine.alpha)]
            : [CGFloat(engine.red), CGFloat(engine.green), CGFloat(engine.blue), CGFloat(engine.alpha)]
    }

    /// 2 for a gray colour, 4 for an RGB one (alpha included).
    public var numberOfComponents: Int { isGray ? 2 : 4 }

    /// The alpha component.
    public var alpha: CGFloat { CGFloat(engine.alpha) }

    /// The same colour, in the same colour space, with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        CGColor(engine: Color(red: engine.red, green: engine.green, blue: engine.blue, alpha: Double(alpha)), isGray: isGray)
    }

    /// Opaque black (gray colour space).
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white (gray colour space).
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Transparent black (gray colour space).
    public static let clear = CGColor(gray: 0, alpha: 0)

    // Equal, as CFEqual finds two CGColors, when the colour space and the components agree.
    public static func == (a: CGColor, b: CGColor) -> Bool { a.isGray == b.isGray && a.engine == b.engine }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(isGray)
        hasher.combine(engine)
    }
}
