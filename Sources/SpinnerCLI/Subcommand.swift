import SpinnerCore
import SpinnerPresets
import SpinnerJobs

/// One subcommand of `spinnergen` (a first word that is not a preset): the one list from which
/// the command line is dispatched, the main help's USAGE is written, and `help NAME` and
/// `NAME --help` find their page. A new command is one entry here.
struct Subcommand: Sendable {
    /// One line of the main help's USAGE: what follows `spinnergen `, and what it does.
    struct Usage: Sendable {
        let synopsis: String
        let summary: String
        init(_ synopsis: String, _ summary: String) { (self.synopsis, self.summary) = (synopsis, summary) }
    }

    /// The word that selects it; `aliases` select it too (`-h` for `--help`).
    let name: String
    let aliases: [String]
    /// Its lines in the main help, in order.
    let usage: [Usage]
    /// False: any word after it is refused (`'list' takes no arguments`) before it runs.
    let takesArguments: Bool
    /// Runs it with the words after its name.
    let run: @Sendable (_ arguments: [String]) throws(CLIError) -> Void
    /// Its help page: what `spinnergen help NAME` and `spinnergen NAME --help` print.
    let help: @Sendable () -> String

    init(_ name: String, aliases: [String] = [], usage: [Usage], takesArguments: Bool = true, help: @escaping @Sendable () -> String,
         run: @escaping @Sendable (_ arguments: [String]) throws(CLIError) -> Void) {
        (self.name, self.aliases, self.usage, self.takesArguments, self.help, self.run) = (name, aliases, usage, takesArguments, help, run)
    }

    var names: [String] { [name] + aliases }

    /// Every subcommand, in the main help's order.
    static let all: [Subcommand] = [
        Subcommand("render", usage: [.init("render FILE.json [options] -o OUT", "render a scene file (see docs/scene-files.md)")],
                   help: { HelpText.render }, run: SpinnerCommandLine.renderScene),
        Subcommand("check", usage: [.init("check FILE.json", "validate a scene file, one line")],
                   help: { HelpText.render }, run: CheckCommand.run),
        Subcommand("scene", usage: [.init("scene <preset> [options] -o F.json", "write a preset as a scene file")],
                   help: { SceneCommand.help }, run: SceneCommand.run),
        Subcommand("export", usage: [.init("export <preset>|FILE.json -o A.json", "the animation as a Lottie file")],
                   help: { ExportCommand.help(nil) }, run: ExportCommand.run),
        Subcommand("list", usage: [.init("list", "the presets, one line each")], takesArguments: false,
                   help: { HelpText.list }, run: { _ in Console.out(HelpText.presetList(), terminator: "") }),
        Subcommand("batch", usage: [.init("batch FILE.json [--shard K/N]", "render a batch file's jobs (see 'batch --help')")],
                   help: { BatchCommand.help }, run: BatchCommand.run),
        Subcommand("verify", usage: [.init("verify FILE.json [--against DIR]", "check frames against a --manifest")],
                   help: { VerifyCommand.help }, run: VerifyCommand.run),
        Subcommand("values", usage: [.init("values <preset> --times T1,T2,...", "every layer's presented properties")],
                   help: { ValuesCommand.help(nil) }, run: ValuesCommand.run),
        Subcommand("compare", usage: [.init("compare EXPECTED ACTUAL [options]", "compare images, sequences or videos")],
                   help: { CompareCommand.help }, run: CompareCommand.run),
        Subcommand("sheet", usage: [.init("sheet <preset> [options] -o S.png", "a contact sheet: every frame of a loop, labelled")],
                   help: { SheetCommand.help(nil) }, run: SheetCommand.run),
        Subcommand("plot", usage: [.init("plot <preset> [options] -o F.svg", "every animated property over a loop (.svg, .png)")],
                   help: { PlotCommand.help(nil) }, run: PlotCommand.run),
        Subcommand("help", usage: [.init("help <command>|<preset>", "its help page, as '<command> --help'")],
                   help: { HelpText.helpCommand }, run: helpPage),
        Subcommand("--help", aliases: ["-h"], usage: [.init("--help", "this page")], takesArguments: false,
                   help: { HelpText.main }, run: { _ in Console.out(HelpText.main, terminator: "") }),
        Subcommand("--version", usage: [.init("--version", "the version")], takesArguments: false,
                   help: { HelpText.versionHelp }, run: { _ in Console.out(HelpText.version) }),
    ]

    /// The subcommand `word` selects, if any.
    static func named(_ word: String) -> Subcommand? {
        all.first { $0.names.contains(word) }
    }

    /// Runs the command line `arguments` (the first word names the command): a subcommand's
    /// `NAME --help` prints its page, anything else runs it.
    static func dispatch(_ command: Subcommand, _ arguments: [String]) throws(CLIError) {
        let rest = Array(arguments.dropFirst())
        if rest.count == 1, ["--help", "-h"].contains(rest[0]) {
            Console.out(command.help(), terminator: "")
            return
        }
        if !command.takesArguments, let extra = rest.first {
            throw CLIError("'\(arguments[0])' takes no arguments, but \(UserText.quoted(extra)) follows it", hint: "try 'spinnergen --help'")
        }
        try command.run(rest)
    }

    /// `help`: the main page; `help NAME`: a command's or a preset's page.
    static func helpPage(_ arguments: [String]) throws(CLIError) {
        guard let word = arguments.first else { return Console.out(HelpText.main, terminator: "") }
        guard arguments.count == 1 else {
            throw CLIError("'help' takes one command or preset, but \(UserText.quoted(arguments[1])) follows \(UserText.quoted(word))",
                           hint: "try 'spinnergen help \(UserText.shown(word))'")
        }
        if let command = named(word) { return Console.out(command.help(), terminator: "") }
        if word.hasPrefix("-") { throw CLIError("unknown command \(UserText.quoted(word))", hint: "'spinnergen --help' lists the commands and presets") }
        try unknownWord(word)
        Console.out(HelpText.preset(try PresetCommandLine.named(word)), terminator: "")
    }

    /// Refuses a first word that names no subcommand when it is nearer to one than to any preset
    /// (`rendr`: did you mean "render"?); a preset, or a word nearest a preset, returns for
    /// `PresetCommandLine.named` to take or refuse as before.
    static func unknownWord(_ word: String) throws(CLIError) {
        guard !word.hasPrefix("-"), PresetDescription.named(word) == nil else { return }
        let commands = all.flatMap(\.names).filter { !$0.hasPrefix("-") }
        let known = commands + PresetDescription.catalogue.map(\.name)
        guard NameSuggestion.nearest(to: word, among: known).contains(where: commands.contains) else { return }
        throw CLIError("unknown command \(UserText.quoted(word))",
                       hint: "\(NameSuggestion.question(for: word, among: known)) 'spinnergen --help' lists the commands and presets")
    }
}
