import Testing
import SpinnerAnimation
import SpinnerCore
import SpinnerRaster
@testable import SpinnerLottieImport

/// Text layers drawn from the file's glyph outlines (`chars`).
struct LottieTextTests {
    /// A file whose font "Box" has an "A" glyph (a 50 x 50 square on the baseline, advance 60
    /// at size 100), a space without outline (advance 30) and ascent 50, with one text layer.
    static func file(document: String, position: String = "[0,0]") -> String {
        let square = ##"{"ty":"gr","it":[{"ty":"sh","ks":{"a":0,"k":{"c":true,"v":[[0,-50],[50,-50],[50,0],[0,0]],"##
            + ##""i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]]}}},{"ty":"tr"}]}"##
        return ##"{"v":"5","fr":30,"ip":0,"op":30,"w":60,"h":60,"##
            + ##""fonts":{"list":[{"fName":"Box-Regular","fFamily":"Box","fStyle":"Regular","ascent":50}]},"##
            + ##""chars":[{"ch":"A","size":20,"style":"Regular","fFamily":"Box","w":60,"data":{"shapes":[\##(square)]}},"##
            + ##"{"ch":" ","size":20,"style":"Regular","fFamily":"Box","w":30,"data":{}}],"##
            + ##""layers":[{"ty":5,"ip":0,"op":30,"ks":{"p":{"a":0,"k":\##(position)}},"##
            + ##""t":{"d":{"k":[{"t":0,"s":\##(document)}]},"a":[],"m":{"g":1,"a":{"a":0,"k":[0,0]}},"p":{}}}]}"##
    }

    /// The pixels (x, y) more than half covered.
    static func covered(_ file: String) throws -> Set<[Int]> {
        let composition = try LottieComposition.read(Array(file.utf8))
        var builder = LottieSceneBuilder(composition)
        let frame = Rasterizer().render(try Scene(root: builder.rootLayer()).presentation(at: 0))
        var out: Set<[Int]> = []
        for y in 0..<frame.height { for x in 0..<frame.width where frame.pixels[(y * frame.width + x) * 4 + 3] > 127 { out.insert([x, y]) } }
        return out
    }

    static func rect(_ x: Int, _ y: Int, _ w: Int, _ h: Int) -> Set<[Int]> {
        Set((y..<(y + h)).flatMap { row in (x..<(x + w)).map { [$0, row] } })
    }

    @Test func pointTextPlacesGlyphsAlongTheBaselineWithTracking() throws {
        // Size 20: squares 10 px, advance 12, tracking 100/1000 em = 2; baseline at the layer's y.
        let doc = ##"{"s":20,"f":"Box-Regular","t":"AA","j":0,"tr":100,"lh":24,"fc":[1,0,0]}"##
        let file = Self.file(document: doc, position: "[10,50]")
        #expect(try Self.covered(file) == Self.rect(10, 40, 10, 10).union(Self.rect(24, 40, 10, 10)))
        let composition = try LottieComposition.read(Array(file.utf8))
        #expect(composition.notes.isEmpty)
    }

    @Test func rightAndCentredPointTextEndAndCentreOnTheLayer() throws {
        let right = Self.file(document: ##"{"s":20,"f":"Box-Regular","t":"AA","j":1,"tr":0,"lh":24,"fc":[0,0,0]}"##, position: "[40,20]")
        // The line is two advances (24) wide and ends at the layer: it starts at 16.
        #expect(try Self.covered(right) == Self.rect(16, 10, 10, 10).union(Self.rect(28, 10, 10, 10)))
        let centre = Self.file(document: ##"{"s":20,"f":"Box-Regular","t":"A\rA","j":2,"tr":0,"lh":15,"fc":[0,0,0]}"##, position: "[30,20]")
        #expect(try Self.covered(centre) == Self.rect(24, 10, 10, 10).union(Self.rect(24, 25, 10, 10)))
    }

    @Test func paragraphTextWrapsAtSpacesWithinItsBox() throws {
        // "A A" is 12 + 6 + 12 = 30 wide and fits a 32 box; the third "A" wraps to line 2.
        // The first baseline is one ascent (50 at size 100: 10) below the box's top.
        let doc = ##"{"sz":[32,40],"ps":[4,5],"s":20,"f":"Box-Regular","t":"A A A","j":2,"tr":0,"lh":15,"fc":[0,0,0]}"##
        let expected = Self.rect(5, 5, 10, 10).union(Self.rect(23, 5, 10, 10)).union(Self.rect(14, 20, 10, 10))
        #expect(try Self.covered(Self.file(document: doc)) == expected)
    }

    @Test func placedGlyphsCountTowardTheShapeLimit() throws {
        let doc = ##"{"s":20,"f":"Box-Regular","t":"\##(String(repeating: "A", count: 50))","fc":[0,0,0]}"##
        var limits = LottieLimits.standard
        limits.maxShapes = 60
        #expect(throws: LottieImportError.self) { try LottieComposition.read(Array(Self.file(document: doc).utf8), limits: limits) }
        limits.maxShapes = 200
        #expect(throws: Never.self) { try LottieComposition.read(Array(Self.file(document: doc).utf8), limits: limits) }
    }

    @Test func textWithoutGlyphsIsNotedAndDrawsNothing() throws {
        let file = ##"{"v":"5","fr":30,"ip":0,"op":30,"w":20,"h":20,"layers":[{"ty":5,"ip":0,"op":30,"ks":{},"##
            + ##""t":{"d":{"k":[{"t":0,"s":{"s":20,"f":"Helvetica","t":"A","j":0,"fc":[0,0,0]}}]}}}]}"##
        let composition = try LottieComposition.read(Array(file.utf8))
        #expect(composition.notes.map(\.feature) == ["text layers without glyphs (chars)"])
        #expect(composition.notes.first?.path.description == "layers[0].t")
        #expect(try Self.covered(file).isEmpty)
    }
}
