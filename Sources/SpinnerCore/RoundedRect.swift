/// The shape of a rounded rectangle's corners (CALayerCornerCurve).
public enum CornerStyle: String, Hashable, Sendable, CaseIterable {
    /// Quarter circles, as iOS 6 drew rounded rectangles and as `CGPath(roundedRect:...)` does.
    case circular
    /// Apple's continuous-curvature corner, as `UIBezierPath(roundedRect:cornerRadius:)` draws
    /// it since iOS 7.
    case continuous
}

// MARK: - Continuous-corner constants

/// The constants of the continuous corner, in units of the corner radius, in a corner's local
/// frame: `u` is the distance back along the incoming edge from the sharp corner, `v` the
/// distance along the outgoing edge.
///
/// Sources (reverse-engineered from UIKit's output; values re-typed, not code copied):
/// PaintCode, "Drawing Code for iOS 7 Rounded Rectangles"
/// (https://www.paintcodeapp.com/news/code-for-ios-7-rounded-rectangles) and its category
/// `UIBezierPath+IOS7RoundedRect` (Matej Dunik, PixelCut, 2013), which give the corner to 8
/// digits, the start point and the clockwise order; and later open-source ports measured on
/// iOS 13+ / Mac Catalyst (e.g. Kael Yang's `ContinuousPath`, 2020) which give the same curve to
/// 15 digits, end the first cubic directly on the middle cubic's start, and describe the
/// regimes where a side is shorter than 2·1.528665·r.
enum ContinuousCorner {
    /// How far along each edge the corner curve reaches.
    static let extent = 1.528665
    // First cubic: from (extent, 0) with controls (a1, 0), (a2, 0) to (a3, b3).
    static let a1 = 1.088492957618529
    static let a2 = 0.868406944063002
    static let a3 = 0.631493792830993
    static let b3 = 0.074911387847016
    // Middle cubic: (a3, b3) with controls (m, n), (n, m) to (b3, a3); the last cubic mirrors
    // the first.
    static let m = 0.372823826625747
    static let n = 0.169059556044370
    // When one side is shorter than 2·extent·r, UIKit shrinks that side's corners to a
    // pill-like end scaled by s, half the short side, shifted along the long edge.
    static let shift = 0.01875015
    static let p1u = 0.244857803399491
    static let p1v = 0.208810883008118
    static let p2v = 0.558504066868353
    /// Where the pill end's second cubic meets the short side, in units of s.
    static let pillFlat = 0.95
}

// MARK: - Building the outline

/// A corner of a rectangle traversed clockwise on screen: the sharp corner and the unit
/// directions of travel along the edges before and after it.
private struct CornerFrame {
    let corner: Point
    let incoming: Point
    let outgoing: Point

    /// The point `u` back along the incoming edge and `v` along the outgoing one.
    func callAsFunction(_ u: Double, _ v: Double) -> Point {
        Point(x: corner.x + (v * outgoing.x - u * incoming.x), y: corner.y + (v * outgoing.y - u * incoming.y))
    }
}

