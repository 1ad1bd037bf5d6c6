import Testing
import SpinnerAnimation
import SpinnerCore
import SpinnerRaster
@testable import SpinnerLottieImport

/// Pucker and bloat (`pb`): vertices move towards the mean of the vertices by the amount, handle
/// ends the same share the other way, as After Effects moves them.
struct LottiePuckerBloatTests {
    static let square = LottieBezier(vertices: [[10, -10], [10, 10], [-10, 10], [-10, -10]],
                                     inTangents: Array(repeating: [0, 0], count: 4),
                                     outTangents: Array(repeating: [0, 0], count: 4), closed: true)

    @Test func puckerPushesVerticesOutAndPullsHandlesIn() {
        let puckered = LottiePuckerBloat.apply(Self.square, amount: -50)
        // A vertex half as far again from the centre; its handles end half way to the centre.
        #expect(puckered.vertices[1] == [15, 15])
        #expect(puckered.outTangents[1] == [-10, -10])
        #expect(puckered.inTangents[1] == [-10, -10])
        #expect(puckered.closed)
        let bloated = LottiePuckerBloat.apply(Self.square, amount: 50)
        #expect(bloated.vertices[1] == [5, 5])
        #expect(bloated.outTangents[1] == [10, 10])
        // The centre is the mean of the vertices, not the origin.
        let moved = LottieBezier(vertices: Self.square.vertices.map { [$0[0] + 100, $0[1]] }, inTangents: Self.square.inTangents,
                                 outTangents: Self.square.outTangents, closed: true)
        #expect(LottiePuckerBloat.apply(moved, amount: -50).vertices[1] == [115, 15])
        #expect(LottiePuckerBloat.apply(Self.square, amount: 0) == Self.square)
    }

    /// Through a shape layer: a puckered square's sides cave in (the middle of a side comes to
    /// 7.5 from the centre) and its corners reach out to 15 as thin spikes.
    @Test func aPuckeredSquareCavesInBetweenItsCorners() throws {
        func frame(_ amount: Int) throws -> (PixelBuffer, [String]) {
            let file = ##"{"v":"5","fr":10,"ip":0,"op":10,"w":40,"h":40,"layers":[{"ty":4,"ip":0,"op":10,"st":0,"##
                + ##""ks":{"p":{"a":0,"k":[20,20]}},"shapes":[{"ty":"gr","it":[{"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[20,20]},"##
                + ##""r":{"a":0,"k":0}},{"ty":"pb","a":{"a":0,"k":"## + "\(amount)" + ##"}},"##
                + ##"{"ty":"fl","c":{"a":0,"k":[0,0,1,1]},"o":{"a":0,"k":100}},{"ty":"tr"}]}]}]}"##
            let composition = try LottieComposition.read(Array(file.utf8))
            var builder = LottieSceneBuilder(composition)
            var buffer = PixelBuffer(width: 40, height: 40)
            _ = Rasterizer().draw(try Scene(root: builder.rootLayer()).presentation(at: 0), into: &buffer)
            return (buffer, composition.notes.map(\.description) + builder.notes.map(\.feature))
        }
        let blue = PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255)
        let (plain, _) = try frame(0)
        #expect(plain[29, 20] == blue)          // 9.5 from the centre: inside the 20-wide square
        #expect(plain[33, 33] == .transparent)  // (13.5, 13.5): outside it
        let (puckered, notes) = try frame(-50)
        #expect(notes.isEmpty, "\(notes)")
        #expect(puckered[29, 20] == .transparent) // 9.5: beyond the caved side
        #expect(puckered[26, 20] == blue)         // 6.5: inside it (7.5)
        #expect(puckered[33, 33].a > 0)           // the corner's spike reaches (15, 15)
    }
}
