import Foundation
import Testing
import SpinnerCore
@testable import SpinnerLottieImport

/// Stars and polygons against their closed form: vertices on the outer and inner circles,
/// the first straight up (rotation 0), clockwise, roundness along the circle's tangent.
struct LottiePolystarTests {
    static func values(points: Double, outer: Double, inner: Double = 0, outerRoundness: Double = 0, rotation: Double = 0)
        -> LottiePolystarPath.Values {
        .init(center: [10, 20], points: points, rotation: rotation, outerRadius: outer, outerRoundness: outerRoundness,
              innerRadius: inner, innerRoundness: 0)
    }

    @Test func aStarAlternatesOuterAndInnerRadiusEveryHalfPoint() {
        let star = LottiePolystarPath.star(Self.values(points: 5, outer: 50, inner: 20), reversed: false)
        #expect(star.vertices.count == 10)
        #expect(star.closed)
        for (k, v) in star.vertices.enumerated() {
            let angle = -Double.pi / 2 + Double(k) * .pi / 5
            let r = k % 2 == 0 ? 50.0 : 20.0
            #expect(abs(v[0] - (10 + r * cos(angle))) < 1e-9)
            #expect(abs(v[1] - (20 + r * sin(angle))) < 1e-9)
        }
        // Sharp: no handles.
        #expect(star.inTangents.allSatisfy { $0 == [0, 0] })
    }

    @Test func aPolygonStartsAtItsRotationAndRoundsAlongTheCircle() {
        let square = LottiePolystarPath.polygon(Self.values(points: 4, outer: 10, outerRoundness: 100, rotation: 45), reversed: false)
        #expect(square.vertices.count == 4)
        // Rotation 45 puts the first vertex up and to the right (clockwise from up).
        let h = 10 / 2.0.squareRoot()
        #expect(abs(square.vertices[0][0] - (10 + h)) < 1e-9 && abs(square.vertices[0][1] - (20 - h)) < 1e-9)
        // Handles 10 · 1 · 0.25 long, perpendicular to the radius, the out handle clockwise.
        let out = square.outTangents[0]
        #expect(abs((out[0] * out[0] + out[1] * out[1]).squareRoot() - 2.5) < 1e-9)
        #expect(abs(out[0] * h + out[1] * -h) < 1e-9)
        #expect(out[1] > 0)
    }

    @Test func reversedKeepsTheFirstVertexAndRunsBack() {
        let forward = LottiePolystarPath.polygon(Self.values(points: 3, outer: 10), reversed: false)
        let back = LottiePolystarPath.polygon(Self.values(points: 3, outer: 10), reversed: true)
        #expect(back.vertices == [forward.vertices[0], forward.vertices[2], forward.vertices[1]])
    }

    @Test func rectanglesStartTopRightAndRoundTheirCorners() {
        let rect = LottieShapeGeometry.rectangle(center: [0, 0], size: [20, 10], radius: 0, reversed: false)
        #expect(rect.vertices == [[10, -5], [10, 5], [-10, 5], [-10, -5]])
        let rounded = LottieShapeGeometry.rectangle(center: [0, 0], size: [20, 10], radius: 100, reversed: false)
        // The radius is clamped to half the shorter side: 5.
        #expect(rounded.vertices.count == 8)
        #expect(rounded.vertices[0] == [10, 0])
        #expect(rounded.inTangents[0] == [0, -5 * LottieShapeGeometry.quarterCircle])
    }

    @Test func roundedCornersCutSharpVerticesBack() {
        let corner = LottieBezier(vertices: [[0, 0], [10, 0], [10, 10]], inTangents: Array(repeating: [0, 0], count: 3),
                                  outTangents: Array(repeating: [0, 0], count: 3), closed: false)
        let round = LottieRoundedCorners.round(corner, radius: 2)
        // The open ends stay; the corner at (10, 0) becomes (8, 0) and (10, 2).
        #expect(round.vertices == [[0, 0], [8, 0], [10, 2], [10, 10]])
        #expect(abs(round.outTangents[1][0] - 2 * LottieRoundedCorners.handle) < 1e-12)
        #expect(abs(round.inTangents[2][1] + 2 * LottieRoundedCorners.handle) < 1e-12)
    }
}
