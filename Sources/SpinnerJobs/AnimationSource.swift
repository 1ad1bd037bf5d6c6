import SpinnerCore
import SpinnerAnimation
import SpinnerScene
import SpinnerOutputs

/// What a command animates, as its command line names it: a preset (`material`), a scene file
/// (`FILE.json`) or a Lottie file (`anim.json` holding Bodymovin JSON, or an `anim.lottie`
/// package). Every command that takes an animation (a render, `render`, `check`, `values`,
/// `sheet`, `plot`, `export`, batch jobs and `verify` through them) tells them apart here,
/// merges the source's options into its own here, and gets the layer tree from `load`.
package enum AnimationSource {
    case preset(PresetCommandLine)
    case scene(path: String)
    case lottie(path: String)

    /// The source `name` stands for: a `.json` or `.lottie` file is a file (see `file`), any
    /// other name a preset (or the usage error naming the nearest presets).
    package static func named(_ name: String) throws(CLIError) -> AnimationSource {
        if isSceneFile(name) { return file(name) }
        return .preset(try PresetCommandLine.named(name))
    }

    /// The file at `path`, told apart by its content: a Lottie file (Bodymovin JSON, or a zip
    /// for a dotLottie package), else a scene file (whose reader says what is wrong, if anything).
    /// A `.lottie` name is always Lottie, so that a missing or damaged package is said to be one.
    package static func file(_ path: String) -> AnimationSource {
        path.hasSuffix(".lottie") || LottieFile.isLottie(path) ? .lottie(path: path) : .scene(path: path)
    }

    /// Whether a command line's first word names a file (scene or Lottie) rather than a preset.
    package static func isSceneFile(_ name: String) -> Bool { name.hasSuffix(".json") || name.hasSuffix(".lottie") }

    /// True for a scene or Lottie file: a tree from a file, fitted into `--size`.
    package var isFile: Bool { filePath != nil }

    package var isLottie: Bool { if case .lottie = self { return true } else { return false } }

    /// The pixels per point a render takes without `--scale`: a Lottie file's own `w` x `h` in
    /// pixels, as Lottie players and converters draw it (its sizes are pixels to the designer);
    /// 4 for presets and scene files, whose sizes are iOS points.
    package var defaultScale: Double { isLottie ? 1 : 4 }

    /// `scanner` with `--scale` set to `defaultScale` when not given, so every request made
    /// from it (and the manifest's replay of the same words) renders at the same size.
    package func defaultingScale(_ scanner: ArgumentScanner) -> ArgumentScanner {
        isLottie && !scanner.has("scale") ? scanner.replacing("scale", with: ["1"]) : scanner
    }

    /// The file's path, nil for a preset.
    package var filePath: String? {
        switch self {
        case .preset: return nil
        case .scene(let path), .lottie(let path): return path
        }
    }

    /// The preset's name, or `render`: the command a render's options are scanned for.
    package var command: String {
        if case .preset(let command) = self { return command.name } else { return "render" }
    }

    /// The preset's name, or the scene file as given.
    package var name: String {
        switch self {
        case .preset(let command): return command.name
        case .scene(let path), .lottie(let path): return path
        }
    }

    /// The preset, nil for a scene file.
    package var preset: PresetCommandLine? { if case .preset(let command) = self { return command } else { return nil } }

    // MARK: - Options

    /// The one place a command's options meet its source's: a preset adds its parameters; a
    /// scene file adds `--param`, a Lottie file `--animation`, `--marker`, `--strict` (and
    /// `--frame` where `--time` is); both drop `--size` unless the command fits the file into it
    /// (a render and a sheet do; elsewhere the size is a preset's view size).
    package func options(_ common: [ArgumentScanner.Option], fitsSceneToSize: Bool = false) -> [ArgumentScanner.Option] {
        let fitted = fitsSceneToSize ? common : common.filter { $0.name != "size" }
        switch self {
        case .preset(let command): return common + command.options
        case .scene: return fitted + SceneInput.options
        case .lottie:
            return fitted + LottieInput.options + (common.contains { $0.name == "time" } ? [LottieInput.frameOption] : [])
        }
    }

    /// `arguments` (what follows the source's name) scanned for `command` with `options`.
    package func scan(_ arguments: [String], _ common: [ArgumentScanner.Option], command: String,
                      fitsSceneToSize: Bool = false) throws(CLIError) -> ArgumentScanner {
        try ArgumentScanner(arguments, options: options(common, fitsSceneToSize: fitsSceneToSize), command: command)
    }

    // MARK: - The tree

    /// The layer tree and what the command needs beside it. `story` turns the source's loop
    /// period into the length the tree is built for (a preset's progress story depends on it;
    /// a scene file's tree does not). `size` is the view size a render already read (nil: a
    /// preset reads `--size` itself, or takes its own). `log` learns each image a scene reads.
    package func load(_ scanner: ArgumentScanner, size: Size? = nil, log: ImageReadLog? = nil,
                      story: (_ loopPeriod: Double) throws(CLIError) -> Double = { $0 }) throws(CLIError) -> LoadedAnimation {
        switch self {
        case .preset(let command):
            let preset = size == nil ? try command.configure(scanner) : try command.configure(scanner, size: size)
            let length = try story(preset.loopPeriod)
            return LoadedAnimation(source: self, root: try preset.makeLayer(duration: length), loopPeriod: preset.loopPeriod,
                                   length: length, background: nil, preset: preset, document: nil)
        case .scene(let path):
            let document = try SceneInput.load(path, parameters: try SceneInput.parameters(scanner), log: log)
            let loop = document.loop ?? 1
            return LoadedAnimation(source: self, root: document.root, loopPeriod: loop, length: try story(loop),
                                   background: document.background, preset: nil, document: document)
        case .lottie(let path):
            let (document, loop) = try LottieInput.load(path, scanner, log: log)
            return LoadedAnimation(source: self, root: document.root, loopPeriod: loop, length: try story(loop),
                                   background: nil, preset: nil, document: nil, lottie: document)
        }
    }
}

/// An animation source's layer tree, built: what every command draws, samples or writes.
package struct LoadedAnimation {
    package let source: AnimationSource
    package let root: Layer
    /// Seconds of one seamless loop (a scene file's `loop`, 1 s when it has none).
    package let loopPeriod: Double
    /// The length the tree was built for.
    package let length: Double
    /// A scene file's own background.
    package let background: Color?
    /// The preset with its options read (its progress story), nil for a scene file.
    package let preset: ConfiguredPreset?
    /// The scene file as read, nil for a preset or a Lottie file.
    package let document: SceneDocument?
    /// The Lottie file as read, nil otherwise.
    package var lottie: LottieDocument? = nil

    /// The lines a command prints on stderr before its work: each Lottie note once.
    package var noteLines: [String] { lottie.map(LottieInput.noteLines) ?? [] }

    /// The tree frozen at `scale` over `background`, or one line saying why not (65 for a file,
    /// 70 for a preset: its tree is the program's).
    package func scene(scale: Double = 1, background: Color = .clear) throws(CLIError) -> Scene {
        try SceneInput.scene(root, file: source.filePath, scale: scale, background: background)
    }
}
