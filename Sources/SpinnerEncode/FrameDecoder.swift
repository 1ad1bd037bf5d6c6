import CFFmpeg

/// Decodes the video stream of an `InputFile` frame by frame.
///
/// VP9 goes through libvpx-vp9 when this FFmpeg has it: FFmpeg's native VP9 decoder ignores the
/// alpha stream WebM carries in block additions.
final class FrameDecoder {
    let input: InputFile
    private var context: UnsafeMutablePointer<AVCodecContext>?
    private var frame: UnsafeMutablePointer<AVFrame>?

    /// `withholdingContainerColor`: the decoder starts without the container's colour tags, so a
    /// decoded frame shows only what its bitstream declares.
    init(_ input: InputFile, withholdingContainerColor: Bool = false) throws(FFmpegError) {
        self.input = input
        let path = input.path, par = input.parameters
        var decoder = avcodec_find_decoder(par.pointee.codec_id)
        if par.pointee.codec_id == AV_CODEC_ID_VP9, let vpx = avcodec_find_decoder_by_name("libvpx-vp9") {
            decoder = vpx
        }
        guard let decoder else {
            throw FFmpegError(code: spinner_averror_decoder_not_found(), function: "avcodec_find_decoder", path: path)
        }
        context = avcodec_alloc_context3(decoder)
        frame = av_frame_alloc()
        guard let context, frame != nil else {
            throw FFmpegError(code: spinner_averror_enomem(), function: "avcodec_alloc_context3", path: path)
        }
        try FFmpegError.check(avcodec_parameters_to_context(context, par), "avcodec_parameters_to_context", path: path)
        context.pointee.pkt_timebase = input.stream.pointee.time_base
        if withholdingContainerColor {
            context.pointee.color_primaries = AVCOL_PRI_UNSPECIFIED
            context.pointee.color_trc = AVCOL_TRC_UNSPECIFIED
            context.pointee.colorspace = AVCOL_SPC_UNSPECIFIED
            context.pointee.color_range = AVCOL_RANGE_UNSPECIFIED
        }
        // libavcodec then refuses (instead of allocating) a frame larger than the limit, should
        // the stream change size after its header.
        context.pointee.max_pixels = Int64(input.maximumPixels)
        try FFmpegError.check(avcodec_open2(context, decoder, nil), "avcodec_open2", path: path)
    }

    deinit {
        avcodec_free_context(&context)
        av_frame_free(&frame)
    }

    /// Calls `body` with each decoded frame in presentation order until it returns false.
    func forEachFrame(_ body: (UnsafeMutablePointer<AVFrame>) throws(FFmpegError) -> Bool) throws(FFmpegError) {
        guard let context, let frame else { return }
        let path = input.path
        var going = true
        func receive() throws(FFmpegError) {
            while going {
                let rc = avcodec_receive_frame(context, frame)
                if rc == spinner_averror_eagain() || rc == spinner_averror_eof() { return }
                try FFmpegError.check(rc, "avcodec_receive_frame", path: path)
                defer { av_frame_unref(frame) }
                going = try body(frame)
            }
        }
        try input.forEachPacket { (packet) throws(FFmpegError) in
            try FFmpegError.check(avcodec_send_packet(context, packet), "avcodec_send_packet", path: path)
            try receive()
            return going
        }
        guard going else { return }
        try FFmpegError.check(avcodec_send_packet(context, nil), "avcodec_send_packet(flush)", path: path)
        try receive()
    }
}
