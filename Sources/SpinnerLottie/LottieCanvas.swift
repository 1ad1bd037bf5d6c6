import SpinnerCore

/// The composition's size: Lottie's `w` and `h` are whole numbers, and players fit the
/// composition into their view keeping its aspect ratio, so a view of 26.5 pt is written 53
/// wide with the tree magnified 2× by a null at the root (`canvas.scale`), not rounded to 27
/// (which put every point 0.25 pt off and drew 1.9 % small). The factor is the smallest whole
/// number up to `maximumFactor` that makes both sides whole (to 1e-6 pt); past it the sides are
/// rounded at that factor, off by at most 1/(2 · maximumFactor) pt.
struct LottieCanvas {
    static let maximumFactor = 100
    let w: Int
    let h: Int
    let factor: Int

    init(_ size: Size) {
        func whole(_ x: Double) -> Bool { abs(x - x.rounded()) <= 1e-6 }
        let factor = (1...Self.maximumFactor).first { whole(size.width * Double($0)) && whole(size.height * Double($0)) } ?? Self.maximumFactor
        self.factor = factor
        w = max(1, Int((size.width * Double(factor)).rounded()))
        h = max(1, Int((size.height * Double(factor)).rounded()))
    }
}
