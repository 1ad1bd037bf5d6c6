import SpinnerCore
import SpinnerAnimation

/// A stroke written as the area it covers (`--outline-strokes`): at every frame the outline
/// spinnergen's own stroker draws (the path trimmed, dashed, offset with its caps and joins)
/// as polygons, filled non-zero with the stroke's colour. Polygons are exact in every player:
/// rlottie 0.1 draws a stroke's curves as chords once their control points are within 1/6 px
/// (`gray_render_cubic`, v_ft_raster.cpp) and truncates the pen radius to 1/64 px, which
/// shrinks a thin ring by whole pixels of area; its fills of straight edges have neither error.
enum LottieStrokeOutline {
    /// The distance the polygons may stray from the true outline, in pixels of a player
    /// showing the composition `referencePixels` wide (the rlottie check's size), far below
    /// rlottie's 1/6 px chords and at the renderer's own flattening (0.005 px).
    static let tolerance = 0.01
    static let referencePixels = 512.0
    /// The finest step written: the export rounds geometry to 1/10000 pt.
    static let finestTolerance = 1e-4

    /// How far the projected shapes of a scene's layers in 3D may stray, in points: as close
    /// to the true edges as stroke outlines.
    static func projectionTolerance(_ scene: Scene) -> Double {
        tolerance * max(scene.pointSize.width, scene.pointSize.height, 1) / referencePixels
    }

    /// Whether every drawing of a stroke slot can be outlined: a solid stroke of some width
    /// (a hairline is one device pixel at any scale, which only a stroke says).
    static func outlines(_ items: [LayerContent]) -> Bool {
        items.allSatisfy { item in
            guard case .stroke(let style, _, _) = item.style, case .solid = item.paint else { return false }
            return style.lineWidth > 0
        }
    }

    /// The outline's polygons at every frame, one column per polygon (in the stroker's order),
    /// each with one vertex count at every frame (`LottieContourSlots`). `tolerance` is in the
    /// drawing's own units.
    static func contours(_ items: [LayerContent], tolerance: Double) -> [[LottieBezier]] {
        let frames: [[Int: LottieBezier]] = items.map { item in
            guard case .stroke(let style, let start, let end) = item.style else { return [:] }
            let polygons = item.path.trimmed(from: start, to: end).strokePolygons(style, tolerance: max(tolerance, finestTolerance))
            var out: [Int: LottieBezier] = [:]
            for (k, polygon) in polygons.enumerated() {
                let zero = Array(repeating: Point.zero, count: polygon.count)
                out[k] = LottieBezier(closed: true, vertices: polygon, inTangents: zero, outTangents: zero)
            }
            return out
        }
        return LottieContourSlots.columns(frames) { _ in true }
    }
}
