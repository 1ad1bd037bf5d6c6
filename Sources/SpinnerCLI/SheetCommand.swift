import SpinnerCore
import SpinnerEncode
import SpinnerText
import SpinnerSystem
import SpinnerPictures
import SpinnerOutputs
import SpinnerJobs

/// `spinnergen sheet PRESET|FILE.json [options] -o sheet.png`: a contact sheet of one loop,
/// every frame (or every Nth of `--frames`) as a labelled tile, to see a whole motion at once.
enum SheetCommand {
    // MARK: - Options and help

    /// The render options that shape the tiles (their help as a sheet reads them), then the sheet's own.
    static let options: [ArgumentScanner.Option] = [
        .init("output", short: "o", value: "FILE.png", help: "where to write the sheet: a .png file"),
        .init("fps", value: "R", help: "frames per second of the loop sampled (default \(defaultFPS)): 12, 29.97 or 30000/1001"),
        .init("frames", value: "A-B", help: "only frames A to B (inclusive) at --fps; 'A-' runs to the end of the loop"),
        .init("every", value: "N", help: "every Nth of those frames, starting with the first (default 1)"),
        .init("columns", value: "C", help: "tiles per row (default: the count that makes the sheet nearest to square)"),
        RenderOptions.option("size"),
        .init("scale", value: "S", help: "pixels per point of each tile's picture (default \(defaultScale), half a render's)"),
        .init("duration", value: "SECONDS", help: "the length of the story sampled (default: one seamless loop)"),
        RenderOptions.option("loops"),
        .init("background", value: "COLOR", help: "drawn under every frame instead of the checkerboard: #RRGGBB, #RRGGBBAA, a CSS name"),
        RenderOptions.option("quiet"),
        RenderOptions.option("help"),
    ]
    /// A loop sampled at 12 fps reads as motion without repeating itself: 72 tiles for 6 s.
    static let defaultFPS = "12"
    /// 200 pt of Material spinner make 100 px tiles at 2, nine of them across a laptop screen.
    static let defaultScale = "2"

    static func help(_ command: PresetCommandLine?) -> String {
        var s = """
        spinnergen sheet: a contact sheet of one loop, every frame a labelled tile.

        USAGE
          spinnergen sheet <preset> [preset options] [options] -o sheet.png
          spinnergen sheet FILE.json [--param NAME=VALUE] [options] -o sheet.png

        OPTIONS

        """
        if let command {
            s += HelpText.options(options, alignedWith: options + command.options)
            s += "\nPRESET OPTIONS (\(command.name))\n" + HelpText.options(command.options, alignedWith: options + command.options)
        } else {
            s += HelpText.options(options + SceneInput.options)
        }
        s += """

        Each tile is the frame a render with the same options draws (spinnergen's own rasteriser),
        over a checkerboard where it is transparent, with its frame index and time under it.
        At most \(SheetLayout.maxTiles) tiles and \(SheetLayout.maxPixels / 1_000_000) megapixels a sheet.

        EXAMPLES
          spinnergen sheet material -o sheet.png                    72 tiles, 6 s at 12 fps
          spinnergen sheet material --fps 60 --frames 0-59 --every 5 --columns 6 -o first-second.png
          spinnergen sheet spinner.json --param color=#FF0000 --background white -o sheet.png

        """
        return s
    }

    // MARK: - Running

