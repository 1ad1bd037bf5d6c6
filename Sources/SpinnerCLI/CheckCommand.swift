import SpinnerCore
import SpinnerAnimation
import SpinnerOutputs
import SpinnerJobs

/// `spinnergen check FILE.json [--param NAME=VALUE]`: validates a scene file and prints one
/// line (layers, animations, loop, canvas), or the first error (status 65). A Lottie file gets
/// that line and two more kinds: the features it uses, and each one approximated or ignored.
enum CheckCommand {
    static func run(_ arguments: [String]) throws(CLIError) {
        if arguments.first == "--help" || arguments.first == "-h" {
            Console.out(HelpText.render, terminator: "")
            return
        }
        let (path, scanner) = try SceneInput.scan(arguments, extra: [
            .init("quiet", short: "q", help: "print nothing but errors: the exit status says whether the file is valid"),
            .init("help", short: "h", help: "show this help"),
        ])
        let source = AnimationSource.file(path)
        let loaded = try source.load(scanner)
        if let lottie = loaded.lottie { return try checkLottie(lottie, loaded, path: path, quiet: scanner.has("quiet")) }
        let document = loaded.document!
        let (layers, animations) = count(document.root)
        let size = document.root.bounds.size
        let loop = document.loop.map { "loop \(DecimalText.shown($0)) s" } ?? "no loop given (1 s by default)"
        let scale = SceneFile.checkScale
        // The tree frozen as `render` freezes it, so that a file that passes renders.
        _ = try CLIError.from { () throws(OutputsError) in try SceneFile.check(document, file: path) }
        let w = Int((size.width * scale).rounded()), h = Int((size.height * scale).rounded())
        let params = document.parameterDefaults.keys.sorted()
        if scanner.has("quiet") { return }
        Console.out("\(UserText.shown(path)): ok: \(layers) layer\(layers == 1 ? "" : "s"), \(animations) animation\(animations == 1 ? "" : "s"), \(loop), "
            + "canvas \(DecimalText.shown(size.width))x\(DecimalText.shown(size.height)) pt (\(w)x\(h) px at --scale 4)"
            + (params.isEmpty ? "" : ", parameters \(params.joined(separator: ", "))")
            + (document.progress.map { ", progress \(UserText.shown($0.layer)).\($0.keyPath)" } ?? ""))
    }

    /// A Lottie file's lines: what it is, what it uses, and what the render leaves out.
    static func checkLottie(_ lottie: LottieDocument, _ loaded: LoadedAnimation, path: String, quiet: Bool) throws(CLIError) {
        let scale = SceneFile.checkScale
        _ = try CLIError.from { () throws(OutputsError) in try SceneFile.freeze(loaded.root, file: path, scale: scale) }
        if quiet { return }
        let c = lottie.composition
        let (layers, animations) = count(loaded.root)
        func n(_ v: Double) -> String { DecimalText.shortest(v) }
        let markers = lottie.markers.map { "\(UserText.shown($0.name)) (\(n($0.startFrame))-\(n($0.startFrame + $0.durationFrames)))" }
        // The size a render draws without --scale: the composition's own pixels.
        let w = Int(c.width.rounded()), h = Int(c.height.rounded())
        Console.out("\(UserText.shown(path)): ok: Lottie\(c.version.isEmpty ? "" : " " + UserText.shown(c.version))"
            + (lottie.animationID.map { ", animation \(UserText.quoted($0))" } ?? "")
            + ", frames \(n(c.inPoint))-\(n(c.outPoint)) at \(n(c.frameRate)) fps (loop \(DecimalText.shown(c.duration)) s)"
            + ", canvas \(n(c.width))x\(n(c.height)) pt (\(w)x\(h) px at --scale 1), \(layers) engine layers, \(animations) animations"
            + (markers.isEmpty ? "" : ", markers \(markers.joined(separator: ", "))")
            // Image assets read and decoded (and drawn by their layers); the others are notes.
            + (lottie.images.isEmpty ? "" : ", images read \(lottie.images.keys.sorted().map { UserText.shown($0) }.joined(separator: ", "))"))
        Console.out("uses: " + (lottie.features.counts.isEmpty ? "nothing" : lottie.features.description))
        if lottie.notes.isEmpty { Console.out("approximated or ignored: nothing") }
        for note in lottie.notes { Console.out("approximated or ignored: " + LottieInput.line(note)) }
    }

    /// Layers (masks included) and animations (groups' children included) in the tree.
    static func count(_ layer: Layer) -> (Int, Int) {
        func animations(_ a: any Animation) -> Int {
            if let g = a as? AnimationGroup { return 1 + g.animations.map(animations).reduce(0, +) }
            return 1
        }
        var layers = 1
        // Changes are recorded as animations too; they are counted as what they are, not here.
        var total = layer.animations.filter { !$0.key.hasPrefix("changes.") }.map { animations($0.animation) }.reduce(0, +)
        for sub in layer.sublayers + (layer.mask.map { [$0] } ?? []) {
            let (l, a) = count(sub)
            layers += l
            total += a
        }
        return (layers, total)
    }
}
