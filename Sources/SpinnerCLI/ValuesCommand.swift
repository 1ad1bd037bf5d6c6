#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SpinnerCore
import SpinnerJSON
import SpinnerAnimation
import SpinnerPipeline
import SpinnerPresets
import SpinnerValues
import SpinnerOutputs
import SpinnerJobs

/// `spinnergen values <preset> [preset options] --times T1,T2,... | --frames A-B [--fps R]`:
/// every presented property of every layer at those moments (or those `--keys` and `--layer`
/// name), as a table, JSON or CSV. Golden data that no anti-aliasing difference can disturb.
enum ValuesCommand {
    // MARK: - Options and help

    static let options: [ArgumentScanner.Option] = [
        .init("times", value: "T1,T2,...", help: "moments in seconds, separated by commas"),
        .init("frames", value: "A-B", help: "frames A to B (inclusive) at --fps; 'A-' runs to the end of one loop"),
        .init("fps", value: "R", help: "frame rate for --frames: 60, 29.97 or 30000/1001 (default 60)"),
        .init("size", value: "W[xH]", help: "view size in points (default: the preset's own)"),
        .init("duration", value: "SECONDS", help: "the length the preset is built for (default: one seamless loop)"),
    ] + ValuesFilter.options + [
        .init("json", help: "print JSON instead of a table"),
        .init("csv", help: "print CSV instead of a table: a header line, then time,layer,key,value rows (RFC 4180 quoting)"),
        .init("help", short: "h", help: "show this help"),
    ]
    /// Moments printed at most, so a typo cannot flood the terminal for hours.
    static let maxMoments = 100_000

    /// One moment asked for: its label and its time in seconds.
    struct Moment {
        let time: Double
        /// The frame index with `--frames`.
        let frame: Int?
        /// Exact time as a fraction with `--frames`.
        let exact: String?
    }

    static func help(_ command: PresetCommandLine?) -> String {
        var s = """
        spinnergen values: every presented property of every layer at chosen moments.

        USAGE
          spinnergen values <preset> [preset options] --times 0,0.25,0.5 [--json | --csv]
          spinnergen values <preset> [preset options] --frames 0-59 --fps 60 [--json | --csv]
          spinnergen values FILE.json [--param NAME=VALUE] --times 0,0.5 [--keys K1,K2] [--layer NAME]

        OPTIONS

        """ + HelpText.options(options)
        if let command { s += "\nPRESET OPTIONS (\(command.name))\n" + HelpText.options(command.options) }
        s += """

        The table lists time, layer path, key and value; JSON and CSV give numbers with enough
        digits to round-trip, colours as #RRGGBBAA, points and sizes as [x, y] and [w, h], rects as
        [x, y, w, h]. --keys and --layer keep only the rows they name, in every form.

        """
        return s
    }

    // MARK: - Running for a preset or a scene file

    static func run(_ arguments: [String]) throws(CLIError) {
        guard let name = arguments.first, name != "--help", name != "-h" else {
            if arguments.isEmpty { throw CLIError("values needs a preset", hint: "spinnergen values material --times 0,0.5") }
            Console.out(help(nil), terminator: "")
            return
        }
        let source = try AnimationSource.named(name)
        let scanner = try source.scan(Array(arguments.dropFirst()), options, command: source.isFile ? "values" : "values \(name)")
        if scanner.has("help") { return Console.out(help(source.preset), terminator: "") }
        var moments: [Moment] = []
        // `--duration` defaults to one loop. Without it a preset's tree is built at least to the
        // latest moment asked for, as a still at that moment is: a timer that runs until `hide`
        // keeps ticking there (a scene file's tree does not depend on it).
        let loaded = try source.load(scanner) { (loop) throws(CLIError) in
            let given = try scanner["duration"].map { v throws(CLIError) in try ValueParser.duration(v) }
            moments = try self.moments(scanner, duration: given ?? loop)
            guard given == nil, !source.isFile, let latest = moments.map(\.time).max() else { return given ?? loop }
            return max(loop, latest)
        }
        for line in loaded.noteLines { SpinnerCommandLine.printError(line) }
        try printValues(try loaded.scene(), moments: moments, source: name, scanner)
    }

    // MARK: - Moments

    /// The moments from `--times`, or from `--frames` at `--fps`.
    static func moments(_ a: ArgumentScanner, duration: Double) throws(CLIError) -> [Moment] {
        switch (a["times"], a["frames"]) {
        case (nil, nil):
            throw CLIError("values needs --times or --frames", hint: "for example --times 0,0.25,0.5")
        case (.some, .some):
            throw CLIError("--times and --frames cannot be used together", hint: "give one of them")
        case (let times?, nil):
            if a.has("fps") { throw CLIError("--fps applies to --frames", hint: "--times takes seconds") }
            let items = times.split(separator: ",", omittingEmptySubsequences: false)
            guard items.count <= maxMoments else {
                throw CLIError("--times lists \(items.count) moments", hint: "at most \(maxMoments)")
            }
            var out: [Moment] = []
            for item in items {
                let t = try ValueParser.number(item.trimmingSpaces(), option: "times", min: 0, max: 86400,
                                               inclusiveMin: true, expected: "seconds from 0 to 86400, separated by commas")
                out.append(Moment(time: t, frame: nil, exact: nil))
            }
            return out
        case (nil, let frames?):
            let fps = try a["fps"].map { v throws(CLIError) in try ValueParser.rate(v, option: "fps") } ?? Rational(60)
            let (first, last) = try RenderOptions.frameRange(frames)
            let total = max(1, RenderJob.frameCount(period: duration, fps: fps))
            let end = last ?? total - 1
            guard end >= first else {
                throw CLIError("--frames \(frames) starts after the last frame of the loop (\(total - 1))", hint: "give A-B")
            }
            guard end - first + 1 <= maxMoments else {
                throw CLIError("--frames \(frames) is \(end - first + 1) frames", hint: "at most \(maxMoments)")
            }
            return (first...end).map { i in
                let time = RenderJob.time(ofFrame: i, fps: fps)
                return Moment(time: time, frame: i, exact: RenderJob.exactTime(ofFrame: i, fps: fps)?.description ?? "\(time)")
            }
        }
    }

