import Foundation
import Testing
import SpinnerCore
import SpinnerAnimation
import SpinnerRaster
import SpinnerScene

/// `invertsMask` (an inverted track matte) in scene files: the layer shows where its mask is not.
@Suite struct InvertedMaskSceneTests {
    static func scene(inverts: String) -> String {
        ##"{"spinnergen": 1, "root": {"bounds": [0, 0, 20, 20], "sublayers": [{"type": "shape", "bounds": [0, 0, 20, 20], "## +
            ##""position": [10, 10], "path": "M0 0 H20 V20 H0 Z", "fillColor": "#F00"\##(inverts), "mask": {"type": "shape", "## +
            ##""bounds": [0, 0, 20, 20], "position": [10, 10], "path": "M0 0 H10 V20 H0 Z", "fillColor": "#000"}}]}}"##
    }

    static func frame(_ json: String) throws -> PixelBuffer {
        let doc = try SceneDocument.decode(Data(json.utf8), file: "t.json")
        return Rasterizer().render(try Scene(root: doc.root).presentation(at: 0))
    }

    @Test func anInvertedMaskShowsTheLayerWhereTheMaskIsNot() throws {
        let red = PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255)
        let plain = try Self.frame(Self.scene(inverts: ""))
        #expect(plain[5, 10] == red && plain[15, 10] == .transparent)
        let inverted = try Self.frame(Self.scene(inverts: #", "invertsMask": true"#))
        #expect(inverted[5, 10] == .transparent && inverted[15, 10] == red)
    }

    @Test func invertsMaskIsSetNotAnimated() throws {
        let json = Self.scene(inverts: #", "invertsMask": 1"#)
        #expect(throws: (any Error).self) { try Self.frame(json) }
        let animated = Self.scene(inverts: #", "animations": [{"keyPath": "invertsMask", "from": 0, "to": 1, "duration": 1}]"#)
        #expect(throws: (any Error).self) { try Self.frame(animated) }
    }

    /// `masksByLuminance`: a mid-grey mask shows the layer at half, a black one hides it, a
    /// white one shows it whole; with `invertsMask`, the reverse.
    @Test func aLumaMaskMasksByItsLuminance() throws {
        func scene(_ flags: String) -> String {
            ##"{"spinnergen": 1, "root": {"bounds": [0, 0, 30, 10], "sublayers": [{"type": "shape", "bounds": [0, 0, 30, 10], "## +
                ##""position": [15, 5], "path": "M0 0 H30 V10 H0 Z", "fillColor": "#F00"\##(flags), "mask": {"bounds": [0, 0, 30, 10], "## +
                ##""position": [15, 5], "sublayers": [{"type": "shape", "bounds": [0, 0, 30, 10], "position": [15, 5], "## +
                ##""path": "M0 0 H10 V10 H0 Z", "fillColor": "#FFF"}, {"type": "shape", "bounds": [0, 0, 30, 10], "position": [15, 5], "## +
                ##""path": "M10 0 H20 V10 H10 Z", "fillColor": "#808080"}, {"type": "shape", "bounds": [0, 0, 30, 10], "## +
                ##""position": [15, 5], "path": "M20 0 H30 V10 H20 Z", "fillColor": "#000"}]}}]}}"##
        }
        let alpha = try Self.frame(scene(""))
        #expect(alpha[25, 5] == PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
        let luma = try Self.frame(scene(#", "masksByLuminance": true"#))
        #expect(luma[5, 5] == PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(luma[15, 5] == PremultipliedRGBA8(r: 128, g: 0, b: 0, a: 128))
        #expect(luma[25, 5] == .transparent)
        let inverted = try Self.frame(scene(#", "masksByLuminance": true, "invertsMask": true"#))
        #expect(inverted[5, 5] == .transparent)
        #expect(inverted[15, 5] == PremultipliedRGBA8(r: 127, g: 0, b: 0, a: 127))
        #expect(inverted[25, 5] == PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
    }
}
