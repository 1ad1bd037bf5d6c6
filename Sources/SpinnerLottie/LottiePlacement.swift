#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SpinnerCore
import SpinnerAnimation

/// A node's placement at every frame as a Lottie transform: anchor `a` is the anchor point in
/// bounds coordinates, `p` the position plus the transform's translation, and the transform's
/// linear part split into scale then rotation (CATransform3D's `transform.scale` and
/// `transform.rotation.z`, in that order). When the linear part shears at some frame, it is
/// split instead into a turn (this transform's rotation, at unit scale) and a scale and turn
/// that `shearTransform` carries on a null outside it (`LottieLinearSplit`).
struct LottiePlacement {
    let anchors: [LottieVector]
    let positions: [LottieVector]
    let scales: [LottieVector]
    let rotations: [Double]
    /// With a shear: the outer null's scale and rotation at every frame.
    let outer: (scales: [LottieVector], rotations: [Double])?

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
        if transforms.contains(where: LottieLinearSplit.shears) {
            let splits = transforms.map(LottieLinearSplit.init)
            scales = splits.map { _ in [100, 100] }
            rotations = Self.unwrapped(splits.map(\.firstTurn)).map(LottieNumber.degrees)
            outer = (splits.map { [LottieNumber.percent($0.scaleX), LottieNumber.percent($0.scaleY)] },
                     Self.unwrapped(splits.map(\.secondTurn)).map(LottieNumber.degrees))
            return
        }
        outer = nil
        scales = transforms.map { t in
            let sx = (t.a * t.a + t.b * t.b).squareRoot()
            let sy = sx == 0 ? (t.c * t.c + t.d * t.d).squareRoot() : t.determinant / sx
            return [LottieNumber.percent(sx), LottieNumber.percent(sy)]
        }
        rotations = Self.unwrapped(transforms.map { t in t.a == 0 && t.b == 0 ? 0 : atan2(t.b, t.a) }).map(LottieNumber.degrees)
    }

    /// Each angle moved by whole turns to the one closest to the previous frame's, so that
    /// keyframes never spin backwards.
    private static func unwrapped(_ angles: [Double]) -> [Double] {
        var previous: Double?
        return angles.map { angle in
            var a = angle
            if let previous { a += (2 * .pi) * ((previous - a) / (2 * .pi)).rounded() }
            previous = a
            return a
        }
    }

    /// The transform, its parts keyframed by `tracks`, noting in `sampled` each part that had
    /// to be sampled. With a shear it anchors and turns only, and `shearTransform` positions,
    /// scales and turns it.
    func transform(_ name: String, _ tracks: LottieTrack, _ sampled: inout [String]) -> LottieTransform {
        let p = outer == nil ? positions : positions.map { _ in [0, 0] }
        return LottieTransform(anchor: Self.track(anchors, tracks, name, "anchorPoint", &sampled),
                               position: Self.track(p, tracks, name, "position", &sampled),
                               scale: Self.track(scales, tracks, name, "transform.scale", &sampled),
                               rotation: Self.track(rotations.map { LottieScalar($0) }, tracks, name, "transform.rotation.z", &sampled))
    }

    /// With a shear, the outer null's transform: the position, then the scale and second turn
    /// of the split; nil without a shear.
    func shearTransform(_ name: String, _ tracks: LottieTrack, _ sampled: inout [String]) -> LottieTransform? {
        guard let outer else { return nil }
        return LottieTransform(position: Self.track(positions, tracks, name, "position", &sampled),
                               scale: Self.track(outer.scales, tracks, name, "transform", &sampled),
                               rotation: Self.track(outer.rotations.map { LottieScalar($0) }, tracks, name, "transform", &sampled))
    }

    /// One part's values as a property, noted in `sampled` (once) when it had to be sampled.
    private static func track<V: LottieSampled>(_ values: [V], _ tracks: LottieTrack, _ name: String, _ key: String,
                                                _ sampled: inout [String]) -> LottieProperty<V> {
        let (p, isSampled) = tracks.property(values)
        if isSampled, !sampled.contains("\(name).\(key)") { sampled.append("\(name).\(key)") }
        return p
    }
}
