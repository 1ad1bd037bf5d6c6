import Foundation
import SpinnerCore

/// Measures where a stroked arc begins and ends by walking the circle of its centre line and
/// finding where coverage crosses one half, with bilinear sampling of alpha.
struct ArcProbe {
    /// Screen angles in degrees, clockwise from 3 o'clock; the arc runs clockwise from tail to head.
    let arc: (tail: Double, head: Double)?

    init(_ image: PixelBuffer, radius: Double) {
        let cx = Double(image.width) / 2, cy = Double(image.height) / 2
        func alpha(_ deg: Double) -> Double {
            let a = deg * .pi / 180
            let x = cx + radius * cos(a) - 0.5, y = cy + radius * sin(a) - 0.5
            let x0 = Int(x.rounded(.down)), y0 = Int(y.rounded(.down))
            let fx = x - Double(x0), fy = y - Double(y0)
            func at(_ i: Int, _ j: Int) -> Double { Double(image[min(max(i, 0), image.width - 1), min(max(j, 0), image.height - 1)].a) / 255 }
            return (at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx) * (1 - fy) + (at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx) * fy
        }
        let step = 0.02
        let n = Int(360 / step)
        let inside = (0..<n).map { alpha(Double($0) * step) >= 0.5 }
        // The tail is where coverage starts going clockwise, the head where it stops.
        var tail: Double?, head: Double?
        for i in 0..<n {
            let prev = inside[(i + n - 1) % n]
            if !prev && inside[i] { tail = Double(i) * step - step / 2 }
            if prev && !inside[i] { head = Double(i) * step - step / 2 }
        }
        if let tail, let head { arc = (tail, head) } else { arc = nil }
    }

    /// The smallest difference between two angles in degrees.
    static func angleDistance(_ a: Double, _ b: Double) -> Double {
        let d = (a - b).truncatingRemainder(dividingBy: 360)
        let m = d < 0 ? d + 360 : d
        return min(m, 360 - m)
    }
}
