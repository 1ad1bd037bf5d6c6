import CRLottie
import Foundation
import SpinnerCore

/// Plays a Lottie file with rlottie (Debian's librlottie), the independent player the export
/// is checked against; the shipped binary never links it.
final class RlottiePlayer {
    private let animation: OpaquePointer
    let frameCount: Int

    /// Loads JSON bytes; nil when rlottie refuses them. `key` names the file in rlottie's model
    /// cache, so it must differ between different files.
    init?(json: Data, key: String) {
        let text = String(decoding: json, as: UTF8.self)
        guard let a = lottie_animation_from_data(text, key, "") else { return nil }
        animation = a
        frameCount = lottie_animation_get_totalframe(a)
    }

    deinit { lottie_animation_destroy(animation) }

    /// Frame `index` at `width` × `height`, as premultiplied RGBA bytes like a `PixelBuffer`.
    func render(_ index: Int, width: Int, height: Int) -> PixelBuffer {
        var argb = [UInt32](repeating: 0, count: width * height)
        argb.withUnsafeMutableBufferPointer {
            lottie_animation_render(animation, index, $0.baseAddress, width, height, width * 4)
        }
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for (k, p) in argb.enumerated() {
            bytes[4 * k] = UInt8((p >> 16) & 0xFF)
            bytes[4 * k + 1] = UInt8((p >> 8) & 0xFF)
            bytes[4 * k + 2] = UInt8(p & 0xFF)
            bytes[4 * k + 3] = UInt8(p >> 24)
        }
        return PixelBuffer(width: width, height: height, pixels: bytes)
    }

    /// The points of every path rlottie draws in frame `index` at `width` × `height`, in
    /// pixels, after its trims and transforms (its render tree): one list per drawing, the
    /// control points of curves included, so the last point is where the drawing ends.
    func drawnPaths(_ index: Int, width: Int, height: Int) -> [[Point]] {
        var out: [[Point]] = []
        func walk(_ layer: UnsafePointer<LOTLayerNode>) {
            let l = layer.pointee
            for k in 0..<l.mNodeList.size {
                guard let node = l.mNodeList.ptr[k]?.pointee, let floats = node.mPath.ptPtr else { continue }
                // ptCount counts coordinates, two a point.
                out.append(stride(from: 0, to: node.mPath.ptCount - 1, by: 2).map {
                    Point(x: Double(floats[$0]), y: Double(floats[$0 + 1]))
                })
            }
            for k in 0..<l.mLayerList.size { if let child = l.mLayerList.ptr[k] { walk(child) } }
        }
        if let root = lottie_animation_render_tree(animation, index, width, height) { walk(root) }
        return out
    }
}

/// How closely two renders of one frame agree: the intersection over union of their covered
/// pixels (alpha above 127), and the pixels well inside flat areas whose colours differ.
struct CoverageComparison {
    let iou: Double
    /// Pixels whose 5 × 5 neighbourhood in the reference is one opaque colour, but whose colour
    /// in the other render differs.
    let flatMismatches: Int
    let flatPixels: Int

    /// The covered pixels (alpha above 127) two renders share, and those either covers, alone:
    /// what a pooled IoU sums, without the flat-area scan.
    static func covered(_ a: PixelBuffer, _ b: PixelBuffer) -> (both: Int, either: Int) {
        precondition(a.width == b.width && a.height == b.height)
        var both = 0, either = 0
        a.pixels.withUnsafeBufferPointer { p in
            b.pixels.withUnsafeBufferPointer { q in
                for k in Swift.stride(from: 3, to: p.count, by: 4) {
                    let inA = p[k] > 127, inB = q[k] > 127
                    if inA && inB { both += 1 }
                    if inA || inB { either += 1 }
                }
            }
        }
        return (both, either)
    }

    init(reference a: PixelBuffer, other b: PixelBuffer) {
        precondition(a.width == b.width && a.height == b.height)
        let w = a.width, h = a.height
        // Whole pixels as words: alpha is the top byte on a little-endian machine.
        let p = stride(from: 0, to: a.pixels.count, by: 4).map { UInt32(a.pixels[$0]) | UInt32(a.pixels[$0 + 1]) << 8 | UInt32(a.pixels[$0 + 2]) << 16 | UInt32(a.pixels[$0 + 3]) << 24 }
        let q = stride(from: 0, to: b.pixels.count, by: 4).map { UInt32(b.pixels[$0]) | UInt32(b.pixels[$0 + 1]) << 8 | UInt32(b.pixels[$0 + 2]) << 16 | UInt32(b.pixels[$0 + 3]) << 24 }
        var both = 0, either = 0, mismatches = 0, flat = 0
        for k in 0..<(w * h) {
            let inA = p[k] >> 24 > 127, inB = q[k] >> 24 > 127
            if inA && inB { both += 1 }
            if inA || inB { either += 1 }
        }
        // A pixel is flat when the 5 × 5 square around it in the reference is one opaque colour.
        for y in 2..<max(2, h - 2) {
            for x in 2..<max(2, w - 2) {
                let c = p[y * w + x]
                guard c >> 24 == 255 else { continue }
                var uniform = true
                for dy in -2...2 where uniform {
                    let row = (y + dy) * w + x
                    for dx in -2...2 where p[row + dx] != c { uniform = false; break }
                }
                guard uniform else { continue }
                flat += 1
                if q[y * w + x] != c { mismatches += 1 }
            }
        }
        iou = either == 0 ? 1 : Double(both) / Double(either)
        flatMismatches = mismatches
        flatPixels = flat
    }
}
