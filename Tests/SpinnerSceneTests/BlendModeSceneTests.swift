import Foundation
import Testing
import SpinnerCore
import SpinnerAnimation
import SpinnerRaster
import SpinnerScene

/// `compositingFilter` in scene files: a blend mode by Core Animation's name, the layer and
/// its sublayers blended as one with what is drawn behind them; set, not animated; exported.
@Suite struct BlendModeSceneTests {
    /// A grey square, and over its right half a layer holding an orange square with `filter`.
    static func scene(_ filter: String) -> String {
        ##"{"spinnergen": 1, "root": {"bounds": [0, 0, 20, 10], "backgroundColor": "#808080", "sublayers": [{"bounds": [0, 0, 10, 10], "## +
            ##""position": [15, 5]\##(filter), "sublayers": [{"type": "shape", "bounds": [0, 0, 10, 10], "position": [5, 5], "## +
            ##""path": "M0 0 H10 V10 H0 Z", "fillColor": "#FF8000"}]}]}}"##
    }

    static func frame(_ json: String) throws -> PixelBuffer {
        let doc = try SceneDocument.decode(Data(json.utf8), file: "t.json")
        return Rasterizer().render(try Scene(root: doc.root).presentation(at: 0))
    }

    @Test func aLayerMultipliesWhatIsBehindIt() throws {
        let plain = try Self.frame(Self.scene(""))
        #expect(plain[15, 5] == PremultipliedRGBA8(r: 255, g: 128, b: 0, a: 255))
        let multiplied = try Self.frame(Self.scene(#", "compositingFilter": "multiplyBlendMode""#))
        // 128 · 255 / 255, 128 · 128 / 255 = 64.25, 0; the grey half untouched.
        #expect(multiplied[15, 5] == PremultipliedRGBA8(r: 128, g: 64, b: 0, a: 255))
        #expect(multiplied[5, 5] == PremultipliedRGBA8(r: 128, g: 128, b: 128, a: 255))
        let screened = try Self.frame(Self.scene(#", "compositingFilter": "screenBlendMode""#))
        #expect(screened[15, 5] == PremultipliedRGBA8(r: 255, g: 192, b: 128, a: 255))
    }

    @Test func anUnknownNameIsRefusedWithTheNearest() throws {
        do {
            _ = try Self.frame(Self.scene(#", "compositingFilter": "multiplyBlend""#))
            Issue.record("accepted an unknown blend mode")
        } catch {
            #expect("\(error)".contains("multiplyBlendMode"))
        }
        let animated = Self.scene(#", "animations": [{"keyPath": "compositingFilter", "from": 0, "to": 1, "duration": 1}]"#)
        #expect(throws: (any Error).self) { try Self.frame(animated) }
    }

    @Test func theSceneExportKeepsIt() throws {
        let doc = try SceneDocument.decode(Data(Self.scene(#", "compositingFilter": "differenceBlendMode""#).utf8), file: "t.json")
        let data = try SceneExport.encode(root: doc.root, name: nil, loop: nil, background: nil) { _, name in name }
        #expect(String(decoding: data, as: UTF8.self).contains(#""compositingFilter": "differenceBlendMode""#)
                || String(decoding: data, as: UTF8.self).contains(#""compositingFilter":"differenceBlendMode""#))
        let again = try SceneDocument.decode(data, file: "t.json")
        #expect(try Rasterizer().render(Scene(root: again.root).presentation(at: 0)).pixels
                == Rasterizer().render(Scene(root: doc.root).presentation(at: 0)).pixels)
    }
}
