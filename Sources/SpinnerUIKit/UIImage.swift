import Foundation
import SpinnerCore
import SpinnerEncode
import SpinnerQuartz

/// UIKit's image, immutable: a PNG read into pixels, with the scale its file name gives.
///
/// Linux has no asset catalogue and no app bundle to look names up in: `init?(named:)` looks
/// for files in the folders of `UIImage.searchPaths` instead.
open class UIImage: @unchecked Sendable {
    /// How the pixels are turned for display. Kept for UIKit's signatures; the image is always
    /// shown as stored (`.up`).
    public enum Orientation: Int, Sendable {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }

    /// The folders `init?(named:)` looks in, in order: the current directory by default.
    /// Set it before loading images (it is not guarded for use from several threads).
    nonisolated(unsafe) public static var searchPaths: [String] = ["."]

    /// The pixels.
    public let cgImage: CGImage?

    /// Pixels per point: 2 or 3 for a file whose name ends `@2x` or `@3x`, else 1, as UIKit
    /// reads file names.
    public let scale: CGFloat

    /// As given to `init(cgImage:scale:orientation:)`; not applied.
    public let imageOrientation: Orientation

    /// The size in points: pixels divided by `scale`.
    open var size: CGSize {
        guard let cgImage else { return .zero }
        return CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
    }

    /// An image of `cgImage`'s pixels at `scale` pixels per point; `orientation` is kept but not
    /// applied.
    public init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.cgImage = cgImage
        self.scale = scale > 0 ? scale : 1
        self.imageOrientation = orientation
    }

    /// An image of `cgImage`'s pixels, one per point.
    public convenience init(cgImage: CGImage) { self.init(cgImage: cgImage, scale: 1, orientation: .up) }

    /// The PNG named `name` in one of `UIImage.searchPaths`' folders, or nil. A name without an
    /// extension is tried with ".png", then "@2x.png" and "@3x.png", then as it is; a name with
    /// one as it is. The first folder holding a candidate wins.
    public convenience init?(named name: String) {
        guard !name.isEmpty else { return nil }
        let candidates = (name as NSString).pathExtension.isEmpty
            ? [name + ".png", name + "@2x.png", name + "@3x.png", name]
            : [name]
        for folder in UIImage.searchPaths {
            for candidate in candidates {
                let path = (folder as NSString).appendingPathComponent(candidate)
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                    self.init(contentsOfFile: path)
                    return
                }
            }
        }
        return nil
    }

    /// The PNG file at `path`, or nil when it cannot be read; the scale from its name.
    public convenience init?(contentsOfFile path: String) {
        guard let pixels = try? PNGCodec.decode(contentsOf: path) else { return nil }
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let scale: CGFloat = stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
        self.init(cgImage: CGImage(pixels: pixels), scale: scale, orientation: .up)
    }

    /// A PNG in memory, one pixel per point; nil when it cannot be decoded.
    public convenience init?(data: Data) { self.init(data: data, scale: 1) }

    /// A PNG in memory at `scale` pixels per point; nil when it cannot be decoded.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let pixels = try? PNGCodec.decode([UInt8](data)) else { return nil }
        self.init(cgImage: CGImage(pixels: pixels), scale: scale, orientation: .up)
    }
}
