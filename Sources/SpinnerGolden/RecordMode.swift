#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// When a golden check writes the golden file instead of only comparing, as
/// swift-snapshot-testing's record modes.
public enum RecordMode: String, Hashable, Sendable, CaseIterable {
    /// Only compare; a missing golden is a failure.
    case never
    /// Write goldens that do not exist yet (and report them as failures, so they are looked at).
    case missing
    /// Rewrite goldens that do not match.
    case failed
    /// Rewrite every golden.
    case all

    /// The environment variable that chooses the mode.
    public static let variable = "SPINNERGEN_RECORD"

    /// The mode `SPINNERGEN_RECORD` asks for (default `missing`), except that nothing is ever
    /// recorded when `CI=true`: goldens change only by a person's hand.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> RecordMode {
        if environment["CI"]?.lowercased() == "true" { return .never }
        return environment[variable].flatMap(RecordMode.init(rawValue:)) ?? .missing
    }
}
