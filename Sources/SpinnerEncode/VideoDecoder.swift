import CFFmpeg
import SpinnerCore

/// Reads videos back through libavformat/libavcodec, for tests and golden comparisons.
public enum VideoDecoder {
    /// The first video stream's codec, format, colour tags, frame rate and frame timestamps.
    public static func probe(path: String) throws(FFmpegError) -> VideoInfo {
        let input = try InputFile(path: path)
        let par = input.parameters.pointee
        func name(_ c: UnsafePointer<CChar>?) -> String { c.map { String(cString: $0) } ?? "unknown" }
        let timeBase = input.stream.pointee.time_base
        var timestamps: [Double] = []
        try input.forEachPacket { (packet) throws(FFmpegError) in
            var ts = packet.pointee.pts
            if ts == spinner_av_nopts_value() { ts = packet.pointee.dts }
            timestamps.append(Double(ts) * Double(timeBase.num) / Double(timeBase.den))
        }
        timestamps.sort()
        let rate = input.stream.pointee.avg_frame_rate
        return VideoInfo(
            codecName: name(avcodec_get_name(par.codec_id)),
            width: Int(par.width), height: Int(par.height),
            pixelFormatName: name(av_get_pix_fmt_name(AVPixelFormat(rawValue: par.format))),
            colorPrimaries: name(av_color_primaries_name(par.color_primaries)),
            colorTransfer: name(av_color_transfer_name(par.color_trc)),
            colorMatrix: name(av_color_space_name(par.color_space)),
            colorRange: name(av_color_range_name(par.color_range)),
            frameRate: rate.den > 0 && rate.num >= 0 ? Rational(Int64(rate.num), Int64(rate.den)) : Rational(0),
            frameCount: timestamps.count,
            timestamps: timestamps,
            isFastStart: MP4Boxes.isFastStart(path: path))
    }

    /// Every frame of the first video stream as premultiplied RGBA, in presentation order.
    /// YUV is converted with the matrix and range the frame is tagged with (BT.709 when tagged so,
    /// BT.601 when untagged, as players do).
    public static func decodeFrames(path: String) throws(FFmpegError) -> [PixelBuffer] {
        let input = try InputFile(path: path)
        let par = input.parameters
        guard let decoder = avcodec_find_decoder(par.pointee.codec_id) else {
            throw FFmpegError(code: spinner_averror_decoder_not_found(), function: "avcodec_find_decoder", path: path)
        }
        var context = avcodec_alloc_context3(decoder)
        defer { avcodec_free_context(&context) }
        guard let codec = context else {
            throw FFmpegError(code: spinner_averror_enomem(), function: "avcodec_alloc_context3", path: path)
        }
        try FFmpegError.check(avcodec_parameters_to_context(codec, par), "avcodec_parameters_to_context", path: path)
        codec.pointee.pkt_timebase = input.stream.pointee.time_base
        try FFmpegError.check(avcodec_open2(codec, decoder, nil), "avcodec_open2", path: path)
        var frame = av_frame_alloc()
        defer { av_frame_free(&frame) }
        guard let frame else { throw FFmpegError(code: spinner_averror_enomem(), function: "av_frame_alloc", path: path) }
        let converter = FrameToRGBA(path: path)
        var frames: [PixelBuffer] = []

        func receive() throws(FFmpegError) {
            while true {
                let rc = avcodec_receive_frame(codec, frame)
                if rc == spinner_averror_eagain() || rc == spinner_averror_eof() { return }
                try FFmpegError.check(rc, "avcodec_receive_frame", path: path)
                frames.append(try converter.convert(frame))
                av_frame_unref(frame)
            }
        }
        try input.forEachPacket { (packet) throws(FFmpegError) in
            try FFmpegError.check(avcodec_send_packet(codec, packet), "avcodec_send_packet", path: path)
            try receive()
        }
        try FFmpegError.check(avcodec_send_packet(codec, nil), "avcodec_send_packet(flush)", path: path)
        try receive()
        return frames
    }
}
