import CFFmpeg
import SpinnerCore

/// Converts decoded frames to premultiplied RGBA with swscale, honouring each frame's matrix and
/// range tags (swscale assumes BT.601 unless told).
final class FrameToRGBA {
    let path: String
    private var context: OpaquePointer?
    private var key: (width: Int32, height: Int32, format: Int32, space: UInt32, range: UInt32)?

    /// Untagged frames use BT.601 (as players do) unless `untaggedIsBT709`.
    let untaggedIsBT709: Bool

    init(path: String, untaggedIsBT709: Bool = false) {
        self.path = path
        self.untaggedIsBT709 = untaggedIsBT709
    }

    func convert(_ frame: UnsafeMutablePointer<AVFrame>) throws(FFmpegError) -> PixelBuffer {
        let f = frame.pointee
        let width = Int(f.width), height = Int(f.height)
        let wanted = (f.width, f.height, f.format, f.colorspace.rawValue, f.color_range.rawValue)
        if key.map({ $0 != wanted }) ?? true {
            sws_freeContext(context)
            context = sws_getContext(f.width, f.height, AVPixelFormat(rawValue: f.format), f.width, f.height,
                                     AV_PIX_FMT_RGBA, Int32(SWS_BICUBIC | SWS_ACCURATE_RND | SWS_FULL_CHR_H_INT),
                                     nil, nil, nil)
            guard context != nil else {
                throw .invalidArgument("sws_getContext", "cannot convert this frame format to RGBA", path: path)
            }
            let matrix: Int32 = switch f.colorspace {
            case AVCOL_SPC_BT709: SWS_CS_ITU709
            case AVCOL_SPC_BT2020_NCL, AVCOL_SPC_BT2020_CL: SWS_CS_BT2020
            case AVCOL_SPC_SMPTE240M: SWS_CS_SMPTE240M
            case AVCOL_SPC_FCC: SWS_CS_FCC
            case AVCOL_SPC_UNSPECIFIED where untaggedIsBT709: SWS_CS_ITU709
            default: SWS_CS_DEFAULT
            }
            let yuvj = [AV_PIX_FMT_YUVJ420P, AV_PIX_FMT_YUVJ422P, AV_PIX_FMT_YUVJ444P].map(\.rawValue).contains(f.format)
            let fullRange: Int32 = f.color_range == AVCOL_RANGE_JPEG || yuvj ? 1 : 0
            sws_setColorspaceDetails(context, sws_getCoefficients(matrix), fullRange,
                                     sws_getCoefficients(SWS_CS_DEFAULT), 1, 0, 1 << 16, 1 << 16)
            key = wanted
        }
        // swscale's SIMD paths write past the end of a row (seen with yuva420p at odd widths), so
        // it gets padded rows and a spare row, and the pixels are packed afterwards.
        let rowBytes = width * 4, stride = (rowBytes + 63) & ~63
        var padded = [UInt8](repeating: 0, count: stride * (height + 1))
        let rc = padded.withUnsafeMutableBufferPointer { out in
            withUnsafePointer(to: f.data) { src in
                withUnsafePointer(to: f.linesize) { srcStride in
                    src.withMemoryRebound(to: UnsafePointer<UInt8>?.self, capacity: 8) { srcPlanes in
                        srcStride.withMemoryRebound(to: Int32.self, capacity: 8) { strides in
                            var dst: [UnsafeMutablePointer<UInt8>?] = [out.baseAddress, nil, nil, nil]
                            var dstStride: [Int32] = [Int32(stride), 0, 0, 0]
                            return sws_scale(context, srcPlanes, strides, 0, f.height, &dst, &dstStride)
                        }
                    }
                }
            }
        }
        try FFmpegError.check(rc, "sws_scale", path: path)
        var rgba = [UInt8](repeating: 0, count: rowBytes * height)
        for y in 0..<height {
            rgba.replaceSubrange((y * rowBytes)..<((y + 1) * rowBytes), with: padded[(y * stride)..<(y * stride + rowBytes)])
        }
        // Formats with alpha come back straight; the project's buffers are premultiplied.
        let straight = rgba.withUnsafeBufferPointer { AlphaConversion.premultiplied(straight: $0) }
        return PixelBuffer(width: width, height: height, pixels: straight)
    }

    deinit { sws_freeContext(context) }
}
