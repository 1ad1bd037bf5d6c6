#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CFFmpeg

/// One libavcodec encoder (libx264, libx265, libvpx-vp9 or prores_ks) muxed by libavformat into
/// MP4, MOV or WebM. Not thread-safe: `VideoSink` owns one behind a lock and calls it in frame
/// order.
final class VideoEncoder {
    let path: String
    let options: VideoOptions
    private var format: UnsafeMutablePointer<AVFormatContext>?
    private var codec: UnsafeMutablePointer<AVCodecContext>?
    private var stream: UnsafeMutablePointer<AVStream>?
    private var frame: UnsafeMutablePointer<AVFrame>?
    private var packet: UnsafeMutablePointer<AVPacket>?
    /// Whether avio created the file, so a failure knows to delete it.
    private var createdFile = false
    private var nextPTS: Int64 = 0

    // MARK: - Opening

    /// Opens the encoder, creates the file and writes the header.
    init(path: String, width: Int, height: Int, options: VideoOptions) throws(FFmpegError) {
        self.path = path
        self.options = options
        try FFmpegLibraries.load(for: path)
        do {
            try open(width: width, height: height)
        } catch {
            close(deleting: true)
            throw error
        }
    }

    deinit { close(deleting: false) }

    private var colorRange: AVColorRange { options.range == .full ? AVCOL_RANGE_JPEG : AVCOL_RANGE_MPEG }

