import SpinnerCore
import SpinnerEncode

/// An APNG's frames as a viewer shows them, composed independently of the writer: chunks parsed
/// from the bytes, each frame's data rebuilt as a standalone PNG and decoded by libpng
/// (`PNGCodec`), then drawn on a straight RGBA canvas by its fcTL's rectangle, `dispose_op` and
/// `blend_op` (APNG 1.0 specification).
struct APNGComposer {
    struct Malformed: Error, CustomStringConvertible { var description: String }

    /// One fcTL's rectangle and operations.
    struct Control { var width = 0, height = 0, x = 0, y = 0, dispose = 0, blend = 0 }

    /// Every frame's control and the canvas after it is drawn (straight RGBA rows).
    static func frames(_ b: [UInt8]) throws -> [(control: Control, canvas: [UInt8])] {
        func be32(_ i: Int) -> Int { Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3]) }
        var ihdr: [UInt8] = [], width = 0, height = 0
        var pending: (Control, [UInt8])? = nil
        var canvas: [UInt8] = [], out: [(control: Control, canvas: [UInt8])] = []
        func draw(_ c: Control, _ data: [UInt8]) throws {
            guard c.x + c.width <= width, c.y + c.height <= height else { throw Malformed(description: "frame outside the canvas") }
            var header = ihdr
            for (k, v) in [c.width, c.height].enumerated() {
                header.replaceSubrange(k * 4..<k * 4 + 4, with: [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)])
            }
            let png = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", data) + chunk("IEND", [])
            let image = try PNGCodec.decode(png)
            let before = canvas
            for y in 0..<c.height {
                for x in 0..<c.width {
                    let s = image[x, y].unpremultiplied
                    let i = ((c.y + y) * width + c.x + x) * 4
                    let source = [s.r, s.g, s.b, s.a]
                    canvas.replaceSubrange(i..<i + 4, with: c.blend == 0 ? source : over(source, Array(canvas[i..<i + 4])))
                }
            }
            out.append((c, canvas))
            switch c.dispose {
            case 1:
                for y in c.y..<c.y + c.height {
                    canvas.replaceSubrange((y * width + c.x) * 4..<(y * width + c.x + c.width) * 4,
                                           with: [UInt8](repeating: 0, count: c.width * 4))
                }
            case 2: canvas = before
            default: break
            }
        }
        var p = 8
        while p + 12 <= b.count {
            let n = be32(p), d = p + 8
            guard d + n + 4 <= b.count else { throw Malformed(description: "chunk past the end") }
            switch String(decoding: b[p + 4..<d], as: UTF8.self) {
            case "IHDR":
                ihdr = Array(b[d..<d + n]); width = be32(d); height = be32(d + 4)
                canvas = [UInt8](repeating: 0, count: width * height * 4)
            case "fcTL":
                if let (c, data) = pending { try draw(c, data) }
                pending = (Control(width: be32(d + 4), height: be32(d + 8), x: be32(d + 12), y: be32(d + 16),
                                   dispose: Int(b[d + 24]), blend: Int(b[d + 25])), [])
            case "IDAT": pending?.1 += b[d..<d + n]
            case "fdAT": pending?.1 += b[d + 4..<d + n]
            default: break
            }
            p = d + n + 4
        }
        if let (c, data) = pending { try draw(c, data) }
        return out
    }

    /// Blend OVER as FFmpeg's APNG decoder computes it (the browsers special-case the same
    /// exact cases: an opaque or fully transparent source, a fully transparent canvas).
    static func over(_ s: [UInt8], _ d: [UInt8]) -> [UInt8] {
        let sa = Int(s[3]), da = Int(d[3])
        if sa == 255 || da == 0 { return s }
        if sa == 0 { return d }
        let a = sa + (255 - sa) * da / 255
        return (0..<3).map { UInt8((255 * sa * Int(s[$0]) + (255 - sa) * da * Int(d[$0])) / (255 * a)) } + [UInt8(a)]
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        var c: UInt32 = 0xFFFF_FFFF
        for byte in body {
            c ^= UInt32(byte)
            for _ in 0..<8 { c = (c >> 1) ^ (c & 1 == 0 ? 0 : 0xEDB8_8320) }
        }
        let n = UInt32(data.count)
        c = ~c
        return [UInt8(n >> 24), UInt8((n >> 16) & 0xFF), UInt8((n >> 8) & 0xFF), UInt8(n & 0xFF)] + body
            + [UInt8(c >> 24), UInt8((c >> 16) & 0xFF), UInt8((c >> 8) & 0xFF), UInt8(c & 0xFF)]
    }
}