    // MARK: - Table and JSON

    /// The values as a table, `--json` or `--csv`.
    static func printValues(_ scene: Scene, moments: [Moment], source: String, _ scanner: ArgumentScanner) throws(CLIError) {
        if scanner.has("json"), scanner.has("csv") {
            throw CLIError("--json and --csv cannot be used together", hint: "give one of them")
        }
        let filter = try ValuesFilter(scanner)
        let samples: [[ValueSampling.LayerRows]]
        do throws(ValuesFilterError) {
            samples = try ValueSampling.rows(scene, times: moments.map(\.time), filter: filter)
        } catch {
            throw CLIError(error.message, hint: error.hint)
        }
        if scanner.has("json") {
            Console.out(json(samples, moments: moments, preset: source))
        } else if scanner.has("csv") {
            Console.out(ValuesCSV.text(samples, times: moments.map(\.time)), terminator: "")
        } else {
            printTable(samples, moments: moments)
        }
    }

    static func printTable(_ samples: [[ValueSampling.LayerRows]], moments: [Moment]) {
        var rows: [[String]] = [["time", "layer", "key", "value"]]
        for (m, layers) in zip(moments, samples) {
            let when = m.frame.map { "\(ValueText.number(m.time)) (frame \($0))" } ?? ValueText.number(m.time)
            for layer in layers {
                for row in layer.rows { rows.append([when, layer.path, row.key, ValueText.text(row.value)]) }
            }
        }
        var widths = [0, 0, 0]
        for row in rows { for c in 0..<3 { widths[c] = max(widths[c], row[c].count) } }
        for row in rows {
            var line = ""
            for c in 0..<3 { line += padded(row[c], to: widths[c]) + "  " }
            Console.out(line + row[3])
        }
    }

    /// `text` cut or filled with spaces to `width` UTF-16 units, as Foundation's
    /// `padding(toLength:withPad:startingAt:)` (the table's layout since the first release).
    static func padded(_ text: String, to width: Int) -> String {
        let units = text.utf16.count
        if units >= width { return String(decoding: Array(text.utf16.prefix(width)), as: UTF16.self) }
        return text + String(repeating: " ", count: width - units)
    }

    static func json(_ samples: [[ValueSampling.LayerRows]], moments: [Moment], preset: String) -> String {
        var out: [JSONValue] = []
        for (m, layers) in zip(moments, samples) {
            var sample: [JSONMember] = [JSONMember("time", .number(m.time))]
            if let f = m.frame { sample.append(JSONMember("frame", .number(Double(f)))) }
            if let e = m.exact { sample.append(JSONMember("exactTime", .string(e))) }
            sample.append(JSONMember("layers", .array(layers.map { layer -> JSONValue in
                var values: [JSONMember] = [], arc: [JSONMember] = []
                for (key, value) in layer.rows {
                    if key.hasPrefix("arc.") { arc.append(JSONMember(String(key.dropFirst(4)), jsonValue(value))) } else { values.append(JSONMember(key, jsonValue(value))) }
                }
                return .fields(["path": .string(layer.path), "name": .string(layer.layer.name), "depth": .number(Double(layer.layer.depth)),
                                "values": .object(values), "arc": arc.isEmpty ? nil : .object(arc)])
            })))
            out.append(.object(sample))
        }
        let root = JSONValue.fields(["preset": .string(preset), "spinnergen": .string(Manifest.currentVersion), "samples": .array(out)])
        // Sorted as Foundation's `.sortedKeys` sorted them, the order the document always had.
        return root.sortedText(keysBy: KeyCollation.precedes)
    }

    /// A JSON-ready value; a number JSON cannot hold (NaN, infinite) becomes null.
    static func jsonValue(_ value: AnimationValue) -> JSONValue {
        func n(_ v: Double) -> JSONValue { v.isFinite ? .number(v) : .null }
        switch value {
        case .number(let v): return n(v)
        case .color(let c): return .string(ValueText.hex8(c))
        case .point(let p): return .array([n(p.x), n(p.y)])
        case .size(let s): return .array([n(s.width), n(s.height)])
        case .rect(let r): return .array([n(r.minX), n(r.minY), n(r.size.width), n(r.size.height)])
        case .colors(let list): return .array(list.map { .string(ValueText.hex8($0)) })
        case .numbers(let list): return .array(list.map(n))
        case .string(let s): return .string(s)
        case .path(let p): return .string(p.svgData)
        case .transform(let t): return .array(t.numbers.map(n))
        }
    }
}