    private func open(width: Int, height: Int) throws(FFmpegError) {
        let fps = options.fps
        guard let num = Int32(exactly: fps.numerator), let den = Int32(exactly: fps.denominator), num > 0 else {
            throw .invalidArgument("VideoSink.init", "frame rate \(fps) must be positive and fit 32-bit fractions", path: path)
        }
        guard let muxer = options.container.muxerName, let encoderName = options.codec.encoderName else {
            throw .invalidArgument("VideoSink.init", "\(options.container.rawValue) is not written through libavformat", path: path)
        }
        try FFmpegError.check(avformat_alloc_output_context2(&format, nil, muxer, FFmpegError.fileURL(path)),
                              "avformat_alloc_output_context2", path: path)
        guard let format else {
            throw FFmpegError(code: spinner_averror_enomem(), function: "avformat_alloc_output_context2", path: path)
        }
        // Matroska (WebM) gives every file random segment and track UIDs unless told to be
        // bit-exact: the same job would write different bytes each run, which golden files of a
        // video cannot keep. MP4 and MOV carry no such UIDs and keep their bytes.
        if options.container == .webm { format.pointee.flags |= AVFMT_FLAG_BITEXACT }
        guard let encoder = avcodec_find_encoder_by_name(encoderName) else {
            throw FFmpegError(code: spinner_averror_encoder_not_found(), function: "avcodec_find_encoder_by_name",
                              message: "this FFmpeg has no \(encoderName) encoder", path: path)
        }
        guard let stream = avformat_new_stream(format, nil), let codec = avcodec_alloc_context3(encoder) else {
            throw FFmpegError(code: spinner_averror_enomem(), function: "avformat_new_stream", path: path)
        }
        self.stream = stream
        self.codec = codec

        let pixelFormat = options.pixelFormat.avPixelFormat
        codec.pointee.width = Int32(width)
        codec.pointee.height = Int32(height)
        codec.pointee.pix_fmt = pixelFormat
        // Frame i has pts i in a time base of one frame, so every timestamp is exact.
        codec.pointee.time_base = AVRational(num: den, den: num)
        codec.pointee.framerate = AVRational(num: num, den: den)
        codec.pointee.color_primaries = AVCOL_PRI_BT709
        codec.pointee.color_trc = AVCOL_TRC_BT709
        codec.pointee.colorspace = AVCOL_SPC_BT709
        codec.pointee.color_range = colorRange
        if let keyframeInterval = options.keyframeInterval { codec.pointee.gop_size = Int32(keyframeInterval) }
        if let bitrate = options.bitrate { codec.pointee.bit_rate = Int64(bitrate) }
        if format.pointee.oformat.pointee.flags & AVFMT_GLOBALHEADER != 0 {
            codec.pointee.flags |= AV_CODEC_FLAG_GLOBAL_HEADER
        }
        try configure(codec)
        let opened = avcodec_open2(codec, encoder, nil)
        if opened < 0 {
            throw FFmpegError(code: opened, function: "avcodec_open2",
                              message: FFmpegError.text(of: opened)
                                + " (\(encoderName) refused \(settingsDescription) at \(width)x\(height))",
                              path: path)
        }
        try FFmpegError.check(avcodec_parameters_from_context(stream.pointee.codecpar, codec),
                              "avcodec_parameters_from_context", path: path)
        if options.codec == .h265 {
            // MP4/MOV default to `hev1`; Apple players open only `hvc1` (parameter sets in the
            // sample description).
            stream.pointee.codecpar.pointee.codec_tag = VideoEncoder.fourCC("hvc1")
        }
        if options.codec == .vp9 && options.pixelFormat.hasAlpha {
            // Makes the WebM muxer write AlphaMode 1, which tells players to decode the alpha
            // stream libvpx puts in each block's additions.
            av_dict_set(&stream.pointee.metadata, "alpha_mode", "1", 0)
        }
        // The one video track is the default (Matroska's FlagDefault): players and browsers
        // that pick tracks by the flag otherwise may skip it.
        stream.pointee.disposition = AV_DISPOSITION_DEFAULT
        stream.pointee.time_base = codec.pointee.time_base
        stream.pointee.avg_frame_rate = codec.pointee.framerate
        stream.pointee.r_frame_rate = codec.pointee.framerate

        try FFmpegError.check(avio_open(&format.pointee.pb, FFmpegError.fileURL(path), AVIO_FLAG_WRITE), "avio_open", path: path)
        createdFile = true
        var muxerOptions: OpaquePointer?
        defer { av_dict_free(&muxerOptions) }
        if options.container == .mp4 || options.container == .mov {
            av_dict_set(&muxerOptions, "movflags", "+faststart+write_colr", 0)
        }
        try FFmpegError.check(avformat_write_header(format, &muxerOptions), "avformat_write_header", path: path)

        guard let frame = av_frame_alloc(), let packet = av_packet_alloc() else {
            throw FFmpegError(code: spinner_averror_enomem(), function: "av_frame_alloc", path: path)
        }
        self.frame = frame
        self.packet = packet
        frame.pointee.format = pixelFormat.rawValue
        frame.pointee.width = Int32(width)
        frame.pointee.height = Int32(height)
        // ProRes takes its colour tags from each frame, not from the codec context.
        frame.pointee.color_primaries = AVCOL_PRI_BT709
        frame.pointee.color_trc = AVCOL_TRC_BT709
        frame.pointee.colorspace = AVCOL_SPC_BT709
        frame.pointee.color_range = colorRange
        try FFmpegError.check(av_frame_get_buffer(frame, 0), "av_frame_get_buffer", path: path)
    }

    // MARK: - Codec settings

    private var settingsDescription: String {
        var parts = ["\(options.pixelFormat.rawValue)"]
        if options.codec.defaultPreset != nil { parts.append("preset '\(options.preset)'") }
        if let bitrate = options.bitrate { parts.append("bitrate \(bitrate)") }
        else if options.codec.crfRange != nil { parts.append("crf \(options.crf)") }
        return parts.joined(separator: ", ")
    }

