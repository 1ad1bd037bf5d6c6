/// Whether standard error is left in the middle of a line (a progress bar's redraw), and so
/// what a message must write first: a message that joined the bar (`[####..] 40%^Cspinnergen:
/// error: SIGINT received`) would be lost in it, so every whole line after an open one starts
/// with a newline. `Console` keeps one of these for descriptor 2, changed under its lock together
/// with the write, so that a signal's message and the bar's redraw cannot interleave.
struct StderrLine: Equatable {
    /// The last text written did not end its line.
    private(set) var isOpen = false

    /// The bytes to write for the whole line `line` (without its newline).
    mutating func message(_ line: String) -> String {
        defer { isOpen = false }
        return (isOpen ? "\n" : "") + line + "\n"
    }

    /// The bytes to write for `text` that may leave the line open (a redraw starting with `\r`).
    mutating func partial(_ text: String) -> String {
        if let last = text.last { isOpen = last != "\n" }
        return text
    }
}
