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
        anchors = nodes.map { [LottieNumber.point($0.anchor.x), LottieNumber.point($0.anchor.y)] }
        positions = nodes.map { [LottieNumber.point($0.position.x + $0.transform.tx), LottieNumber.point($0.position.y + $0.transform.ty)] }
        var scales: [LottieVector] = [], rotations: [Double] = []
        var previous: Double?
        for node in nodes {
            let t = node.transform
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

    /// The transform, noting in `sampled` each part that animates.
    func transform(_ name: String, _ sampled: inout [String]) -> LottieTransform {
        func track<V: LottieSampled>(_ values: [V], _ key: String) -> LottieProperty<V> {
            let p = LottieTrack.property(values)
            if p.keyframes != nil { sampled.append("\(name).\(key)") }
            return p
        }
        return LottieTransform(a: track(anchors, "anchorPoint"), p: track(positions, "position"),
                               s: track(scales, "transform.scale"), r: track(rotations, "transform.rotation.z"))
    }
}
