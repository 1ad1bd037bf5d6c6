import SpinnerPresets

/// The text of `--help`, `list` and `--version`.
enum HelpText {
    static let version = "spinnergen 0.1.0"

    static var main: String {
        var s = """
        spinnergen: Core Animation loading indicators rendered to exact frames, offline.

        USAGE
          spinnergen <preset> [options] -o <output>    render a preset
          spinnergen render FILE.json [options] -o OUT render a scene file (see the README)
          spinnergen check FILE.json                   validate a scene file, one line
          spinnergen list                              the presets, one line each
          spinnergen verify FILE.json [--against DIR]  check frames against a --manifest
          spinnergen values <preset> --times T1,T2,... every layer's presented properties
          spinnergen compare EXPECTED ACTUAL [options] compare images, sequences or videos
          spinnergen <preset> --help                   a preset's options
          spinnergen --help | --version

        PRESETS

        """
        for p in PresetInfo.all { s += "  \(p.name.padding(toLength: 12, withPad: " ", startingAt: 0)) \(p.summary)\n" }
        s += "\nCOMMON OPTIONS\n" + options(RenderOptions.options)
        s += """

        EXAMPLES
          spinnergen material --fps 60 -o out.mp4
          spinnergen material --size 512 --scale 1 --fps 60 -o frames/%04d.png
          spinnergen material --time 0.75 -o still.png

        The output's extension picks the format. Exit status: 0 done, 64 bad usage,
        65 bad data, 66 missing input, 73 cannot create the output, 74 I/O error, 130 interrupted.

        """
        return s
    }

    static func preset(_ command: any PresetCommand.Type) -> String {
        let info = command.info
        var s = "spinnergen \(info.name): \(info.summary)\nSource: \(info.source)\n\n"
        s += "USAGE\n  spinnergen \(info.name) [options] -o <output>\n\n"
        s += "PRESET OPTIONS\n" + options(command.presetOptions)
        s += "\nCOMMON OPTIONS\n" + options(RenderOptions.options)
        let size = command.defaultSize
        s += "\nDefault size \(size.width.clean)x\(size.height.clean) pt.\n\nEXAMPLES\n"
        for e in command.examples { s += "  \(e)\n" }
        return s
    }

    static func options(_ list: [ArgumentScanner.Option]) -> String {
        list.map { o in
            var left = (o.short.map { "-\($0), " } ?? "    ") + "--\(o.name)"
            if let v = o.valueName { left += " \(v)" }
            return "  " + left.padding(toLength: 26, withPad: " ", startingAt: 0) + " " + o.help
        }.joined(separator: "\n") + "\n"
    }
}

extension Double {
    /// `50` rather than `50.0`.
    var clean: String { self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self) }
}
