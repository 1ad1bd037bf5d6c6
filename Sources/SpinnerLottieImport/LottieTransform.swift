/// A layer's (`ks`) or group's (`tr`) transform. Position is one property or split into `px`/`py`
/// (`p.s: true`); turns about x and y (`rx`, `ry`) are read on any layer or group, `ddd` or
/// not, as lottie-ios reads them.
public struct LottieTransform: Hashable, Sendable {
    /// How position is given.
    public enum Position: Hashable, Sendable {
        case combined(LottieProperty<[Double]>)
        case split(x: LottieProperty<Double>, y: LottieProperty<Double>)
    }

    public var anchor: LottieProperty<[Double]>
    public var position: Position
    /// Percent per axis.
    public var scale: LottieProperty<[Double]>
    /// Degrees clockwise about z (`r`, or `rz` on 3D layers).
    public var rotation: LottieProperty<Double>
    /// Degrees about x (`rx`): the bottom edge turns toward the viewer, as Core Animation's
    /// `transform.rotation.x`.
    public var rotationX: LottieProperty<Double>?
    /// Degrees about y (`ry`): the right edge turns away from the viewer.
    public var rotationY: LottieProperty<Double>?
    /// Orientation `or` of a 3D layer, degrees per axis (read, not drawn: lottie-ios leaves it out).
    public var orientation: LottieProperty<[Double]>?
    /// Percent.
    public var opacity: LottieProperty<Double>
    /// Degrees of skew along the axis at `skewAxis` degrees.
    public var skew: LottieProperty<Double>
    public var skewAxis: LottieProperty<Double>

    public init(anchor: LottieProperty<[Double]> = .fixed([0, 0]), position: Position = .combined(.fixed([0, 0])),
                scale: LottieProperty<[Double]> = .fixed([100, 100]), rotation: LottieProperty<Double> = .fixed(0),
                rotationX: LottieProperty<Double>? = nil, rotationY: LottieProperty<Double>? = nil,
                orientation: LottieProperty<[Double]>? = nil, opacity: LottieProperty<Double> = .fixed(100),
                skew: LottieProperty<Double> = .fixed(0), skewAxis: LottieProperty<Double> = .fixed(0)) {
        self.anchor = anchor
        self.position = position
        self.scale = scale
        self.rotation = rotation
        self.rotationX = rotationX
        self.rotationY = rotationY
        self.orientation = orientation
        self.opacity = opacity
        self.skew = skew
        self.skewAxis = skewAxis
    }

    static func read(_ node: LottieNode) throws(LottieImportError) -> LottieTransform {
        let node = try node.object()
        func vector(_ key: String) throws(LottieImportError) -> LottieProperty<[Double]>? {
            try node.child(key).map { (n) throws(LottieImportError) in try LottieProperty.read(n, LottieValues.vector) }
        }
        func scalar(_ key: String) throws(LottieImportError) -> LottieProperty<Double>? {
            try node.child(key).map { (n) throws(LottieImportError) in try LottieProperty.read(n, LottieValues.scalar) }
        }
        var t = LottieTransform()
        if let a = try vector("a") { t.anchor = a }
        if let p = node.child("p") {
            let p = try p.object()
            if try p.bool("s", default: false) {
                t.position = .split(x: try LottieProperty.read(try p.required("x"), LottieValues.scalar),
                                    y: try LottieProperty.read(try p.required("y"), LottieValues.scalar))
                if p.has("z") { node.context.note("split position z", at: p.path.appending("z")) }
            } else {
                t.position = .combined(try LottieProperty.read(p, LottieValues.vector))
            }
        } else if node.has("px") || node.has("py") {
            t.position = .split(x: try scalar("px") ?? .fixed(0), y: try scalar("py") ?? .fixed(0))
        }
        if let s = try vector("s") { t.scale = s }
        if let r = try scalar("rz") { t.rotation = r } else if let r = try scalar("r") { t.rotation = r }
        t.rotationX = try scalar("rx")
        t.rotationY = try scalar("ry")
        t.orientation = try vector("or")
        if let o = try scalar("o") { t.opacity = o }
        if let sk = try scalar("sk") { t.skew = sk }
        if let sa = try scalar("sa") { t.skewAxis = sa }
        return t
    }
}
