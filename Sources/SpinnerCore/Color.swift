/// An sRGB colour with straight (not premultiplied) alpha, each component in 0...1, as
/// UIColor / CGColor hold it.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from 8-bit components.
    public init(r8: UInt8, g8: UInt8, b8: UInt8, a8: UInt8 = 255) {
        self.init(red: Double(r8) / 255, green: Double(g8) / 255, blue: Double(b8) / 255, alpha: Double(a8) / 255)
    }

    /// A colour from hue, saturation and brightness, each 0...1, as
    /// `UIColor(hue:saturation:brightness:alpha:)` computes it (hue 1 wraps to red).
    public init(hue: Double, saturation: Double, brightness: Double, alpha: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6, s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let sector = Int(h.rounded(.down)) % 6, f = h - h.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch sector {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)

    /// Parses `#RRGGBB` or `#RRGGBBAA` (the `#` is optional) from text a user or a file gave;
    /// nil when malformed, so the caller can say what was wrong.
    public init?(parsingHex text: String) {
        var s = Substring(text)
        if s.hasPrefix("#") { s = s.dropFirst() }
        guard s.count == 6 || s.count == 8, s.allSatisfy(\.isHexDigit),
              let v = UInt32(s, radix: 16) else { return nil }
        if s.count == 6 {
            self.init(r8: UInt8(v >> 16 & 0xFF), g8: UInt8(v >> 8 & 0xFF), b8: UInt8(v & 0xFF))
        } else {
            self.init(r8: UInt8(v >> 24), g8: UInt8(v >> 16 & 0xFF), b8: UInt8(v >> 8 & 0xFF), a8: UInt8(v & 0xFF))
        }
    }

    /// A colour written in code as a `#RRGGBB` or `#RRGGBBAA` literal: `Color(hex: "#6200EE")`.
    ///
    /// Not optional on purpose: `layer.strokeColor = Color(hex: "#62OOEE")` with a failable
    /// initialiser compiles, yields nil and silently removes the stroke. A literal is the
    /// programmer's, so a malformed one stops the program at its first use, like a failed
    /// `precondition`, naming the literal. Text from users and files goes through
    /// `init?(parsingHex:)` instead, which only a `String` (not a literal) reaches.
    public init(hex literal: StaticString) {
        let text = literal.description
        guard let parsed = Color(parsingHex: text) else {
            preconditionFailure("Color(hex: \"\(text)\") is not #RRGGBB or #RRGGBBAA")
        }
        self = parsed
    }

    /// The colour rounded to 8 bits per channel, straight alpha.
    public var rgba8: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        (Color.quantize(red), Color.quantize(green), Color.quantize(blue), Color.quantize(alpha))
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    public var hexString: String {
        let c = rgba8
        return "#" + HexText.byte(c.r) + HexText.byte(c.g) + HexText.byte(c.b) + (c.a == 255 ? "" : HexText.byte(c.a))
    }

    public var description: String { hexString }

    /// Component-wise interpolation in sRGB with straight alpha, as Core Animation
    /// interpolates colours.
    public func lerp(to o: Color, _ t: Double) -> Color {
        Color(red: red + (o.red - red) * t, green: green + (o.green - green) * t,
              blue: blue + (o.blue - blue) * t, alpha: alpha + (o.alpha - alpha) * t)
    }

    /// The colour with its alpha multiplied by `factor`.
    public func multipliedAlpha(_ factor: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    static func quantize(_ v: Double) -> UInt8 {
        guard v.isFinite else { return 0 }
        return UInt8((min(max(v, 0), 1) * 255).rounded())
    }
}
