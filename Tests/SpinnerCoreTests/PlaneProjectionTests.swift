import Foundation
import Testing
@testable import SpinnerCore

@Suite struct PlaneProjectionTests {
    /// CA's flip idiom: `var t = CATransform3DIdentity; t.m34 = -1/d; t = CATransform3DRotate(t, θ, 0, 1, 0)`.
    static func flipAboutY(_ theta: Double, d: Double) -> Transform3D {
        Transform3D(perspectiveDistance: d).rotated(by: theta, x: 0, y: 1, z: 0)
    }

    static let unitSquare = Polyline(
        points: [Point(x: -0.5, y: -0.5), Point(x: 0.5, y: -0.5), Point(x: 0.5, y: 0.5), Point(x: -0.5, y: 0.5)], isClosed: true)

    static let degrees: [Double] = [0, 10, 30, 45, 60, 80, 89, 120, 150, 180, 250, 300]

    @Test(arguments: degrees, [1.5, 4.0])
    func unitSquareAboutYLandsWhereThePinholePutsIt(degrees: Double, d: Double) {
        // (x, y, 0) · R_y(θ) = (x cosθ, y, −x sinθ); then w = 1 − z/d = 1 + x sinθ / d, so
        // x' = x cosθ / (1 + x sinθ / d) and y' = y / (1 + x sinθ / d).
        let theta = degrees * Double.pi / 180
        let projected = PlaneProjection(Self.flipAboutY(theta, d: d)).project(Self.unitSquare)
        #expect(projected.count == 1 && projected[0].isClosed)
        for (p, q) in zip(Self.unitSquare.points, projected[0].points) {
            let w = 1 + p.x * sin(theta) / d
            #expect(abs(q.x - p.x * cos(theta) / w) < 1e-9)
            #expect(abs(q.y - p.y / w) < 1e-9)
        }
    }

    @Test(arguments: degrees)
    func unitSquareAboutXLandsWhereThePinholePutsIt(degrees: Double) {
        // (x, y, 0) · R_x(θ) = (x, y cosθ, y sinθ); w = 1 − y sinθ / d: the bottom edge comes nearer.
        let theta = degrees * Double.pi / 180, d = 2.0
        let t = Transform3D(perspectiveDistance: d).rotated(by: theta, x: 1, y: 0, z: 0)
        let projected = PlaneProjection(t).project(Self.unitSquare)
        for (p, q) in zip(Self.unitSquare.points, projected[0].points) {
            let w = 1 - p.y * sin(theta) / d
            #expect(abs(q.x - p.x / w) < 1e-9)
            #expect(abs(q.y - p.y * cos(theta) / w) < 1e-9)
        }
    }

    @Test func theBackFacesTheViewerExactlyPastNinetyDegrees() {
        // The homography's determinant for R_y(θ)·P(d) is cosθ; the projected square's signed area
        // has its sign.
        for degrees in [0.0, 45, 89.999, 90.001, 135, 180, 269.999, 270.001, 359] {
            let theta = degrees * Double.pi / 180
            let projection = PlaneProjection(Self.flipAboutY(theta, d: 3))
            #expect(abs(projection.orientation - cos(theta)) < 1e-15)
            #expect(projection.isBackFacing == (degrees > 90 && degrees < 270))
            let area = Reference.signedArea(projection.project(Self.unitSquare)[0].points)
            #expect((area < 0) == projection.isBackFacing)
        }
        // Half a turn about z only turns the square in its plane; a mirror shows its back.
        #expect(!PlaneProjection(Transform3D(rotationAngle: Double.pi, x: 0, y: 0, z: 1)).isBackFacing)
        #expect(PlaneProjection(Transform3D(scaleX: -1, y: 1, z: 1)).isBackFacing)
        #expect(PlaneProjection(Transform3D(rotationAngle: 2, x: 1, y: 0, z: 0)).isBackFacing)
        // The browsers' test, the inverse's m33, is this determinant over the whole matrix's.
        var g = SplitMix64(seed: 4)
        for _ in 0..<10 {
            let m = Matrix.random(&g)
            #expect(abs(m.inverted()!.m33 - PlaneProjection(m).orientation / m.determinant) < 1e-9 * (1 + abs(m.inverted()!.m33)))
        }
    }

