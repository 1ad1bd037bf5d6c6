import CFFmpeg

/// Decodes the video stream of an `InputFile` frame by frame, on demand: it reads only the packets
/// the next frame needs, so it holds the codec's own reference frames and never the whole video.
///
/// VP9 goes through libvpx-vp9 when this FFmpeg has it: FFmpeg's native VP9 decoder ignores the
/// alpha stream WebM carries in block additions.
final class FrameDecoder {
    let input: InputFile
    private var context: UnsafeMutablePointer<AVCodecContext>?
    private var frame: UnsafeMutablePointer<AVFrame>?
    private var packet: UnsafeMutablePointer<AVPacket>?
    /// The end of the file was reached and the decoder told to flush what it still holds.
    private var flushing = false
    /// The decoder has returned its last frame.
    private var finished = false

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
        packet = av_packet_alloc()
        guard let context, frame != nil, packet != nil else {
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
        av_packet_free(&packet)
    }

    /// The next decoded frame in presentation order, or nil after the last. The frame belongs to
    /// the decoder and stays valid until the next call.
    func nextFrame() throws(FFmpegError) -> UnsafeMutablePointer<AVFrame>? {
        guard let context, let frame, let packet, !finished else { return nil }
        let path = input.path
        av_frame_unref(frame)
        while true {
            let rc = avcodec_receive_frame(context, frame)
            if rc == 0 { return frame }
            if rc == spinner_averror_eof() { finished = true; return nil }
            guard rc == spinner_averror_eagain() else {
                try FFmpegError.check(rc, "avcodec_receive_frame", path: path)
                return frame
            }
            // The decoder wants input: one more packet, or the flush once the file has ended.
            if flushing { finished = true; return nil }
            if try input.readPacket(into: packet) {
                defer { av_packet_unref(packet) }
                try FFmpegError.check(avcodec_send_packet(context, packet), "avcodec_send_packet", path: path)
            } else {
                flushing = true
                try FFmpegError.check(avcodec_send_packet(context, nil), "avcodec_send_packet(flush)", path: path)
            }
        }
    }

    /// Calls `body` with each decoded frame in presentation order until it returns false.
    func forEachFrame(_ body: (UnsafeMutablePointer<AVFrame>) throws(FFmpegError) -> Bool) throws(FFmpegError) {
        while let frame = try nextFrame() {
            if try !body(frame) { return }
        }
    }
}
