import SpinnerPresets
import SpinnerCore
import SpinnerOutputs
import SpinnerJobs

/// The text of `--help`, `list` and `--version`.
enum HelpText {
    static let version = "spinnergen \(Manifest.currentVersion)"

    static var main: String {
        var s = """
        spinnergen: Core Animation loading indicators rendered to exact frames, offline.

        USAGE

        """
        s += usage + """

        PRESETS

        """
        s += presetList(indent: "  ")
        s += "\nCOMMON OPTIONS\n" + options(RenderOptions.options)
        s += """

        EXAMPLES
          spinnergen material --fps 60 -o out.mp4
          spinnergen material --size 512 --scale 1 --fps 60 -o frames/%04d.png
          spinnergen material --time 0.75 -o still.png
          spinnergen material --scale ios -o spinner.webp        spinner.webp, @2x, @3x
          spinnergen material --scale android -o res/spinner.webp res/drawable-mdpi/ ... xxxhdpi/

        The output's extension picks the format (docs/formats.md). Existing files, devices, FIFOs
        and symlinks: see docs/safety-and-budgets.md. A FIFO with no reader (an output) or no
        writer (an input) waits for one, as `cat` does.


        """
        s += exitStatus()
        return s
    }

    /// `spinnergen P --help`, generated from the preset's description.
    static func preset(_ command: PresetCommandLine) -> String {
        let info = command.preset
        var s = "spinnergen \(info.name): \(info.summary)\nSource: \(info.source)\n\n"
        s += "USAGE\n  spinnergen \(info.name) [options] -o <output>\n\n"
        // One column for both lists, so that the page lines up.
        let all = command.options + RenderOptions.options
        s += "PRESET OPTIONS\n" + options(command.options, alignedWith: all)
        s += "\nCOMMON OPTIONS\n" + options(RenderOptions.options, alignedWith: all)
        func text(_ size: Size) -> String { "\(DecimalText.shortest(size.width))x\(DecimalText.shortest(size.height)) pt" }
        if info.styles.isEmpty {
            s += "\nDefault size \(text(info.defaultSize)).\n"
        } else {
            s += "\nSTYLES (--style NAME; the first is the default)\n"
            s += columns(info.styles.map { ($0.name, "\($0.summary); \(text($0.defaultSize)) by default. Source: \($0.source)") },
                         indent: "  ", minWidth: 16, maxWidth: 24)
        }
        s += "\nEXAMPLES\n"
        for e in info.examples { s += "  \(e)\n" }
        return s
    }

    /// The options, one a line: names (and value) in a column as wide as `alignedWith`'s
    /// longest (default: the list's own), then the help.
    static func options(_ list: [ArgumentScanner.Option], alignedWith others: [ArgumentScanner.Option]? = nil) -> String {
        let (minWidth, maxWidth) = (26, 32)
        let width = max(minWidth, (others ?? list).map { optionName($0).count }.filter { $0 <= maxWidth }.max() ?? 0)
        return columns(list.map { (optionName($0), $0.help) }, indent: "  ", minWidth: width, maxWidth: maxWidth)
    }

    /// `-o, --output PATH`, `    --fps R`.
    static func optionName(_ o: ArgumentScanner.Option) -> String {
        var left = (o.short.map { "-\($0), " } ?? "    ") + "--\(o.name)"
        if let v = o.valueName { left += " \(v)" }
        return left
    }

    /// The presets, one line each: name and summary (`list`, and the main help's PRESETS).
    static func presetList(indent: String = "") -> String {
        var rows: [(String, String)] = []
        for preset in PresetDescription.catalogue {
            rows.append((preset.name, preset.summary))
            for style in preset.styles { rows.append(("  --style \(style.name)", "\(style.summary) (\(style.source))")) }
        }
        return columns(rows, indent: indent, minWidth: 12, maxWidth: 28)
    }
    /// Two columns that never cut a word: the left column is as wide as its longest entry (at
    /// least `minWidth`); an entry longer than `maxWidth` keeps its whole text and its right
    /// side moves to the next line, under the column.
    static func columns(_ rows: [(left: String, right: String)], indent: String, minWidth: Int, maxWidth: Int) -> String {
        let width = max(minWidth, rows.map(\.left.count).filter { $0 <= maxWidth }.max() ?? 0)
        let gap = String(repeating: " ", count: indent.count + width + 1)
        return rows.map { row in
            if row.left.count > width { return indent + row.left + "\n" + gap + row.right }
            return indent + row.left + String(repeating: " ", count: width - row.left.count) + " " + row.right
        }.joined(separator: "\n") + "\n"
    }
}
