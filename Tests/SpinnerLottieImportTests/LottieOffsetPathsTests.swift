import Testing
import SpinnerAnimation
import SpinnerCore
import SpinnerRaster
import SpinnerLottieImport

/// Offset paths (`op`) under a fill: a closed path grows by the amount, its corners joined as
/// the offset says; an open path becomes a band the amount wide on each side.
struct LottieOffsetPathsTests {
    /// A 40 x 40 frame of one shape layer centred at (20, 20) holding `items`, and the notes.
    static func frame(_ items: String) throws -> (PixelBuffer, [String]) {
        let file = ##"{"v":"5","fr":10,"ip":0,"op":10,"w":40,"h":40,"layers":[{"ty":4,"ip":0,"op":10,"st":0,"##
            + ##""ks":{"p":{"a":0,"k":[20,20]}},"shapes":[{"ty":"gr","it":["## + items + ##",{"ty":"tr"}]}]}]}"##
        let composition = try LottieComposition.read(Array(file.utf8))
        var builder = LottieSceneBuilder(composition)
        var buffer = PixelBuffer(width: 40, height: 40)
        _ = Rasterizer().draw(try Scene(root: builder.rootLayer()).presentation(at: 0), into: &buffer)
        return (buffer, builder.notes.map(\.feature))
    }

    static let square = ##"{"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[10,10]},"r":{"a":0,"k":0}}"##
    static let line = ##"{"ty":"sh","ks":{"a":0,"k":{"i":[[0,0],[0,0]],"o":[[0,0],[0,0]],"v":[[-10,0],[10,0]],"c":false}}}"##
    static let fill = ##"{"ty":"fl","c":{"a":0,"k":[0,0,1,1]},"o":{"a":0,"k":100}}"##
    static func offset(_ amount: Double, join: Int) -> String {
        ##"{"ty":"op","a":{"a":0,"k":"## + "\(amount)" + ##"},"lj":"## + "\(join)" + ##","ml":{"a":0,"k":4}}"##
    }
    static let blue = PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255)

    @Test func aClosedPathGrowsWithItsCornersJoinedAsTheOffsetSays() throws {
        let (round, notes) = try Self.frame([Self.square, Self.offset(5, join: 2), Self.fill].joined(separator: ","))
        #expect(notes.isEmpty, "\(notes)")
        #expect(round[20, 20] == Self.blue)          // the square itself
        #expect(round[28, 20] == Self.blue)          // 8.5 out: within the grown edge (10)
        #expect(round[31, 20] == .transparent)       // 11.5 out: beyond it
        // (9.5, 9.5) from the centre is 6.4 from the square's corner: beyond a round corner of
        // radius 5, inside a mitred one (the grown square's corner is at (10, 10)).
        #expect(round[29, 29] == .transparent)
        let (mitred, _) = try Self.frame([Self.square, Self.offset(5, join: 1), Self.fill].joined(separator: ","))
        #expect(mitred[29, 29] == Self.blue)
    }

    @Test func anOpenPathBecomesABandCappedByItsJoin() throws {
        let (round, _) = try Self.frame([Self.line, Self.offset(3, join: 2), Self.fill].joined(separator: ","))
        #expect(round[20, 21] == Self.blue)           // 1.5 below the line: inside the 6-wide band
        #expect(round[20, 24] == .transparent)        // 4.5 below: outside
        #expect(round[31, 20] == Self.blue)           // 1.5 past the end: inside a round cap of radius 3
        let (flat, _) = try Self.frame([Self.line, Self.offset(3, join: 3), Self.fill].joined(separator: ","))
        #expect(flat[31, 20] == .transparent)         // bevelled: the band ends flat at the end
        #expect(flat[29, 20] == Self.blue)
    }

    @Test func aClosedPathShrinksByANegativeOffset() throws {
        let (shrunk, notes) = try Self.frame([Self.square, Self.offset(-2, join: 2), Self.fill].joined(separator: ","))
        #expect(notes.isEmpty, "\(notes)")
        #expect(shrunk[22, 20] == Self.blue)          // 2.5 out: inside the 6-wide inset square
        #expect(shrunk[24, 20] == .transparent)       // 4.5 out: inside the square, outside the inset
        // An inset square keeps its corners sharp (the band's inner side is mitred there): the
        // pixel from (2, 2) to (3, 3) is wholly inside.
        #expect(shrunk[22, 22] == Self.blue)
        #expect(shrunk[23, 23] == .transparent)
    }

    @Test func offsetsUnderStrokesAreNoted() throws {
        let stroke = ##"{"ty":"st","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":1},"lc":1,"lj":1}"##
        let (_, notes) = try Self.frame([Self.square, Self.offset(5, join: 2), stroke].joined(separator: ","))
        #expect(notes == ["offset paths under strokes and gradients (drawn unoffset)"])
    }
}
