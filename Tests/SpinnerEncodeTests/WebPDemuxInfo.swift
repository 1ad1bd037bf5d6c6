import CWebP

/// What libwebp's demuxer (`WebPDemux`) reads from a WebP file's header and frames: the values a
/// player goes by, read by libwebp itself rather than by the tests' own RIFF parser or FFmpeg.
struct WebPDemuxInfo {
    struct Frame: Equatable {
        var duration: Int
        var x: Int, y: Int, width: Int, height: Int
        var hasAlpha: Bool
    }

    /// `WEBP_FF_FORMAT_FLAGS`: the VP8X flags (`ANIMATION_FLAG`, `ALPHA_FLAG`, ...), 0 for a
    /// simple still file.
    let flags: UInt32
    let canvasWidth: Int
    let canvasHeight: Int
    /// The `ANIM` chunk's loop count (0 = forever) and background colour (libwebp's `bgcolor`
    /// word: Blue, Green, Red, Alpha from the lowest byte up); 0 for a still.
    let loopCount: Int
    let backgroundColor: UInt32
    let frames: [Frame]

    var isAnimated: Bool { flags & ANIMATION_FLAG.rawValue != 0 }

    struct Unreadable: Error {}

    init(_ bytes: [UInt8]) throws {
        let read: (UInt32, Int, Int, Int, UInt32, [Frame])? = bytes.withUnsafeBufferPointer { b in
            var data = WebPData(bytes: b.baseAddress, size: b.count)
            guard let demux = WebPDemux(&data) else { return nil }
            defer { WebPDemuxDelete(demux) }
            var frames: [Frame] = []
            var iterator = WebPIterator()
            if WebPDemuxGetFrame(demux, 1, &iterator) != 0 {
                repeat {
                    frames.append(Frame(duration: Int(iterator.duration), x: Int(iterator.x_offset), y: Int(iterator.y_offset),
                                        width: Int(iterator.width), height: Int(iterator.height), hasAlpha: iterator.has_alpha != 0))
                } while WebPDemuxNextFrame(&iterator) != 0
                WebPDemuxReleaseIterator(&iterator)
            }
            return (WebPDemuxGetI(demux, WEBP_FF_FORMAT_FLAGS), Int(WebPDemuxGetI(demux, WEBP_FF_CANVAS_WIDTH)),
                    Int(WebPDemuxGetI(demux, WEBP_FF_CANVAS_HEIGHT)), Int(WebPDemuxGetI(demux, WEBP_FF_LOOP_COUNT)),
                    WebPDemuxGetI(demux, WEBP_FF_BACKGROUND_COLOR), frames)
        }
        guard let read else { throw Unreadable() }
        (flags, canvasWidth, canvasHeight, loopCount, backgroundColor, frames) = read
    }
}
