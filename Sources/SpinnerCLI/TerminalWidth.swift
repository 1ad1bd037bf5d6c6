#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The width of the terminal on standard error, in columns: what the terminal says
/// (TIOCGWINSZ, asked at each redraw so a resized window is followed), else `COLUMNS`, else 80.
enum TerminalWidth {
    static func current() -> Int {
        var size = winsize()
        if ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return fromEnvironment(ProcessInfo.processInfo.environment["COLUMNS"])
    }

    /// `COLUMNS` when it is a positive whole number, else 80.
    static func fromEnvironment(_ value: String?) -> Int {
        guard let value, let n = Int(value), n > 0 else { return 80 }
        return min(n, 10_000)
    }
}
