import SpinnerJobs
extension ArgumentScanner {
    /// A verb that takes a file then options (`verify FILE.json`, `batch FILE.json`): the file
    /// and the scanned options, or nil when `--help` was asked for (and `help` printed).
    static func fileFirst(_ arguments: [String], options: [Option], command: String, help: String,
                          missing: CLIError) throws(CLIError) -> (path: String, scanner: ArgumentScanner)? {
        if arguments.first == "--help" || arguments.first == "-h" {
            Console.out(help, terminator: "")
            return nil
        }
        guard let path = arguments.first, !path.hasPrefix("-") else { throw missing }
        let scanner = try ArgumentScanner(Array(arguments.dropFirst()), options: options, command: command)
        if scanner.has("help") {
            Console.out(help, terminator: "")
            return nil
        }
        return (path, scanner)
    }
}
