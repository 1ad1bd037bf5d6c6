import Foundation
import Testing
@testable import SpinnerCore

private func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

private func elements(_ d: String) throws -> [PathElement] {
    try Path(svgData: d).elements
}

/// The error `d` is refused with (a test failure when it parses).
private func error(_ d: String) -> SVGPathError? {
    do {
        _ = try Path(svgData: d)
        Issue.record("\(d.debugDescription) parsed")
        return nil
    } catch {
        return error
    }
}

private func close(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
    a.distance(to: b) <= tolerance
}

@Suite struct SVGPathCommandTests {
    @Test func absoluteLinesAndClose() throws {
        #expect(try elements("M 10 20 L 30 40 H 50 V 60 Z") == [
            .move(to: p(10, 20)), .line(to: p(30, 40)), .line(to: p(50, 40)), .line(to: p(50, 60)), .closeSubpath,
        ])
    }

    @Test func relativeLinesAndCloseThenMoveFromTheSubpathStart() throws {
        #expect(try elements("m 10 20 l 30 40 h 50 v 60 z m 1 1 l 2 2") == [
            .move(to: p(10, 20)), .line(to: p(40, 60)), .line(to: p(90, 60)), .line(to: p(90, 120)), .closeSubpath,
            .move(to: p(11, 21)), .line(to: p(13, 23)),
        ])
    }

    @Test func drawingAfterCloseStartsAtTheClosedSubpathsStart() throws {
        let path = try Path(svgData: "M5 5 L10 5 Z l 1 1")
        #expect(path.elements == [.move(to: p(5, 5)), .line(to: p(10, 5)), .closeSubpath, .line(to: p(6, 6))])
        #expect(path.subpaths.map(\.start) == [p(5, 5), p(5, 5)])
    }

    @Test func implicitLinetoAfterMoveto() throws {
        #expect(try elements("M 0 0 10 10 20 0") == [.move(to: p(0, 0)), .line(to: p(10, 10)), .line(to: p(20, 0))])
        #expect(try elements("m 1 1 2 2 3 3") == [.move(to: p(1, 1)), .line(to: p(3, 3)), .line(to: p(6, 6))])
        // Sets may be separated by a comma too.
        #expect(try elements("M0,0,5,5") == [.move(to: p(0, 0)), .line(to: p(5, 5))])
    }

    @Test func implicitRepeatsKeepTheirCommand() throws {
        #expect(try elements("M0 0 h 1 2 3 v 1 2") == [
            .move(to: p(0, 0)), .line(to: p(1, 0)), .line(to: p(3, 0)), .line(to: p(6, 0)),
            .line(to: p(6, 1)), .line(to: p(6, 3)),
        ])
        #expect(try elements("M0 0 c 1 1 2 2 3 3 1 1 2 2 3 3") == [
            .move(to: p(0, 0)),
            .cubicCurve(to: p(3, 3), control1: p(1, 1), control2: p(2, 2)),
            .cubicCurve(to: p(6, 6), control1: p(4, 4), control2: p(5, 5)),
        ])
    }

    @Test func lowercaseFirstMoveIsAbsolute() throws {
        #expect(try elements("m 3 4") == [.move(to: p(3, 4))])
    }

    @Test func emptyDataIsAnEmptyPath() throws {
        #expect(try Path(svgData: "").isEmpty)
        #expect(try Path(svgData: " \t\r\n").isEmpty)
    }
}

@Suite struct SVGPathCurveTests {
    @Test func smoothCubicReflectsTheSecondControlPoint() throws {
        let expected: [PathElement] = [
            .move(to: p(0, 0)),
            .cubicCurve(to: p(30, 10), control1: p(10, 0), control2: p(20, 10)),
            // 2·(30, 10) − (20, 10)
            .cubicCurve(to: p(60, 10), control1: p(40, 10), control2: p(50, 20)),
            // 2·(60, 10) − (50, 20)
            .cubicCurve(to: p(90, 0), control1: p(70, 0), control2: p(80, 0)),
        ]
        #expect(try elements("M0 0 C 10 0 20 10 30 10 S 50 20 60 10 S 80 0 90 0") == expected)
        #expect(try elements("M0 0 c 10 0 20 10 30 10 s 20 10 30 0 s 20 -10 30 -10") == expected)
    }

