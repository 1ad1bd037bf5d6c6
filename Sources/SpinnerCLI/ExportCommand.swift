import SpinnerCore
import SpinnerSystem
import SpinnerPipeline
import SpinnerEncode
import SpinnerPresets
import SpinnerLottie
import SpinnerOutputs
import SpinnerJobs

/// `spinnergen export PRESET|FILE.json [options] -o anim.json`: the animation as a Lottie
/// (Bodymovin) file, or `-o anim.lottie` a dotLottie zip of it, one loop at the export rate,
/// staged and renamed into place.
enum ExportCommand {
    static let options: [ArgumentScanner.Option] = [
        .init("output", short: "o", value: "FILE", help: "where to write: FILE.json (Lottie) or FILE.lottie (dotLottie zip)"),
        .init("format", value: "FORMAT", help: "lottie or dotlottie (default: by the output's extension; needed for a device or FIFO such as /dev/stdout)"),
        .init("fps", value: "R", help: "Lottie frames per second: 60, 29.97 or 30000/1001 (default 60)"),
        .init("duration", value: "SECONDS", help: "the length exported (default: one seamless loop)"),
        .init("size", value: "W[xH]", help: "view size in points, for a preset (default: the preset's own)"),
        .init("bake-trims", help: "apply strokeStart/strokeEnd here: trimmed paths as path keyframes, no trim (tm), for rlottie"),
        .init("outline-strokes", help: "write strokes as filled outlines (trimmed and dashed as drawn), for rlottie's thin strokes"),
        .init("quiet", short: "q", help: "print nothing but errors"),
        .init("help", short: "h", help: "show this help"),
    ]
    /// Frames exported at most: every frame of a sampled property is a keyframe.
    static let maxFrames = 36_000

    static func run(_ arguments: [String]) throws(CLIError) {
        guard let input = arguments.first, input != "--help", input != "-h" else {
            if arguments.isEmpty { throw CLIError("export needs a preset or a scene file", hint: "spinnergen export material -o material.json") }
            Console.out(help(nil), terminator: "")
            return
        }
        let source = try AnimationSource.named(input)
        let scanner = try source.scan(Array(arguments.dropFirst()), options, command: "export")
        if scanner.has("help") { return Console.out(help(source.preset), terminator: "") }
        guard let out = scanner["output"] else { throw CLIError("no output given", hint: "add -o anim.json") }
        let isDotLottie = try dotLottie(format: scanner["format"], output: out)
        // An export into an Xcode data set is listed in its Contents.json, as a render's is.
        let catalogue = try CLIError.from { () throws(OutputsError) in try AssetCatalog.plan(export: out) }
        let fps = try scanner["fps"].map { v throws(CLIError) in try ValueParser.rate(v, option: "fps") } ?? Rational(60)
        let given = try scanner["duration"].map { v throws(CLIError) in try ValueParser.duration(v) }
        let loaded = try source.load(scanner) { given ?? $0 }
        let scene = try loaded.scene()
        if !scanner.has("quiet") { for line in loaded.noteLines { SpinnerCommandLine.printError(line) } }
        let file = FilePath.lastComponent(of: input)
        let name = source.preset?.name ?? loaded.document?.name ?? String(file.prefix(upTo: file.lastIndex(of: ".") ?? file.endIndex))
        let duration = loaded.length
        let frames = RenderJob.frameCount(period: duration, fps: fps)
        guard frames >= 1 else { throw CLIError("\(duration) s at \(fps) fps is less than one frame", hint: "raise --duration or --fps") }
        guard frames <= maxFrames else {
            throw CLIError("\(duration) s at \(fps) fps is \(frames) frames, more than export writes",
                           hint: "at most \(maxFrames) frames; lower --duration or --fps")
        }
        let options = LottieExportOptions(bakeTrims: scanner.has("bake-trims"), outlineStrokes: scanner.has("outline-strokes"))
        let vertices = LottieOutlineBudget.estimatedVertices(scene: scene, fps: fps, frameCount: frames, outlineStrokes: options.outlineStrokes)
        guard vertices <= LottieOutlineBudget.maximumVertices else {
            let limit = "at most \(LottieOutlineBudget.maximumVertices); lower --fps or --duration"
            if options.outlineStrokes {
                throw CLIError("--outline-strokes over \(frames) frames is about \(vertices) outline vertices, more than export writes",
                               hint: limit + ", or drop --outline-strokes")
            }
            throw CLIError("layers in 3D over \(frames) frames are about \(vertices) projected vertices, more than export writes", hint: limit)
        }
        // Staged and moved into place as a render's output is: a signal or a failure before the
        // move leaves nothing (a file already there untouched), one after it the whole file.
        let export = try SignalTrap.shared.cancellable { (cancellation) throws(CLIError) -> LottieExport in
            let export = LottieExport(scene: scene, name: name, fps: fps, frameCount: frames, options: options) { pixels in
                try? PNGCodec.encode(pixels, options: PNGOptions())
            }
            var bytes = export.composition.jsonBytes()
            if isDotLottie {
                let package = DotLottie(export.composition, generator: HelpText.version)
                guard let zip = ZipArchive(entries: package.files.map { ZipArchive.Entry(name: $0.path, bytes: $0.bytes) }).bytes() else {
                    throw CLIError("cannot compress \(UserText.quoted(out))", hint: "the animation is too large for a zip; lower --duration or --fps",
                                   exitCode: .cannotCreate)
                }
                bytes = zip
            }
            guard !cancellation.isCancelled else { throw CLIError(PipelineError(.cancelled, path: out, "interrupted")) }
            let staged = StagedOutputs()
            try CLIError.from { () throws(OutputsError) in try staged.stage(bytes, to: out, what: isDotLottie ? "dotLottie file" : "Lottie file") }
            _ = try staged.commit(cancellation)
            // Listed in its data set once the file is in place.
            try CLIError.from { () throws(OutputsError) in try catalogue?.write() }
            return export
        }
        guard !scanner.has("quiet") else { return }
        Console.errorText("wrote \(UserText.shown(out)): \(frames) frames at \(fps) fps, \(export.composition.layers.count) layers\n")
        if !export.sampled.isEmpty {
            Console.errorText("sampled (one keyframe per frame where not linear): \(export.sampled.joined(separator: ", "))\n")
        }
        if !export.bakedTrims.isEmpty {
            Console.errorText("baked trims (one path keyframe per frame where the trim moves): \(export.bakedTrims.joined(separator: ", "))\n")
        }
        if !export.outlinedStrokes.isEmpty {
            Console.errorText("outlined strokes (filled, one path keyframe per frame where they change): \(export.outlinedStrokes.joined(separator: ", "))\n")
        }
        for note in export.notes { Console.errorText("note: \(note)\n") }
    }

