import CFFmpeg
import Foundation

/// Reads an animated WebP's RIFF chunks and composes its frames the way the WebP container
/// specification describes (FFmpeg 5.1 decodes only still WebP, so each ANMF frame is rewrapped
/// as a still file and decoded by libavcodec's webp decoder).
struct WebPTestReader {
    struct AnimationFrame {
        var x: Int, y: Int, width: Int, height: Int
        var duration: Int
        var blend: Bool
        var disposeToBackground: Bool
        /// The frame's sub-chunks (ALPH, VP8, VP8L) as a still WebP file.
        var still: [UInt8]
    }

    var canvasWidth = 0, canvasHeight = 0
    var hasAlphaFlag = false, hasAnimationFlag = false
    var loopCount = -1
    /// The ANIM chunk's background colour bytes as stored: Blue, Green, Red, Alpha.
    var backgroundBGRA: [UInt8] = []
    var frames: [AnimationFrame] = []

    struct Malformed: Error { var why: String }

    init(_ b: [UInt8]) throws {
        guard b.count >= 12, Array(b[0..<4]) == Array("RIFF".utf8), Array(b[8..<12]) == Array("WEBP".utf8) else {
            throw Malformed(why: "not RIFF WEBP")
        }
        func le(_ i: Int, _ n: Int) -> Int { (0..<n).reduce(0) { $0 | Int(b[i + $1]) << (8 * $1) } }
        guard le(4, 4) == b.count - 8 else { throw Malformed(why: "RIFF size") }
        var p = 12
        while p + 8 <= b.count {
            let type = String(decoding: b[p..<p + 4], as: UTF8.self)
            let size = le(p + 4, 4)
            let d = p + 8
            guard d + size <= b.count else { throw Malformed(why: "chunk \(type) overruns") }
            switch type {
            case "VP8X":
                hasAlphaFlag = b[d] & 0x10 != 0
                hasAnimationFlag = b[d] & 0x02 != 0
                canvasWidth = 1 + le(d + 4, 3)
                canvasHeight = 1 + le(d + 7, 3)
            case "ANIM":
                loopCount = le(d + 4, 2)
                backgroundBGRA = Array(b[d..<d + 4])
            case "ANMF":
                let w = 1 + le(d + 6, 3), h = 1 + le(d + 9, 3)
                let flags = b[d + 15]
                let inner = Array(b[d + 16..<d + size])
                let hasALPH = inner.count >= 4 && Array(inner[0..<4]) == Array("ALPH".utf8)
                var still: [UInt8] = Array("WEBP".utf8)
                if hasALPH {
                    var vp8x: [UInt8] = Array("VP8X".utf8) + [10, 0, 0, 0, 0x10, 0, 0, 0]
                    for v in [w - 1, h - 1] { vp8x += [UInt8(v & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v >> 16)] }
                    still += vp8x
                }
                still += inner
                let riffSize = still.count
                still = Array("RIFF".utf8) + [UInt8(riffSize & 0xFF), UInt8((riffSize >> 8) & 0xFF),
                                               UInt8((riffSize >> 16) & 0xFF), UInt8(riffSize >> 24)] + still
                frames.append(AnimationFrame(x: 2 * le(d, 3), y: 2 * le(d + 3, 3), width: w, height: h,
                                             duration: le(d + 12, 3), blend: flags & 2 == 0,
                                             disposeToBackground: flags & 1 != 0, still: still))
            default: break
            }
            p = d + size + (size & 1)
        }
        guard p == b.count else { throw Malformed(why: "trailing bytes") }
    }

    /// Every frame composed on the canvas, straight RGBA.
    func compose() throws -> [GIFTestDecoder.Frame] {
        var canvas = [UInt8](repeating: 0, count: canvasWidth * canvasHeight * 4)
        var out: [GIFTestDecoder.Frame] = []
        var previous: AnimationFrame?
        for f in frames {
            if let prev = previous, prev.disposeToBackground {
                for y in prev.y..<prev.y + prev.height {
                    for x in prev.x..<prev.x + prev.width { for c in 0..<4 { canvas[(y * canvasWidth + x) * 4 + c] = 0 } }
                }
            }
            let decoded = try GIFTestDecoder.decodePackets(codecID: AV_CODEC_ID_WEBP, parameters: nil) { body in
                var packet = av_packet_alloc()
                defer { av_packet_free(&packet) }
                guard av_new_packet(packet, Int32(f.still.count)) == 0 else { throw Malformed(why: "packet") }
                f.still.withUnsafeBufferPointer { packet!.pointee.data.update(from: $0.baseAddress!, count: $0.count) }
                try body(packet!)
            }
            guard let image = decoded.first, image.width == f.width, image.height == f.height else {
                throw Malformed(why: "frame did not decode")
            }
            for y in 0..<f.height {
                for x in 0..<f.width {
                    let s = (y * f.width + x) * 4, t = ((f.y + y) * canvasWidth + f.x + x) * 4
                    let sa = Double(image.rgba[s + 3]) / 255, da = Double(canvas[t + 3]) / 255
                    if !f.blend || sa == 1 {
                        for c in 0..<4 { canvas[t + c] = image.rgba[s + c] }
                    } else if sa > 0 {
                        let a = sa + da * (1 - sa)
                        for c in 0..<3 {
                            let v = (Double(image.rgba[s + c]) * sa + Double(canvas[t + c]) * da * (1 - sa)) / a
                            canvas[t + c] = UInt8(v.rounded())
                        }
                        canvas[t + 3] = UInt8((a * 255).rounded())
                    }
                }
            }
            out.append(GIFTestDecoder.Frame(width: canvasWidth, height: canvasHeight, rgba: canvas))
            previous = f
        }
        return out
    }
}
