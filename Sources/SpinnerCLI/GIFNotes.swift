import SpinnerCore
import SpinnerEncode
import SpinnerPipeline

/// The lines a render prints about its GIF outputs (unless `--quiet`): what the timing rule did
/// to a rate above 50 fps, and, once, that translucent edges were blended over the default matte.
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
