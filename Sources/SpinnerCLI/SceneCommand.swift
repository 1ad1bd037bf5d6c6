import SpinnerCore
import SpinnerSystem
import SpinnerEncode
import SpinnerScene
import SpinnerOutputs
import SpinnerJobs

/// `spinnergen scene PRESET [preset options] [--size W[xH]] [--duration S] -o FILE.json`: the
/// preset's layer tree, with its options and its progress story baked in, as a scene file that
/// renders the same frames. Images (a logo, a downloaded picture) are written beside it as PNGs.
enum SceneCommand {
    static let options: [ArgumentScanner.Option] = [
        .init("output", short: "o", value: "FILE.json", help: "where to write the scene file"),
        .init("size", value: "W[xH]", help: "view size in points (default: the preset's own)"),
        .init("duration", value: "SECONDS", help: "the length the story is built for, and the file's loop (default: the preset's own)"),
        .init("background", value: "COLOR", help: "a background recorded in the file (#RRGGBB, #RRGGBBAA, #RGB, a CSS name or transparent)"),
        .init("quiet", short: "q", help: "print nothing but errors (scene prints nothing else; accepted as every command accepts it)"),
        .init("help", short: "h", help: "show this help"),
    ]

    static func run(_ arguments: [String]) throws(CLIError) {
        guard let name = arguments.first, name != "--help", name != "-h" else {
            if arguments.isEmpty { throw CLIError("scene needs a preset", hint: "spinnergen scene material -o material.json") }
            Console.out(help, terminator: "")
            return
        }
        // A preset's tree written as a scene file (a scene file is one already).
        let source = AnimationSource.preset(try PresetCommandLine.named(name))
        let scanner = try source.scan(Array(arguments.dropFirst()), options, command: "scene \(name)")
        if scanner.has("help") {
            Console.out(help, terminator: "")
            return
        }
        guard let out = scanner["output"] else { throw CLIError("no output given", hint: "add -o \(name).json") }
        guard FilePath.extension(of: out) == "json" else {
            throw CLIError("a scene file is JSON: \(UserText.quoted(out)) does not end in .json", hint: "add -o \(name).json")
        }
        let loaded = try source.load(scanner) { (loop) throws(CLIError) in
            try scanner["duration"].map { v throws(CLIError) in try ValueParser.duration(v) } ?? loop
        }
        let (root, length) = (loaded.root, loaded.length)
        let background = try scanner["background"].map { v throws(CLIError) in try ValueParser.color(v, option: "background") }
        let (dir, file) = FilePath.split(out)
        let base = file.hasSuffix(".json") ? String(file.dropLast(5)) : file
        var images: [(String, [UInt8])] = []
        let bytes: [UInt8]
        do {
            bytes = [UInt8](try SceneExport.encode(root: root, name: name, loop: length, background: background) { pixels, suggested in
                let imageName = "\(base).\(suggested)"
                images.append((imageName, try PNGCodec.encode(pixels, options: PNGOptions())))
                return imageName
            })
        } catch {
            throw CLIError("the \(name) tree cannot be written as a scene: \(error)", exitCode: .software)
        }
        // The images and the scene that names them land together, or none of them.
        try StagedOutputs.write(images.map { (FilePath.join(dir, $0.0), $0.1, "scene's image") } + [(out, bytes, "scene")])
    }

    static var help: String {
        """
        spinnergen scene: write a preset as a scene file, with its options and story baked in.

        USAGE
          spinnergen scene <preset> [preset options] [--size W[xH]] [--duration S] -o FILE.json

        OPTIONS

        """ + HelpText.options(options) + """

        `spinnergen render FILE.json` then renders the frames `spinnergen <preset>` renders, byte
        for byte. Images the preset draws (a logo, a picture) are written beside the file as
        FILE.image1.png, ...

        """
    }
}
