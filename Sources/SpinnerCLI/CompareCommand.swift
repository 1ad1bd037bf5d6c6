import SpinnerCore
import SpinnerGolden
import SpinnerPipeline
import SpinnerOutputs
import SpinnerJobs

/// `spinnergen compare EXPECTED ACTUAL`: two PNGs, PNG sequences or videos frame by frame, with
/// tolerances, a worst-first summary, diff images and a JSON report. Exit 0 within tolerance, 1
/// beyond it, 64 bad usage, 65 sizes or frame counts differ or an input is corrupt, 66 an input
/// is missing, 73 the diff folder or report cannot be written.
enum CompareCommand {
    // MARK: - Options and help

    static let options: [ArgumentScanner.Option] = toleranceOptions + [
        .init("matte", value: "COLOR", help: "composite over COLOR (#RRGGBB, #RGB or a CSS name) first; default #FFFFFF against a video without alpha; 'transparent': as decoded"),
        .init("diff", value: "DIR", help: "write DIR/diff_NNNN.png for each differing frame"),
        .init("report", value: "FILE", help: "write a JSON report: per-frame metrics and diff image, totals, tolerances"),
        .init("html", value: "FILE", help: "write one self-contained HTML page: summary, diff legend, the \(FailingFrameGallery.reportLimit) worst failing frames, a slider"),
        .init("quiet", short: "q", help: "print nothing; the exit status says it (a failure still prints one line)"),
        .init("help", short: "h", help: "show this help"),
    ]

    /// The tolerance's flags, shared with `verify --against`.
    static let toleranceOptions: [ArgumentScanner.Option] = [
        .init("max-delta", value: "N", help: "levels (0-255) a channel may differ by and still match (default 0)"),
        .init("max-delta-e", value: "E", help: "match pixels by colour instead: CIE76 Delta E at most E over white and over black (3: barely visible)"),
        .init("max-mismatch", value: "F", help: "fraction of pixels (0-1) allowed beyond --max-delta or --max-delta-e in each frame (default 0)"),
        .init("precision", value: "P", help: "fraction of pixels (0-1) that must match, as swift-snapshot-testing says it: --max-mismatch 1-P"),
        .init("perceptual-precision", value: "Q", help: "how closely (0-1) a pixel must match, as swift-snapshot-testing says it: --max-delta-e (1-Q)*100"),
        .init("min-psnr", value: "DB", help: "fail a frame whose PSNR is below DB decibels"),
        .init("min-ssim", value: "S", help: "fail a frame whose luma SSIM (Gaussian 11x11) is below S"),
    ]

    static var help: String {
        """
        spinnergen compare: compare two images, PNG sequences or videos frame by frame.

        USAGE
          spinnergen compare EXPECTED ACTUAL [options]

        Each side is a .png, a folder of PNGs (in name order), a pattern such as frames/%04d.png,
        or a video (.mp4 .mov .webm .y4m .gif .apng .webp). Values are compared premultiplied, 8 bits a
        channel; RGB only when both frames are opaque.

        OPTIONS

        """ + HelpText.options(options) + """

        A frame passes when at most --max-mismatch of its pixels differ by more than --max-delta in
        any channel (or, with --max-delta-e, look different by more than that ΔE), and it meets
        --min-psnr and --min-ssim when given. ΔE is CIE76 ΔE*ab (sRGB, D65) of the pixel composited
        over white and over black, the larger; 1 is a just noticeable difference, 100 black against
        white. --max-delta-e 3 --max-mismatch 0.015 is the Lottie corpus's measure and lottie-ios's
        snapshot tolerance, which swift-snapshot-testing spells --precision 0.985
        --perceptual-precision 0.97 (its ΔE is CIE94, never above CIE76's, so this is as strict). PSNR is over the compared
        channels (identical: inf); SSIM is on BT.709 luma with a Gaussian 11x11 window (sigma 1.5).
        An H.264 4:2:0 render (crf 18) against its PNG render on the same background, measured at
        the default 200x200 px: at most 0.71% of pixels beyond 40 levels, PSNR >= 37.1 dB, SSIM >=
        0.998; so --max-delta 40 --max-mismatch 0.01 --min-psnr 35 --min-ssim 0.99 passes. Small
        renders lose more to 4:2:0 (48x48 px: 3.4% beyond 40, PSNR 30.5 dB).

        A video without alpha (H.264 .mp4, .y4m, VP9 or ProRes without alpha) holds each frame as
        it showed over the background it was rendered on: white unless --background said otherwise.
        Against such a video, frames with alpha (transparent PNGs) are composited over --matte
        (default #FFFFFF) before comparing, so 'spinnergen material -o golden/%04d.png' and
        'spinnergen material -o out.mp4' compare as they look. When both sides can hold alpha
        nothing is composited unless --matte is given; --matte transparent never composites.

        --html FILE writes one page that needs nothing else (frames embedded as data: PNGs, no
        external references): the inputs, tolerances, matte, frame counts and worst metrics, a
        legend of the diff colours, and for each failing frame (the \(FailingFrameGallery.reportLimit) worst, in frame order;
        the rest are counted) expected, actual and difference side by side, small frames scaled
        up by a whole factor to at least \(CompareHTMLReport.minimumShownSide) px, with a slider between expected and actual.
        Left and right arrows step through the failing frames. With --diff, the JSON report
        names each frame's diff image ("diff": "diff_0005.png", else null).


        """ + HelpText.exitStatus([.success: "within tolerance", .failure: "beyond it",
                                   .dataError: "sizes or frame counts differ or an input is corrupt", .noInput: "an input is missing",
                                   .unavailable: "a video input needs FFmpeg's libraries", .cannotCreate: "an output cannot be written"],
                                  after: " (nothing partial is left)")
    }

