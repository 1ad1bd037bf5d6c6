import SpinnerCore
import SpinnerAnimation
import SpinnerEncode
import SpinnerText

/// A timing plot as the bytes of its file: the scene sampled over `0...duration`, laid out, and
/// written as SVG text or rendered to a PNG. Refuses an interval with too many timing marks to
/// draw apart, one where nothing changes, and one with more panels than a plot holds.
public enum PlotFile {
    /// Timing marks at most, each sampled on both sides: more would be lines closer than pixels.
    public static let maximumMarks = 2000

    /// The file's bytes: SVG when `svg`, else PNG. `title` heads the picture.
    public static func bytes(_ scene: Scene, title: String, duration: Double, samples: Int, svg: Bool) throws(PlotFileError) -> [UInt8] {
        // One more than the plot shows, per animation too: a list cut short must not pass as whole.
        let marks = scene.timingMarks(from: 0, to: duration, limit: maximumMarks + 1)
        guard marks.count <= maximumMarks else {
            // The list stops one past the limit, so the count is a lower bound.
            throw PlotFileError("the interval holds more than \(maximumMarks) timing marks, more than a plot can show apart",
                                hint: "give a shorter --duration", kind: .tooMuch)
        }
        let input = PlotSampling.input(scene, title: title, duration: duration, samples: samples, marks: marks)
        let panels = TimingPlot.panelCount(input)
        guard panels > 0 else {
            throw PlotFileError("nothing changes in 0 to \(DecimalText.shown(duration)) s, so there is nothing to plot",
                                hint: "give a longer --duration, or check the animations", kind: .nothingToPlot)
        }
        guard panels <= TimingPlot.maximumPanels else {
            throw PlotFileError("\(panels) properties change, more panels than a plot holds (\(TimingPlot.maximumPanels))",
                                hint: "plot a scene with fewer layers", kind: .nothingToPlot)
        }
        let fonts = try self.fonts()
        let picture = TimingPlot.picture(input, fonts: fonts)
        if svg { return Array(PlotSVG.text(picture, title: "\(title): timing plot", fontFamily: fonts.family).utf8) }
        do {
            return try PNGCodec.encode(PlotRaster.render(picture, fonts: fonts), options: PNGOptions())
        } catch {
            throw PlotFileError("cannot encode the plot: \(error.message)", kind: .encoding)
        }
    }

    /// DejaVu Sans and its bold, which every label is laid out in (the SVG names the family).
    static func fonts() throws(PlotFileError) -> PlotFonts {
        guard let path = Font.defaultFontPath(), let regular = try? Font(contentsOf: path) else {
            throw PlotFileError("the plot's font, DejaVu Sans, is not installed", hint: "apt-get install fonts-dejavu-core", kind: .noFont)
        }
        let bold = Font.defaultFontPath(weight: .bold).flatMap { try? Font(contentsOf: $0) } ?? regular
        return PlotFonts(regular: regular, bold: bold)
    }
}

/// Why a plot could not be made, as one line and a hint, with the kind of failure.
public struct PlotFileError: Error, Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// The interval holds more timing marks than a plot draws apart (a shorter one would do).
        case tooMuch
        /// Nothing in the scene changes over the interval, or more properties do than fit.
        case nothingToPlot
        /// The labels' font is not installed.
        case noFont
        /// The picture could not be encoded as PNG.
        case encoding
    }

    /// What went wrong.
    public let message: String
    /// What to do about it, when there is something.
    public let hint: String?
    public let kind: Kind

    public init(_ message: String, hint: String? = nil, kind: Kind) {
        self.message = message
        self.hint = hint
        self.kind = kind
    }
}
