import Foundation
import SpinnerCore

/// Frames with alpha for the video tests: a semi-transparent ring (alpha 153 in its body) and an
/// opaque disc at its centre, both anti-aliased by 4×4 supersampling, on a transparent
/// background; the ring moves with `angle`.
enum VideoTestFrames {
    static let ringColour = (r: 0x48, g: 0x85, b: 0xED), ringAlpha = 153
    static let discColour = (r: 0xF4, g: 0x81, b: 0x1E)

    static func translucentRing(width: Int, height: Int, angle: Double) -> PixelBuffer {
        let cx = Double(width) / 2 + cos(angle) * Double(width) / 10
        let cy = Double(height) / 2 + sin(angle) * Double(height) / 10
        let outer = Double(min(width, height)) * 0.35, inner = outer - 10, dot = inner - 8
        var buffer = PixelBuffer(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                var ringHits = 0, dotHits = 0
                for sy in 0..<4 {
                    for sx in 0..<4 {
                        let dx = Double(x) + (Double(sx) + 0.5) / 4 - cx, dy = Double(y) + (Double(sy) + 0.5) / 4 - cy
                        let d2 = dx * dx + dy * dy
                        if d2 <= dot * dot { dotHits += 1 } else if d2 <= outer * outer && d2 >= inner * inner { ringHits += 1 }
                    }
                }
                guard ringHits + dotHits > 0 else { continue }
                // Straight colour and alpha of the pixel: the two shapes never overlap.
                let ringA = Double(ringAlpha) * Double(ringHits) / 16, dotA = 255 * Double(dotHits) / 16
                let a = ringA + dotA
                let r = (Double(ringColour.r) * ringA + Double(discColour.r) * dotA) / 255
                let g = (Double(ringColour.g) * ringA + Double(discColour.g) * dotA) / 255
                let b = (Double(ringColour.b) * ringA + Double(discColour.b) * dotA) / 255
                buffer[x, y] = PremultipliedRGBA8(r: UInt8(r.rounded()), g: UInt8(g.rounded()), b: UInt8(b.rounded()),
                                                  a: UInt8(a.rounded()))
            }
        }
        return buffer
    }

    /// The ring composited over opaque white, for formats without alpha.
    static func opaqueRing(width: Int, height: Int, angle: Double) -> PixelBuffer {
        var frame = translucentRing(width: width, height: height, angle: angle)
        for i in stride(from: 0, to: frame.pixels.count, by: 4) {
            let inverse = 255 - Int(frame.pixels[i + 3])
            for c in 0..<3 { frame.pixels[i + c] = UInt8(Int(frame.pixels[i + c]) + (255 * inverse + 127) / 255) }
            frame.pixels[i + 3] = 255
        }
        return frame
    }

    /// True when every pixel within `radius` of (x, y) equals the one there: colour there is
    /// flat, so 4:2:0 chroma is not blurred across an edge.
    static func isFlat(_ frame: PixelBuffer, _ x: Int, _ y: Int, radius: Int = 4) -> Bool {
        let centre = frame[x, y]
        for yy in max(0, y - radius)...min(frame.height - 1, y + radius) {
            for xx in max(0, x - radius)...min(frame.width - 1, x + radius) where frame[xx, yy] != centre {
                return false
            }
        }
        return true
    }

    /// The largest difference of any premultiplied colour channel and of alpha between two frames,
    /// over every pixel or only over flat areas of `source`.
    static func maxError(_ source: PixelBuffer, _ decoded: PixelBuffer, flatOnly: Bool,
                         radius: Int = 4) -> (colour: Int, alpha: Int) {
        var colour = 0, alpha = 0
        for y in 0..<source.height {
            for x in 0..<source.width {
                if flatOnly && !isFlat(source, x, y, radius: radius) { continue }
                let s = source[x, y], d = decoded[x, y]
                colour = max(colour, abs(Int(s.r) - Int(d.r)), abs(Int(s.g) - Int(d.g)), abs(Int(s.b) - Int(d.b)))
                alpha = max(alpha, abs(Int(s.a) - Int(d.a)))
            }
        }
        return (colour, alpha)
    }
}
