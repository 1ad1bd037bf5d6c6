import CFFmpeg

/// An opened media file and its first video stream; closes itself.
final class InputFile {
    let path: String
    /// The most pixels a video frame may have; larger streams are refused before decoding.
    let maximumPixels: Int
    private var format: UnsafeMutablePointer<AVFormatContext>?
    let stream: UnsafeMutablePointer<AVStream>
    /// The stream's codec parameters (libavformat allocates them with the stream).
    let parameters: UnsafeMutablePointer<AVCodecParameters>

    /// `findStreamInfo: false` leaves the codec parameters as the container declared them
    /// (libavformat otherwise completes them by decoding). A video stream whose frames have more
    /// than `maximumPixels` pixels is refused.
    init(path: String, findStreamInfo: Bool = true, maximumPixels: Int = VideoDecoder.maximumPixels) throws(FFmpegError) {
        self.path = path
        self.maximumPixels = maximumPixels
        try FFmpegLibraries.load(for: path)
        var format: UnsafeMutablePointer<AVFormatContext>?
        try FFmpegError.check(avformat_open_input(&format, FFmpegError.fileURL(path), nil, nil), "avformat_open_input", path: path)
        do {
            // Before avformat_find_stream_info, which decodes frames: the header alone can
            // declare a frame of gigabytes.
            for i in 0..<Int(format!.pointee.nb_streams) {
                try InputFile.checkSize(format!.pointee.streams[i]!.pointee.codecpar, limit: maximumPixels, path: path)
            }
            if findStreamInfo {
                try InputFile.findStreamInfo(format!, maximumPixels: maximumPixels, path: path)
            }
            let index = try FFmpegError.check(av_find_best_stream(format, AVMEDIA_TYPE_VIDEO, -1, -1, nil, 0),
                                              "av_find_best_stream", path: path)
            stream = format!.pointee.streams[Int(index)]!
            parameters = stream.pointee.codecpar
            // Again, for a size only decoding revealed.
            try InputFile.checkSize(parameters, limit: maximumPixels, path: path)
        } catch {
            avformat_close_input(&format)
            throw error
        }
        self.format = format
    }

    deinit { avformat_close_input(&format) }

    /// Refuses a video stream whose declared frame size exceeds `limit` pixels.
    static func checkSize(_ par: UnsafeMutablePointer<AVCodecParameters>, limit: Int, path: String) throws(FFmpegError) {
        let p = par.pointee
        guard p.codec_type == AVMEDIA_TYPE_VIDEO,
              PixelLimit.exceeds(width: Int(p.width), height: Int(p.height), limit: limit) else { return }
        throw FFmpegError.invalidArgument("InputFile", PixelLimit.refusal("video", width: Int(p.width), height: Int(p.height), limit: limit), path: path)
    }

    /// `avformat_find_stream_info` with libavcodec's own `max_pixels` set on the decoders it
    /// opens, so a size the header did not declare is refused instead of allocated.
    static func findStreamInfo(_ format: UnsafeMutablePointer<AVFormatContext>, maximumPixels: Int, path: String) throws(FFmpegError) {
        var options = [OpaquePointer?](repeating: nil, count: Int(format.pointee.nb_streams))
        for i in options.indices { av_dict_set(&options[i], "max_pixels", "\(maximumPixels)", 0) }
        defer { for i in options.indices { av_dict_free(&options[i]) } }
        let rc = options.withUnsafeMutableBufferPointer { avformat_find_stream_info(format, $0.baseAddress) }
        try FFmpegError.check(rc, "avformat_find_stream_info", path: path)
    }

    /// Reads the next packet of the video stream into `packet` (skipping other streams); false at
    /// the end of the file. The caller unreferences the packet once it is done with it.
    func readPacket(into packet: UnsafeMutablePointer<AVPacket>) throws(FFmpegError) -> Bool {
        while true {
            let rc = av_read_frame(format, packet)
            if rc == spinner_averror_eof() { return false }
            try FFmpegError.check(rc, "av_read_frame", path: path)
            if packet.pointee.stream_index == stream.pointee.index { return true }
            av_packet_unref(packet)
        }
    }

    /// Calls `body` with each packet of the video stream, in file order, until it returns false.
    func forEachPacket(_ body: (UnsafeMutablePointer<AVPacket>) throws(FFmpegError) -> Bool) throws(FFmpegError) {
        var packet = av_packet_alloc()
        defer { av_packet_free(&packet) }
        guard let packet else { throw FFmpegError(code: spinner_averror_enomem(), function: "av_packet_alloc", path: path) }
        while try readPacket(into: packet) {
            defer { av_packet_unref(packet) }
            if try !body(packet) { return }
        }
    }
}
