import CFFmpeg

/// libavcodec's `libwebp_anim` encoder, fed straight-alpha BGRA frames with millisecond
/// timestamps; it returns the whole assembled WebP file when flushed. Not thread-safe: `WebPSink`
/// owns one behind a lock and calls it in frame order.
final class WebPEncoder {
    let path: String
    let width: Int
    let height: Int
    private var codec: UnsafeMutablePointer<AVCodecContext>?
    private var frame: UnsafeMutablePointer<AVFrame>?
    private var packet: UnsafeMutablePointer<AVPacket>?
    /// The assembled file, once the encoder has produced it.
    private var assembled: [UInt8]?

    init(path: String, width: Int, height: Int, options: WebPOptions) throws(FFmpegError) {
        self.path = path
        self.width = width
        self.height = height
        try FFmpegLibraries.load(for: path)
        guard let encoder = avcodec_find_encoder_by_name("libwebp_anim") else {
            throw FFmpegError(code: spinner_averror_encoder_not_found(), function: "avcodec_find_encoder_by_name",
                              message: "this FFmpeg has no libwebp_anim encoder", path: path)
        }
        guard let codec = avcodec_alloc_context3(encoder), let frame = av_frame_alloc(), let packet = av_packet_alloc() else {
            throw FFmpegError(code: spinner_averror_enomem(), function: "avcodec_alloc_context3", path: path)
        }
        self.codec = codec
        self.frame = frame
        self.packet = packet
        codec.pointee.width = Int32(width)
        codec.pointee.height = Int32(height)
        // AV_PIX_FMT_RGB32: B, G, R, A bytes on little-endian machines, libwebp's ARGB words.
        codec.pointee.pix_fmt = AV_PIX_FMT_BGRA
        // Timestamps in milliseconds: the encoder converts pts to ms with this time base.
        codec.pointee.time_base = AVRational(num: 1, den: 1000)
        codec.pointee.compression_level = Int32(options.method)
        try FFmpegError.check(av_opt_set(codec.pointee.priv_data, "lossless", options.lossless ? "1" : "0", 0),
                              "av_opt_set(lossless)", path: path)
        try FFmpegError.check(av_opt_set_double(codec.pointee.priv_data, "quality", options.quality, 0),
                              "av_opt_set(quality)", path: path)
        try FFmpegError.check(avcodec_open2(codec, encoder, nil), "avcodec_open2", path: path)
        frame.pointee.width = Int32(width)
        frame.pointee.height = Int32(height)
        frame.pointee.format = AV_PIX_FMT_BGRA.rawValue
        try FFmpegError.check(av_frame_get_buffer(frame, 0), "av_frame_get_buffer", path: path)
    }

    deinit {
        avcodec_free_context(&codec)
        av_frame_free(&frame)
        av_packet_free(&packet)
    }

    /// Encodes one frame of `width·height·4` BGRA bytes starting at `milliseconds`.
    func encode(_ bgra: [UInt8], milliseconds: Int64) throws(FFmpegError) {
        guard let codec, let frame else { return }
        try FFmpegError.check(av_frame_make_writable(frame), "av_frame_make_writable", path: path)
        let stride = Int(frame.pointee.linesize.0)
        let rowBytes = width * 4
        bgra.withUnsafeBufferPointer { src in
            for y in 0..<height {
                (frame.pointee.data.0! + y * stride).update(from: src.baseAddress! + y * rowBytes, count: rowBytes)
            }
        }
        frame.pointee.pts = milliseconds
        try FFmpegError.check(avcodec_send_frame(codec, frame), "avcodec_send_frame", path: path)
        try drain()
    }

    /// Flushes the encoder and returns the assembled WebP file.
    func finish() throws(FFmpegError) -> [UInt8] {
        guard let codec else { return [] }
        try FFmpegError.check(avcodec_send_frame(codec, nil), "avcodec_send_frame(flush)", path: path)
        try drain()
        guard let assembled else {
            throw FFmpegError(code: spinner_averror_invaliddata(), function: "WebPSink.finish",
                              message: "libwebp_anim returned no file", path: path)
        }
        return assembled
    }

    /// Collects packets; only the flush packet carries bytes (the whole RIFF file).
    private func drain() throws(FFmpegError) {
        guard let codec, let packet else { return }
        while true {
            let rc = avcodec_receive_packet(codec, packet)
            if rc == spinner_averror_eagain() || rc == spinner_averror_eof() { return }
            try FFmpegError.check(rc, "avcodec_receive_packet", path: path)
            if packet.pointee.size > 0, let data = packet.pointee.data {
                assembled = Array(UnsafeBufferPointer(start: data, count: Int(packet.pointee.size)))
            }
            av_packet_unref(packet)
        }
    }
}
