import Foundation
import SpinnerCore

/// A fresh directory under the system temporary directory, removed by `cleanup`.
struct TemporaryDirectory {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "spinner-encode-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> String { path + "/" + name }
    func cleanup() { try? FileManager.default.removeItem(atPath: path) }
    var contents: [String] { (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] }
}

/// Deterministic pseudo-random bytes (64-bit LCG), so test images are the same on every run.
struct SeededBytes {
    var state: UInt64
    mutating func next() -> UInt8 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return UInt8(truncatingIfNeeded: state >> 33)
    }
}

enum Synthetic {
    static let blue = PremultipliedRGBA8(r: 0x48, g: 0x85, b: 0xED, a: 255)
    static let white = PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255)

    /// An opaque disc on an opaque background, edges anti-aliased by 4×4 supersampling.
    static func disc(width: Int, height: Int, center: (x: Double, y: Double), radius: Double,
                     color: PremultipliedRGBA8 = blue, background: PremultipliedRGBA8 = white) -> PixelBuffer {
        var buffer = PixelBuffer(width: width, height: height, fill: background)
        let x0 = max(0, Int(center.x - radius) - 1), x1 = min(width, Int(center.x + radius) + 2)
        let y0 = max(0, Int(center.y - radius) - 1), y1 = min(height, Int(center.y + radius) + 2)
        for y in y0..<max(y0, y1) {
            for x in x0..<max(x0, x1) {
                var inside = 0
                for sy in 0..<4 {
                    for sx in 0..<4 {
                        let px = Double(x) + (Double(sx) + 0.5) / 4, py = Double(y) + (Double(sy) + 0.5) / 4
                        let dx = px - center.x, dy = py - center.y
                        if dx * dx + dy * dy <= radius * radius { inside += 1 }
                    }
                }
                guard inside > 0 else { continue }
                func mix(_ c: UInt8, _ b: UInt8) -> UInt8 {
                    UInt8((Int(c) * inside + Int(b) * (16 - inside) + 8) / 16)
                }
                buffer[x, y] = PremultipliedRGBA8(r: mix(color.r, background.r), g: mix(color.g, background.g),
                                                  b: mix(color.b, background.b), a: 255)
            }
        }
        return buffer
    }

    /// A ring (annulus) of `color` on `background`, for moving-content frames.
    static func ring(width: Int, height: Int, angle: Double) -> PixelBuffer {
        let cx = Double(width) / 2 + cos(angle) * Double(width) / 8
        let cy = Double(height) / 2 + sin(angle) * Double(height) / 8
        let outer = disc(width: width, height: height, center: (cx, cy), radius: Double(min(width, height)) / 4)
        let inner = disc(width: width, height: height, center: (cx, cy), radius: Double(min(width, height)) / 4 - 6,
                         color: white, background: blue)
        var out = outer
        for i in stride(from: 0, to: out.pixels.count, by: 4) where inner.pixels[i] != blue.r || inner.pixels[i + 2] != blue.b {
            // Inside the inner circle the white disc shows through.
            if outer.pixels[i] == blue.r && outer.pixels[i + 2] == blue.b {
                out.pixels[i] = inner.pixels[i]; out.pixels[i + 1] = inner.pixels[i + 1]; out.pixels[i + 2] = inner.pixels[i + 2]
            }
        }
        return out
    }
}
