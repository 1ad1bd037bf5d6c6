import Foundation
import Testing
import SpinnerCore
import SpinnerAnimation
@testable import SpinnerPresets

@Suite struct MaterialSpinnerTests {
    /// The gmd closed form of docs/presets.md: (t, strokeStart, strokeEnd, rotation°, colour).
    static let table: [(Double, Double, Double, Double, String)] = [
        (0.00, 0, 0, 0, "#4885ED"),
        (0.25, 0, 0.093465, 45, "#4885ED"),
        (0.50, 0, 0.315357, 90, "#4885ED"),
        (0.75, 0.378138, 0.621862, 135, "#4885ED"),
        (1.00, 0.684643, 1.0, 180, "#4885ED"),
        (1.25, 0.906535, 1.0, 225, "#4885ED"),
        (1.50, 0, 0, 270, "#DB3236"),
        (2.00, 0, 0.315357, 0, "#DB3236"),
        (3.00, 0, 0, 180, "#F4C20D"),
        (6.00, 0, 0, 0, "#4885ED"),
    ]

    @Test func presentedValuesFollowTheReferenceTable() throws {
        let scene = try Scene(root: MaterialSpinner().makeLayer(), scale: 4)
        #expect(scene.pixelWidth == 200 && scene.pixelHeight == 200)
        for (t, start, end, rotation, colour) in Self.table {
            let layer = try #require(scene.presentedLayers(at: t).first { $0.name == "circularLayer" })
            let v = layer.values
            #expect(abs(v.number("strokeStart")! - start) < 1e-6, "t=\(t)")
            #expect(abs(v.number("strokeEnd")! - end) < 1e-6, "t=\(t)")
            let turned = v.number("transform.rotation.z")! * 180 / .pi
            #expect(abs(turned.truncatingRemainder(dividingBy: 360) - rotation) < 1e-6, "t=\(t)")
            #expect(v["strokeColor"]?.color?.hexString == colour, "t=\(t)")
            // The layer sits at the view's centre, turned by the rotation: the path's start (0, r)
            // lands at 6 o'clock turned clockwise by `rotation`, in pixels.
            let p = layer.transform.apply(Point(x: 0, y: 23))
            let a = (90 + rotation) * .pi / 180
            #expect(abs(p.x - (100 + 92 * cos(a))) < 1e-9 && abs(p.y - (100 + 92 * sin(a))) < 1e-9, "t=\(t)")
        }
    }

    @Test func displayListStrokesTheTrimmedArc() throws {
        let scene = try Scene(root: MaterialSpinner().makeLayer(), scale: 4)
        let list = scene.presentation(at: 0.75)
        #expect(list.drawings.count == 1)
        let item = try #require(list.drawings.first)
        guard case .stroke(let style, let start, let end) = item.style else { Issue.record("not a stroke"); return }
        #expect(style.lineWidth == 4 && style.lineCap == .butt)
        #expect(abs(start - 0.378138) < 1e-6 && abs(end - 0.621862) < 1e-6)
        #expect(item.paint == .solid(MaterialSpinner.googleColors[0]))
        // An arc of zero length draws nothing at all.
        #expect(scene.presentation(at: 1.5).drawings.isEmpty)
    }

    @Test func loopPeriodIsTheCommonMultipleOfColourCycleAndTurn() {
        var s = MaterialSpinner()
        #expect(s.loopPeriod == 6)
        s.colors = Array(s.colors.prefix(3))
        #expect(s.loopPeriod == 18)
        s.colors = [.black]
        #expect(s.loopPeriod == 6)
        s.colors = Array(MaterialSpinner.googleColors.prefix(2))
        #expect(s.loopPeriod == 6)
        s.speed = 2
        #expect(s.loopPeriod == 3)
    }

    @Test func speedPlaysTheTimelineFaster() throws {
        var s = MaterialSpinner()
        s.speed = 2
        let scene = try Scene(root: s.makeLayer(), scale: 1)
        let v = try #require(scene.presentedLayers(at: 0.375).first { $0.name == "circularLayer" }).values
        #expect(abs(v.number("strokeEnd")! - 0.621862) < 1e-6)
        #expect(abs(v.number("strokeStart")! - 0.378138) < 1e-6)
    }

    @Test func sourceColoursRoundToTheDocumentedHex() {
        #expect(MaterialSpinner.googleColors.map(\.hexString) == ["#4885ED", "#DB3236", "#F4C20D", "#3CBA54"])
        #expect(MaterialSpinner().radius == 23)
    }
}
