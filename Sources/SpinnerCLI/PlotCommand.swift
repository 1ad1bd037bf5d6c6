import SpinnerCore
import SpinnerSystem
import SpinnerAnimation
import SpinnerPictures
import SpinnerOutputs
import SpinnerJobs

/// `spinnergen plot <preset>|FILE.json [options] -o curves.svg|curves.png`: every animated
/// property of every layer over one loop as a timing diagram, sampled by the same code as
/// `values` (so the two agree exactly), with a line at each animation's timing turns.
enum PlotCommand {
    static let options: [ArgumentScanner.Option] = [
        .init("output", short: "o", value: "PATH", help: "where to write: curves.svg (SVG 1.1 text) or curves.png (the same picture, rasterised)"),
        .init("duration", value: "SECONDS", help: "the interval plotted, from 0 (default: one seamless loop; at most \(Int(maximumDuration)))"),
        .init("samples", value: "N", help: "evenly spaced samples over the interval (default \(defaultSamples), \(sampleRange.lowerBound) to \(sampleRange.upperBound)); both sides of every timing mark are sampled too"),
        .init("size", value: "W[xH]", help: "view size in points (default: the preset's own)"),
        .init("help", short: "h", help: "show this help"),
    ]
    static let defaultSamples = 240
    static let sampleRange = 2...10_000
    /// Ten minutes across 816 px is 1.4 px a second: longer reads as nothing on one axis.
    static let maximumDuration = 600.0

    static func help(_ command: PresetCommandLine?) -> String {
        var s = """
        spinnergen plot: every animated property of every layer over one loop, as a timing diagram.

        USAGE
          spinnergen plot <preset> [preset options] -o curves.svg
          spinnergen plot FILE.json [--param NAME=VALUE] -o curves.png

        OPTIONS

        """ + HelpText.options(command == nil ? AnimationSource.scene(path: "").options(options) : options)
        if let command { s += "\nPRESET OPTIONS (\(command.name))\n" + HelpText.options(command.options) }
        s += """

        One panel per layer and property that changes over the interval, each with its own range
        (min and max in the property's units: pt, rad, s; arc angles in degrees), one line per
        component of points, sizes and rects; colours as bands of the colour over time. Lines
        across a panel (ticks above a colour band) mark each animation's begin (green), repeats
        (grey), reversals (amber) and end (red) on the scene's clock; in the SVG, hovering one
        says which animation it is. Values are those `spinnergen values` prints at the same times.

        """
        return s
    }

    // MARK: - Running

    static func run(_ arguments: [String]) throws(CLIError) {
        guard let name = arguments.first, name != "--help", name != "-h" else {
            if arguments.isEmpty { throw CLIError("plot needs a preset or a scene file", hint: "spinnergen plot material -o curves.svg") }
            Console.out(help(nil), terminator: "")
            return
        }
        let source = try AnimationSource.named(name)
        let scanner = try source.scan(Array(arguments.dropFirst()), options, command: source.isFile ? "plot" : "plot \(name)")
        if scanner.has("help") { return Console.out(help(source.preset), terminator: "") }
        let output = try self.output(scanner)
        let given = try self.duration(scanner)
        let samples = try self.samples(scanner)
        let loaded = try source.load(scanner) { (loop) throws(CLIError) in try interval(given, loop: loop) }
        for line in loaded.noteLines { SpinnerCommandLine.printError(line) }
        let title = source.isFile ? UserText.shown(FilePath.split(name).1) : name
        try write(try loaded.scene(), title: title, duration: loaded.length, samples: samples, to: output)
    }

    /// The output path, refused unless it ends in .svg or .png.
    static func output(_ scanner: ArgumentScanner) throws(CLIError) -> String {
        guard let out = scanner["output"] else { throw CLIError("no output given", hint: "add -o curves.svg or -o curves.png") }
        guard ["svg", "png"].contains(FilePath.extension(of: out).lowercased()) else {
            throw CLIError("a plot is written as .svg or .png, not \(UserText.quoted(out))", hint: "add -o curves.svg or -o curves.png")
        }
        return out
    }

    static func duration(_ scanner: ArgumentScanner) throws(CLIError) -> Double? {
        try scanner["duration"].map { v throws(CLIError) in
            try ValueParser.number(v, option: "duration", min: 0, max: maximumDuration,
                                   expected: "seconds above 0 and at most \(Int(maximumDuration))")
        }
    }

    /// `--duration`, or else the loop the preset or file declares, refused when too long to plot.
    static func interval(_ given: Double?, loop: Double) throws(CLIError) -> Double {
        if let given { return given }
        guard loop > 0, loop <= maximumDuration else {
            throw CLIError("the loop is \(DecimalText.shown(loop)) s, too long to plot", hint: "give --duration up to \(Int(maximumDuration))")
        }
        return loop
    }

    static func samples(_ scanner: ArgumentScanner) throws(CLIError) -> Int {
        try scanner["samples"].map { v throws(CLIError) in
            try ValueParser.integer(v, option: "samples", range: sampleRange,
                                    expected: "a whole number from \(sampleRange.lowerBound) to \(sampleRange.upperBound)")
        } ?? defaultSamples
    }

    // MARK: - Writing

    static func write(_ scene: Scene, title: String, duration: Double, samples: Int, to output: String) throws(CLIError) {
        let bytes: [UInt8]
        do throws(PlotFileError) {
            bytes = try PlotFile.bytes(scene, title: title, duration: duration, samples: samples,
                                       svg: FilePath.extension(of: output).lowercased() == "svg")
        } catch {
            switch error.kind {
            case .tooMuch: throw CLIError(error.message, hint: error.hint)
            case .nothingToPlot: throw CLIError(error.message, hint: error.hint, exitCode: .dataError)
            case .noFont: throw CLIError(error.message, hint: error.hint, exitCode: .noInput)
            case .encoding: throw CLIError(error.message, hint: error.hint, exitCode: .software)
            }
        }
        try StagedOutputs.write(bytes, to: output, what: "plot")
    }
}