    /// Whether to write a dotLottie zip: `--format`, else the output's extension, which must
    /// agree with a format given.
    static func dotLottie(format: String?, output: String) throws(CLIError) -> Bool {
        let formats = ["lottie": "json", "dotlottie": "lottie"]
        if let format, formats[format] == nil {
            throw CLIError("unknown export format \(UserText.quoted(format))", hint: "the format is lottie or dotlottie")
        }
        let ext = FilePath.extension(of: output).lowercased()
        // A device or a FIFO names no format: --format says which (`--format lottie -o /dev/stdout`).
        if let format, formats.values.allSatisfy({ $0 != ext }), case .stream? = try? OutputDestination.resolve(output) {
            return format == "dotlottie"
        }
        guard let named = formats.first(where: { $0.value == ext })?.key else {
            throw CLIError("\(UserText.quoted(output)) ends in neither .json (Lottie) nor .lottie (dotLottie)", hint: "add -o anim.json or -o anim.lottie")
        }
        if let format, format != named {
            throw CLIError("--format \(format) writes .\(formats[format]!) files, not \(UserText.quoted(output))",
                           hint: "add -o anim.\(formats[format]!) or drop --format")
        }
        return named == "dotlottie"
    }

    static func help(_ command: PresetCommandLine?) -> String {
        var s = """
        spinnergen export: the animation as a Lottie file (lottie-ios, lottie-android, lottie-web).

        USAGE
          spinnergen export <preset> [preset options] [--fps R] -o anim.json
          spinnergen export FILE.json [--param NAME=VALUE] [--fps R] -o anim.json
          spinnergen export <preset> -o anim.lottie       (a dotLottie zip of the same file)
          spinnergen export <preset> --bake-trims --outline-strokes -o anim.json   (for rlottie)

        OPTIONS

        """ + HelpText.options(options)
        if let command { s += "\nPRESET OPTIONS (\(command.name))\n" + HelpText.options(command.options) }
        s += """

        Every layer becomes a Lottie layer with its anchor, position, scale, rotation (a
        shear as a second null) and opacity (a translucent group as a precomposition); shapes
        become shape groups with their path, fill or stroke and trim; masks and
        masksToBounds become layer masks. Animations become keyframes over one loop at --fps:
        timing functions as Bézier handles, discrete keyframes as holds, repeats unrolled; what
        no curve describes is sampled, one keyframe per frame where not linear (stderr lists
        those properties unless -q).

        For players with inexact trims or thin strokes (rlottie, in Telegram, Tizen and
        many Linux and Android apps): --bake-trims writes each frame's trimmed path instead
        of a trim; --outline-strokes writes each stroke as the fill of its outline, exact to
        0.01 px at 512 px. Both make the file larger; stderr lists what was baked.

        """
        return s
    }
}
