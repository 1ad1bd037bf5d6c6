import Testing
import SpinnerCore
import SpinnerAnimation
@testable import SpinnerLottie

/// `--bake-trims`: a trimmed stroke's path cut by spinnergen, one vertex count at every frame.
@Suite struct LottieTrimBakeTests {
    /// A circle of radius 10 about the origin from (10, 0), clockwise on screen (four cubics).
    static let circle: Path = {
        var p = Path()
        p.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: 2 * Double.pi, clockwise: true)
        p.closeSubpath()
        return p
    }()

    static func stroke(_ path: Path, _ start: Double, _ end: Double) -> LayerContent {
        LayerContent(path: path, style: .stroke(StrokeStyle(lineWidth: 2), start: start, end: end), paint: .solid(.black))
    }

    /// A contour as a path again: curve k from vertex k with its out handle to vertex k + 1 with its in handle.
    static func path(_ b: LottieBezier) -> Path {
        func pt(_ a: [Double]) -> Point { Point(x: a[0], y: a[1]) }
        var p = Path()
        p.move(to: pt(b.vertices[0]))
        let n = b.vertices.count
        for k in 0..<(b.closed ? n : n - 1) {
            let a = pt(b.vertices[k]), d = pt(b.vertices[(k + 1) % n])
            p.addCurve(to: d, control1: a + pt(b.outTangents[k]), control2: d + pt(b.inTangents[(k + 1) % n]))
        }
        if b.closed { p.closeSubpath() }
        return p
    }

    @Test func aQuarterTrimEndsWhereTheTrueLengthDoes() throws {
        let part = try #require(LottieTrimBake.parts(Self.stroke(Self.circle, 0, 0.25))[0])
        let contour = part.contour(pieces: 8, closed: false)
        #expect(contour.vertices.count == 9 && !contour.closed)
        #expect(Point(x: contour.vertices[0][0], y: contour.vertices[0][1]).distance(to: Point(x: 10, y: 0)) < 1e-6)
        let end = contour.vertices[contour.vertices.count - 1]
        #expect(Point(x: end[0], y: end[1]).distance(to: Point(x: 0, y: 10)) < 1e-6, "ends at \(end)")
        // A quarter of the whole length, in pieces of an eighth of the circle (two drawn), the
        // rest of no length at the end.
        #expect(abs(Self.path(contour).length - Self.circle.length / 4) < 1e-9)
        let distinct = contour.vertices.indices.filter { $0 == 0 || contour.vertices[$0] != contour.vertices[$0 - 1] }
        #expect(distinct.count == 3)
        for k in 0..<2 {
            let piece = Self.path(LottieBezier(c: false, v: [contour.vertices[k], contour.vertices[k + 1]], i: [[0, 0], contour.inTangents[k + 1]],
                                               o: [contour.outTangents[k], [0, 0]]))
            #expect(abs(piece.length - Self.circle.length / 8) < 1e-9)
        }
    }

    /// Frames whose trims move: every frame's contour has the slot's vertex count, starts and
    /// ends where `Path.trimmed` does and is as long, to the export's rounding.
    @Test func everyFrameHasTheSameVertexCountAndTheTrimmedPath() throws {
        let trims: [(Double, Double)] = [(0, 0.012), (0, 0.25), (0.1, 0.6), (0.3, 0.95), (0.5, 0.5001), (0, 1)]
        let frames = LottieTrimBake.contours(trims.map { Self.stroke(Self.circle, $0.0, $0.1) })
        #expect(frames.allSatisfy { $0.count == 1 })
        let counts = Set(frames.map { $0[0].vertices.count })
        #expect(counts.count == 1)
        // The whole circle turns 2π: eight pieces of at most 45 degrees, open at every frame.
        #expect(counts.first == 9 && frames.allSatisfy { !$0[0].closed })
        for ((s, e), frame) in zip(trims, frames) {
            let exact = Self.circle.trimmed(from: s, to: e)
            let baked = Self.path(frame[0])
            let first = try #require(exact.subpaths.first?.start), last = try #require(exact.currentPoint)
            let v = frame[0].vertices
            #expect(Point(x: v[0][0], y: v[0][1]).distance(to: first) < 1e-4)
            #expect(Point(x: v[v.count - 1][0], y: v[v.count - 1][1]).distance(to: last) < 1e-4, "\(s)...\(e)")
            #expect(abs(baked.length - exact.length) < 2e-3, "\(s)...\(e): \(baked.length) against \(exact.length)")
        }
    }

    /// A trim that keeps only half the first of two subpaths leaves the second a closed point
    /// repeated, with its slot's vertex count; the square, whole wherever drawn, stays closed.
    @Test func subpathsKeepTheirSlots() throws {
        var two = Self.circle
        two.addRect(Rect(x: 20, y: 0, width: 10, height: 10))
        let whole = Self.circle.length, total = two.length
        let frames = LottieTrimBake.contours([Self.stroke(two, 0, 1), Self.stroke(two, 0, whole / total * 0.5)])
        #expect(frames.allSatisfy { $0.count == 2 })
        #expect(frames[0][1].vertices.count == frames[1][1].vertices.count)
        #expect(frames[1][1].vertices.allSatisfy { $0 == frames[1][1].vertices[0] } && frames[1][1].closed)
        #expect(frames[0][1].closed && frames[0][1].vertices.count == 4)
        #expect(frames[0][0].vertices.count == frames[1][0].vertices.count)
        // The circle is cut at frame 1, so its slot is open at both.
        #expect(!frames[0][0].closed && !frames[1][0].closed)
        let exactEnd = try #require(two.trimmed(from: 0, to: whole / total * 0.5).currentPoint)
        let v = frames[1][0].vertices
        #expect(Point(x: v[v.count - 1][0], y: v[v.count - 1][1]).distance(to: exactEnd) < 1e-4)
    }

    /// `--outline-strokes`: the ring's two polygons lie on the stroke's edges and keep their
    /// vertex counts while the width changes.
    @Test func anOutlinedRingLiesOnItsEdges() {
        func ring(_ width: Double) -> LayerContent {
            LayerContent(path: Self.circle, style: .stroke(StrokeStyle(lineWidth: width), start: 0, end: 1), paint: .solid(.black))
        }
        let frames = LottieStrokeOutline.contours([ring(2), ring(3)], tolerance: 0.001)
        #expect(frames.allSatisfy { $0.count == 2 })
        for k in 0..<2 { #expect(frames[0][k].vertices.count == frames[1][k].vertices.count && frames[0][k].closed) }
        for (frame, half) in zip(frames, [1.0, 1.5]) {
            let radii = frame.map { contour in contour.vertices.map { ($0[0] * $0[0] + $0[1] * $0[1]).squareRoot() } }
            // One polygon on each edge (the circle itself is within 3e-4 of r = 10).
            let outer = radii.first { $0[0] > 10 }!, inner = radii.first { $0[0] < 10 }!
            #expect(outer.allSatisfy { abs($0 - (10 + half)) < 0.004 }, "outer \(outer.min()!)...\(outer.max()!)")
            #expect(inner.allSatisfy { abs($0 - (10 - half)) < 0.004 }, "inner \(inner.min()!)...\(inner.max()!)")
        }
        // Polygons: every handle zero, the padding's too.
        #expect(frames.joined().allSatisfy { $0.inTangents.allSatisfy { $0 == [0, 0] } && $0.outTangents.allSatisfy { $0 == [0, 0] } })
    }
}
