import SpinnerCore
import SpinnerPipeline
import SpinnerOutputs

/// `--scale 1,2,3`, `--scale ios`, `--scale android`: one render per scale of one command line.
extension RenderRequest {
    /// One request per scale of `--scale` (one when a single number), outputs substituted.
    ///
    /// `arguments` is a whole render command line as `RenderRequest(arguments:)` takes it.
    /// Each request is the one its own command line would make (`arguments` with that scale
    /// and the names it writes, which is what its manifest records and `verify` replays), so
    /// each output is byte for byte that output rendered alone. The layer tree and timeline are
    /// built once. Every name is checked (see `ScaledName`), and outputs of all scales must name
    /// different places, before any request is made.
    package static func expanding(arguments: [String]) throws(CLIError) -> [RenderRequest] {
        let (source, scanner) = try RenderRequest.scan(arguments)
        let set = try scaleSet(scanner)
        if scanner.has(AndroidAnimationList.option), set.form != .android {
            throw CLIError("--\(AndroidAnimationList.option) lists frames in Android's density folders, which --scale android writes",
                           hint: "add --scale android")
        }
        let outputs = scanner.all("output"), manifest = scanner["manifest"]
        var steps: [(scanner: ArgumentScanner, arguments: [String])] = []
        for step in set.steps {
            var names: [String] = []
            for name in outputs { names.append(try CLIError.from { () throws(OutputsError) in try ScaledName.output(name, step: step, of: set) }) }
            var scanned = scanner.replacing("output", with: names)
            var line = ArgumentScanner.replacingValues(of: RenderOptions.option("output"), in: arguments, with: names)
            if let manifest {
                let name = try CLIError.from { () throws(OutputsError) in try ScaledName.manifest(manifest, step: step, of: set) }
                scanned = scanned.replacing("manifest", with: [name])
                line = ArgumentScanner.replacingValues(of: RenderOptions.option("manifest"), in: line, with: [name])
            }
            // One number stays as written (`--scale 4.0`), so a lone render's manifest is unchanged.
            if set.form != .single {
                scanned = scanned.replacing("scale", with: [step.text])
                line = ArgumentScanner.replacingValues(of: RenderOptions.option("scale"), in: line, with: [step.text])
            }
            steps += try splitByRate(scanned, line)
        }
        var requests: [RenderRequest] = []
        var bases: [(fps: Rational, base: RenderBase)] = []
        for (scanned, line) in steps {
            let options = try RenderOptions(scanned, command: source.command)
            // Nothing the tree depends on changes with the scale (a still at one scale is a
            // still at every scale: the names differ only by what the placeholders give); the
            // frames do change with the rate, so a GIF's own 50 fps has a base of its own.
            let base: RenderBase
            if let known = bases.first(where: { $0.fps == options.fps }) {
                base = known.base
            } else {
                base = try RenderBase(source, scanned, options: options)
                bases.append((options.fps, base))
            }
            requests.append(try RenderRequest(base, options: options, scanner: scanned, arguments: line))
        }
        if set.isSeveral { try checkDistinct(requests) }
        return requests
    }

    /// Without `--fps` a GIF renders at its own 50 fps (its delays are whole hundredths and
    /// browsers slow any under 2 cs) and every other format at 60: a command line with outputs
    /// of both kinds becomes one request per rate, each holding its outputs in their order and
    /// each the request its own command line makes, so every output is byte for byte that
    /// output rendered alone.
    private static func splitByRate(_ scanned: ArgumentScanner, _ line: [String]) throws(CLIError)
        -> [(scanner: ArgumentScanner, arguments: [String])] {
        guard !scanned.has("fps"), !scanned.has("time") else { return [(scanned, line)] }
        let targets = try RenderOptions.outputTargets(scanned)
        let isGIF = targets.map { $0.format == .gif }
        guard isGIF.contains(true), isGIF.contains(false) else { return [(scanned, line)] }
        // (`--manifest` takes a single output, so it never meets a split.) A flag for some
        // formats only is refused when no output of the whole line takes it; otherwise it leaves
        // the half none of whose outputs takes it (`--loop-count` stays with the GIFs and WebPs,
        // `--crf` with the videos), where it would be refused.
        try RenderOptions.refuseFlagsNoOutputTakes(scanned, outputs: targets, shown: targets[0])
        let names = scanned.all("output"), output = RenderOptions.option("output")
        return [isGIF[0], !isGIF[0]].map { gif in
            var scanner = scanned.replacing("output", with: zip(names, isGIF).filter { $0.1 == gif }.map(\.0))
            var arguments = ArgumentScanner.keepingOccurrences(of: output, in: line) { isGIF[$0] == gif }
            let half = zip(targets, isGIF).filter { $0.1 == gif }.map(\.0)
            for option in FormatOption.allCases where scanner.has(option.rawValue) {
                guard !half.contains(where: { $0.format.traits.options.contains(option) }) else { continue }
                scanner = scanner.replacing(option.rawValue, with: [])
                arguments = ArgumentScanner.keepingOccurrences(of: RenderOptions.option(option.rawValue), in: arguments) { _ in false }
            }
            return (scanner, arguments)
        }
    }

    /// Every output name a command line writes, scale by scale (the names `expanding` gives its
    /// requests), without building anything: what a batch checks for collisions across jobs.
    package static func outputNames(arguments: [String]) throws(CLIError) -> [String] {
        let (_, scanner) = try RenderRequest.scan(arguments)
        let set = try scaleSet(scanner)
        var names: [String] = []
        for step in set.steps {
            for name in scanner.all("output") { names.append(try CLIError.from { () throws(OutputsError) in try ScaledName.output(name, step: step, of: set) }) }
        }
        return names
    }

    private static func scaleSet(_ scanner: ArgumentScanner) throws(CLIError) -> ScaleSet {
        try CLIError.from { () throws(OutputsError) in try scanner["scale"].map { v throws(OutputsError) in try ScaleSet.parse(v) } ?? .standard }
    }

    /// Refuses two outputs or manifests of different scales that land in one place (after
    /// normalising, as the outputs of one render are checked).
    private static func checkDistinct(_ requests: [RenderRequest]) throws(CLIError) {
        var outputs: [(name: String, target: OutputTarget)] = []
        var manifests: [(name: String, place: String)] = []
        for request in requests {
            let options = request.options, scale = "(scale \(DecimalText.shortest(options.scale)))"
            for (path, target) in zip(options.outputArguments, options.outputs) {
                outputs.append(("-o \(UserText.quoted(path)) \(scale)", target))
            }
            if let path = options.manifest {
                manifests.append(("--manifest \(UserText.quoted(path)) \(scale)", OutputTarget.rawRGBA(path: path).identity))
            }
        }
        try CLIError.from { () throws(OutputsError) in try OutputPlaces.checkDistinct(outputs, manifests: manifests) }
    }
}

extension RenderRequest {
    /// The outputs of one command line (or batch job) whose format drops alpha, each with its
    /// warning: once per output, however many scales render it, and whichever rate it renders
    /// at (a GIF's 50 fps splits the outputs of one scale into two requests).
    package static func alphaDroppedWarnings(_ requests: [RenderRequest]) -> [(output: String, warning: String)] {
        guard let first = requests.first?.options.scale else { return [] }
        var out: [(output: String, warning: String)] = []
        for request in requests where request.options.scale == first {
            for (name, options) in zip(request.options.outputArguments, request.outputOptions) {
                if let warning = options.alphaDroppedWarning { out.append((name, warning)) }
            }
        }
        return out
    }
}
