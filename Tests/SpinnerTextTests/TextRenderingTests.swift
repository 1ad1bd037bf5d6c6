import SpinnerCore
import SpinnerRaster
import SpinnerText
import Testing

@Suite struct TextRenderingTests {
    let font: Font

    init() throws {
        font = try Font(contentsOf: try #require(Font.defaultFontPath()))
    }

    func render(_ path: Path, width: Int, height: Int) -> PixelBuffer {
        Rasterizer().render(DisplayList(width: width, height: height, items: [
            DisplayItem(path: path, transform: .identity, style: .fill(.nonZero), paint: .solid(.black))]))
    }

    @Test func inkLandsWhereTheBoundsSay() {
        let layout = font.layout("42%", size: 40)
        let t = layout.centeringTransform(in: Rect(x: 0, y: 0, width: 120, height: 60))
        let ink = t.apply(layout.inkBounds)
        let buffer = render(layout.path.applying(t), width: 120, height: 60)
        var x0 = Int.max, y0 = Int.max, x1 = Int.min, y1 = Int.min
        for y in 0..<60 {
            for x in 0..<120 where buffer[x, y].a > 0 {
                x0 = min(x0, x); y0 = min(y0, y); x1 = max(x1, x); y1 = max(y1, y)
            }
        }
        // Every inked pixel touches the ink box, and the box's edge pixels are inked (one pixel
        // of slack where the curve only grazes a pixel and its coverage rounds to zero).
        #expect(x0 >= Int(ink.minX.rounded(.down)) && x0 <= Int(ink.minX.rounded(.down)) + 1)
        #expect(y0 >= Int(ink.minY.rounded(.down)) && y0 <= Int(ink.minY.rounded(.down)) + 1)
        #expect(x1 <= Int(ink.maxX.rounded(.up)) - 1 && x1 >= Int(ink.maxX.rounded(.up)) - 2)
        #expect(y1 <= Int(ink.maxY.rounded(.up)) - 1 && y1 >= Int(ink.maxY.rounded(.up)) - 2)
    }

    @Test func theCounterOfZeroIsEmpty() {
        let layout = font.layout("0", size: 60)
        let t = layout.centeringTransform(in: Rect(x: 0, y: 0, width: 60, height: 60))
        let ink = t.apply(layout.inkBounds)
        let buffer = render(layout.path.applying(t), width: 60, height: 60)
        // The hole: the middle of the zero, under the non-zero rule (the inner contour winds the
        // other way).
        #expect(buffer[Int(ink.midX), Int(ink.midY)] == .transparent)
        // The ring: a pixel one in from the left ink edge at mid-height lies inside the stroke,
        // which is about 0.1 em (6 px) wide here.
        #expect(buffer[Int(ink.minX) + 2, Int(ink.midY)].a == 255)
        #expect(buffer[Int(ink.minX) - 1, Int(ink.midY)] == .transparent)
    }
}
