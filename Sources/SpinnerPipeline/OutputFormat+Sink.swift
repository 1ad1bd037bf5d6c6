import SpinnerCore
import SpinnerEncode

/// What a format's sink is made from: the job, where its bytes are staged, and the memory the
/// render's plan gave it.
struct SinkContext {
    let job: RenderJob
    let staging: OutputStaging
    /// The sink's share of the memory budget (GIF's palette pass keeps frames within it).
    let sinkBytes: Int
    /// How far a video encoder may run ahead (nil: its default).
    let buffering: EncoderBuffering?

    var width: Int { job.scene.pixelWidth }
    var height: Int { job.scene.pixelHeight }
}

/// The sink of each kind of format, as `OutputFormat.table` names them.
enum FormatSink {
    typealias Factory = @Sendable (SinkContext) throws -> any FrameSink

    /// MP4, MOV, WebM and y4m, through the job's encoder settings.
    static let video: Factory = { c in
        var options = c.job.encodedVideo!
        options.buffering = c.buffering
        return try VideoSink(path: c.staging.stagedFile, width: c.width, height: c.height, options: options)
    }

    /// A still or a sequence: a still's every frame path is its one staged file.
    static let png: Factory = { c in
        let staging = c.staging
        return PNGSequenceSink(path: { staging.stagedPath(frame: $0) }, options: c.job.png)
    }

    static let gif: Factory = { c in
        let job = c.job
        var options = GIFOptions(fps: job.fps, loopCount: job.loopCount, dither: job.dither, matte: PremultipliedRGBA8(job.matte),
                                 transparentBelow: job.transparentBelow)
        options.memoryLimit = max(1, c.sinkBytes)
        options.threads = job.threads
        options.maximumColors = job.gifColors
        return try GIFSink(path: c.staging.stagedFile, width: c.width, height: c.height, options: options)
    }

    static let apng: Factory = { c in
        var options = APNGOptions(fps: c.job.fps, loopCount: c.job.loopCount, compressionLevel: c.job.png.compressionLevel)
        options.colorBits = c.job.apngColorBits
        return try APNGSink(path: c.staging.stagedFile, width: c.width, height: c.height, options: options)
    }

    static let webp: Factory = { c in
        var options = WebPOptions(fps: c.job.fps, loopCount: c.job.loopCount)
        if let quality = c.job.webpQuality {
            options.lossless = false
            options.quality = Double(quality)
            // One quality for colour and alpha, as cwebp's -q and -alpha_q are usually given.
            options.alphaQuality = quality
        }
        return try WebPSink(path: c.staging.stagedFile, width: c.width, height: c.height, options: options)
    }

    static let rawRGBA: Factory = { c in
        try RawRGBASink(path: c.staging.stagedFile, width: c.width, height: c.height)
    }
}
