import Foundation
import SpinnerText
import Testing

/// Fonts found by the names a document gives them, in given folders before the system's.
@Suite struct FontCatalogTests {
    @Test func findsAFontByPostScriptNameFamilyAndStyle() throws {
        let regular = try #require(Font.defaultFontPath(), "DejaVu Sans missing: run scripts/install-deps")
        let catalog = FontCatalog()
        #expect(catalog.font(postScriptName: "DejaVuSans", family: "", style: "")?.path == regular)
        // Names compare ignoring case, spaces and hyphens.
        #expect(catalog.font(postScriptName: "dejavu-sans-bold", family: "", style: "")?.styleName == "Bold")
        #expect(catalog.font(postScriptName: "Nope-Regular", family: "DejaVu Sans", style: "Bold")?.path
                == Font.defaultFontPath(weight: .bold))
        // No style asked: the family's regular face (DejaVu calls it Book).
        #expect(catalog.font(postScriptName: "", family: "DejaVu Sans", style: "")?.path == regular)
        #expect(catalog.font(postScriptName: "Pacifico-Regular", family: "Pacifico", style: "Regular") == nil)
        #expect(catalog.font(postScriptName: "", family: "DejaVu Sans", style: "Wide") == nil)
    }

    @Test func theGivenFoldersComeBeforeTheSystems() throws {
        let bold = try #require(Font.defaultFontPath(weight: .bold))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("font-catalog-\(getpid())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Named nothing like the font: found by the name it declares.
        try FileManager.default.copyItem(atPath: bold, toPath: folder + "/mystery.ttf")
        let found = FontCatalog(folders: [folder]).font(postScriptName: "DejaVuSans-Bold", family: "DejaVu Sans", style: "Bold")
        #expect(found?.path == folder + "/mystery.ttf")
        #expect(found?.postScriptName == "DejaVuSans-Bold")
        #expect(found?.hasGlyph(for: "A.") == true)
        #expect(found?.hasGlyph(for: "\u{E000}") == false)
    }
}
