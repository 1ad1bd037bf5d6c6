import SpinnerCore
import SpinnerRaster
import SpinnerText

/// A plot filled with spinnergen's own rasteriser and text: each item of the picture becomes a
/// drawing of the display list, in the picture's pixels, with the SVG's stroke rules (butt caps
/// on lines, round joins and caps on polylines).
public enum PlotRaster {
    public static func render(_ picture: PlotPicture, fonts: PlotFonts) -> PixelBuffer {
        var drawings: [DisplayItem] = []
        func add(_ item: PlotItem) {
            switch item {
            case .rect(let r, let fill, _):
                var path = Path()
                path.addRect(r)
                drawings.append(DisplayItem(path: path, transform: .identity, style: .fill(.nonZero), paint: .solid(fill)))
            case .line(let a, let b, let color, let width, let dash, _):
                var path = Path()
                path.move(to: a)
                path.addLine(to: b)
                let style = StrokeStyle(lineWidth: width, dashPattern: dash.map { [$0, $0] } ?? [])
                drawings.append(DisplayItem(path: path, transform: .identity, style: .stroke(style, start: 0, end: 1), paint: .solid(color)))
            case .polyline(let points, let color, let width):
                guard let first = points.first else { return }
                var path = Path()
                path.move(to: first)
                for p in points.dropFirst() { path.addLine(to: p) }
                let style = StrokeStyle(lineWidth: width, lineCap: .round, lineJoin: .round)
                drawings.append(DisplayItem(path: path, transform: .identity, style: .stroke(style, start: 0, end: 1), paint: .solid(color)))
            case .text(let s, let at, let size, let color, let anchor, let bold):
                let layout = fonts.font(bold: bold).layout(s, size: size)
                let shift = switch anchor {
                case .start: 0.0
                case .middle: layout.advanceWidth / 2
                case .end: layout.advanceWidth
                }
                drawings.append(DisplayItem(path: layout.path, transform: AffineTransform(translationX: at.x - shift, y: at.y),
                                            style: .fill(layout.fillRule), paint: .solid(color)))
            case .group(_, _, _, let items):
                items.forEach(add)
            }
        }
        picture.items.forEach(add)
        return Rasterizer().render(DisplayList(width: picture.width, height: picture.height, background: picture.background, items: drawings))
    }
}