    // MARK: - Running

    static func run(_ arguments: [String]) throws(CLIError) {
        let hint = "see 'spinnergen compare --help'"
        var rest: [String] = [], paths: [String] = []
        var i = 0
        while i < arguments.count {
            let a = arguments[i]
            i += 1
            if a.hasPrefix("-"), a.count > 1 {
                rest.append(a)
                let name = a.hasPrefix("--") ? String(a.dropFirst(2)) : ""
                if !name.contains("="), options.contains(where: { $0.name == name && $0.takesValue }), i < arguments.count {
                    rest.append(arguments[i])
                    i += 1
                }
            } else {
                paths.append(a)
            }
        }
        let scanner = try ArgumentScanner(rest, options: options, command: "compare")
        if scanner.has("help") {
            Console.out(help, terminator: "")
            return
        }
        guard paths.count == 2 else {
            throw CLIError(paths.count < 2 ? "compare needs two inputs, EXPECTED and ACTUAL" : "compare takes two inputs, not \(paths.count)",
                           hint: hint)
        }
        let tolerance = try parseTolerance(scanner)
        let matte = try parseMatte(scanner)
        let quiet = scanner.has("quiet")
        // Checked before any frame is read: one report would overwrite the other.
        if let html = scanner["html"], let report = scanner["report"],
           OutputTarget.rawRGBA(path: html).identity == OutputTarget.rawRGBA(path: report).identity {
            throw CLIError("--html \(UserText.quoted(html)) and --report \(UserText.quoted(report)) name the same file",
                           hint: "give each its own name")
        }

        let (expected, actual) = try CLIError.from { () throws(OutputsError) in
            (try ComparisonRun.open(paths[0]), try ComparisonRun.open(paths[1]))
        }
        let diffs = scanner["diff"].map { DiffFolder($0) }
        var gallery = scanner["html"].map { _ in FailingFrameGallery() }
        // Diff images and the reports are files under temporary names until complete: a signal
        // stops the comparison between frames and removes them.
        let comparison = try SignalTrap.shared.cancellable { (cancellation) throws(CLIError) -> SequenceComparison in
            // The diff images and both reports are staged and land together, or none of them.
            let reports = StagedOutputs()
            do throws(CLIError) {
                let comparison = try CLIError.from { () throws(OutputsError) in
                    try ComparisonRun.compare(expected, actual, tolerance: tolerance, matte: matte, diffs: diffs, gallery: &gallery,
                                              cancellation: cancellation)
                }
                if let file = scanner["report"] {
                    let report = ComparisonReport(comparison, expected: paths[0], actual: paths[1]) { diffs?.image(for: $0) }
                    let bytes: [UInt8]
                    do { bytes = [UInt8](try report.jsonData()) } catch {
                        throw CLIError("could not write the report: cannot encode it", exitCode: .software)
                    }
                    try CLIError.from { () throws(OutputsError) in try reports.stage(bytes, to: file, what: "report") }
                }
                if let file = scanner["html"], let gallery {
                    let page = CompareHTMLReport(comparison, expected: paths[0], actual: paths[1], gallery: gallery)
                    try CLIError.from { () throws(OutputsError) in try reports.stage(page.bytes, to: file, what: "HTML report") }
                }
                try SignalTrap.shared.commit(cancellation) { () throws(CLIError) in
                    try CLIError.from { () throws(OutputsError) in
                        try diffs?.commit()
                        _ = try reports.move()
                    }
                }
                return comparison
            } catch {
                diffs?.discard()
                reports.discard()
                throw error
            }
        }
        if !quiet { Console.out(ComparisonSummary.differingFrames(comparison), terminator: "") }
        let failed = comparison.failedFrames
        if failed.isEmpty {
            if !quiet { Console.out(ComparisonSummary.verdict(comparison)) }
        } else {
            throw CLIError(ComparisonSummary.verdict(comparison), exitCode: .failure)
        }
    }