    @Test func smoothCubicWithoutAPreviousCubicStartsAtTheCurrentPoint() throws {
        #expect(try elements("M0 0 L 10 0 S 20 10 30 0") == [
            .move(to: p(0, 0)), .line(to: p(10, 0)),
            .cubicCurve(to: p(30, 0), control1: p(10, 0), control2: p(20, 10)),
        ])
        // A quadratic before S is not a cubic to reflect.
        #expect(try elements("M0 0 Q 5 5 10 0 S 20 10 30 0").last == .cubicCurve(to: p(30, 0), control1: p(10, 0), control2: p(20, 10)))
    }

    @Test func smoothQuadReflectsTheControlPoint() throws {
        let expected: [PathElement] = [
            .move(to: p(0, 0)),
            .quadCurve(to: p(20, 0), control: p(10, 20)),
            .quadCurve(to: p(40, 0), control: p(30, -20)),
            .quadCurve(to: p(60, 0), control: p(50, 20)),
        ]
        #expect(try elements("M0 0 Q 10 20 20 0 T 40 0 T 60 0") == expected)
        #expect(try elements("M0 0 q 10 20 20 0 t 20 0 20 0") == expected)
    }

    @Test func smoothQuadWithoutAPreviousQuadUsesTheCurrentPoint() throws {
        #expect(try elements("M0 0 T 10 10") == [.move(to: p(0, 0)), .quadCurve(to: p(10, 10), control: p(0, 0))])
        #expect(try elements("M0 0 C 1 1 2 2 3 3 T 10 10").last == .quadCurve(to: p(10, 10), control: p(3, 3)))
    }
}

@Suite struct SVGPathNumberTests {
    @Test func numbersRunTogether() throws {
        #expect(try elements("M.5.5L-1-1") == [.move(to: p(0.5, 0.5)), .line(to: p(-1, -1))])
        #expect(try elements("M0,0l10-10") == [.move(to: p(0, 0)), .line(to: p(10, -10))])
        #expect(try elements("M0.5.5.5.5") == [.move(to: p(0.5, 0.5)), .line(to: p(0.5, 0.5))])
        #expect(try elements("M+.5-.5") == [.move(to: p(0.5, -0.5))])
    }

    @Test func exponentsAndTrailingPoints() throws {
        #expect(try elements("M1e2 1E+2") == [.move(to: p(100, 100))])
        #expect(try elements("M-1.5e-3,2e0") == [.move(to: p(-0.0015, 2))])
        #expect(try elements("M5. 3.") == [.move(to: p(5, 3))])
        #expect(try elements("M1.e1-1e-1") == [.move(to: p(10, -0.1))])
        // Underflow is harmless: it is just zero.
        #expect(try elements("M1e-999 0") == [.move(to: p(0, 0))])
    }

    @Test func whitespaceOfEveryKind() throws {
        #expect(try elements("\n\tM\r\n1 , 2\tL 3,4 ") == [.move(to: p(1, 2)), .line(to: p(3, 4))])
    }
}

@Suite struct SVGPathArcTests {
    @Test func fullCircleFromTwoArcs() throws {
        let path = try Path(svgData: "M 25 0 A 25 25 0 1 1 25 50 A 25 25 0 1 1 25 0 Z")
        // Two half circles of four 45° cubics each.
        #expect(path.elements.filter(\.isCurve).count == 8)
        let centre = p(25, 25)
        let polylines = path.flattened(tolerance: 0.001)
        #expect(polylines.count == 1)
        for point in polylines.flatMap(\.points) {
            #expect(abs(point.distance(to: centre) - 25) <= 0.01, "\(point)")
        }
        #expect(abs(path.length - 2 * Double.pi * 25) <= 0.01)
        // sweep-flag 1 runs clockwise on screen (y down): from the top through the right side.
        guard case .cubicCurve(let q, _, _) = path.elements[2] else { Issue.record("not a cubic"); return }
        #expect(close(q, p(50, 25)))
    }

    @Test func quarterArcIsTwoEighthsWithTheStandardControlDistance() throws {
        let path = try Path(svgData: "M 10 0 A 10 10 0 0 1 0 10")
        #expect(path.elements.count == 3)
        // k = 4/3·tan(θ/4) for θ = 45°, along the tangents at both ends.
        let k = 4.0 / 3.0 * tan(Double.pi / 16) * 10
        let s = 10 * 0.5.squareRoot()
        guard case .cubicCurve(let end, let c1, let c2) = path.elements[1] else { Issue.record("not a cubic"); return }
        #expect(close(end, p(s, s)))
        #expect(close(c1, p(10, k)))
        #expect(close(c2, p(s + k * 0.5.squareRoot(), s - k * 0.5.squareRoot())))
        guard case .cubicCurve(let last, _, _) = path.elements[2] else { Issue.record("not a cubic"); return }
        #expect(last == p(0, 10))
    }

