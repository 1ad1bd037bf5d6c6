import Foundation
import SpinnerCore
import Testing
@testable import SpinnerAnimation

/// GMDCircularProgressView's animations (docs/presets.md, `gmd` in closed form), idealised as that form is: the stroke
/// group repeats forever instead of being re-added by its delegate, and the per-cycle colour is a discrete
/// keyframe animation over 4 × 1.5 s.
@Suite struct MaterialSpinnerTests {
    static let googleColors = [
        Color(red: 0.282, green: 0.522, blue: 0.929), Color(red: 0.859, green: 0.196, blue: 0.212),
        Color(red: 0.957, green: 0.761, blue: 0.051), Color(red: 0.235, green: 0.729, blue: 0.329),
    ]

    static var animations: [any Animation] {
        var strokeEnd = BasicAnimation(keyPath: .strokeEnd)
        strokeEnd.fromValue = .number(0)
        strokeEnd.toValue = .number(1)
        strokeEnd.duration = 1.0
        strokeEnd.timingFunction = .easeIn

        var strokeStart = BasicAnimation(keyPath: .strokeStart)
        strokeStart.beginTime = 0.5
        strokeStart.fromValue = .number(0)
        strokeStart.toValue = .number(1)
        strokeStart.duration = 1.0
        strokeStart.timingFunction = .easeOut

        var group = AnimationGroup(animations: [strokeEnd, strokeStart])
        group.duration = 1.0 + strokeStart.beginTime
        group.repeatCount = .infinity

        var rotation = BasicAnimation(keyPath: .transformRotationZ)
        rotation.fromValue = .number(0)
        rotation.toValue = .number(2 * .pi)
        rotation.duration = 2.0
        rotation.repeatCount = .infinity

        var colour = KeyframeAnimation(keyPath: .strokeColor)
        colour.values = googleColors.map(AnimationValue.color)
        colour.calculationMode = .discrete
        colour.duration = 6.0
        colour.repeatCount = .infinity

        return [group, rotation, colour]
    }

    static let model = PropertyValues([
        .strokeStart: .number(0), .strokeEnd: .number(1), .transformRotationZ: .number(0),
        .strokeColor: .color(googleColors[0]),
    ])

    static func presentation(at t: Double) -> PropertyValues {
        var values = model
        for animation in animations { animation.apply(atParentTime: t, to: &values) }
        return values
    }

    // The closed form's samples: t, strokeStart, strokeEnd, rotation (degrees), colour.
    static let table: [(Double, Double, Double, Double, String)] = [
        (0.00, 0, 0, 0, "#4885ED"),
        (0.25, 0, 0.093465, 45, "#4885ED"),
        (0.50, 0, 0.315357, 90, "#4885ED"),
        (0.75, 0.378138, 0.621862, 135, "#4885ED"),
        (1.00, 0.684643, 1.000000, 180, "#4885ED"),
        (1.25, 0.906535, 1.000000, 225, "#4885ED"),
        (1.50, 0, 0, 270, "#DB3236"),
        (2.00, 0, 0.315357, 0, "#DB3236"),
        (3.00, 0, 0, 180, "#F4C20D"),
        (6.00, 0, 0, 0, "#4885ED"),
    ]

    @Test func matchesTheReferenceTable() throws {
        for (t, start, end, degrees, hex) in Self.table {
            let p = Self.presentation(at: t)
            // The table is printed to 6 decimals.
            #expect(close(p.number(.strokeStart), start, 5e-7), "strokeStart at \(t)")
            #expect(close(p.number(.strokeEnd), end, 5e-7), "strokeEnd at \(t)")
            #expect(close(p.number(.transformRotationZ), degrees * .pi / 180, 1e-9), "rotation at \(t)")
            let colour = try #require(p[.strokeColor]?.color)
            #expect(colour.hexString == hex, "colour at \(t)")
            #expect(colour == Self.googleColors[Int(t / 1.5) % 4], "colour at \(t)")
        }
    }

    /// §1.5's closed form, evaluated with the reference solver, every 1/20 s over two full loops.
    @Test func matchesTheClosedFormEverywhere() {
        var worst = 0.0
        for i in 0...240 {
            let t = Double(i) / 20
            let k = (t / 1.5).rounded(.down)
            let u = t - 1.5 * k
            let end = u < 1 ? ReferenceBezier.easeIn(u) : 1
            let start = u < 0.5 ? 0 : ReferenceBezier.easeOut(u - 0.5)
            let rotation = 2 * .pi * (t.truncatingRemainder(dividingBy: 2)) / 2
            let p = Self.presentation(at: t)
            worst = max(worst, abs((p.number(.strokeStart) ?? .nan) - start),
                        abs((p.number(.strokeEnd) ?? .nan) - end),
                        abs((p.number(.transformRotationZ) ?? .nan) - rotation))
            #expect(p[.strokeColor] == .color(Self.googleColors[Int(k) % 4]), "colour at \(t)")
        }
        #expect(worst < 1e-9)
    }

    @Test func periodicAtSixSeconds() {
        for t in [0.1, 0.7, 1.3, 2.9, 4.4, 5.95] {
            let a = Self.presentation(at: t), b = Self.presentation(at: t + 6), c = Self.presentation(at: t + 600)
            for key: AnimationKeyPath in [.strokeStart, .strokeEnd, .transformRotationZ] {
                #expect(close(a.number(key), b.number(key), 1e-9))
                #expect(close(a.number(key), c.number(key), 1e-9))
            }
            #expect(a[.strokeColor] == b[.strokeColor])
        }
    }

    @Test func beforeStartShowsTheModel() {
        #expect(Self.presentation(at: -0.5) == Self.model)
    }
}
