#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SpinnerCore
import SpinnerEncode
import SpinnerJSON
import SpinnerLottieImport

/// A Lottie file's image assets resolved to pixels: from their data URLs, or from files that
/// `read` finds (beside the file, or inside a dotLottie), each checked against the pixel limits
/// from its PNG header before it is decoded. What cannot be shown (a format other than PNG, a
/// file that is not there, a name that leaves the file's folder) is a note, not an error: the
/// render goes on without it, as the players do.
package struct LottieImages {
    /// Pixels of one image: as for `--logo` and `--image`.
    package static let maxPixels = ImageInput.maximumPixels
    /// Pixels of all of a file's images together (256 MiB decoded).
    package static let maxTotalPixels = 4 * ImageInput.maximumPixels

    let file: String
    let read: (String) throws(OutputsError) -> [UInt8]?
    /// What could not be resolved.
    package private(set) var notes: [LottieNote] = []

    /// Images of `file`, whose files `read` returns by their relative name (nil: not there).
    package init(file: String, read: @escaping (String) throws(OutputsError) -> [UInt8]?) {
        self.file = file
        self.read = read
    }

    /// Each asset's pixels by id; the ones that cannot be shown are left out and noted.
    package mutating func resolve(_ assets: [LottieImageAsset]) throws(OutputsError) -> [String: PixelBuffer] {
        var out: [String: PixelBuffer] = [:]
        var total = 0
        for asset in assets {
            let bytes: [UInt8]
            switch asset.source {
            case .embedded(let type, let base64):
                guard type == "image/png" else { note("embedded \(type.isEmpty ? "image" : type) (only PNG is read)", asset); continue }
                guard let data = Data(base64Encoded: base64, options: .ignoreUnknownCharacters) else {
                    throw fault("the embedded image is not base64", asset)
                }
                bytes = [UInt8](data)
            case .file(let folder, let name):
                let relative = (folder + name).drop { $0 == "/" }
                guard !relative.split(separator: "/").contains("..") else { note("image file outside the file's folder (not read)", asset); continue }
                guard let found = try read(String(relative)) else { note("image file \(UserText.quoted(relative)) (not found)", asset); continue }
                guard found.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { note("image file \(UserText.quoted(relative)) (only PNG is read)", asset); continue }
                bytes = found
            }
            // Width and height from IHDR, checked before a byte is inflated.
            guard bytes.count >= 24 else { throw fault("the image is not a PNG", asset) }
            let w = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }, h = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
            // Each side up to 2^32 - 1: their product is checked only once both are known to be small.
            guard w <= Self.maxPixels, h <= Self.maxPixels, w * h <= Self.maxPixels else { throw fault("the image is \(w)x\(h) pixels, more than the \(Self.maxPixels) allowed", asset) }
            total += w * h
            guard total <= Self.maxTotalPixels else {
                throw fault("the images add up to more than the \(Self.maxTotalPixels) pixels allowed", asset)
            }
            do { out[asset.id] = try PNGCodec.decode(bytes, maximumPixels: Self.maxPixels) } catch {
                throw fault("the image is not a readable PNG: \(error.message)", asset)
            }
        }
        return out
    }

    private mutating func note(_ what: String, _ asset: LottieImageAsset) {
        notes.append(LottieNote(what, at: asset.path.appending("p")))
    }

    private func fault(_ what: String, _ asset: LottieImageAsset) -> OutputsError {
        OutputsError(UserText.line("\(UserText.shown(file)): \(asset.path.appending("p")): \(what)"),
                     hint: "embed PNG images of at most 4096x4096 pixels", kind: .dataError)
    }
}