extension Path {
    /// Adds a closed rounded rectangle with `UIBezierPath(roundedRect:cornerRadius:)` semantics:
    /// one subpath, clockwise on screen (Apple documents the direction), starting on the top
    /// edge where the top-left corner's curve ends: at (minX + r, minY) for circular corners and
    /// (minX + 1.528665·r, minY) for continuous ones (PaintCode's reverse engineering; see
    /// `ContinuousCorner`). This start point and direction are what `strokeStart` /
    /// `strokeEnd` measure from.
    ///
    /// Circular corners are quarter circles of radius min(r, w/2, h/2), stored as cubics like
    /// `addArc`. Continuous corners follow UIKit: the continuous corner of radius r while
    /// 1.528665·r fits in half of each side; where it fits in neither half, circular corners of
    /// radius min(w, h)/2 starting at the top edge's midpoint; where it fits in only one, UIKit's
    /// pill-like ends on the short sides. A zero radius gives a rectangle starting at its
    /// top-left corner.
    ///
    /// Nothing is added for a non-finite or empty rectangle, or a negative or non-finite radius.
    public mutating func addRoundedRect(_ rect: Rect, cornerRadius: Double, style: CornerStyle = .circular) {
        let r = cornerRadius
        guard rect.origin.isFinite, rect.maxX.isFinite, rect.maxY.isFinite, !rect.isEmpty,
              r.isFinite, r >= 0 else { return }
        let w = rect.width, h = rect.height
        // The four corners clockwise from the top right, each with its edges' directions.
        let right = Point(x: 1, y: 0), down = Point(x: 0, y: 1)
        let frames = [
            CornerFrame(corner: Point(x: rect.maxX, y: rect.minY), incoming: right, outgoing: down),
            CornerFrame(corner: Point(x: rect.maxX, y: rect.maxY), incoming: down, outgoing: -right),
            CornerFrame(corner: Point(x: rect.minX, y: rect.maxY), incoming: -right, outgoing: -down),
            CornerFrame(corner: Point(x: rect.minX, y: rect.minY), incoming: -down, outgoing: right),
        ]
        guard r > 0 else {
            move(to: frames[3].corner)
            for f in frames { addLine(to: f.corner) }
            closeSubpath()
            return
        }
        let start: Point
        switch style {
        case .circular:
            let q = min(r, w / 2, h / 2)
            start = frames[3](0, q)
            move(to: start)
            for f in frames { addQuarterCircle(f, radius: q) }
        case .continuous:
            let k = ContinuousCorner.extent
            let shortHeight = h / 2 < k * r, shortWidth = w / 2 < k * r
            if shortHeight && shortWidth {
                let q = min(w, h) / 2
                start = Point(x: rect.midX, y: rect.minY)
                move(to: start)
                for f in frames { addQuarterCircle(f, radius: q) }
            } else if shortHeight || shortWidth {
                // Corners whose outgoing edge is a short side start a pill end; the others finish one.
                let s = shortHeight ? h / 2 : w / 2
                start = shortHeight ? frames[3](0, k * r) : Point(x: rect.midX, y: rect.minY)
                move(to: start)
                for (i, f) in frames.enumerated() {
                    let outgoingIsShort = (i % 2 == 0) == shortHeight
                    addPillCorner(f, s: s, longEdgeExtent: k * r, entering: outgoingIsShort)
                }
            } else {
                start = frames[3](0, k * r)
                move(to: start)
                for f in frames { addContinuousCorner(f, radius: r) }
            }
        }
        // Rounding may leave the last point an ulp off the start; the close makes up the gap.
        closeSubpath()
    }

    // MARK: - Corners

    /// A line to the corner's start (unless already there) and a quarter circle of radius `q`.
    private mutating func addQuarterCircle(_ f: CornerFrame, radius q: Double) {
        // 4/3·tan(π/8), the control length of a quarter circle's cubic, as addArc computes it.
        let kappa = 4.0 / 3.0 * (2.0.squareRoot() - 1)
        lineIfMoved(to: f(q, 0))
        addCurve(to: f(0, q), control1: f(q - kappa * q, 0), control2: f(0, q - kappa * q))
    }

    private mutating func addContinuousCorner(_ f: CornerFrame, radius r: Double) {
        typealias C = ContinuousCorner
        lineIfMoved(to: f(C.extent * r, 0))
        addCurve(to: f(C.a3 * r, C.b3 * r), control1: f(C.a1 * r, 0), control2: f(C.a2 * r, 0))
        addCurve(to: f(C.b3 * r, C.a3 * r), control1: f(C.m * r, C.n * r), control2: f(C.n * r, C.m * r))
        addCurve(to: f(0, C.extent * r), control1: f(0, C.a2 * r), control2: f(0, C.a1 * r))
    }

    /// A corner next to a short side of length 2s. `entering`: the corner leaves the long edge
    /// (which ends `longEdgeExtent` from the corner) for the short side; otherwise it leaves the
    /// short side for the long edge. The two are mirror images.
    private mutating func addPillCorner(_ f: CornerFrame, s: Double, longEdgeExtent: Double, entering: Bool) {
        typealias C = ContinuousCorner
        let b1 = (C.a1 - C.shift) * s, b2 = (C.a2 - C.shift) * s, b3u = (C.a3 - C.shift) * s, b3v = C.b3 * s
        let end = (C.extent - C.shift) * s
        // In the entering orientation (u along the long edge); mirrored by swapping u and v.
        let g: (Double, Double) -> Point = entering ? { f($0, $1) } : { f($1, $0) }
        if entering {
            lineIfMoved(to: f(longEdgeExtent, 0))
            addCurve(to: g(b3u, b3v), control1: g(b1, 0), control2: g(b2, 0))
            addCurve(to: g(0, C.pillFlat * s), control1: g(C.p1u * s, C.p1v * s), control2: g(0, C.p2v * s))
        } else {
            lineIfMoved(to: g(0, C.pillFlat * s))
            addCurve(to: g(b3u, b3v), control1: g(0, C.p2v * s), control2: g(C.p1u * s, C.p1v * s))
            addCurve(to: g(end, 0), control1: g(b2, 0), control2: g(b1, 0))
        }
    }

    private mutating func lineIfMoved(to p: Point) {
        if currentPoint != p { addLine(to: p) }
    }
}