    /// The encoder's private options for the chosen codec.
    private func configure(_ codec: UnsafeMutablePointer<AVCodecContext>) throws(FFmpegError) {
        let priv = codec.pointee.priv_data
        func set(_ key: String, _ value: String) throws(FFmpegError) {
            try FFmpegError.check(av_opt_set(priv, key, value, 0), "av_opt_set(\(key)=\(value))", path: path)
        }
        let useCRF = options.bitrate == nil
        switch options.codec {
        case .h264:
            try set("preset", options.preset)
            // crf 0 is lossless in x264 (qp 0).
            if useCRF { try set("crf", String(options.crf)) }
            // x264's threaded lookahead buffers threads + bframes frames more (about 30 MB at
            // 1080p, 120 MB at 4K) for no change in the bitstream: the same decisions, made on
            // the calling thread.
            var params = "sync-lookahead=0"
            if let b = options.buffering { params += ":threads=\(b.threads):rc-lookahead=\(b.lookahead):bframes=\(b.bframes)" }
            try set("x264-params", params)
        case .h265:
            try set("preset", options.preset)
            // x265 prints its banner and statistics itself, past av_log.
            var params = "log-level=none"
            if let b = options.buffering { params += ":frame-threads=\(b.threads):rc-lookahead=\(b.lookahead):bframes=\(b.bframes)" }
            if useCRF {
                if options.crf == 0 { params += ":lossless=1" } else { try set("crf", String(options.crf)) }
            }
            try set("x265-params", params)
        case .vp9:
            let (deadline, speed) = switch options.preset {
            case "realtime": ("realtime", 8)
            case "good": ("good", 4)
            case "best": ("good", 1)
            default:
                throw FFmpegError.invalidArgument(
                    "VideoSink.init", "VP9 preset '\(options.preset)' is not one of realtime, good, best", path: path)
            }
            try set("deadline", deadline)
            try set("cpu-used", String(speed))
            try set("row-mt", "1")
            codec.pointee.thread_count = Int32(options.buffering?.threads ?? min(16, max(1, VideoEncoder.processorCount)))
            if let b = options.buffering { try set("lag-in-frames", String(b.lookahead)) }
            if useCRF {
                if options.crf == 0 { try set("lossless", "1") } else { try set("crf", String(options.crf)) }
                codec.pointee.bit_rate = 0  // constant quality, not constrained
            }
            // libvpx cannot encode alpha with alternate reference frames.
            if options.pixelFormat.hasAlpha { try set("auto-alt-ref", "0") }
        case .prores4444:
            try set("profile", "4444")
            try set("vendor", "apl0")
            codec.pointee.thread_count = 0  // slices across all cores
        case .rawvideo:
            break
        }
    }

    static var processorCount: Int { Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))) }

    /// MKTAG: the four characters little-endian in one word.
    static func fourCC(_ s: String) -> UInt32 {
        s.utf8.prefix(4).enumerated().reduce(UInt32(0)) { $0 | UInt32($1.element) << (8 * UInt32($1.offset)) }
    }

    // MARK: - Frames

    /// Encodes one picture as the next frame and muxes whatever packets the encoder returns.
    func encode(_ picture: VideoPicture) throws(FFmpegError) {
        guard let frame, let codec else {
            throw .invalidArgument("VideoSink.write", "the encoder is closed", path: path)
        }
        guard picture.format == options.pixelFormat, picture.planes.count == picture.format.planeCount,
              Int32(picture.width) == frame.pointee.width, Int32(picture.height) == frame.pointee.height else {
            throw .invalidArgument("VideoSink.write", "picture is \(picture.width)x\(picture.height) \(picture.format.rawValue)",
                                   path: path)
        }
        // The encoder may still hold the previous buffer; this gives us one we may overwrite.
        try FFmpegError.check(av_frame_make_writable(frame), "av_frame_make_writable", path: path)
        let data = frame.pointee.data, stride = frame.pointee.linesize
        let targets = [(data.0, stride.0), (data.1, stride.1), (data.2, stride.2), (data.3, stride.3)]
        for (i, plane) in picture.planes.enumerated() {
            copy(plane, rowBytes: picture.rowBytes(i), rows: picture.planeHeight(i), to: targets[i].0, stride: Int(targets[i].1))
        }
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

    // MARK: - Muxing

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
