import SpinnerCore
import SpinnerEncode
import SpinnerPipeline

/// The lines a render prints about its animated-image outputs (unless `--quiet`): what GIF's
/// timing rule did to a rate above 50 fps, that APNG or WebP delays of 10 ms or less play slowly
/// in browsers, and, once, that a GIF's translucent edges were blended over the default matte.
enum GIFNotes {
    /// One line per GIF output whose frames `GIFTiming` thins out: the rates, the frames kept
    /// and the length, which stays the render's.
    static func timing(_ request: RenderRequest) -> [String] {
        var lines: [String] = []
        for (job, argument) in zip(request.jobs, request.options.outputArguments) where job.output.format == .gif {
            guard let timing = GIFTiming(frameCount: job.writtenFrames.count, fps: job.fps), timing.dropsFrames else { continue }
            let seconds = DecimalText.fixed(Double(timing.centiseconds) / 100, decimals: 2)
            lines.append("spinnergen: note: \(argument) plays at 50 fps, \(timing.kept.count) of the \(timing.frameCount) frames "
                         + "rendered at \(job.fps) fps each shown 2 cs, \(seconds) s in all: GIF delays are whole hundredths "
                         + "and browsers play any under 2 cs as 10 cs (--fps 50 or less keeps every frame)")
        }
        for (job, argument) in zip(request.jobs, request.options.outputArguments) where [.apng, .webp].contains(job.output.format) {
            // APNG and WebP keep every frame (their default 60 fps is safe); say when a faster
            // rate leaves delays that browsers stretch.
            guard let delays = GIFDelays.delays(frameCount: job.writtenFrames.count, fps: job.fps, unitsPerSecond: 1000),
                  let shortest = delays.min(), shortest <= 10 else { continue }
            lines.append("spinnergen: warning: \(argument): at \(job.fps) fps some delays are \(shortest) ms, and browsers play "
                         + "a delay of 10 ms or less as 100 ms, so it plays slower there (use --fps 90 or less for .apng and .webp)")
        }
        return lines
    }

    /// The one line saying that a GIF's translucent pixels were blended over the default white
    /// matte, which shows as light halos on a darker page; nil when `--matte` was given or no
    /// GIF blended anything.
    static func matte(_ renders: [(RenderRequest, [RenderSummary])]) -> String? {
        for (request, summaries) in renders {
            for (k, summary) in summaries.enumerated() where summary.blendedOverMatte {
                guard k < request.outputOptions.count, !request.outputOptions[k].matteGiven else { continue }
                return "spinnergen: note: \(request.options.outputArguments[k]) blends its translucent edges over white, "
                    + "the default --matte, which shows as light halos on a darker page (give --matte with the page's colour, "
                    + "such as --matte '#121212')"
            }
        }
        return nil
    }
}