    @Test func tooSmallRadiiAreScaledUp() throws {
        // Radius 1 cannot reach across 100 units; SVG scales it to 50, a half circle about (50, 0).
        let path = try Path(svgData: "M 0 0 A 1 1 0 0 1 100 0")
        #expect(path.elements.count == 5)
        guard case .cubicCurve(let middle, _, _) = path.elements[2] else { Issue.record("not a cubic"); return }
        // Increasing angle from 9 o'clock, with y down, passes above the chord.
        #expect(close(middle, p(50, -50)))
        for point in path.flattened(tolerance: 0.001).flatMap(\.points) {
            #expect(abs(point.distance(to: p(50, 0)) - 50) <= 0.01, "\(point)")
        }
        #expect(abs(path.length - Double.pi * 50) <= 0.01)
    }

    @Test func flagsChooseAmongTheFourArcs() throws {
        // Chord 50 on a circle of radius 50 subtends 60°.
        let r = 50.0
        let small = try Path(svgData: "M 0 0 A 50 50 0 0 1 50 0")
        let large = try Path(svgData: "M 0 0 A 50 50 0 1 1 50 0")
        #expect(abs(small.length - r * Double.pi / 3) <= 0.01)
        #expect(abs(large.length - r * 5 * Double.pi / 3) <= 0.01)
        // Sweep 0 mirrors sweep 1 across the chord.
        let mirrored = try Path(svgData: "M 0 0 A 50 50 0 0 0 50 0")
        #expect(small.controlPointBounds.minY < 0 && mirrored.controlPointBounds.maxY > 0)
        #expect(abs(mirrored.length - small.length) <= 1e-9)
    }

    @Test func rotatedEllipseStaysOnTheEllipse() throws {
        // An ellipse rx 40, ry 20 rotated 30° about its centre (0, 0): both ends of a diameter.
        let phi = Double.pi / 6
        let a = p(40 * cos(phi), 40 * sin(phi))
        let path = try Path(svgData: "M \(a.x) \(a.y) A 40 20 30 0 1 \(-a.x) \(-a.y)")
        for point in path.flattened(tolerance: 0.001).flatMap(\.points) {
            // Back into the ellipse's frame, where it is x²/40² + y²/20² = 1.
            let x = cos(phi) * point.x + sin(phi) * point.y
            let y = -sin(phi) * point.x + cos(phi) * point.y
            #expect(abs((x / 40) * (x / 40) + (y / 20) * (y / 20) - 1) <= 1e-3, "\(point)")
        }
    }

    @Test func flagsWithoutSeparators() throws {
        let spaced = try elements("M 0 0 a25,25 0 1,0 50,0")
        let packed = try elements("M 0 0 a25 25 0 1050 0")
        #expect(spaced == packed)
        #expect(spaced.count == 5)
        guard case .cubicCurve(let end, _, _) = spaced.last else { Issue.record("not a cubic"); return }
        #expect(end == p(50, 0))
        #expect(try elements("M0 0A1 1 0 00 2 0") == elements("M0 0 A 1 1 0 0 0 2 0"))
    }

    @Test func degenerateArcs() throws {
        // A zero radius draws a line; identical endpoints draw nothing.
        #expect(try elements("M 0 0 A 0 5 0 0 1 10 10") == [.move(to: p(0, 0)), .line(to: p(10, 10))])
        #expect(try elements("M 0 0 a 5 0 0 0 1 10 10") == [.move(to: p(0, 0)), .line(to: p(10, 10))])
        #expect(try elements("M 3 3 A 5 5 0 0 1 3 3 L 4 4") == [.move(to: p(3, 3)), .line(to: p(4, 4))])
        // Negative radii are their absolute values.
        #expect(try elements("M 0 0 A -5 -5 0 0 1 10 0") == elements("M 0 0 A 5 5 0 0 1 10 0"))
        // Radii so large the chord vanishes against them: the chord itself.
        #expect(try elements("M 0 0 A 1e300 1e300 0 0 1 1e-300 0") == [.move(to: p(0, 0)), .line(to: p(1e-300, 0))])
    }
}

@Suite struct SVGPathErrorTests {
    /// Malformed data, the offset it is refused at, and a fragment of the message.
    struct Case: Sendable, CustomTestStringConvertible {
        var data: String, offset: Int, fragment: String
        var testDescription: String { data.debugDescription }
    }

