import SpinnerCore
import SpinnerAnimation
import SpinnerScene
import SpinnerOutputs

/// What a command animates, as its command line names it: a preset (`material`) or a scene file
/// (`FILE.json`). Every command that takes an animation (a render, `render`, `check`, `values`,
/// `sheet`, `plot`, `export`, batch jobs and `verify` through them) tells the two apart here,
/// merges the source's options into its own here, and gets the layer tree from `load`. A Lottie
/// file will be one more case.
package enum AnimationSource {
    case preset(PresetCommandLine)
    case scene(path: String)

    /// The source `name` stands for: a `.json` file is a scene, any other name a preset (or the
    /// usage error naming the nearest presets).
    package static func named(_ name: String) throws(CLIError) -> AnimationSource {
        if isSceneFile(name) { return .scene(path: name) }
        return .preset(try PresetCommandLine.named(name))
    }

    /// Whether a command line's first word names a scene file rather than a preset.
    package static func isSceneFile(_ name: String) -> Bool { name.hasSuffix(".json") }

    package var isScene: Bool { if case .scene = self { return true } else { return false } }

    /// The scene file's path, nil for a preset.
    package var scenePath: String? { if case .scene(let path) = self { return path } else { return nil } }

    /// The preset's name, or `render`: the command a render's options are scanned for.
    package var command: String {
        if case .preset(let command) = self { return command.name } else { return "render" }
    }

    /// The preset's name, or the scene file as given.
    package var name: String {
        switch self {
        case .preset(let command): return command.name
        case .scene(let path): return path
        }
    }

    /// The preset, nil for a scene file.
    package var preset: PresetCommandLine? { if case .preset(let command) = self { return command } else { return nil } }

    // MARK: - Options

    /// The one place a command's options meet its source's: a preset adds its parameters; a
    /// scene file adds `--param`, and drops `--size` unless the command fits the scene into it
    /// (a render and a sheet do; elsewhere the size is a preset's view size).
    package func options(_ common: [ArgumentScanner.Option], fitsSceneToSize: Bool = false) -> [ArgumentScanner.Option] {
        switch self {
        case .preset(let command): return common + command.options
        case .scene: return (fitsSceneToSize ? common : common.filter { $0.name != "size" }) + SceneInput.options
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
    /// The scene file as read, nil for a preset.
    package let document: SceneDocument?

    /// The tree frozen at `scale` over `background`, or one line saying why not (65 for a file,
    /// 70 for a preset: its tree is the program's).
    package func scene(scale: Double = 1, background: Color = .clear) throws(CLIError) -> Scene {
        try SceneInput.scene(root, file: source.scenePath, scale: scale, background: background)
    }
}
