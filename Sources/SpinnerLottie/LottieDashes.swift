import SpinnerCore
import SpinnerAnimation

/// A dashed stroke's dashes as contours of their own, cut by spinnergen's dasher, instead of
/// Lottie's dash list (`d`). Players place `d` dashes by their own length estimates, and
/// rlottie's is far off: `VLine::length` (src/vector/vline.h) is the alpha-max-plus-beta-min
/// approximation max + 0.375 · min, which `VBezier::length` and so `VDasher` add up, so a
/// circle measures 4.0 % long (1254.8 px for 1206.4) and its dashes come 28.1 to 29.6
/// degrees apart where the pattern says 30. Cut dashes are plain paths that every player
/// draws where they are.
enum LottieDashes {
    /// Whether a stroke at some frame has a dash pattern (one that is not a solid line).
    static func dashes(_ items: [LayerContent]) -> Bool {
        items.contains { item in
            guard case .stroke(let style, _, _) = item.style else { return false }
            return DashPattern(style.dashPattern, phase: style.dashPhase) != nil
        }
    }

    /// The contours at every frame, the same count at each: one slot per dash (its subpath
    /// and its number along the pattern, so a dash that moves with the phase stays in its
    /// slot and players blend it between frames), an empty contour where that dash is not
    /// painted. The path is trimmed to strokeStart...strokeEnd first and then dashed, as the
    /// rasteriser does, so no trim is written. Each slot has one vertex count at every frame
    /// (`LottieContourSlots`: rlottie cuts a path keyframe to the next one's vertex count,
    /// which shortened a dash at the frame before it spans fewer curves).
    static func contours(_ items: [LayerContent]) -> [[LottieBezier]] {
        let frames: [[Slot: LottieBezier]] = items.map { item in
            guard case .stroke(let style, let start, let end) = item.style else { return [:] }
            let path = item.path.trimmed(from: start, to: end)
            var out: [Slot: LottieBezier] = [:]
            guard let dashes = path.dashes(pattern: style.dashPattern, phase: style.dashPhase) else {
                // A solid line at this frame (a pattern that means none): its contours in
                // slots of their own.
                for (k, contour) in LottieBezier.contours(of: path).enumerated() { out[Slot(subpath: -1 - k, number: 0)] = contour }
                return out
            }
            for dash in dashes {
                if let contour = LottieBezier.contours(of: dash.path).first { out[Slot(subpath: dash.subpath, number: dash.number)] = contour }
            }
            return out
        }
        // Where the dash is not painted: a closed contour of one point repeated.
        return LottieContourSlots.columns(frames) { _ in true }
    }

    /// Which dash a contour is: its subpath, then its number along the pattern.
    private struct Slot: Hashable, Comparable {
        let subpath: Int
        let number: Int
        static func < (a: Slot, b: Slot) -> Bool { (a.subpath, a.number) < (b.subpath, b.number) }
    }
}

extension LottieBezier {
    init(c: Bool, v: [[Double]], i: [[Double]], o: [[Double]]) {
        self.closed = c; self.vertices = v; self.inTangents = i; self.outTangents = o
    }

    /// The same contour with `count` vertices (at least its own): its longest curve (by
    /// control polygon) split in halves, again and again; a line's halves stay lines (zero
    /// tangents), so an outline polygon stays a polygon.
    func withVertices(_ count: Int) -> LottieBezier {
        var b = self
        func pt(_ a: [Double]) -> Point { Point(x: a[0], y: a[1]) }
        while b.vertices.count < count {
            let n = b.vertices.count
            let segments = b.closed ? n : n - 1
            guard segments > 0 else { return b }
            func cubic(_ k: Int) -> Cubic {
                let a = pt(b.vertices[k]), d = pt(b.vertices[(k + 1) % n])
                return (a, a + pt(b.outTangents[k]), d + pt(b.inTangents[(k + 1) % n]), d)
            }
            func span(_ c: Cubic) -> Double { c.0.distance(to: c.1) + c.1.distance(to: c.2) + c.2.distance(to: c.3) }
            let k = (0..<segments).max { span(cubic($0)) < span(cubic($1)) }!
            let straight = b.outTangents[k] == [0, 0] && b.inTangents[(k + 1) % n] == [0, 0]
            let (head, tail) = straight ? Self.halves(ofLine: cubic(k)) : Self.split(cubic(k), at: 0.5)
            b.outTangents[k] = [head.1.x - head.0.x, head.1.y - head.0.y]
            b.vertices.insert([head.3.x, head.3.y], at: k + 1)
            b.inTangents.insert([head.2.x - head.3.x, head.2.y - head.3.y], at: k + 1)
            b.outTangents.insert([tail.1.x - tail.0.x, tail.1.y - tail.0.y], at: k + 1)
            b.inTangents[(k + 2) % (n + 1)] = [tail.2.x - tail.3.x, tail.2.y - tail.3.y]
        }
        return b
    }

    /// A line's two halves as curves with their handles on their ends.
    private static func halves(ofLine c: Cubic) -> (Cubic, Cubic) {
        let mid = Point(x: (c.0.x + c.3.x) / 2, y: (c.0.y + c.3.y) / 2)
        return ((c.0, c.0, mid, mid), (mid, mid, c.3, c.3))
    }
}
