import Foundation
import Testing
import SpinnerCore
import SpinnerAnimation
import SpinnerRaster
import SpinnerGolden

/// Layer features drawn end to end (border, corner radius, masksToBounds, contents gravity),
/// pinned as goldens and checked against coverage sampled from the ideal shapes.
@Suite struct LayerGoldenTests {
    /// Coverage of an ideal shape: 16×16 samples per pixel, and pixels whose samples disagree
    /// sampled again at 128×128 (an edge parallel to the pixel grid is then off by at most
    /// 1/256, where a 16×16 grid alone can be off by 1/32).
    static func reference(width: Int, height: Int, inside: (Double, Double) -> Bool) -> [Double] {
        func sample(_ x: Int, _ y: Int, _ n: Int) -> Double {
            var hits = 0
            for j in 0..<n {
                let sy = Double(y) + (Double(j) + 0.5) / Double(n)
                for i in 0..<n where inside(Double(x) + (Double(i) + 0.5) / Double(n), sy) { hits += 1 }
            }
            return Double(hits) / Double(n * n)
        }
        var out = [Double](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let coarse = sample(x, y, 16)
                out[y * width + x] = coarse == 0 || coarse == 1 ? coarse : sample(x, y, 128)
            }
        }
        return out
    }

    static func insideRoundedRect(_ px: Double, _ py: Double, _ r: Rect, _ radius: Double) -> Bool {
        guard px >= r.minX, px <= r.maxX, py >= r.minY, py <= r.maxY else { return false }
        let cx = min(max(px, r.minX + radius), r.maxX - radius), cy = min(max(py, r.minY + radius), r.maxY - radius)
        return (px - cx) * (px - cx) + (py - cy) * (py - cy) <= radius * radius
    }

    /// Alpha of `image` against `reference` coverage: every pixel within 3/255, mean within 0.5/255.
    static func expectCoverage(_ image: PixelBuffer, _ reference: [Double], alpha: Double = 1) {
        var worst = 0.0, sum = 0.0, at = 0
        for i in 0..<reference.count {
            let d = abs(Double(image.pixels[4 * i + 3]) - reference[i] * alpha * 255)
            if d > worst { worst = d; at = i }
            sum += d
        }
        #expect(worst <= 3, "worst \(worst) at (\(at % image.width), \(at / image.width)): got \(image.pixels[4 * at + 3]), ideal \(reference[at] * 255)")
        #expect(sum / Double(reference.count) <= 0.5, "mean \(sum / Double(reference.count))")
    }

    @Test func roundedBorderInsideTheBounds() throws {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 64, height: 48)
        let view = Layer()
        view.frame = Rect(x: 4.3, y: 5.6, width: 55, height: 37)
        view.cornerRadius = 12.5
        view.borderWidth = 4.25
        view.borderColor = Color(hex: "#1A73E8")
        root.addSublayer(view)
        let image = Rasterizer().render(try Scene(root: root).presentation(at: 0))
        let outer = view.frame, w = 4.25
        let inner = outer.insetBy(dx: w, dy: w)
        let ref = Self.reference(width: 64, height: 48) { x, y in
            Self.insideRoundedRect(x, y, outer, 12.5) && !Self.insideRoundedRect(x, y, inner, 12.5 - w)
        }
        Self.expectCoverage(image, ref)
        #expect(try GoldenImage(besideFile: #filePath).check(image, named: "layer-border-rounded").passed)
    }

    @Test(arguments: ContentsGravity.allCases)
    func gravityPlacesAndMasksToBoundsClips(_ gravity: ContentsGravity) throws {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 64, height: 40)
        let view = Layer()
        view.frame = Rect(x: 6.5, y: 4.25, width: 50, height: 30)
        view.contents = PixelBuffer(width: 10, height: 20, fill: PremultipliedRGBA8(r: 0, g: 128, b: 0, a: 255))
        view.contentsScale = 1
        view.contentsGravity = gravity
        view.cornerRadius = 6
        view.masksToBounds = true
        root.addSublayer(view)
        let image = Rasterizer().render(try Scene(root: root).presentation(at: 0))
        let placed = gravity.placement(of: Size(width: 10, height: 20), in: Rect(x: 0, y: 0, width: 50, height: 30))
        let target = placed.offsetBy(view.frame.origin)
        let ref = Self.reference(width: 64, height: 40) { x, y in
            x >= target.minX && x <= target.maxX && y >= target.minY && y <= target.maxY
                && Self.insideRoundedRect(x, y, view.frame, 6)
        }
        Self.expectCoverage(image, ref)
        #expect(try GoldenImage(besideFile: #filePath).check(image, named: "layer-gravity-\(gravity.rawValue)").passed)
    }
}

extension Rect {
    func offsetBy(_ p: Point) -> Rect { Rect(x: minX + p.x, y: minY + p.y, width: width, height: height) }
}
