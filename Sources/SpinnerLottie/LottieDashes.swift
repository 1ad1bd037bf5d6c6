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
    /// (curves split in halves, the same shape): rlottie 0.1 cuts a path keyframe to the
    /// vertex count of the next (`LottieShapeData::lerp` in src/lottie/lottiemodel.h takes the
    /// smaller count even at a hold, whose end value `parseKeyFrame` sets to the next
    /// keyframe's), which shortened a dash at the frame before it spans fewer curves.
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
        let slots = Set(frames.flatMap(\.keys)).sorted()
        let columns = slots.map { slot -> [LottieBezier] in
            let present = frames.compactMap { $0[slot] }
            let count = present.map(\.v.count).max() ?? 1
            // Where the dash is not painted: a closed contour of one point repeated, which
            // draws nothing and has the slot's vertex count.
            let point = present[0].v[0]
            let empty = LottieBezier(c: true, v: Array(repeating: point, count: count), i: Array(repeating: [0, 0], count: count),
                                     o: Array(repeating: [0, 0], count: count))
            return frames.map { ($0[slot]?.withVertices(count) ?? empty).rounded }
        }
        return frames.indices.map { f in columns.map { $0[f] } }
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
        self.c = c; self.v = v; self.i = i; self.o = o
    }

    /// The same contour with `count` vertices (at least its own): its longest curve (by
    /// control polygon) split in halves, again and again.
    func withVertices(_ count: Int) -> LottieBezier {
        var b = self
        func pt(_ a: [Double]) -> Point { Point(x: a[0], y: a[1]) }
        while b.v.count < count {
            let n = b.v.count
            let segments = b.c ? n : n - 1
            guard segments > 0 else { return b }
            func cubic(_ k: Int) -> Cubic {
                let a = pt(b.v[k]), d = pt(b.v[(k + 1) % n])
                return (a, a + pt(b.o[k]), d + pt(b.i[(k + 1) % n]), d)
            }
            func span(_ c: Cubic) -> Double { c.0.distance(to: c.1) + c.1.distance(to: c.2) + c.2.distance(to: c.3) }
            let k = (0..<segments).max { span(cubic($0)) < span(cubic($1)) }!
            let (head, tail) = Self.split(cubic(k), at: 0.5)
            b.o[k] = [head.1.x - head.0.x, head.1.y - head.0.y]
            b.v.insert([head.3.x, head.3.y], at: k + 1)
            b.i.insert([head.2.x - head.3.x, head.2.y - head.3.y], at: k + 1)
            b.o.insert([tail.1.x - tail.0.x, tail.1.y - tail.0.y], at: k + 1)
            b.i[(k + 2) % (n + 1)] = [tail.2.x - tail.3.x, tail.2.y - tail.3.y]
        }
        return b
    }
}
