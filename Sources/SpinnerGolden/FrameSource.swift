#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SpinnerCore
import SpinnerSystem
import SpinnerEncode

/// One side of a comparison: a PNG, a PNG sequence (a folder of `*.png` in name order, or a
/// printf pattern such as `f/%04d.png`, its matching files in number order) or a video decoded
/// through libavcodec (a WebP, still or animated, through libwebp).
public enum FrameSource: Hashable, Sendable {
    case image(String)
    case folder(String)
    /// The pattern's folder, the text before and after the number, and the minimum digits.
    case pattern(String, directory: String, prefix: String, digits: Int, suffix: String)
    case video(String)

    /// Extensions read as video (an animated PNG named `.png` is recognised by its `acTL` chunk).
    /// A `.webp`, still or animated, is read through libwebp rather than FFmpeg.
    public static let videoExtensions: Set<String> = ["mp4", "mov", "m4v", "webm", "mkv", "y4m", "gif", "apng", "webp"]

    /// Classifies `path` by what is on disk; `.missing` when nothing is there.
    public init(path: String) throws(FrameSourceError) {
        if let p = FrameSource.parsePattern(path) { self = p; return }
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw FrameSourceError(.missing, path: path, message: "no such file or folder")
        }
        if isDirectory { self = .folder(path); return }
        let ext = FilePath.extension(of: path)
        if ext == "png" {
            self = FrameSource.isAnimatedPNG(path) ? .video(path) : .image(path)
        } else if FrameSource.videoExtensions.contains(ext) {
            self = .video(path)
        } else {
            throw FrameSourceError(.unsupported, path: path, message: "cannot compare \(ext.isEmpty ? "a file without an extension" : "a '.\(ext)' file"); expected a .png, a folder of PNGs, a pattern such as frames/%04d.png, or a video (\(FrameSource.videoExtensions.sorted().joined(separator: ", ")))")
        }
    }

    /// The path as given.
    public var path: String {
        switch self {
        case .image(let p), .folder(let p), .video(let p): return p
        case .pattern(let p, _, _, _, _): return p
        }
    }

    /// The PNG files of a sequence, in frame order; nil for a single image or a video.
    public func files() throws(FrameSourceError) -> [String]? {
        switch self {
        case .image, .video:
            return nil
        case .folder(let dir):
            let names = try FrameSource.list(dir, for: dir)
            return names.filter { FilePath.extension(of: $0) == "png" }.sorted().map { FilePath.join(dir, $0) }
        case .pattern(let p, let dir, let prefix, let digits, let suffix):
            let names = try FrameSource.list(dir.isEmpty ? "." : dir, for: p)
            var numbered: [(Int, String)] = []
            for name in names where name.hasPrefix(prefix) && name.hasSuffix(suffix) && name.count > prefix.count + suffix.count {
                let middle = name.dropFirst(prefix.count).dropLast(suffix.count)
                guard middle.allSatisfy({ $0.isASCII && $0.isNumber }), middle.count >= max(digits, 1),
                      digits == 0 || middle.count == digits || middle.first != "0",
                      let n = Int(middle) else { continue }
                numbered.append((n, name))
            }
            return numbered.sorted { $0.0 < $1.0 }.map { FilePath.join(dir, $0.1) }
        }
    }

    /// Opens this side for reading frame by frame. A sequence lists its files and decodes none; a
    /// video opens its container and decoder. So what needs no decoding (a missing or empty
    /// folder, an unreadable video) is refused here, before any frame is compared.
    public func makeReader() throws(FrameSourceError) -> any FrameReader {
        switch self {
        case .image(let p):
            return PNGSequenceReader(path: p, files: [p])
        case .folder, .pattern:
            let files = try files() ?? []
            guard !files.isEmpty else {
                throw FrameSourceError(.missing, path: path, message: "no PNG files \(self.isPattern ? "match this pattern" : "in this folder")")
            }
            return PNGSequenceReader(path: path, files: files)
        case .video(let p):
            guard FileManager.default.isReadableFile(atPath: p) else {
                throw FrameSourceError(.missing, path: p, message: "cannot be opened for reading")
            }
            if FilePath.extension(of: p) == "webp" { return try WebPSourceReader(path: p) }
            return try VideoSourceReader(path: p)
        }
    }

    var isPattern: Bool { if case .pattern = self { return true } else { return false } }

    static func decodePNG(_ path: String) throws(FrameSourceError) -> PixelBuffer {
        do {
            return try PNGCodec.decode(contentsOf: path)
        } catch {
            switch error.code {
            case .io: throw FrameSourceError(.missing, path: path, message: "cannot be read: \(error.message)")
            case .tooLarge: throw FrameSourceError(.corrupt, path: path, message: "is too large: \(error.message)")
            default: throw FrameSourceError(.corrupt, path: path, message: "not a valid PNG: \(error.message)")
            }
        }
    }

    static func list(_ dir: String, for path: String) throws(FrameSourceError) -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: dir)
        } catch {
            throw FrameSourceError(.missing, path: path, message: "the folder \(dir) cannot be listed")
        }
    }

    /// A frame pattern (`FramePattern`'s rule) whose number is in its last path component.
    static func parsePattern(_ path: String) -> FrameSource? {
        guard let pattern = FramePattern(parsing: path), pattern.numbersFileNames else { return nil }
        let (dir, prefix) = FilePath.split(pattern.prefix)
        return .pattern(path, directory: dir, prefix: prefix, digits: pattern.digits, suffix: pattern.suffix)
    }

    /// True when the PNG declares animation (`acTL`) before its image data.
    static func isAnimatedPNG(_ path: String) -> Bool {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        // The first 64 KiB (the chunks before the image data), read to the end or that length.
        var head = [UInt8](repeating: 0, count: 1 << 16)
        var filled = 0
        while filled < head.count {
            let n = head.withUnsafeMutableBytes { read(fd, $0.baseAddress! + filled, $0.count - filled) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { break }
            filled += n
        }
        head.removeLast(head.count - filled)
        var offset = 8
        while offset + 8 <= head.count {
            let length = head[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: head[offset + 4..<offset + 8], as: UTF8.self)
            if type == "acTL" { return true }
            if type == "IDAT" || type == "IEND" { return false }
            offset += 12 + length
        }
        return false
    }
}
