#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SpinnerCore
import SpinnerSystem
import SpinnerAnimation
import SpinnerEncode
import SpinnerPictures
import SpinnerText
import SpinnerOutputs

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
    /// Timing marks at most, each sampled on both sides: more would be lines closer than pixels.
    static let maximumMarks = 2000

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
        let scanner = try source.scan(Array(arguments.dropFirst()), options, command: source.isScene ? "plot" : "plot \(name)")
        if scanner.has("help") { return Console.out(help(source.preset), terminator: "") }
        let output = try self.output(scanner)
        let given = try self.duration(scanner)
        let samples = try self.samples(scanner)
        let loaded = try source.load(scanner) { (loop) throws(CLIError) in try interval(given, loop: loop) }
        let title = source.isScene ? UserText.shown(FilePath.split(name).1) : name
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

    // MARK: - Sampling and writing

    static func write(_ scene: Scene, title: String, duration: Double, samples: Int, to output: String) throws(CLIError) {
        // One more than the plot shows, per animation too: a list cut short must not pass as whole.
        let marks = scene.timingMarks(from: 0, to: duration, limit: maximumMarks + 1)
        guard marks.count <= maximumMarks else {
            // The list stops one past the limit, so the count is a lower bound.
            throw CLIError("the interval holds more than \(maximumMarks) timing marks, more than a plot can show apart", hint: "give a shorter --duration")
        }
        let input = PlotSampling.input(scene, title: title, duration: duration, samples: samples, marks: marks)
        let panels = TimingPlot.panelCount(input)
        guard panels > 0 else {
            throw CLIError("nothing changes in 0 to \(DecimalText.shown(duration)) s, so there is nothing to plot",
                           hint: "give a longer --duration, or check the animations", exitCode: .dataError)
        }
        guard panels <= TimingPlot.maximumPanels else {
            throw CLIError("\(panels) properties change, more panels than a plot holds (\(TimingPlot.maximumPanels))",
                           hint: "plot a scene with fewer layers", exitCode: .dataError)
        }
        let fonts = try self.fonts()
        let picture = TimingPlot.picture(input, fonts: fonts)
        let bytes: [UInt8]
        if FilePath.extension(of: output).lowercased() == "svg" {
            bytes = Array(PlotSVG.text(picture, title: "\(title): timing plot", fontFamily: fonts.family).utf8)
        } else {
            do {
                bytes = try PNGCodec.encode(PlotRaster.render(picture, fonts: fonts), options: PNGOptions())
            } catch {
                throw CLIError("cannot encode the plot: \(error.message)", exitCode: .software)
            }
        }
        try StagedOutputs.write(bytes, to: output, what: "plot")
    }

    /// DejaVu Sans and its bold, which every label is laid out in (the SVG names the family).
    static func fonts() throws(CLIError) -> PlotFonts {
        guard let path = Font.defaultFontPath(), let regular = try? Font(contentsOf: path) else {
            throw CLIError("the plot's font, DejaVu Sans, is not installed", hint: "apt-get install fonts-dejavu-core", exitCode: .noInput)
        }
        let bold = Font.defaultFontPath(weight: .bold).flatMap { try? Font(contentsOf: $0) } ?? regular
        return PlotFonts(regular: regular, bold: bold)
    }
}
