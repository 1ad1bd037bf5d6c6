import CFFmpeg
import SpinnerCore

/// Reads videos back through libavformat/libavcodec, for tests and golden comparisons.
public enum VideoDecoder {
    /// The most pixels a decoded video frame may have, the same as a decoded PNG's
    /// (`PNGCodec.maximumPixels`); a larger stream is refused before any frame is decoded.
    public static let maximumPixels = PNGCodec.maximumPixels

    /// The first video stream's codec, tag, format, alpha, colour tags (merged, container alone and
    /// bitstream alone), frame rate and frame timestamps.
    public static func probe(path: String) throws(FFmpegError) -> VideoInfo {
        let declared = try InputFile(path: path, findStreamInfo: false)
        let containerPar = declared.parameters.pointee
        let containerColor = VideoColorTags(containerPar.color_primaries, containerPar.color_trc,
                                            containerPar.color_space, containerPar.color_range)

        var streamColor = VideoColorTags(AVCOL_PRI_UNSPECIFIED, AVCOL_TRC_UNSPECIFIED, AVCOL_SPC_UNSPECIFIED,
                                         AVCOL_RANGE_UNSPECIFIED)
        var pixelFormat = AV_PIX_FMT_NONE.rawValue
        let first = try FrameDecoder(try InputFile(path: path), withholdingContainerColor: true)
        try first.forEachFrame { (frame) throws(FFmpegError) in
            let f = frame.pointee
            streamColor = VideoColorTags(f.color_primaries, f.color_trc, f.colorspace, f.color_range)
            pixelFormat = f.format
            return false
        }

        let input = try InputFile(path: path)
        let par = input.parameters.pointee
        func name(_ c: UnsafePointer<CChar>?) -> String { c.map { String(cString: $0) } ?? "unknown" }
        let timeBase = input.stream.pointee.time_base
        var timestamps: [Double] = []
        try input.forEachPacket { (packet) throws(FFmpegError) in
            var ts = packet.pointee.pts
            if ts == spinner_av_nopts_value() { ts = packet.pointee.dts }
            timestamps.append(Double(ts) * Double(timeBase.num) / Double(timeBase.den))
            return true
        }
        timestamps.sort()
        let rate = input.stream.pointee.avg_frame_rate
        let merged = VideoColorTags(par.color_primaries, par.color_trc, par.color_space, par.color_range)
        let descriptor = av_pix_fmt_desc_get(AVPixelFormat(rawValue: pixelFormat))
        let hasAlpha = descriptor.map { $0.pointee.flags & UInt64(AV_PIX_FMT_FLAG_ALPHA) != 0 } ?? false
        return VideoInfo(
            codecName: name(avcodec_get_name(par.codec_id)),
            codecTag: fourCC(par.codec_tag),
            width: Int(par.width), height: Int(par.height),
            pixelFormatName: name(av_get_pix_fmt_name(AVPixelFormat(rawValue: pixelFormat))),
            hasAlpha: hasAlpha,
            colorPrimaries: merged.primaries, colorTransfer: merged.transfer,
            colorMatrix: merged.matrix, colorRange: merged.range,
            containerColor: containerColor, streamColor: streamColor,
            frameRate: rate.den > 0 && rate.num >= 0 ? Rational(Int64(rate.num), Int64(rate.den)) : Rational(0),
            frameCount: timestamps.count,
            timestamps: timestamps,
            isFastStart: MP4Boxes.isFastStart(path: path))
    }

    /// Every frame of the first video stream as premultiplied RGBA, in presentation order.
    /// YUV is converted with the matrix and range the frame is tagged with (BT.709 when tagged so;
    /// when untagged, BT.601 as players do, or BT.709 with `untaggedIsBT709`, for y4m, which
    /// cannot say). Alpha planes (VP9 through libvpx, ProRes 4444) come back as alpha; 10-bit
    /// samples are scaled to 8 bits. A stream whose frames have more than `maximumPixels` pixels
    /// is refused before any frame is decoded. `VideoFrameReader` reads the same frames one at a
    /// time.
    public static func decodeFrames(path: String, untaggedIsBT709: Bool = false,
                                    maximumPixels: Int = VideoDecoder.maximumPixels) throws(FFmpegError) -> [PixelBuffer] {
        let reader = try VideoFrameReader(path: path, untaggedIsBT709: untaggedIsBT709, maximumPixels: maximumPixels)
        var frames: [PixelBuffer] = []
        while let frame = try reader.next() { frames.append(frame) }
        return frames
    }

    /// A codec tag as four characters; empty when zero or not printable.
    static func fourCC(_ tag: UInt32) -> String {
        let bytes = (0..<4).map { UInt8(truncatingIfNeeded: tag >> (8 * $0)) }
        guard tag != 0, bytes.allSatisfy({ (0x20...0x7E).contains($0) }) else { return "" }
        return String(decoding: bytes, as: UTF8.self)
    }
}
