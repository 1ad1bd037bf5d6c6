import SpinnerCore

/// Source-over compositing of a solid premultiplied colour through a coverage mask, in 8-bit
/// integer arithmetic so results are the same bytes on every machine and thread.
///
/// With `div255(x) = (x + 128 + ((x + 128) >> 8)) >> 8`, which equals round(x / 255) exactly
/// for 0 ≤ x ≤ 255·255:
///
///     c   = round(coverage · 255)                       coverage in 0...1 (fill rule resolved)
///     s_k = div255(S_k · c)                             k ∈ {r, g, b, a}; S premultiplied
///     D_k ← s_k + div255(D_k · (255 − s_a))
///
/// So a fully covered opaque colour writes exactly its bytes, and over a transparent pixel the
/// result is the premultiplied colour times the coverage, rounded once. Results never exceed 255
/// because s_k ≤ s_a and D_k ≤ 255.
enum SourceOver {
    @inline(__always)
    static func div255(_ x: UInt32) -> UInt32 { (x + 128 + ((x + 128) >> 8)) >> 8 }

    /// Composites `color` through `mask` (whose running sums are coverage, the fill rule already
    /// resolved) into `buffer`, the mask's cell (0, 0) lying on pixel `origin`; marks the runs
    /// it writes in `dirty` when given.
    static func composite(_ mask: CoverageMask, color: PremultipliedRGBA8,
                          origin: (x: Int, y: Int), into buffer: inout PixelBuffer, dirty: inout DirtyRows?) {
        let opaqueWord = color.packed
        let isOpaque = color.a == 255
        let bufferWidth = buffer.width
        buffer.pixels.withUnsafeMutableBytes { raw in
            let px = raw.bindMemory(to: UInt32.self)
            Self.forEachRun(of: mask, origin: origin, marking: &dirty) { x0, x1, row, c in
                let base = (origin.y + row) * bufferWidth + origin.x
                if c == 255 && isOpaque {
                    UnsafeMutableBufferPointer(rebasing: px[(base + x0)..<(base + x1)]).update(repeating: opaqueWord)
                } else {
                    // One coverage along the run: the scaled source is the same for every pixel.
                    let source = scaled(opaqueWord, by: c)
                    // Over a clear pixel (most of a spinner's canvas) source-over is the source.
                    for i in (base + x0)..<(base + x1) {
                        let d = px[i]
                        px[i] = d == 0 ? source : over(source, d)
                    }
                }
            }
        }
    }
}

extension SourceOver {
    /// `mask.forEachRun(body)`, marking each run (moved to the pixels at `origin`) in `dirty`
    /// when given: the runs are exactly the pixels a composite writes.
    @inline(__always)
    static func forEachRun(of mask: CoverageMask, origin: (x: Int, y: Int), marking dirty: inout DirtyRows?,
                           _ body: (_ x0: Int, _ x1: Int, _ row: Int, _ coverage: UInt32) -> Void) {
        guard dirty != nil else { return mask.forEachRun(body) }
        dirty!.withMarker { marker in
            mask.forEachRun { x0, x1, row, c in
                marker.add(row: origin.y + row, from: origin.x + x0, to: origin.x + x1)
                body(x0, x1, row, c)
            }
        }
    }

    /// One source-over step: a premultiplied packed source scaled by an 8-bit factor `c`
    /// (coverage, or coverage times opacity), over a packed destination, by the rules above.
    @inline(__always)
    static func blend(_ source: UInt32, factor c: UInt32, over d: UInt32) -> UInt32 {
        over(scaled(source, by: c), d)
    }

    /// A premultiplied packed source with every channel scaled by an 8-bit factor `c`:
    /// `s_k = div255(S_k · c)`.
    @inline(__always)
    static func scaled(_ source: UInt32, by c: UInt32) -> UInt32 {
        div255((source & 0xFF) * c) | div255((source >> 8 & 0xFF) * c) << 8
            | div255((source >> 16 & 0xFF) * c) << 16 | div255((source >> 24) * c) << 24
    }

    /// An already scaled packed source over a packed destination: `D_k ← s_k + div255(D_k · (255 − s_a))`.
    @inline(__always)
    static func over(_ s: UInt32, _ d: UInt32) -> UInt32 {
        let inv = 255 - (s >> 24)
        let r = (s & 0xFF) + div255((d & 0xFF) * inv)
        let g = (s >> 8 & 0xFF) + div255((d >> 8 & 0xFF) * inv)
        let b = (s >> 16 & 0xFF) + div255((d >> 16 & 0xFF) * inv)
        let a = (s >> 24) + div255((d >> 24) * inv)
        return r | g << 8 | b << 16 | a << 24
    }

    /// Composites a shaded paint through `mask`: each covered pixel's colour is the shader's
    /// value at the pixel centre (opacity already folded in and rounded to 8 bits), scaled by
    /// the pixel's coverage as a solid colour is. `device` is the device pixel of the mask's
    /// cell (0, 0) and `origin` the same pixel in `buffer`.
    static func composite<S: PaintShader>(_ mask: CoverageMask, shader: S, device: (x: Int, y: Int),
                                          origin: (x: Int, y: Int), into buffer: inout PixelBuffer,
                                          dirty: inout DirtyRows?) {
        let bufferWidth = buffer.width
        buffer.pixels.withUnsafeMutableBytes { raw in
            let px = raw.bindMemory(to: UInt32.self)
            Self.forEachRun(of: mask, origin: origin, marking: &dirty) { x0, x1, row, c in
                for x in x0..<x1 {
                    let source = shader.shade(Double(device.x + x) + 0.5, Double(device.y + row) + 0.5)
                    guard source != 0 else { continue }
                    let i = (origin.y + row) * bufferWidth + origin.x + x
                    px[i] = c == 255 && source >> 24 == 255 ? source : blend(source, factor: c, over: px[i])
                }
            }
        }
    }

    /// Composites a group's own buffer onto its parent: every pixel scaled by
    /// `f = div255(factor · opacity)`, where `factor` is the pixel's clip coverage times mask
    /// alpha (`div255(c · m)`, 255 when the group has neither), then source-over. `origin` is
    /// the layer's top-left pixel in `buffer`.
    static func composite(layer: PixelBuffer, factors: [UInt8]?, opacity: UInt32,
                          origin: (x: Int, y: Int), into buffer: inout PixelBuffer) {
        let w = layer.width, bufferWidth = buffer.width
        words(of: layer, into: &buffer) { src, dst in
            (factors ?? []).withUnsafeBufferPointer { fs in
                let hasFactors = factors != nil
                for row in 0..<layer.height {
                    let base = (origin.y + row) * bufferWidth + origin.x
                    for x in 0..<w {
                        let s = src[row * w + x]
                        guard s != 0 else { continue }
                        let f = hasFactors ? div255(UInt32(fs[row * w + x]) * opacity) : opacity
                        guard f != 0 else { continue }
                        dst[base + x] = f == 255 && s >> 24 == 255 ? s : blend(s, factor: f, over: dst[base + x])
                    }
                }
            }
        }
    }

    /// `body` given a group's own pixels and its parent's, as packed words.
    @inline(__always)
    static func words(of layer: PixelBuffer, into buffer: inout PixelBuffer,
                      _ body: (UnsafeBufferPointer<UInt32>, UnsafeMutableBufferPointer<UInt32>) -> Void) {
        buffer.pixels.withUnsafeMutableBytes { raw in
            let dst = raw.bindMemory(to: UInt32.self)
            layer.pixels.withUnsafeBytes { lraw in body(lraw.bindMemory(to: UInt32.self), dst) }
        }
    }
}
