import SpinnerCore
import SpinnerGolden

/// The checkerboard a contact sheet shows a frame's transparency over, as image editors do:
/// squares of `square` pixels from the picture's top-left corner, light first.
public enum Checkerboard {
    /// A square's side in pixels.
    public static let square = 8
    /// The light squares' colour and the dark ones'.
    public static let light = PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255)
    public static let dark = PremultipliedRGBA8(r: 214, g: 214, b: 214, a: 255)

    /// True where (x, y) of a picture lies on a dark square.
    public static func isDark(x: Int, y: Int) -> Bool { (x / square + y / square) % 2 == 1 }

    /// `frame` composited source-over the checkerboard, opaque: each pixel over its square's
    /// colour exactly as `Matte` composites a frame over one colour.
    public static func composite(_ frame: PixelBuffer) -> PixelBuffer {
        let overLight = Matte.composite(frame, over: light), overDark = Matte.composite(frame, over: dark)
        var out = overLight
        for y in 0..<frame.height {
            for x in 0..<frame.width where isDark(x: x, y: y) { out[x, y] = overDark[x, y] }
        }
        return out
    }
}
