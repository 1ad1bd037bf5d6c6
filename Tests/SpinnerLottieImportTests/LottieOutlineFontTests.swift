import Testing
import SpinnerAnimation
import SpinnerCore
import SpinnerRaster
@testable import SpinnerLottieImport

/// Text whose characters the file's glyphs lack, drawn from a font found outside the file.
struct LottieOutlineFontTests {
    /// A font whose every character is a 40 x 50 quadratic-edged box on the baseline, advance 60.
    final class Asked { var fonts: [LottieFont] = [] }

    static func boxFont(isSubstitute: Bool, asked: Asked? = nil) -> LottieFontProvider {
        { wanted in
            asked?.fonts.append(wanted)
            return LottieOutlineFont(name: "Box Book", isSubstitute: isSubstitute) { ch in
                guard ch != "?" else { return nil }
                var p = Path()
                p.move(to: Point(x: 0, y: 0))
                p.addLine(to: Point(x: 0, y: -50))
                p.addQuadCurve(to: Point(x: 40, y: -50), control: Point(x: 20, y: -50))
                p.addLine(to: Point(x: 40, y: 0))
                p.closeSubpath()
                return (60, p)
            }
        }
    }

    static func file(chars: String = "") -> String {
        ##"{"v":"5","fr":30,"ip":0,"op":30,"w":60,"h":60,"##
            + ##""fonts":{"list":[{"fName":"Box-Medium","fFamily":"Box","fStyle":"Medium"}]},"chars":[\##(chars)],"##
            + ##""layers":[{"ty":5,"ip":0,"op":30,"ks":{"p":{"a":0,"k":[5,40]}},"##
            + ##""t":{"d":{"k":[{"t":0,"s":{"s":20,"f":"Box-Medium","t":"AB?","j":0,"tr":0,"lh":24,"fc":[0,0,0]}}]}}}]}"##
    }

    static func covered(_ composition: LottieComposition) throws -> Set<[Int]> {
        var builder = LottieSceneBuilder(composition)
        let frame = Rasterizer().render(try Scene(root: builder.rootLayer()).presentation(at: 0))
        var out: Set<[Int]> = []
        for y in 0..<frame.height { for x in 0..<frame.width where frame.pixels[(y * frame.width + x) * 4 + 3] > 127 { out.insert([x, y]) } }
        return out
    }

    @Test func charactersWithoutGlyphsAreDrawnFromTheProvidedFont() throws {
        let asked = Asked()
        let composition = try LottieComposition.read(Array(Self.file().utf8), fonts: Self.boxFont(isSubstitute: false, asked: asked))
        // Size 20: boxes 8 x 10 px, advance 12, baseline at y = 40; "?" has no glyph (left out).
        let expected = LottieTextTests.rect(5, 30, 8, 10).union(LottieTextTests.rect(17, 30, 8, 10))
        #expect(try Self.covered(composition) == expected)
        // The font is asked for once, by the names the fonts list gives.
        #expect(asked.fonts == [LottieFont(name: "Box-Medium", family: "Box", style: "Medium")])
        #expect(composition.notes.map(\.feature) == [LottieNote.textWithoutGlyphs])
    }

    @Test func aStandInFontIsNotedOnceWithItsName() throws {
        let composition = try LottieComposition.read(Array(Self.file().utf8), fonts: Self.boxFont(isSubstitute: true))
        let features = composition.notes.map(\.feature)
        #expect(features.first == LottieNote.fontSubstituted("Box Book"))
        #expect(features.first == "text in fonts not in the file or on this machine (drawn in Box Book)")
        #expect(LottieNote.isMissingFont(features[0]))
        #expect(composition.notes.first?.path.description == "layers[0].t.d.k[0].s.f")
    }

    @Test func theFilesOwnGlyphsComeFirst() throws {
        // "A" from the file: a 10 x 10 square at size 20 (50 at 100), advance 12; "B" from the font.
        let square = ##"{"ty":"gr","it":[{"ty":"sh","ks":{"a":0,"k":{"c":true,"v":[[0,-50],[50,-50],[50,0],[0,0]],"##
            + ##""i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]]}}},{"ty":"tr"}]}"##
        let chars = ##"{"ch":"A","size":20,"style":"Medium","fFamily":"Box","w":60,"data":{"shapes":[\##(square)]}}"##
        let composition = try LottieComposition.read(Array(Self.file(chars: chars).utf8), fonts: Self.boxFont(isSubstitute: false))
        let expected = LottieTextTests.rect(5, 30, 10, 10).union(LottieTextTests.rect(17, 30, 8, 10))
        #expect(try Self.covered(composition) == expected)
        #expect(composition.notes.map(\.feature) == ["characters without glyphs (left out)"])
    }

    @Test func withoutAProviderTextWithoutGlyphsIsLeftOut() throws {
        let composition = try LottieComposition.read(Array(Self.file().utf8))
        #expect(try Self.covered(composition).isEmpty)
        #expect(composition.notes.map(\.feature) == [LottieNote.textWithoutGlyphs])
    }

    @Test func pathContoursBecomeClosedBeziersWithCubicTangents() {
        var p = Path()
        p.move(to: Point(x: 0, y: 0))
        p.addQuadCurve(to: Point(x: 30, y: 0), control: Point(x: 15, y: 30))
        p.addLine(to: Point(x: 0, y: 0))
        p.closeSubpath()
        p.move(to: Point(x: 50, y: 0))
        p.addCurve(to: Point(x: 60, y: 10), control1: Point(x: 55, y: 0), control2: Point(x: 60, y: 5))
        let contours = LottieBezier.contours(of: p)
        #expect(contours.count == 2)
        // The closing point equals the first: one vertex there; the quadratic's control (15, 30)
        // gives cubic handles two thirds of the way to it: (10, 20) and (20, 20).
        #expect(contours[0] == LottieBezier(vertices: [[0, 0], [30, 0]], inTangents: [[0, 0], [-10, 20]],
                                             outTangents: [[10, 20], [0, 0]], closed: true))
        #expect(contours[1] == LottieBezier(vertices: [[50, 0], [60, 10]], inTangents: [[0, 0], [0, -5]],
                                             outTangents: [[5, 0], [0, 0]], closed: false))
    }
}
