import Foundation
import Testing
@testable import SpinnerCore

/// `DisplayItem.projection` and `DisplayClip.projection`: absent by default, and a replicator's
/// affine step (`DisplayCommand.transformed(by:)`) applied after the perspective divide.
@Suite struct DisplayProjectionTests {
    static let projection = Transform3D(perspectiveDistance: 120).rotated(by: 0.7, x: 0, y: 1, z: 0)
        .rotated(by: -0.3, x: 1, y: 0, z: 0)
        .concatenating(Transform3D(translationX: 40, y: 30, z: 0))
    static let step = AffineTransform(rotationAngle: 0.4).scaledBy(x: 1.25, y: 0.5).concatenating(AffineTransform(translationX: -7, y: 11))
    static let square = Polyline(points: [Point(x: -10, y: -10), Point(x: 10, y: -10), Point(x: 10, y: 10), Point(x: -10, y: 10)],
                                 isClosed: true)

    static var path: Path {
        var p = Path()
        p.addRect(Rect(x: -10, y: -10, width: 20, height: 20))
        return p
    }

    @Test func projectionIsAbsentUnlessGiven() {
        let item = DisplayItem(path: Self.path, transform: .identity, style: .fill(.nonZero), paint: .solid(.black))
        let clip = DisplayClip(path: Self.path, transform: .identity)
        #expect(item.projection == nil && clip.projection == nil)
        #expect(DisplayCommand.draw(item).transformed(by: Self.step) == .draw(DisplayItem(
            path: Self.path, transform: Self.step, style: .fill(.nonZero), paint: .solid(.black))))
    }

    /// Each point's image through the composed projection is the step applied to its image
    /// through the original one.
    static func expectComposes(_ composed: Transform3D?, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let composed else {
            Issue.record("no projection", sourceLocation: sourceLocation)
            return
        }
        let before = PlaneProjection(projection).project(square)[0].points
        let after = PlaneProjection(composed).project(square)[0].points
        #expect(before.count == 4 && after.count == 4, sourceLocation: sourceLocation)
        for (b, a) in zip(before, after) {
            #expect(step.apply(b).distance(to: a) <= 1e-9, "\(step.apply(b)) vs \(a)", sourceLocation: sourceLocation)
        }
    }

    @Test func drawingsAndClipsComposeTheStepAfterTheDivide() {
        let item = DisplayItem(path: Self.path, transform: .identity, style: .fill(.nonZero), paint: .solid(Color(red: 1, green: 0, blue: 0)),
                               projection: Self.projection)
        let clip = DisplayClip(path: Self.path, transform: .identity, projection: Self.projection)
        let group = DisplayGroup(commands: [.draw(item)], clip: clip, mask: [.draw(item)])
        guard case .group(let moved) = DisplayCommand.group(group).transformed(by: Self.step, colorMultiplier: Color(red: 0.5, green: 1, blue: 1)),
              case .draw(let drawn) = moved.commands[0], case .draw(let mask) = moved.mask?[0], let movedClip = moved.clip else {
            Issue.record("the group's shape changed")
            return
        }
        #expect(drawn.projection == Self.projection.concatenating(Transform3D(Self.step)))
        // The ignored affine transform is left alone, and the colour multiplier still applies.
        #expect(drawn.transform == .identity && movedClip.transform == .identity)
        #expect(drawn.paint == .solid(Color(red: 0.5, green: 0, blue: 0)))
        Self.expectComposes(drawn.projection)
        Self.expectComposes(movedClip.projection)
        Self.expectComposes(mask.projection)
    }
}
