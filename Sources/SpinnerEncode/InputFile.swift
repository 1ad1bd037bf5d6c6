import CFFmpeg

/// An opened media file and its first video stream; closes itself.
final class InputFile {
    let path: String
    private var format: UnsafeMutablePointer<AVFormatContext>?
    let stream: UnsafeMutablePointer<AVStream>
    /// The stream's codec parameters (libavformat allocates them with the stream).
    let parameters: UnsafeMutablePointer<AVCodecParameters>

    /// `findStreamInfo: false` leaves the codec parameters as the container declared them
    /// (libavformat otherwise completes them by decoding).
    init(path: String, findStreamInfo: Bool = true) throws(FFmpegError) {
        self.path = path
        FFmpegLogging.quietUnlessConfigured
        var format: UnsafeMutablePointer<AVFormatContext>?
        try FFmpegError.check(avformat_open_input(&format, FFmpegError.fileURL(path), nil, nil), "avformat_open_input", path: path)
        do {
            if findStreamInfo {
                try FFmpegError.check(avformat_find_stream_info(format, nil), "avformat_find_stream_info", path: path)
            }
            let index = try FFmpegError.check(av_find_best_stream(format, AVMEDIA_TYPE_VIDEO, -1, -1, nil, 0),
                                              "av_find_best_stream", path: path)
            stream = format!.pointee.streams[Int(index)]!
            parameters = stream.pointee.codecpar
        } catch {
            avformat_close_input(&format)
            throw error
        }
        self.format = format
    }

    deinit { avformat_close_input(&format) }

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