    static let cases: [Case] = [
        Case(data: "L 10 10", offset: 0, fragment: "path data must start with M or m"),
        Case(data: "  l", offset: 2, fragment: "must start with M or m"),
        Case(data: "M 10", offset: 4, fragment: "'M' needs 2 numbers (x y), found 1"),
        Case(data: "M 0 0 L", offset: 7, fragment: "expected a number after 'L'"),
        Case(data: "M,0 0", offset: 1, fragment: "expected a number after 'M'"),
        Case(data: "M 0 0 X 1", offset: 6, fragment: "unknown command 'X'"),
        Case(data: "M 0 0 L 1 2 #", offset: 12, fragment: "expected a command letter, found '#'"),
        Case(data: "M 0 0 L 1e", offset: 8, fragment: "exponent"),
        Case(data: "M 0 0 L - 2", offset: 8, fragment: "expected digits"),
        Case(data: "M 0 0 L 1e999 0", offset: 8, fragment: "number '1e999' is too large"),
        Case(data: "M 0 0 Z 5", offset: 8, fragment: "'Z' takes no numbers"),
        Case(data: "M 0 0 A 10 10 0 2 0 5 5", offset: 16, fragment: "'A' needs 0 or 1 for its large-arc-flag, found '2'"),
        Case(data: "M 0 0 L 1,,2", offset: 10, fragment: "'L' needs 2 numbers"),
        Case(data: "M 0 0 L 1 2,", offset: 12, fragment: "expected a number after ','"),
        Case(data: "M 0 0 z,", offset: 7, fragment: "','"),
        Case(data: "M 0 0\u{a0}L 1 1", offset: 5, fragment: "expected a command letter"),
        Case(data: "M 0 0 🙂 L", offset: 6, fragment: "found '🙂'"),
        Case(data: "M 1e308 0 l 1e308 0", offset: 12, fragment: "too large to represent"),
    ]

    @Test(arguments: cases)
    func refusedAtItsOffset(_ c: Case) {
        guard let e = error(c.data) else { return }
        #expect(e.offset == c.offset, "\(c.data.debugDescription): \(e)")
        #expect(e.message.contains(c.fragment), "\(c.data.debugDescription): \(e)")
    }

    @Test func descriptionNamesTheCharacter() {
        #expect(error("M 0 0 L")?.description == "at character 7: expected a number after 'L'")
        #expect(error("Z")?.description == "at character 0: path data must start with M or m")
    }

    @Test func controlCharactersAreShownEscaped() {
        let e = error("M 0 0 \u{1b}[2J")
        #expect(e?.offset == 6)
        #expect(e?.message.contains("\\u{1b}") == true)
    }
}

@Suite struct SVGPathLimitTests {
    @Test func characterLimit() throws {
        let atLimit = "M0 0" + String(repeating: " ", count: SVGPathParser.maximumCharacters - 4)
        #expect(try Path(svgData: atLimit).elements == [.move(to: p(0, 0))])
        let e = error(atLimit + " ")
        #expect(e?.offset == SVGPathParser.maximumCharacters)
        #expect(e?.message.contains("\(SVGPathParser.maximumCharacters) characters") == true)
    }

    @Test func segmentLimit() throws {
        let n = SVGPathParser.maximumSegments
        // A move and n − 1 lines is exactly the limit.
        let atLimit = "M0 0" + String(repeating: "h1", count: n - 1)
        #expect(try Path(svgData: atLimit).elements.count == n)
        let e = error(atLimit + "h1")
        #expect(e?.offset == 4 + 2 * (n - 1) + 1)
        #expect(e?.message.contains("\(n) segments") == true)
    }

    /// Numbers at the edges of Double's range either give a finite path or are refused.
    @Test(arguments: [
        "M-1e308-1e308A1e-300 1e-300 0 1 1 1e308 1e308",
        "M0 0A1e-10 1e-10 0 0 1 1e300 0",
        "M0 0A1e308 1e-308 45 1 0 1e308 -1e308",
        "M1e308 1e308 C-1e308 -1e308 1e308 -1e308 -1e308 1e308 s1e308 1e308 1e308 1e308",
        "M0 0 a1e-320 1e-320 0 0 0 1e-320 1e-320",
        "M0 0 A1 1 1e308 1 1 1 0",
        "M1.7976931348623157e308 0 h1.7976931348623157e308",
    ])
    func extremeNumbersGiveFinitePathsOrErrors(_ d: String) {
        do {
            let path = try Path(svgData: d)
            #expect(path.isFinite, "\(path.elements)")
        } catch {
            #expect(error.message.contains("too large"), "\(error)")
        }
    }

    /// Random strings over the path alphabet either parse to a finite path or are refused;
    /// nothing traps.
    @Test func randomDataNeverTraps() {
        let alphabet = Array("MmLlHhVvCcSsQqTtAaZz0123456789.,-+eE 01\t")
        var rng = SplitMix64(seed: 0x5647_5041_5448)
        for _ in 0..<3000 {
            let length = Int(rng.next() % 48)
            var d = rng.next() % 4 == 0 ? "" : "M"
            for _ in 0..<length { d.append(alphabet[Int(rng.next() % UInt64(alphabet.count))]) }
            if let path = try? Path(svgData: d) {
                #expect(path.isFinite, "\(d.debugDescription)")
            }
        }
    }
}
