/// Exit statuses, as BSD's sysexits.h names them.
public enum ExitCode: Int32, Sendable {
    case success = 0
    /// A comparison or check did not pass.
    case failure = 1
    case usage = 64
    case dataError = 65
    case noInput = 66
    case software = 70
    case cannotCreate = 73
    case ioError = 74
    /// Stopped by SIGINT / SIGTERM (128 + 2).
    case interrupted = 130
}