    // MARK: - Tolerance and matte

    static func parseTolerance(_ scanner: ArgumentScanner) throws(CLIError) -> CompareTolerance {
        // Each of the two numbers a frame is judged by has two spellings; one of each.
        for (a, b) in [("max-delta", "max-delta-e"), ("max-delta", "perceptual-precision"),
                       ("max-delta-e", "perceptual-precision"), ("max-mismatch", "precision")] where scanner.has(a) && scanner.has(b) {
            throw CLIError("--\(a) and --\(b) both set how a frame is judged",
                           hint: a == "max-mismatch" ? "give one: --precision P is --max-mismatch 1-P"
                               : b == "max-delta-e" ? "give one: --max-delta compares channel levels, --max-delta-e colour difference"
                               : "give one: --perceptual-precision Q is --max-delta-e (1-Q)*100")
        }
        var t = CompareTolerance()
        if let v = scanner["max-delta"] {
            t.maxDelta = try ValueParser.integer(v, option: "max-delta", range: 0...255, expected: "a whole number of levels from 0 to 255")
        }
        if let v = scanner["max-delta-e"] {
            t.maxDeltaE = try ValueParser.number(v, option: "max-delta-e", min: 0, max: 1000, inclusiveMin: true,
                                                 expected: "a colour difference from 0 to 1000, such as 3")
        }
        if let v = scanner["max-mismatch"] {
            t.maxMismatch = try ValueParser.number(v, option: "max-mismatch", min: 0, max: 1, inclusiveMin: true,
                                                   expected: "a fraction of pixels from 0 to 1, such as 0.01")
        }
        if let v = scanner["precision"] {
            let p = try ValueParser.number(v, option: "precision", min: 0, max: 1, inclusiveMin: true,
                                           expected: "a fraction of pixels from 0 to 1, such as 0.985")
            t.maxMismatch = CompareTolerance(precision: p).maxMismatch
        }
        if let v = scanner["perceptual-precision"] {
            let q = try ValueParser.number(v, option: "perceptual-precision", min: 0, max: 1, inclusiveMin: true,
                                           expected: "a fraction from 0 to 1, such as 0.97")
            t.maxDeltaE = CompareTolerance(precision: 1, perceptualPrecision: q).maxDeltaE
        }
        if let v = scanner["min-psnr"] {
            t.minPSNR = try ValueParser.number(v, option: "min-psnr", min: 0, max: 1000, inclusiveMin: true,
                                               expected: "decibels from 0 to 1000, such as 35")
        }
        if let v = scanner["min-ssim"] {
            t.minSSIM = try ValueParser.number(v, option: "min-ssim", min: -1, max: 1, inclusiveMin: true,
                                               expected: "an SSIM from -1 to 1, such as 0.98")
        }
        return t
    }

    /// `--matte`: the colour syntax of `--background`, but opaque (a see-through matte would leave
    /// alpha to compare); `transparent` compares as decoded. Without it, white under a video
    /// without alpha, as a render to one is.
    static func parseMatte(_ scanner: ArgumentScanner) throws(CLIError) -> Matte {
        guard let v = scanner["matte"] else { return .whenOneSideIsOpaque(Matte.white) }
        if v.lowercased() == "transparent" { return .none }
        // The matte's own hint: ValueParser's would offer see-through forms, which a matte
        // cannot be, and not say what 'transparent' means here.
        guard let colour = Color(parsing: v) else {
            throw CLIError("invalid colour \(UserText.quoted(v)) for --matte",
                           hint: "expected #RRGGBB, #RGB, a CSS colour name, or 'transparent' to compare as decoded"
                               + Color.suggestion(for: v))
        }
        guard colour.alpha >= 1 else {
            throw CLIError("invalid colour \(UserText.quoted(v)) for --matte: a matte must be opaque",
                           hint: "give #RRGGBB, #RGB, a CSS colour name, or 'transparent' to compare as decoded")
        }
        return .always(PremultipliedRGBA8(colour))
    }
}