    /// A square of side 2 turned 60° about y with the eye at d = 0.5: w = 1 + x·sin60°/0.5 is
    /// negative left of x = −0.577, so the near plane w = ε cuts it at x* = (ε − 1)·d / sin60°.
    static let nearTheEye = flipAboutY(Double.pi / 3, d: 0.5)
    static let cutX = (PlaneProjection.defaultMinimumW - 1) * 0.5 / sin(Double.pi / 3)

    @Test func aSquarePartlyBehindTheEyeIsClippedAtTheNearPlane() {
        let square = Polyline(points: [Point(x: -1, y: -1), Point(x: 1, y: -1), Point(x: 1, y: 1), Point(x: -1, y: 1)], isClosed: true)
        let projection = PlaneProjection(Self.nearTheEye)
        let eps = projection.minimumW
        #expect(square.points.map(projection.w(at:)).contains { $0 <= 0 })

        let clipped = projection.clipPolygon(square.points, square.points.map(projection.w(at:)))
        let wantPlane = [Point(x: Self.cutX, y: -1), Point(x: 1, y: -1), Point(x: 1, y: 1), Point(x: Self.cutX, y: 1)]
        #expect(clipped.count == 4)
        for (p, q) in zip(clipped, wantPlane) { #expect(p.distance(to: q) < 1e-12) }
        #expect(clipped.allSatisfy { projection.w(at: $0) >= eps * (1 - 1e-12) })

        // The images: x' = x cos60° / w, y' = y / w, with w = ε on the cut.
        let c = cos(Double.pi / 3), wRight = 1 + sin(Double.pi / 3) / 0.5
        let want = [Point(x: Self.cutX * c / eps, y: -1 / eps), Point(x: c / wRight, y: -1 / wRight),
                    Point(x: c / wRight, y: 1 / wRight), Point(x: Self.cutX * c / eps, y: 1 / eps)]
        let projected = projection.project(square)
        #expect(projected.count == 1 && projected[0].isClosed)
        for (p, q) in zip(projected[0].points, want) {
            #expect(p.distance(to: q) < 1e-9 * max(1, q.length))
        }
        // Nothing mirrored: every image lies right of where the cut's image is, on the same side.
        #expect(projected[0].points.allSatisfy { $0.x >= Self.cutX * c / eps - 1e-6 })
    }

    @Test func anOpenPolylineIsSplitWhereItCrossesTheNearPlane() {
        // A U open on the right: top edge leftward, left edge down, bottom edge rightward. Its left
        // edge is behind the eye, so two pieces are left, each ending on the cut.
        let u = Polyline(points: [Point(x: 1, y: -1), Point(x: -1, y: -1), Point(x: -1, y: 1), Point(x: 1, y: 1)], isClosed: false)
        let projection = PlaneProjection(Self.nearTheEye)
        let pieces = projection.project(u)
        let eps = projection.minimumW, c = cos(Double.pi / 3), wRight = 1 + sin(Double.pi / 3) / 0.5
        #expect(pieces.count == 2 && pieces.allSatisfy { !$0.isClosed && $0.points.count == 2 })
        let want = [[Point(x: c / wRight, y: -1 / wRight), Point(x: Self.cutX * c / eps, y: -1 / eps)],
                    [Point(x: Self.cutX * c / eps, y: 1 / eps), Point(x: c / wRight, y: 1 / wRight)]]
        for (piece, w) in zip(pieces, want) {
            for (p, q) in zip(piece.points, w) { #expect(p.distance(to: q) < 1e-9 * max(1, q.length)) }
        }
    }

    @Test func geometryWhollyBehindTheEyeDrawsNothing() {
        let projection = PlaneProjection(Self.nearTheEye)
        let behind = [Point(x: -3, y: 0), Point(x: -2, y: 0), Point(x: -2, y: 1)]
        #expect(projection.project([Polyline(points: behind, isClosed: true), Polyline(points: behind, isClosed: false)]).isEmpty)
        var broken = Transform3D.identity
        broken.m11 = .nan
        #expect(PlaneProjection(broken).project(Self.unitSquare).isEmpty)
    }

    @Test func anAffinePlaneMapIsItsAffineTransform() {
        let a = AffineTransform(a: 1.5, b: 0.2, c: -0.3, d: 0.8, tx: 12, ty: -7)
        #expect(PlaneProjection(Transform3D(a)).affineMap == a)
        // z-only parts do not reach the plane; a uniform w divides through.
        var t = Transform3D(a).concatenating(Transform3D(rotationAngle: 0.5, x: 0, y: 0, z: 1))
        t.m33 = 5; t.m43 = 9; t.m44 = 2
        let map = PlaneProjection(t).affineMap!
        #expect(map.a == t.m11 / 2 && map.d == t.m22 / 2 && map.tx == t.m41 / 2)
        #expect(PlaneProjection(Self.flipAboutY(0.3, d: 500)).affineMap == nil)
        // And then projecting agrees with the affine map.
        let image = PlaneProjection(Transform3D(a)).project(Self.unitSquare)[0].points
        #expect(image == Self.unitSquare.points.map(a.apply))
    }

    @Test func anAffineMapsToleranceIsDividedByItsLargestStretch() {
        let bounds = Rect(x: -50, y: -50, width: 100, height: 100)
        #expect(PlaneProjection(Transform3D(scaleX: 3, y: 3, z: 1)).layerTolerance(forProjected: 0.01, over: bounds) == 0.01 / 3)
        let turned = PlaneProjection(Transform3D(rotationAngle: 0.7, x: 0, y: 0, z: 1).scaledBy(x: 2, y: 0.5, z: 1))
        #expect(abs(turned.layerTolerance(forProjected: 0.01, over: bounds) - 0.005) < 1e-15)
    }

    /// The largest stretch of the projective map over `bounds`, from central differences of
    /// `Transform3D.apply` on a grid (the singular value of each 2×2 Jacobian).
    static func sampledStretch(_ t: Transform3D, over r: Rect) -> Double {
        var best = 0.0
        let h = 1e-4 * max(r.width, r.height)
        for i in 0...40 {
            for j in 0...40 {
                let p = Point(x: r.minX + r.width * Double(i) / 40, y: r.minY + r.height * Double(j) / 40)
                let dx = (t.apply(p + Point(x: h, y: 0))! - t.apply(p - Point(x: h, y: 0))!) * (0.5 / h)
                let dy = (t.apply(p + Point(x: 0, y: h))! - t.apply(p - Point(x: 0, y: h))!) * (0.5 / h)
                best = max(best, AffineTransform(a: dx.x, b: dx.y, c: dy.x, d: dy.y, tx: 0, ty: 0).maxScale)
            }
        }
        return best
    }

    @Test(arguments: [(60.0, 150.0), (30, 400), (75, 80)])
    func perspectiveToleranceKeepsProjectedCurvesWithinAHundredthOfAPixel(degrees: Double, d: Double) {
        let bounds = Rect(x: -50, y: -50, width: 100, height: 100)
        let t = Self.flipAboutY(degrees * Double.pi / 180, d: d).concatenating(Transform3D(translationX: 120, y: 80, z: 0))
        let projection = PlaneProjection(t)
        let tol = 0.01
        let layerTol = projection.layerTolerance(forProjected: tol, over: bounds)
        // The bound holds, within 1.5 times the largest stretch sampled (1.07 to 1.34 here).
        let stretch = Self.sampledStretch(t, over: bounds)
        #expect(tol / layerTol >= stretch * (1 - 1e-6))
        #expect(tol / layerTol < 1.5 * stretch)

        var path = Path()
        path.addEllipse(in: Rect(x: -50, y: -40, width: 100, height: 80))
        let image = projection.project(path.flattened(tolerance: layerTol))
        #expect(image.count == 1)
        let poly = image[0].points
        var worst = 0.0
        for piece in Reference.pieces(path) {
            for k in 0...200 {
                let exact = t.apply(Reference.bernstein(piece, Double(k) / 200))!
                var nearest = Double.infinity
                for i in poly.indices {
                    nearest = min(nearest, Reference.distance(exact, toSegment: poly[i], poly[(i + 1) % poly.count]))
                }
                worst = max(worst, nearest)
            }
        }
        #expect(worst <= tol)
        #expect(worst > tol / 20)
    }
}
