import Foundation
import SpinnerCore

/// Synthetic animations for the animated-image tests.
enum GIFTestFrames {
    static let blue = (r: 0x1A, g: 0x73, b: 0xE8)

    /// A Material-like arc (a ring segment) rotating over `count` frames, edges anti-aliased by
    /// 4×4 supersampling (17 coverage levels), over `background` (nil = transparent).
    static func spinner(count: Int, size: Int, background: PremultipliedRGBA8? = nil) -> [PixelBuffer] {
        (0..<count).map { i in
            let start = 2 * Double.pi * Double(i) / Double(count)
            let sweep = Double.pi * (0.4 + 0.8 * Double(i % 30) / 30)
            return arc(size: size, start: start, sweep: sweep, background: background)
        }
    }

    static func arc(size: Int, start: Double, sweep: Double, background: PremultipliedRGBA8?) -> PixelBuffer {
        var buffer = PixelBuffer(width: size, height: size, fill: background ?? .transparent)
        let c = Double(size) / 2, outer = Double(size) * 0.4, inner = outer - Double(size) * 0.08
        for y in 0..<size {
            for x in 0..<size {
                var inside = 0
                for sy in 0..<4 {
                    for sx in 0..<4 {
                        let dx = Double(x) + (Double(sx) + 0.5) / 4 - c, dy = Double(y) + (Double(sy) + 0.5) / 4 - c
                        let r2 = dx * dx + dy * dy
                        guard r2 <= outer * outer, r2 >= inner * inner else { continue }
                        var a = atan2(dy, dx) - start
                        a = a.truncatingRemainder(dividingBy: 2 * .pi)
                        if a < 0 { a += 2 * .pi }
                        if a <= sweep { inside += 1 }
                    }
                }
                guard inside > 0 else { continue }
                let cov = Double(inside) / 16
                func ch(_ v: Int, _ bg: UInt8) -> UInt8 {
                    UInt8((Double(v) * cov + Double(bg) * (1 - cov)).rounded())
                }
                if let bg = background {
                    buffer[x, y] = PremultipliedRGBA8(r: ch(blue.r, bg.r), g: ch(blue.g, bg.g), b: ch(blue.b, bg.b), a: 255)
                } else {
                    buffer[x, y] = PremultipliedRGBA8(r: ch(blue.r, 0), g: ch(blue.g, 0), b: ch(blue.b, 0),
                                                      a: UInt8((255 * cov).rounded()))
                }
            }
        }
        return buffer
    }

    /// A diagonal two-axis gradient that shifts each frame: thousands of colours.
    static func gradient(count: Int, width: Int, height: Int) -> [PixelBuffer] {
        (0..<count).map { i in
            var buffer = PixelBuffer(width: width, height: height)
            for y in 0..<height {
                for x in 0..<width {
                    let r = UInt8((x * 255 + i * 9) / width % 256)
                    let g = UInt8(y * 255 / max(1, height - 1))
                    let b = UInt8(255 - (x + y) * 255 / max(1, width + height - 2))
                    buffer[x, y] = PremultipliedRGBA8(r: r, g: g, b: b, a: 255)
                }
            }
            return buffer
        }
    }

    /// GIF's alpha rule, written out for the tests: straight RGBA the decoder should show.
    static func expectedGIFPixel(_ p: PremultipliedRGBA8, matte: PremultipliedRGBA8) -> [UInt8] {
        guard p.a >= 1 else { return [0, 0, 0, 0] }
        let rest = Double(255 - Int(p.a)) / 255
        func ch(_ v: UInt8, _ m: UInt8) -> UInt8 { UInt8(min(255, Double(v) + (Double(m) * rest).rounded())) }
        return [ch(p.r, matte.r), ch(p.g, matte.g), ch(p.b, matte.b), 255]
    }
}
