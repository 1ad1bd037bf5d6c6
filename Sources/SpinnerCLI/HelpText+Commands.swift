/// The main help's USAGE, from `Subcommand.all`, and the pages of the commands that have no
/// page of their own elsewhere (`list`, `help`, `--version`).
extension HelpText {
    /// A preset's two lines, then every subcommand's, in the table's order; the summaries start
    /// in one column, and a synopsis too long for it keeps one space before its summary.
    static var usage: String {
        let rows = [Subcommand.Usage("<preset> [options] -o <output>", "render a preset"),
                    Subcommand.Usage("<preset> --help", "a preset's options")]
            + Subcommand.all.flatMap(\.usage)
        let width = 33
        return rows.map { row in
            "  spinnergen " + row.synopsis + String(repeating: " ", count: max(0, width - row.synopsis.count)) + " " + row.summary + "\n"
        }.joined()
    }

    /// The exit statuses of a command that only prints: usage, I/O and signals.
    private static var printingExitStatus: String {
        exitStatus([.failure: "", .dataError: "", .noInput: "", .unavailable: "", .cannotCreate: ""])
    }

    static var list: String {
        """
        spinnergen list: the presets, one line each, and each preset's styles beneath it.

        USAGE
          spinnergen list
          spinnergen <preset> --help    a preset's options, styles and examples


        """ + printingExitStatus
    }

    static var helpCommand: String {
        """
        spinnergen help: a command's or a preset's help page.

        USAGE
          spinnergen help               the main page, as 'spinnergen --help'
          spinnergen help <command>     the command's page, as 'spinnergen <command> --help'
          spinnergen help <preset>      the preset's page, as 'spinnergen <preset> --help'

        COMMANDS
          \(Subcommand.all.map(\.name).joined(separator: " "))


        """ + printingExitStatus
    }

    static var versionHelp: String {
        """
        spinnergen --version: the version, one line ("\(version)").

        USAGE
          spinnergen --version


        """ + printingExitStatus
    }
}
