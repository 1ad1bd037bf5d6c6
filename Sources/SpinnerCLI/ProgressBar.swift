import Dispatch
import Synchronization
import SpinnerCore
import SpinnerPipeline
import SpinnerJobs

/// A one-line progress bar redrawn on stderr (`--progress-format bar`): percentage, frames, speed and the
/// time left, shortened to fit the terminal so that it never wraps (a wrapped bar scrolls a new
/// line at every redraw).
final class ProgressBar: RenderReporter {
    private let start: Double
    private let now: @Sendable () -> Double
    private let columns: @Sendable () -> Int
    private let lastDrawn = Mutex<Double?>(nil)
    private let draw: @Sendable (String) -> Void

    /// `now` in seconds and `columns` are the clock and the width (a test passes fakes); `draw`
    /// writes a redraw that may leave its line open.
    init(now: @escaping @Sendable () -> Double = ProgressBar.uptime, columns: @escaping @Sendable () -> Int = TerminalWidth.current,
         draw: @escaping @Sendable (String) -> Void = Console.errorText) {
        self.now = now
        self.start = now()
        self.columns = columns
        self.draw = draw
    }

    static let uptime: @Sendable () -> Double = { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    /// Draws at most every 50 ms (a terminal cannot show more, and each redraw costs a write),
    /// and always the last frame, whose redraw ends the line.
    func frameWritten(_ done: Int, of total: Int) {
        let t = now()
        let due = lastDrawn.withLock { last -> Bool in
            guard done == total || last.map({ t - $0 >= 0.05 }) ?? true else { return false }
            last = t
            return true
        }
        guard due else { return }
        // `\r` returns to the line's start; ESC[K clears what a longer earlier redraw left.
        draw("\r" + ProgressBar.line(done: done, total: total, elapsed: t - start, columns: columns()) + "\u{1B}[K"
             + (done == total ? "\n" : ""))
    }

    func finished(_ summary: RenderSummary, output: String) {}

    /// The bar's text for `columns`: at most `columns - 1` characters (writing the last column
    /// makes some terminals wrap), always the percentage and the ETA; then, as room allows, a bar
    /// of at least 10 cells, the frame count and the speed, and the bar grows into what is left
    /// (up to 30 cells).
    static func line(done: Int, total: Int, elapsed: Double, columns: Int) -> String {
        let room = max(0, columns - 1)
        let percent = total > 0 ? done * 100 / total : 100
        let fps = elapsed > 0 ? Double(done) / elapsed : 0
        let eta = "ETA " + (done >= total ? clock(0) : fps > 0 ? clock(Double(total - done) / fps) : "--")
        var pieces = ["\(percent)%", eta]
        func width(_ p: [String]) -> Int { p.joined(separator: " ").count }
        // `[` + cells + `] `: a bar costs its cells and three more.
        let minimumBar = 10
        let hasBar = room - width(pieces) - 3 >= minimumBar
        let reserved = hasBar ? minimumBar + 3 : 0
        // Each goes just before the ETA: `25% 30/120 30 fps ETA 3s`.
        for piece in ["\(done)/\(total)", "\(DecimalText.fixed(fps, decimals: 0)) fps"] {
            var tried = pieces
            tried.insert(piece, at: tried.count - 1)
            if width(tried) + reserved <= room { pieces = tried }
        }
        var text = pieces.joined(separator: " ")
        if hasBar {
            let cells = min(30, room - text.count - 3)
            let filled = total > 0 ? min(done, total) * cells / total : cells
            text = "[" + String(repeating: "#", count: filled) + String(repeating: ".", count: cells - filled) + "] " + text
        }
        return String(text.prefix(room))
    }

    /// Seconds left as a person reads them, rounded up so that 0s means done: `7s`, `3:05`, `1:02:03`.
    static func clock(_ seconds: Double) -> String {
        let s = seconds.isFinite ? Int(min(seconds, 359_999).rounded(.up)) : 359_999
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        if s < 60 { return "\(s)s" }
        if s < 3600 { return "\(s / 60):\(two(s % 60))" }
        return "\(s / 3600):\(two(s / 60 % 60)):\(two(s % 60))"
    }
}
