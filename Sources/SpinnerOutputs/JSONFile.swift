#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The project's JSON files (manifests, batch manifests, output records): one encoding, so the
/// same value always gives the same bytes (`StagedOutputs` writes them with what they describe).
package enum JSONFile {
    /// Sorted keys, two-space indent, unescaped slashes and a final newline.
    package static func encode<T: Encodable>(_ value: T, what: String) throws(OutputsError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        do {
            var data = try encoder.encode(value)
            data.append(0x0A)
            return data
        } catch {
            throw OutputsError("cannot encode the \(what): \(error)", kind: .software)
        }
    }
}
