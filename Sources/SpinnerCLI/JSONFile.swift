#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SpinnerPipeline

/// The project's JSON files (manifests, batch manifests, output records): one encoding, so the
/// same value always gives the same bytes, and one way of writing them, staged and renamed.
enum JSONFile {
    /// Sorted keys, two-space indent, unescaped slashes and a final newline.
    static func encode<T: Encodable>(_ value: T, what: String) throws(CLIError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        do {
            var data = try encoder.encode(value)
            data.append(0x0A)
            return data
        } catch {
            throw CLIError("cannot encode the \(what): \(error)", exitCode: .software)
        }
    }

    /// Staged beside `path` and renamed into place when complete.
    static func write(_ data: Data, to path: String, what: String) throws(CLIError) {
        do throws(PipelineError) { try OutputFile.write([UInt8](data), to: path) } catch {
            throw CLIError("could not write the \(what): \(error.message)", hint: error.hint,
                           exitCode: error.kind == .io ? .ioError : .cannotCreate)
        }
    }
}
