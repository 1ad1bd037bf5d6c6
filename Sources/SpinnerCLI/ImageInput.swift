import Foundation
import SpinnerCore
import SpinnerEncode

/// Reads a PNG named on the command line, with the exit statuses of a missing or a bad file.
enum ImageInput {
    static func load(_ path: String, option: String) throws(CLIError) -> PixelBuffer {
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw CLIError.missingInput(path, what: "--\(option) image")
        }
        do {
            return try PNGCodec.decode(contentsOf: path)
        } catch {
            throw CLIError("--\(option) image \(UserText.quoted(path)) is not a readable PNG: \(error.message)", exitCode: .dataError)
        }
    }
}
