import SpinnerJobs
/// The exit statuses as every help page lists them: one table, so no page leaves one out.
extension HelpText {
    /// Every status spinnergen returns, with what it means to a command in general.
    static let exitStatuses: [(code: ExitCode, meaning: String)] = [
        (.success, "done"),
        (.failure, "a comparison or a check did not pass (compare, verify)"),
        (.usage, "bad usage"),
        (.dataError, "bad data"),
        (.noInput, "missing input"),
        (.unavailable, "a library the job needs is not installed (FFmpeg's, for video)"),
        (.software, "a bug in spinnergen"),
        (.cannotCreate, "cannot create the output"),
        (.ioError, "I/O error (a full disk, a closed pipe)"),
    ]

    /// `Exit status: 0 done, 1 ..., 128+n after signal n (...)`, wrapped to the page; `meanings`
    /// says what a status means for one command instead (empty: the command never returns it).
    static func exitStatus(_ meanings: [ExitCode: String] = [:], after: String = "") -> String {
        let items = exitStatuses.compactMap { s -> String? in
            let meaning = meanings[s.code] ?? s.meaning
            return meaning.isEmpty ? nil : "\(s.code.rawValue) \(meaning)"
        }
            + ["128+n after signal n (130 Ctrl-C, 143 SIGTERM)\(after)"]
        return wrapped("Exit status: " + items.joined(separator: ", ") + ".")
    }

    /// `text` broken at spaces into lines of at most `width` characters, each ending in a newline.
    static func wrapped(_ text: String, width: Int = 96) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines.joined(separator: "\n") + "\n"
    }
}
