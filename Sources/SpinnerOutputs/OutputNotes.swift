import SpinnerCore
import SpinnerEncode
import SpinnerPipeline

/// The lines a render reports about its animated-image outputs (the command line prints them
/// unless `--quiet`): what GIF's timing rule did to a rate above 50 fps, that APNG or WebP
/// delays of 10 ms or less play slowly in browsers, and, once, that a GIF's translucent edges
/// were blended over the default matte.
package enum OutputNotes {
    /// One line per GIF output whose frames `GIFTiming` thins out: the rates, the frames kept
    /// and the length, which stays the render's.
    package static func timing(_ named: NamedOutputs) -> [String] {
        var lines: [String] = []
        for (argument, job) in named.outputs where job.output.format == .gif {
            guard let timing = GIFTiming(frameCount: job.writtenFrames.count, fps: job.fps), timing.dropsFrames else { continue }
            let seconds = DecimalText.fixed(Double(timing.centiseconds) / 100, decimals: 2)
            lines.append("spinnergen: note: \(argument) plays at 50 fps, \(timing.kept.count) of the \(timing.frameCount) frames "
                         + "rendered at \(job.fps) fps each shown 2 cs, \(seconds) s in all: GIF delays are whole hundredths "
                         + "and browsers play any under 2 cs as 10 cs (--fps 50 or less keeps every frame)")
        }
        for (argument, job) in named.outputs where [.apng, .webp].contains(job.output.format) {
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
    /// GIF blended anything. `renders`: each render's outputs as `-o` wrote them, whether each
    /// was given `--matte`, and the render's summaries.
    package static func matte(_ renders: [(outputs: [String], matteGiven: [Bool], summaries: [RenderSummary])]) -> String? {
        for (outputs, matteGiven, summaries) in renders {
            for (k, summary) in summaries.enumerated() where summary.blendedOverMatte {
                guard k < matteGiven.count, !matteGiven[k] else { continue }
                return "spinnergen: note: \(outputs[k]) blends its translucent edges over white, "
                    + "the default --matte, which shows as light halos on a darker page (give --matte with the page's colour, "
                    + "such as --matte '#121212')"
            }
        }
        return nil
    }

    /// The line naming what a byte budget (`--max-bytes`) chose for output `argument`, nil when
    /// it had none: `spinnergen: note: out.webp fits 256 KiB at quality 71 (241,318 bytes, 8 encodes)`
    /// (a batch job's line starts `spinnergen: job N: note: `).
    package static func budget(_ argument: String, _ summary: RenderSummary, prefix: String = "spinnergen: note: ") -> String? {
        guard let choice = summary.budgetChoice else { return nil }
        let setting = choice.setting.map { "at \($0)" } ?? "unchanged"
        return "\(prefix)\(argument) fits \(ByteBudgetChoice.shown(choice.budget)) \(setting) "
            + "(\(ByteBudgetChoice.grouped(choice.bytes)) bytes, \(choice.encodes) encode\(choice.encodes == 1 ? "" : "s"))"
    }
}
