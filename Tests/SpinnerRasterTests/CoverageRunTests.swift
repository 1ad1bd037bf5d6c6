import Foundation
import SpinnerCore
import Testing
@testable import SpinnerRaster

/// Coverage read as runs (zero cells extend a run, the row's tail is one run) against the
/// pixel-by-pixel running sum it replaces, and the solid composite over runs against one
/// source-over step per pixel: the same values, pixel for pixel.
@Suite struct CoverageRunTests {
    /// Stars (self-intersecting), a ring and a band, partly outside the region, at
    /// generic positions.
    static let shapes: [[[Point]]] = {
        func star(_ cx: Double, _ cy: Double, _ r: Double, points: Int, step: Int) -> [Point] {
            (0..<points).map { i in
                let t = Double(i * step) * 2 * .pi / Double(points) + 0.31
                return Point(x: cx + r * cos(t), y: cy + r * sin(t))
            }
        }
        let ring = [star(20.3, 17.7, 15.2, points: 40, step: 1), star(20.3, 17.7, 9.1, points: 40, step: 1).reversed()]
        let sliver = [Point(x: -4.2, y: 3.3), Point(x: 44.7, y: 5.1), Point(x: 44.9, y: 7.6), Point(x: -4.0, y: 6.5)]
        return [[star(19.1, 16.4, 17.3, points: 7, step: 3)], ring, [sliver],
                [star(30.2, 30.9, 14.8, points: 5, step: 2), star(8.6, 7.2, 9.3, points: 9, step: 4)]]
    }()

    /// The mask's coverage by the original per-pixel loop: every pixel from the row's first
    /// touched cell, adding cells up to its last, until the width or a zero sum past it.
    static func perPixel(_ mask: CoverageMask) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: mask.width * mask.height)
        for row in 0..<mask.height {
            let first = Int(mask.rowFirst[row]), last = Int(mask.rowLast[row])
            guard first <= mask.width else { continue }
            var sum: Float = 0
            var x = first
            while x < mask.width {
                if x <= last { sum += mask.cell(row: row, x: x) } else if sum == 0 { break }
                out[row * mask.width + x] = UInt8(UInt32(min(max(sum, 0), 1) * 255 + 0.5))
                x += 1
            }
        }
        return out
    }

    @Test(arguments: [FillRule.nonZero, .evenOdd])
    func runsGiveThePerPixelCoverage(rule: FillRule) {
        for (i, polygons) in Self.shapes.enumerated() {
            var mask = CoverageMask(width: 40, height: 34)
            mask.fill(polygons, origin: Point(x: 0.4, y: 0.2), rule: rule)
            let expected = Self.perPixel(mask)
            #expect(mask.coverage8() == expected, "shape \(i)")
            // Partly covered, fully covered and empty pixels all occur.
            #expect(expected.contains(255) && expected.contains(0) && expected.contains { $0 > 0 && $0 < 255 }, "shape \(i)")
        }
    }

    @Test(arguments: [PremultipliedRGBA8(r: 200, g: 40, b: 10, a: 255), PremultipliedRGBA8(r: 60, g: 30, b: 90, a: 128)])
    func solidCompositeOverRunsIsOneStepPerPixel(color: PremultipliedRGBA8) {
        for (i, polygons) in Self.shapes.enumerated() {
            var mask = CoverageMask(width: 40, height: 34)
            mask.fill(polygons, origin: .zero, rule: .nonZero)
            var buffer = PixelBuffer(width: 46, height: 38)
            for y in 0..<38 { for x in 0..<46 { buffer[x, y] = PremultipliedRGBA8(r: UInt8(x * 2), g: 0, b: UInt8(y * 3), a: UInt8(x * 5 + 20)) } }
            let before = buffer
            var expected = buffer
            let coverage = Self.perPixel(mask)
            for row in 0..<34 {
                for x in 0..<40 where coverage[row * 40 + x] != 0 {
                    let c = UInt32(coverage[row * 40 + x])
                    let d = expected[x + 3, row + 2].packed
                    let s = c == 255 && color.a == 255 ? color.packed : SourceOver.blend(color.packed, factor: c, over: d)
                    expected[x + 3, row + 2] = PremultipliedRGBA8(r: UInt8(s & 0xFF), g: UInt8(s >> 8 & 0xFF),
                                                                  b: UInt8(s >> 16 & 0xFF), a: UInt8(s >> 24))
                }
            }
            var dirty: DirtyRows? = DirtyRows(width: 46, height: 38)
            SourceOver.composite(mask, color: color, origin: (3, 2), into: &buffer, dirty: &dirty)
            #expect(buffer == expected, "shape \(i)")
            #expect(buffer != before, "shape \(i) drew nothing")
            // The marks hold every covered pixel (in blocks of eight), and the bounds exactly them.
            let marked = Self.marked(dirty!)
            var covered = PixelRect(x: 0, y: 0, width: 0, height: 0)
            for row in 0..<34 {
                for x in 0..<40 where coverage[row * 40 + x] != 0 {
                    #expect(marked.contains((x + 3) + (row + 2) * 46), "shape \(i): \(x + 3), \(row + 2)")
                    covered = covered.union(PixelRect(x: x + 3, y: row + 2, width: 1, height: 1))
                }
            }
            #expect(dirty!.bounds == covered, "shape \(i)")
            #expect(marked.count < 46 * 38, "shape \(i)")
        }
    }

    /// The pixel indices (`y · width + x`) of every marked span.
    static func marked(_ dirty: DirtyRows) -> Set<Int> {
        var out = Set<Int>()
        dirty.forEachSpan { row, x0, x1 in for x in x0..<x1 { out.insert(row * dirty.width + x) } }
        return out
    }
}
