import SpinnerCore
import SpinnerEncode

/// One setting a byte-budget search may encode an output with: the job as it would run, and
/// how messages name what was given up (nil for the job unchanged).
struct ByteBudgetRung {
    let job: RenderJob
    let setting: String?
}

/// The settings a byte-budget search chooses from, most faithful first, each expected to give a
/// file no larger than the one before (what lets `ByteBudgetSearch` bisect):
///
/// - GIF: its palette of 256 colours, then 192, 128, 96, 64, 48, 32, 24, 16; then 16 colours at
///   1/2 and 1/3 of the frame rate.
/// - APNG: the job unchanged (exact pixels), zlib level 9 (still exact); then 7, 6, 5 and 4
///   bits a channel (`APNGColorDepth`, still RGBA); then 4 bits at 1/2 and 1/3 of the frame rate.
/// - WebP: lossless, then lossy at quality 100, 98, ... 0; then quality 0 at 1/2 and 1/3 of
///   the frame rate.
/// - WebM (VP9): its crf (default 24), then every crf up to 63 (every other one when the range
///   is long); then crf 63 at 1/2 and 1/3 of the frame rate.
///
/// The first rung is always the job exactly as it runs without a budget, so a budget that file
/// meets changes nothing. A lower rate keeps the render's length; it is left out when the
/// render starts part way (`--frames 30-59`), where frame indices would no longer line up.
enum ByteBudgetLadder {
    /// At most this many rungs: with the first and the last encoded first, bisecting the rest
    /// takes at most log2(64) = 6 more encodes, 8 in all (`ByteBudgetSearch.maxEncodes`).
    static let maxRungs = 65

    /// Frame rates tried after the finest settings, as divisors of the render's rate.
    static let rateDivisors = [2, 3]

    static let gifColors = [256, 192, 128, 96, 64, 48, 32, 24, 16]
    static let apngColorBits = [7, 6, 5, 4]

    /// The rungs for `job`, most faithful first; never more than `maxRungs`.
    static func rungs(for job: RenderJob) -> [ByteBudgetRung] {
        var rungs = [ByteBudgetRung(job: job, setting: nil)]
        /// Settings past the first at the render's rate, and the coarsest, which the lower rates keep.
        var steps: [(String, (inout RenderJob) -> Void)] = []
        switch job.output.format {
        case .gif:
            for colors in gifColors where colors < job.gifColors {
                steps.append(("\(colors) colours", { $0.gifColors = colors }))
            }
        case .apng:
            if job.png.compressionLevel < 9 { steps.append(("zlib level 9", { $0.png.compressionLevel = 9 })) }
            for bits in apngColorBits {
                steps.append(("\(bits) bits a channel", { $0.png.compressionLevel = 9; $0.apngColorBits = bits }))
            }
        case .webp:
            for quality in stride(from: 100, through: 0, by: -2) {
                steps.append(("quality \(quality)", { $0.webpQuality = quality }))
            }
        case .webm:
            guard var video = job.encodedVideo, let range = video.codec.crfRange else { break }
            video.bitrate = nil
            let start = min(max(job.video?.crf ?? video.crf, range.lowerBound), range.upperBound)
            let room = maxRungs - 1 - rateDivisors.count
            let stride = (range.upperBound - start + room - 1) / room
            var crfs = Array(Swift.stride(from: start + max(1, stride), through: range.upperBound, by: max(1, stride)))
            if crfs.last != range.upperBound, start < range.upperBound { crfs.append(range.upperBound) }
            for crf in crfs {
                steps.append(("crf \(crf)", { j in
                    var v = j.video ?? video
                    v.bitrate = nil
                    v.crf = crf
                    j.video = v
                }))
            }
        default:
            break
        }
        var coarsest = job
        var coarsestName: String?
        for (name, apply) in steps {
            var j = job
            apply(&j)
            rungs.append(ByteBudgetRung(job: j, setting: name))
            coarsest = j
            coarsestName = name
        }
        for divisor in rateDivisors {
            guard let slower = lowered(coarsest, by: divisor) else { continue }
            let rate = "\(slower.fps) fps"
            rungs.append(ByteBudgetRung(job: slower, setting: coarsestName.map { "\($0) and \(rate)" } ?? rate))
        }
        return Array(rungs.prefix(maxRungs))
    }

    /// `job` at its rate divided by `divisor`, keeping its length; nil when that is not a
    /// lower rate with fewer frames, or the render does not start at frame 0.
    static func lowered(_ job: RenderJob, by divisor: Int) -> RenderJob? {
        guard job.output.isAnimation, job.frames.lowerBound == 0, divisor > 1 else { return nil }
        let (denominator, overflow) = job.fps.denominator.multipliedReportingOverflow(by: Int64(divisor))
        guard !overflow else { return nil }
        let fps = Rational(job.fps.numerator, denominator)
        guard fps.numerator <= 2_147_483_647, fps.denominator <= 2_147_483_647 else { return nil }
        let seconds = Double(job.frames.count) * Double(job.fps.denominator) / Double(job.fps.numerator)
        let count = RenderJob.frameCount(period: seconds, fps: fps)
        guard count >= 1, count < job.frames.count else { return nil }
        var slower = job
        slower.fps = fps
        slower.frames = 0..<count
        return slower
    }
}
