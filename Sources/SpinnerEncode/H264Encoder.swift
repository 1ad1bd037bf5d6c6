import CFFmpeg

/// libx264 behind libavcodec, muxed into MP4 by libavformat. Not thread-safe: `MP4Sink` owns one
/// behind a lock and calls it in frame order.
final class H264Encoder {
    let path: String
    private var format: UnsafeMutablePointer<AVFormatContext>?
    private var codec: UnsafeMutablePointer<AVCodecContext>?
    private var stream: UnsafeMutablePointer<AVStream>?
    private var frame: UnsafeMutablePointer<AVFrame>?
    private var packet: UnsafeMutablePointer<AVPacket>?
    /// Whether avio created the file, so a failure knows to delete it.
    private var createdFile = false
    private var nextPTS: Int64 = 0

    /// Opens the encoder, creates the file and writes the header.
    init(path: String, width: Int, height: Int, options: VideoOptions) throws(FFmpegError) {
        self.path = path
        FFmpegLogging.quietUnlessConfigured
        do {
            try open(width: width, height: height, options: options)
        } catch {
            close(deleting: true)
            throw error
        }
    }

    deinit { close(deleting: false) }

    private func open(width: Int, height: Int, options: VideoOptions) throws(FFmpegError) {
        let fps = options.fps
        guard let num = Int32(exactly: fps.numerator), let den = Int32(exactly: fps.denominator), num > 0 else {
            throw .invalidArgument("MP4Sink.init", "frame rate \(fps) must be positive and fit 32-bit fractions", path: path)
        }
        try FFmpegError.check(avformat_alloc_output_context2(&format, nil, "mp4", FFmpegError.fileURL(path)),
                              "avformat_alloc_output_context2", path: path)
        guard let format else {
            throw FFmpegError(code: spinner_averror_enomem(), function: "avformat_alloc_output_context2", path: path)
        }
        guard let x264 = avcodec_find_encoder_by_name("libx264") else {
            throw FFmpegError(code: spinner_averror_encoder_not_found(), function: "avcodec_find_encoder_by_name",
                              message: "this FFmpeg has no libx264 encoder", path: path)
        }
        guard let stream = avformat_new_stream(format, nil), let codec = avcodec_alloc_context3(x264) else {
            throw FFmpegError(code: spinner_averror_enomem(), function: "avformat_new_stream", path: path)
        }
        self.stream = stream
        self.codec = codec

        codec.pointee.width = Int32(width)
        codec.pointee.height = Int32(height)
        codec.pointee.pix_fmt = AV_PIX_FMT_YUV420P
        // Frame i has pts i in a time base of one frame, so every timestamp is exact.
        codec.pointee.time_base = AVRational(num: den, den: num)
        codec.pointee.framerate = AVRational(num: num, den: den)
        codec.pointee.color_primaries = AVCOL_PRI_BT709
        codec.pointee.color_trc = AVCOL_TRC_BT709
        codec.pointee.colorspace = AVCOL_SPC_BT709
        codec.pointee.color_range = AVCOL_RANGE_MPEG
        if format.pointee.oformat.pointee.flags & AVFMT_GLOBALHEADER != 0 {
            codec.pointee.flags |= AV_CODEC_FLAG_GLOBAL_HEADER
        }
        try FFmpegError.check(av_opt_set(codec.pointee.priv_data, "preset", options.preset, 0),
                              "av_opt_set(preset=\(options.preset))", path: path)
        try FFmpegError.check(av_opt_set(codec.pointee.priv_data, "crf", String(options.crf), 0),
                              "av_opt_set(crf=\(options.crf))", path: path)
        let opened = avcodec_open2(codec, x264, nil)
        if opened < 0 {
            throw FFmpegError(code: opened, function: "avcodec_open2",
                              message: FFmpegError.text(of: opened)
                                + " (libx264 refused preset '\(options.preset)', crf \(options.crf) or size \(width)x\(height))",
                              path: path)
        }
        try FFmpegError.check(avcodec_parameters_from_context(stream.pointee.codecpar, codec),
                              "avcodec_parameters_from_context", path: path)
        stream.pointee.time_base = codec.pointee.time_base
        stream.pointee.avg_frame_rate = codec.pointee.framerate
        stream.pointee.r_frame_rate = codec.pointee.framerate

        try FFmpegError.check(avio_open(&format.pointee.pb, FFmpegError.fileURL(path), AVIO_FLAG_WRITE), "avio_open", path: path)
        createdFile = true
        var muxerOptions: OpaquePointer?
        defer { av_dict_free(&muxerOptions) }
        av_dict_set(&muxerOptions, "movflags", "+faststart", 0)
        try FFmpegError.check(avformat_write_header(format, &muxerOptions), "avformat_write_header", path: path)

        guard let frame = av_frame_alloc(), let packet = av_packet_alloc() else {
            throw FFmpegError(code: spinner_averror_enomem(), function: "av_frame_alloc", path: path)
        }
        self.frame = frame
        self.packet = packet
        frame.pointee.format = AV_PIX_FMT_YUV420P.rawValue
        frame.pointee.width = Int32(width)
        frame.pointee.height = Int32(height)
        frame.pointee.color_primaries = AVCOL_PRI_BT709
        frame.pointee.color_trc = AVCOL_TRC_BT709
        frame.pointee.colorspace = AVCOL_SPC_BT709
        frame.pointee.color_range = AVCOL_RANGE_MPEG
        try FFmpegError.check(av_frame_get_buffer(frame, 0), "av_frame_get_buffer", path: path)
    }

