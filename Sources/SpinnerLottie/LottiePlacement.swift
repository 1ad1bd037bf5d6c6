import Foundation
import SpinnerCore
import SpinnerAnimation

/// A node's placement at every frame as a Lottie transform: anchor `a` is the anchor point in
/// bounds coordinates, `p` the position plus the transform's translation, and the transform's
/// linear part split into scale then rotation (CATransform3D's `transform.scale` and
/// `transform.rotation.z`, in that order).
struct LottiePlacement {
    let anchors: [LottieVector]
    let positions: [LottieVector]
    let scales: [LottieVector]
    let rotations: [Double]

    init(_ nodes: [PresentedNode]) {
        self.init(anchors: nodes.map(\.anchor), positions: nodes.map(\.position), transforms: nodes.map(\.transform))
    }

    /// A placement with no anchor: `transforms` (an image's pixels to its layer) alone.
    init(_ transforms: [SpinnerCore.AffineTransform]) {
        self.init(anchors: transforms.map { _ in .zero }, positions: transforms.map { _ in .zero }, transforms: transforms)
    }

    private init(anchors: [Point], positions: [Point], transforms: [SpinnerCore.AffineTransform]) {
        self.anchors = anchors.map { [LottieNumber.point($0.x), LottieNumber.point($0.y)] }
        self.positions = zip(positions, transforms).map { [LottieNumber.point($0.x + $1.tx), LottieNumber.point($0.y + $1.ty)] }
        var scales: [LottieVector] = [], rotations: [Double] = []
        var previous: Double?
        for t in transforms {
            let sx = (t.a * t.a + t.b * t.b).squareRoot()
            var angle = sx == 0 ? 0 : atan2(t.b, t.a)
            // The turn closest to the previous frame's, so that keyframes never spin backwards.
            if let previous { angle += (2 * .pi) * ((previous - angle) / (2 * .pi)).rounded() }
            previous = angle
            let sy = sx == 0 ? (t.c * t.c + t.d * t.d).squareRoot() : t.determinant / sx
            scales.append([LottieNumber.percent(sx), LottieNumber.percent(sy)])
            rotations.append(LottieNumber.degrees(angle))
        }
        self.scales = scales
        self.rotations = rotations
    }

    /// The transform, its parts keyframed by `tracks`, noting in `sampled` each part that
    /// had to be sampled.
    func transform(_ name: String, _ tracks: LottieTrack, _ sampled: inout [String]) -> LottieTransform {
        func track<V: LottieSampled>(_ values: [V], _ key: String) -> LottieProperty<V> {
            let (p, isSampled) = tracks.property(values)
            if isSampled { sampled.append("\(name).\(key)") }
            return p
        }
        return LottieTransform(a: track(anchors, "anchorPoint"), p: track(positions, "position"),
                               s: track(scales, "transform.scale"), r: track(rotations, "transform.rotation.z"))
    }
}