    static func run(_ arguments: [String]) throws(CLIError) {
        guard let name = arguments.first, name != "--help", name != "-h" else {
            if arguments.isEmpty { throw CLIError("sheet needs a preset or a scene file", hint: "spinnergen sheet material -o sheet.png") }
            Console.out(help(nil), terminator: "")
            return
        }
        let source = try AnimationSource.named(name)
        // A sheet's tiles are a render's frames, so a scene file fits into --size as it does there.
        let scanner = try source.scan(Array(arguments.dropFirst()), options, command: source.isFile ? "sheet" : "sheet \(name)",
                                      fitsSceneToSize: true)
        if scanner.has("help") { return Console.out(help(source.preset), terminator: "") }
        let output = try outputPath(scanner)
        let every = try scanner["every"].map { v throws(CLIError) in
            try ValueParser.integer(v, option: "every", range: 1...RenderOptions.maxFrames, expected: "a whole number of frames from 1")
        } ?? 1
        let columns = try scanner["columns"].map { v throws(CLIError) in
            try ValueParser.integer(v, option: "columns", range: 1...SheetLayout.maxTiles, expected: "a whole number from 1 to \(SheetLayout.maxTiles)")
        }
        let request = try RenderRequest(source, renderScanner(scanner), arguments: arguments)
        let job = request.job
        if !scanner.has("quiet") { for line in request.noteLines { SpinnerCommandLine.printError(line) } }
        let frames = Array(stride(from: job.frames.lowerBound, to: job.frames.upperBound, by: every))
        do throws(SheetSizeError) { try SheetLayout.checkTileCount(frames.count) } catch { throw CLIError(error.message, hint: error.hint) }
        let sheet = ContactSheet(scene: job.scene, frames: frames, fps: job.fps, font: try labelFont(), columns: columns)
        do throws(SheetSizeError) { try sheet.layout.checkPixels(maxSide: RenderOptions.maxSide) } catch {
            throw CLIError(error.message, hint: error.hint)
        }
        let layout = sheet.layout
        try SignalTrap.shared.cancellable { (cancellation) throws(CLIError) in
            guard let picture = sheet.draw(cancellation: cancellation), !cancellation.isCancelled else { return }
            let bytes: [UInt8]
            do throws(PNGError) { bytes = try PNGCodec.encode(picture, options: PNGOptions()) } catch {
                throw CLIError("cannot encode the sheet: \(error.message)", exitCode: .software)
            }
            // Moved into place only if no signal came first: one that comes later is reported as such.
            let staged = StagedOutputs()
            try CLIError.from { () throws(OutputsError) in try staged.stage(bytes, to: output, what: "sheet") }
            _ = try staged.commit(cancellation)
        }
        if !scanner.has("quiet") {
            printError("spinnergen: wrote \(output): \(frames.count) tile\(frames.count == 1 ? "" : "s") (\(layout.columns)x\(layout.rows)) of "
                + "\(layout.pictureWidth)x\(layout.pictureHeight) px, \(layout.width)x\(layout.height) px")
        }
    }

    /// `-o`: a single .png file.
    static func outputPath(_ scanner: ArgumentScanner) throws(CLIError) -> String {
        guard let path = scanner["output"] else {
            throw CLIError("no output given", hint: "add -o sheet.png")
        }
        guard path.lowercased().hasSuffix(".png"), !path.hasSuffix("/"), FilePath.lastComponent(of: path).count > 4 else {
            throw CLIError("a sheet is one PNG image, so -o \(UserText.quoted(path)) does not fit", hint: "name a .png file, such as -o sheet.png")
        }
        return path
    }

    /// The sheet's options as a render reads them, so the tiles are exactly a render's frames:
    /// its timing, size, scale and background checked by `RenderOptions` as everywhere. The
    /// sheet's defaults stand in for a render's, and the `-o` a render would take is a frame
    /// pattern that is never written (the sheet's own output is `outputPath`).
    static func renderScanner(_ scanner: ArgumentScanner) -> ArgumentScanner {
        var render = scanner.replacing("output", with: ["tiles/%d.png"])
        if !scanner.has("fps") { render = render.replacing("fps", with: [defaultFPS]) }
        if !scanner.has("scale") { render = render.replacing("scale", with: [defaultScale]) }
        return render
    }

    /// DejaVu Sans, for the labels.
    static func labelFont() throws(CLIError) -> Font {
        guard let path = Font.defaultFontPath() else {
            throw CLIError("no font for the sheet's labels", hint: "install fonts-dejavu-core (scripts/install-deps does)", exitCode: .noInput)
        }
        do { return try Font(contentsOf: path) } catch {
            throw CLIError("cannot load the label font: \(UserText.line(error.description))", exitCode: .dataError)
        }
    }

    static func printError(_ line: String) { SpinnerCommandLine.printError(line) }
}
