/// Exit statuses, as BSD's sysexits.h names them, and 128 + n after signal n.
public struct ExitCode: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }

    public static let success = ExitCode(rawValue: 0)
    /// A comparison or check did not pass.
    public static let failure = ExitCode(rawValue: 1)
    public static let usage = ExitCode(rawValue: 64)
    public static let dataError = ExitCode(rawValue: 65)
    public static let noInput = ExitCode(rawValue: 66)
    /// A library the job needs is not installed (EX_UNAVAILABLE).
    public static let unavailable = ExitCode(rawValue: 69)
    public static let software = ExitCode(rawValue: 70)
    public static let cannotCreate = ExitCode(rawValue: 73)
    public static let ioError = ExitCode(rawValue: 74)
    /// Stopped by SIGINT (128 + 2).
    public static let interrupted = ExitCode(signal: 2)

    /// Stopped by signal `n`: 128 + n, as shells report it (SIGTERM 143).
    public init(signal n: Int32) { rawValue = 128 + n }
}
