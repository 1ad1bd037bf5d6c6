import Foundation
import Testing
import SpinnerCore
import SpinnerQuartz

/// Core Graphics' and Core Animation's value types: their order conventions, their matrices
/// computed by hand, and which way CGPath's arcs turn.
@Suite struct GeometryTypesTests {
    static func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) <= tolerance }
    static func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
        close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance)
    }
    static func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
        close(a.origin, b.origin, tolerance) && close(a.width, b.width, tolerance) && close(a.height, b.height, tolerance)
    }

    /// The point halfway (t = 0.5) along each segment of `path`, in order.
    static func midpoints(_ path: CGPath) -> [CGPoint] {
        path.engine.subpaths.flatMap(\.segments).map { seg in
            let p = seg.point(at: 0.5)
            return CGPoint(x: p.x, y: p.y)
        }
    }

    // MARK: - CGAffineTransform

    @Suite struct AffineTransforms {
        /// Apple's order: `scaledBy`, `rotated` and `translatedBy` put the new step first.
        @Test func builderMethodsApplyTheNewStepFirst() {
            let p = CGPoint(x: 1, y: 0)
            #expect(p.applying(CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)) == CGPoint(x: 12, y: 0))
            #expect(close(p.applying(CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)), CGPoint(x: 10, y: 1)))
            #expect(CGPoint.zero.applying(CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 1, y: 1)) == CGPoint(x: 2, y: 3))
        }

        /// `a.concatenating(b)` is `a` then `b`.
        @Test func concatenatingAppliesSelfThenTheArgument() {
            let t = CGAffineTransform(translationX: 10, y: 0).concatenating(CGAffineTransform(scaleX: 2, y: 2))
            #expect(CGPoint(x: 1, y: 0).applying(t) == CGPoint(x: 22, y: 0))
            #expect(t == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 20, ty: 0))
        }

        /// A rotation by a quarter turn takes +x to +y: clockwise on a y-down screen.
        @Test func rotationCoefficients() {
            let t = CGAffineTransform(rotationAngle: .pi / 2)
            #expect(close(t.a, 0) && t.b == 1 && t.c == -1 && close(t.d, 0) && t.tx == 0 && t.ty == 0)
        }

        @Test func inverseUndoesTheTransformAndASingularOneComesBackUnchanged() {
            let t = CGAffineTransform(translationX: 3, y: 4).rotated(by: 0.7).scaledBy(x: 2, y: 0.5)
            let both = t.concatenating(t.inverted())
            #expect(close(both.a, 1) && close(both.b, 0) && close(both.c, 0) && close(both.d, 1))
            #expect(close(both.tx, 0) && close(both.ty, 0))
            let p = CGPoint(x: -7, y: 11)
            #expect(close(p.applying(t).applying(t.inverted()), p))
            let singular = CGAffineTransform(scaleX: 0, y: 1)
            #expect(singular.inverted() == singular)
        }

        @Test func identityAndTheZeroInitialiser() {
            #expect(CGAffineTransform.identity.isIdentity)
            #expect(!CGAffineTransform(translationX: 0, y: 1).isIdentity)
            // As on Apple's platforms, `init()` is the C struct's zero, not the identity.
            #expect(CGAffineTransform() == CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
        }

        @Test func sizesIgnoreTranslationAndRectsMapToTheirBoundingBox() {
            let t = CGAffineTransform(translationX: 100, y: 100).scaledBy(x: 2, y: -1)
            #expect(CGSize(width: 3, height: 4).applying(t) == CGSize(width: 6, height: -4))
            let rotated = CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2))
            #expect(close(rotated, CGRect(x: -20, y: 0, width: 20, height: 10)))
            #expect(CGRect.null.applying(t).isNull)
        }

        @Test func engineBridgeKeepsTheCoefficients() {
            let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
            #expect(CGAffineTransform(t.engine) == t)
            #expect(t.engine == SpinnerCore.AffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
        }
    }

    // MARK: - CATransform3D

    @Suite struct Transforms3D {
        static func matrix(_ rows: [[CGFloat]]) -> CATransform3D {
            CATransform3D(m11: rows[0][0], m12: rows[0][1], m13: rows[0][2], m14: rows[0][3],
                          m21: rows[1][0], m22: rows[1][1], m23: rows[1][2], m24: rows[1][3],
                          m31: rows[2][0], m32: rows[2][1], m33: rows[2][2], m34: rows[2][3],
                          m41: rows[3][0], m42: rows[3][1], m43: rows[3][2], m44: rows[3][3])
        }

        static func close(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
            let x = [a.m11, a.m12, a.m13, a.m14, a.m21, a.m22, a.m23, a.m24, a.m31, a.m32, a.m33, a.m34, a.m41, a.m42, a.m43, a.m44]
            let y = [b.m11, b.m12, b.m13, b.m14, b.m21, b.m22, b.m23, b.m24, b.m31, b.m32, b.m33, b.m34, b.m41, b.m42, b.m43, b.m44]
            return zip(x, y).allSatisfy { abs($0 - $1) <= 1e-12 }
        }

        @Test func identityAndTheZeroInitialiser() {
            #expect(CATransform3DIdentity == Self.matrix([[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]))
            #expect(CATransform3DIsIdentity(CATransform3DIdentity))
            // As on Apple's platforms, `init()` is the C struct's zero, not the identity.
            #expect(CATransform3D() == Self.matrix([[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]))
            #expect(!CATransform3DIsIdentity(CATransform3D()))
        }

        @Test func makeTranslationScaleAndRotation() {
            #expect(CATransform3DMakeTranslation(1, 2, 3) == Self.matrix([[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [1, 2, 3, 1]]))
            #expect(CATransform3DMakeScale(2, 3, 4) == Self.matrix([[2, 0, 0, 0], [0, 3, 0, 0], [0, 0, 4, 0], [0, 0, 0, 1]]))
            // About z: the affine rotation, +x to +y (clockwise on a y-down screen).
            #expect(Self.close(CATransform3DMakeRotation(.pi / 2, 0, 0, 1),
                               Self.matrix([[0, 1, 0, 0], [-1, 0, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]])))
            // About x (any length of axis): +y to +z, +z to −y.
            #expect(Self.close(CATransform3DMakeRotation(.pi / 2, 5, 0, 0),
                               Self.matrix([[1, 0, 0, 0], [0, 0, 1, 0], [0, -1, 0, 0], [0, 0, 0, 1]])))
            // About y: +z to +x, +x to −z.
            #expect(Self.close(CATransform3DMakeRotation(.pi / 2, 0, 1, 0),
                               Self.matrix([[0, 0, -1, 0], [0, 1, 0, 0], [1, 0, 0, 0], [0, 0, 0, 1]])))
            #expect(CATransform3DMakeRotation(1, 0, 0, 0) == CATransform3DIdentity)
        }

        /// Translate, Scale and Rotate put the new step first (step · t); Concat(a, b) is a · b.
        @Test func chainingOrder() {
            let s = CATransform3DMakeScale(2, 2, 2)
            #expect(CATransform3DTranslate(s, 1, 0, 0) == Self.matrix([[2, 0, 0, 0], [0, 2, 0, 0], [0, 0, 2, 0], [2, 0, 0, 1]]))
            #expect(CATransform3DConcat(CATransform3DMakeTranslation(1, 0, 0), s)
                == Self.matrix([[2, 0, 0, 0], [0, 2, 0, 0], [0, 0, 2, 0], [2, 0, 0, 1]]))
            #expect(CATransform3DConcat(s, CATransform3DMakeTranslation(1, 0, 0))
                == Self.matrix([[2, 0, 0, 0], [0, 2, 0, 0], [0, 0, 2, 0], [1, 0, 0, 1]]))
            let t = CATransform3DMakeTranslation(5, 0, 0)
            #expect(CATransform3DScale(t, 3, 1, 1) == Self.matrix([[3, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [5, 0, 0, 1]]))
            #expect(Self.close(CATransform3DRotate(t, .pi / 2, 0, 0, 1),
                               Self.matrix([[0, 1, 0, 0], [-1, 0, 0, 0], [0, 0, 1, 0], [5, 0, 0, 1]])))
        }

        @Test func inverse() {
            #expect(CATransform3DInvert(CATransform3DMakeTranslation(1, 2, 3)) == CATransform3DMakeTranslation(-1, -2, -3))
            var t = CATransform3DRotate(CATransform3DMakeScale(2, 3, 4), 0.6, 1, 2, 3)
            t.m34 = -1.0 / 500
            #expect(Self.close(CATransform3DConcat(t, CATransform3DInvert(t)), CATransform3DIdentity))
            let singular = CATransform3DMakeScale(0, 1, 1)
            #expect(CATransform3DInvert(singular) == singular)
        }

        @Test func affineConversions() {
            let m = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
            let t = CATransform3DMakeAffineTransform(m)
            #expect(t == Self.matrix([[1, 2, 0, 0], [3, 4, 0, 0], [0, 0, 1, 0], [5, 6, 0, 1]]))
            #expect(CATransform3DIsAffine(t))
            #expect(CATransform3DGetAffineTransform(t) == m)
            var perspective = t
            perspective.m34 = -0.002
            #expect(!CATransform3DIsAffine(perspective))
            #expect(CATransform3DEqualToTransform(t, CATransform3DMakeAffineTransform(m)))
            #expect(!CATransform3DEqualToTransform(t, perspective))
        }
    }

    // MARK: - CGPath

    @Suite struct Paths {
        /// Core Graphics' `clockwise` is y-up: `false` sweeps towards increasing angles, which
        /// on raw y-down coordinates passes below the centre.
        @Test func counterclockwiseQuarterArcPassesThroughPlusFortyFiveDegrees() {
            let c = CGPoint(x: 50, y: 40), r: CGFloat = 10
            let path = CGMutablePath()
            path.addArc(center: c, radius: r, startAngle: 0, endAngle: .pi / 2, clockwise: false)
            let diagonal = CGPoint(x: c.x + r * cos(.pi / 4), y: c.y + r * sin(.pi / 4))
            #expect(midpoints(path).count == 1)
            #expect(close(midpoints(path)[0], diagonal))
            #expect(close(path.currentPoint, CGPoint(x: 50, y: 50)))
            #expect(close(path.boundingBoxOfPath, CGRect(x: 50, y: 40, width: 10, height: 10)))
        }

        /// `clockwise: true` over the same angles goes the long way round, through the top.
        @Test func clockwiseArcGoesThroughDecreasingAngles() {
            let path = CGMutablePath()
            path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
            let segments = path.engine.subpaths.flatMap(\.segments)
            #expect(segments.count == 3)
            #expect(close(CGPoint(x: segments[0].end.x, y: segments[0].end.y), CGPoint(x: 0, y: -10)))
            #expect(close(path.currentPoint, CGPoint(x: 0, y: 10)))
            #expect(close(path.boundingBoxOfPath, CGRect(x: -10, y: -10, width: 20, height: 20)))
        }

        @Test func relativeArcWithPositiveDeltaIsTheCounterclockwiseArc() {
            let a = CGMutablePath(), b = CGMutablePath()
            a.addRelativeArc(center: CGPoint(x: 1, y: 2), radius: 3, startAngle: 0.25, delta: 1)
            b.addArc(center: CGPoint(x: 1, y: 2), radius: 3, startAngle: 0.25, endAngle: 1.25, clockwise: false)
            #expect(a == b)
        }

        /// An arc after a point is joined to it by a line; its transform maps the arc.
        @Test func arcJoinsTheCurrentPointAndFollowsItsTransform() {
            let path = CGMutablePath()
            path.move(to: .zero)
            path.addArc(center: CGPoint(x: 10, y: 0), radius: 5, startAngle: 0, endAngle: .pi, clockwise: false,
                        transform: CGAffineTransform(translationX: 0, y: 100))
            guard case .line(let to)? = path.engine.elements.dropFirst().first else {
                Issue.record("no joining line: \(path.engine.elements)")
                return
            }
            #expect(to == Point(x: 15, y: 100))
            #expect(close(path.currentPoint, CGPoint(x: 5, y: 100)))
            #expect(close(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 15, height: 105)))
        }

        /// CGPathAddArcToPoint: a line to where the circle touches the first line, then the arc
        /// to where it touches the second.
        @Test func tangentArcRoundsACorner() {
            let path = CGMutablePath()
            path.move(to: .zero)
            path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 2)
            guard case .line(let to)? = path.engine.elements.dropFirst().first else {
                Issue.record("no line to the arc: \(path.engine.elements)")
                return
            }
            #expect(abs(to.x - 8) < 1e-9 && abs(to.y) < 1e-9)
            #expect(close(path.currentPoint, CGPoint(x: 10, y: 2)))
            #expect(close(midpoints(path)[1], CGPoint(x: 8 + 2 * cos(-.pi / 4), y: 2 + 2 * sin(-.pi / 4))))
            #expect(close(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 10, height: 2)))
            // Parallel lines: a line to the first point only.
            let straight = CGMutablePath()
            straight.move(to: .zero)
            straight.addArc(tangent1End: CGPoint(x: 5, y: 0), tangent2End: CGPoint(x: 9, y: 0), radius: 2)
            #expect(straight.engine.elements == [.move(to: .zero), .line(to: Point(x: 5, y: 0))])
        }

        @Test func roundedRectsFillTheirRectangle() {
            let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
            let elliptic = CGPath(roundedRect: rect, cornerWidth: 10, cornerHeight: 5, transform: nil)
            #expect(close(elliptic.boundingBox, rect))
            #expect(close(elliptic.boundingBoxOfPath, rect))
            // Equal radii are the engine's quarter circles.
            var circular = Path()
            circular.addRoundedRect(Rect(rect), cornerRadius: 8, style: .circular)
            #expect(CGPath(roundedRect: rect, cornerWidth: 8, cornerHeight: 8, transform: nil).engine == circular)
            let mutable = CGMutablePath()
            mutable.addRoundedRect(in: rect, cornerWidth: 10, cornerHeight: 5)
            #expect(mutable == elliptic)
            // Through a transform.
            var scale = CGAffineTransform(scaleX: 2, y: 2)
            let scaled = CGPath(roundedRect: rect, cornerWidth: 10, cornerHeight: 5, transform: &scale)
            #expect(close(scaled.boundingBoxOfPath, CGRect(x: 20, y: 40, width: 200, height: 100)))
        }

        @Test func boundingBoxCountsControlPointsAndBoundingBoxOfPathDoesNot() {
            let path = CGMutablePath()
            path.move(to: .zero)
            path.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
            #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
            #expect(close(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 10, height: 5)))
        }

        @Test func emptyPathsAndCopies() {
            let empty = CGMutablePath()
            #expect(empty.isEmpty && empty.boundingBox.isNull && empty.boundingBoxOfPath.isNull)
            #expect(empty.currentPoint == .zero)
            let path = CGMutablePath()
            path.addLines(between: [CGPoint(x: 1, y: 1), CGPoint(x: 4, y: 1), CGPoint(x: 4, y: 5)])
            let frozen = path.copy()!
            path.closeSubpath()
            #expect(frozen != path)
            #expect(frozen.mutableCopy()!.engine.elements.count == 3)
            var shift = CGAffineTransform(translationX: 1, y: 0)
            #expect(frozen.copy(using: &shift)!.currentPoint == CGPoint(x: 5, y: 5))
            let combined = CGMutablePath()
            combined.addPath(frozen, transform: CGAffineTransform(scaleX: 2, y: 1))
            combined.addRects([CGRect(x: 0, y: 0, width: 1, height: 1)])
            combined.addEllipse(in: CGRect(x: 0, y: 0, width: 4, height: 2))
            #expect(combined.engine.subpaths.count == 3)
            #expect(close(combined.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 8, height: 5)))
            #expect(close(CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 2), transform: nil).boundingBoxOfPath,
                          CGRect(x: 0, y: 0, width: 4, height: 2)))
            #expect(CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil).boundingBox == CGRect(x: 1, y: 2, width: 3, height: 4))
        }
    }

    // MARK: - CGColor

    @Suite struct Colors {
        @Test func grayColoursKeepTwoComponents() {
            let gray = CGColor(gray: 0.25, alpha: 0.5)
            #expect(gray.numberOfComponents == 2 && gray.components == [0.25, 0.5] && gray.alpha == 0.5)
            #expect(gray.engine == Color(red: 0.25, green: 0.25, blue: 0.25, alpha: 0.5))
            let rgb = CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)
            #expect(rgb.numberOfComponents == 4 && rgb.components == [0.1, 0.2, 0.3, 1])
            #expect(CGColor(srgbRed: 0.1, green: 0.2, blue: 0.3, alpha: 1) == rgb)
            #expect(CGColor.black.components == [0, 1] && CGColor.white.components == [1, 1] && CGColor.clear.components == [0, 0])
        }

        @Test func equalityIsByColourSpaceAndValue() {
            #expect(CGColor(red: 1, green: 0, blue: 0, alpha: 1) == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            #expect(CGColor(gray: 1, alpha: 1) != CGColor(red: 1, green: 1, blue: 1, alpha: 1))
            #expect(Set([CGColor(gray: 0.5, alpha: 1), CGColor(gray: 0.5, alpha: 1)]).count == 1)
            let faded = CGColor(gray: 0.5, alpha: 1).copy(alpha: 0.25)!
            #expect(faded == CGColor(gray: 0.5, alpha: 0.25))
        }
    }
}
