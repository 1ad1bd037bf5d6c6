import CFFmpeg
import Foundation

/// Decodes an animated file (GIF, APNG, a still WebP) through libavformat/libavcodec, which
/// compose each frame onto the canvas themselves, so the result is what a player shows.
/// Independent of the encoders under test. Frames come back as straight RGBA bytes.
enum GIFTestDecoder {
    struct Frame {
        var width: Int
        var height: Int
        var rgba: [UInt8]
        /// The pixel at (x, y) as straight RGBA.
        subscript(x: Int, y: Int) -> [UInt8] { Array(rgba[(y * width + x) * 4..<(y * width + x) * 4 + 4]) }
    }

    struct Failure: Error { var what: String }

    static func decode(path: String) throws -> [Frame] {
        av_log_set_level(AV_LOG_QUIET)
        var format: UnsafeMutablePointer<AVFormatContext>?
        guard avformat_open_input(&format, "file:" + path, nil, nil) >= 0 else { throw Failure(what: "open \(path)") }
        defer { avformat_close_input(&format) }
        guard avformat_find_stream_info(format, nil) >= 0 else { throw Failure(what: "stream info") }
        let index = av_find_best_stream(format, AVMEDIA_TYPE_VIDEO, -1, -1, nil, 0)
        guard index >= 0, let stream = format!.pointee.streams[Int(index)] else { throw Failure(what: "no video") }
        return try decodePackets(codecID: stream.pointee.codecpar.pointee.codec_id, parameters: stream.pointee.codecpar) { body in
            var packet = av_packet_alloc()
            defer { av_packet_free(&packet) }
            while av_read_frame(format, packet) >= 0 {
                if packet!.pointee.stream_index == index { try body(packet!) }
                av_packet_unref(packet)
            }
        }
    }

    /// Decodes packets fed by `feed` with the decoder for `codecID`.
    static func decodePackets(codecID: AVCodecID, parameters: UnsafePointer<AVCodecParameters>?,
                              feed: ((UnsafeMutablePointer<AVPacket>) throws -> Void) throws -> Void) throws -> [Frame] {
        guard let decoder = avcodec_find_decoder(codecID) else { throw Failure(what: "no decoder") }
        var context = avcodec_alloc_context3(decoder)
        defer { avcodec_free_context(&context) }
        if let parameters { guard avcodec_parameters_to_context(context, parameters) >= 0 else { throw Failure(what: "params") } }
        guard avcodec_open2(context, decoder, nil) >= 0 else { throw Failure(what: "avcodec_open2") }
        var frame = av_frame_alloc()
        defer { av_frame_free(&frame) }
        var frames: [Frame] = []
        func receive() throws {
            while avcodec_receive_frame(context, frame) >= 0 {
                frames.append(try toRGBA(frame!))
                av_frame_unref(frame)
            }
        }
        try feed { packet in
            guard avcodec_send_packet(context, packet) >= 0 else { throw Failure(what: "send_packet") }
            try receive()
        }
        avcodec_send_packet(context, nil)
        try receive()
        return frames
    }

    private static func toRGBA(_ frame: UnsafeMutablePointer<AVFrame>) throws -> Frame {
        let f = frame.pointee
        let width = Int(f.width), height = Int(f.height)
        let sws = sws_getContext(f.width, f.height, AVPixelFormat(rawValue: f.format), f.width, f.height,
                                 AV_PIX_FMT_RGBA, Int32(SWS_POINT), nil, nil, nil)
        guard let sws else { throw Failure(what: "sws_getContext") }
        defer { sws_freeContext(sws) }
        // swscale's SIMD may write past the last pixel of a row: give it aligned, padded rows.
        let stride = (width * 4 + 63) & ~63
        var padded = [UInt8](repeating: 0, count: stride * (height + 2))
        let rc = padded.withUnsafeMutableBufferPointer { out in
            withUnsafePointer(to: f.data) { src in
                withUnsafePointer(to: f.linesize) { strides in
                    src.withMemoryRebound(to: UnsafePointer<UInt8>?.self, capacity: 8) { planes in
                        strides.withMemoryRebound(to: Int32.self, capacity: 8) { s in
                            var dst: [UnsafeMutablePointer<UInt8>?] = [out.baseAddress, nil, nil, nil]
                            var dstStride: [Int32] = [Int32(stride), 0, 0, 0]
                            return sws_scale(sws, planes, s, 0, f.height, &dst, &dstStride)
                        }
                    }
                }
            }
        }
        guard rc > 0 else { throw Failure(what: "sws_scale") }
        var rgba: [UInt8] = []
        rgba.reserveCapacity(width * height * 4)
        for y in 0..<height { rgba.append(contentsOf: padded[y * stride..<y * stride + width * 4]) }
        return Frame(width: width, height: height, rgba: rgba)
    }
}