    /// Encodes one picture as the next frame and muxes whatever packets the encoder returns.
    func encode(_ planes: YUVPlanes) throws(FFmpegError) {
        guard let frame, let codec else {
            throw .invalidArgument("MP4Sink.write", "the encoder is closed", path: path)
        }
        // The encoder may still hold the previous buffer; this gives us one we may overwrite.
        try FFmpegError.check(av_frame_make_writable(frame), "av_frame_make_writable", path: path)
        let data = frame.pointee.data, stride = frame.pointee.linesize
        copy(planes.y, rowBytes: planes.width, rows: planes.height, to: data.0, stride: Int(stride.0))
        copy(planes.u, rowBytes: planes.chromaWidth, rows: planes.chromaHeight, to: data.1, stride: Int(stride.1))
        copy(planes.v, rowBytes: planes.chromaWidth, rows: planes.chromaHeight, to: data.2, stride: Int(stride.2))
        frame.pointee.pts = nextPTS
        nextPTS += 1
        try FFmpegError.check(avcodec_send_frame(codec, frame), "avcodec_send_frame", path: path)
        try drain()
    }

    /// Flushes the encoder, writes the trailer (moving the index to the front) and closes the file.
    func finish() throws(FFmpegError) {
        guard let codec, let format else { return }
        try FFmpegError.check(avcodec_send_frame(codec, nil), "avcodec_send_frame(flush)", path: path)
        try drain()
        try FFmpegError.check(av_write_trailer(format), "av_write_trailer", path: path)
        try FFmpegError.check(avio_closep(&format.pointee.pb), "avio_closep", path: path)
        close(deleting: false)
    }

    /// Releases everything; `deleting` also removes the file.
    func close(deleting: Bool) {
        if let format {
            if format.pointee.pb != nil { avio_closep(&format.pointee.pb) }
            avformat_free_context(format)
            self.format = nil
        }
        avcodec_free_context(&codec)
        av_frame_free(&frame)
        av_packet_free(&packet)
        stream = nil
        if deleting && createdFile { POSIXFile.remove(path) }
        createdFile = false
    }

    private func drain() throws(FFmpegError) {
        guard let codec, let packet, let stream, let format else { return }
        while true {
            let rc = avcodec_receive_packet(codec, packet)
            if rc == spinner_averror_eagain() || rc == spinner_averror_eof() { return }
            try FFmpegError.check(rc, "avcodec_receive_packet", path: path)
            av_packet_rescale_ts(packet, codec.pointee.time_base, stream.pointee.time_base)
            packet.pointee.stream_index = stream.pointee.index
            // Takes the packet's reference, success or not.
            try FFmpegError.check(av_interleaved_write_frame(format, packet), "av_interleaved_write_frame", path: path)
        }
    }

    private func copy(_ plane: [UInt8], rowBytes: Int, rows: Int, to base: UnsafeMutablePointer<UInt8>?, stride: Int) {
        guard let base else { return }
        plane.withUnsafeBufferPointer { src in
            if stride == rowBytes {
                base.update(from: src.baseAddress!, count: rowBytes * rows)
                return
            }
            for row in 0..<rows {
                (base + row * stride).update(from: src.baseAddress! + row * rowBytes, count: rowBytes)
            }
        }
    }
}
