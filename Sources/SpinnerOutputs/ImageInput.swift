#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SpinnerCore
import SpinnerEncode

/// Reads a PNG named on the command line, with the exit statuses of a missing or a bad file.
package enum ImageInput {
    /// The most pixels a `--logo` or `--image` may have: 4096×4096 (64 MiB decoded) is far more
    /// than any frame draws it at, and keeps a small "PNG bomb" from taking gigabytes.
    package static let maximumPixels = 4096 * 4096

    /// Reads the PNG once (its header first: see `PNGCodec.readFile`), noting its SHA-256 for
    /// job hashes and manifests, and decodes it.
    package static func decode(_ path: String) throws(PNGError) -> PixelBuffer {
        let bytes = try PNGCodec.readFile(path, maximumPixels: maximumPixels)
        InputText.remember(bytes, of: path)
        do { return try PNGCodec.decode(bytes, maximumPixels: maximumPixels) } catch {
            var e = error
            e.path = path
            throw e
        }
    }

    package static func load(_ path: String, option: String) throws(OutputsError) -> PixelBuffer {
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw OutputsError.missingInput(path, what: "--\(option) image")
        }
        do {
            return try decode(path)
        } catch where error.code == .tooLarge {
            throw OutputsError("--\(option) image '\(path)' is too large: \(error.message)",
                           hint: "scale it down to at most 4096x4096 pixels", kind: .dataError)
        } catch {
            throw OutputsError("--\(option) image \(UserText.quoted(path)) is not a readable PNG: \(error.message)", kind: .dataError)
        }
    }
}
