#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SpinnerCore

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
    /// recorded when `CI=true`: goldens change only by a person's hand. A value that names no
    /// mode gives `never` (a typo must not write goldens), and every check then fails with
    /// `environmentProblem`'s error rather than quietly doing something else than was asked.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> RecordMode {
        if environment["CI"]?.lowercased() == "true" { return .never }
        guard let value = environment[variable] else { return .missing }
        return RecordMode(rawValue: value) ?? .never
    }

    /// The error of a `SPINNERGEN_RECORD` that names no mode (`missng`, `ALL`, an empty value),
    /// or nil when it is unset or valid. Golden checks throw it before comparing anything.
    public static func environmentProblem(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> RecordModeError? {
        guard let value = environment[variable], RecordMode(rawValue: value) == nil else { return nil }
        return RecordModeError(value: value)
    }
}

/// `SPINNERGEN_RECORD` holds a value that is not a record mode.
public struct RecordModeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The variable's value as set.
    public let value: String

    public var description: String {
        let shown = value.count > 40 ? String(value.prefix(40)) + "…" : value
        return "\(RecordMode.variable)='\(shown)' is not a record mode (expected never, missing, failed or all"
            + NameSuggestion.hint(for: value, among: RecordMode.allCases.map(\.rawValue)) + ")"
    }
}
