#if canImport(Glibc)
import Glibc
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization
import SpinnerCore
import SpinnerSystem
import SpinnerEncode
import SpinnerJSON
import SpinnerLottieImport

/// A Lottie file named on the command line, told apart from a scene file by its content, read
/// within limits (`LottieLimits`, the dotLottie zip's `ZipReader.Limits`, `LottieImages`'
/// pixels) before any work, and built into a `LottieDocument`. Every failure is one
/// `OutputsError`: `.noInput` for a missing file, `.dataError` for anything wrong in it.
package enum LottieFile {
    /// The reader's limits: the defaults, which far exceed real animations.
    package static let limits = LottieLimits.standard
    /// A dotLottie's entries: as many and as large as a Lottie file may be, 128 MiB in all.
    package static let zipLimits = ZipReader.Limits(maxEntries: 1_000, maxEntryBytes: limits.maxFileBytes, maxTotalBytes: 128 << 20)

    /// Whether `path` holds a Lottie file: a zip (a dotLottie package), or one JSON object with
    /// Bodymovin's `v`, `fr`, `ip`, `op`, `w`, `h` and `layers`. A file that cannot be read or
    /// parsed is not one (the scene reader then says what is wrong with it).
    package static func isLottie(_ path: String) -> Bool {
        // A command line asks several times (scanning its options, then resolving the render):
        // the file is parsed for this once a run, as InputText reads it once.
        if let known = kinds.withLock({ $0[path] }) { return known }
        let found = startsLikeZip(path) || {
            // A file that cannot be read whole (too large, a NUL byte) or parsed (cut short,
            // broken) is still a Lottie file if it begins as one: the Lottie reader then says
            // what is wrong with it, and `--frame` and the Lottie defaults apply.
            guard let data = try? InputText.read(path, what: "scene file", limit: limits.maxFileBytes) else { return startsLikeBodymovin(path) }
            let bytes = Array(data)
            guard let value = try? JSONReader.read(bytes, maxDepth: limits.maxNesting) else { return startsLikeBodymovin(path) }
            let lottie = LottieComposition.looksLikeLottie(value)
            if lottie { parsed.withLock { $0 = (bytes, value) } }
            return lottie
        }()
        kinds.withLock { $0[path] = found }
        return found
    }

    /// A regular file whose first 4 KiB hold one JSON object's start with Bodymovin's leading
    /// keys (`"fr"`, `"ip"`, `"op"`: its exporters write them first; a scene file has none).
    private static func startsLikeBodymovin(_ path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return false }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var head = [UInt8](repeating: 0, count: 4096)
        let n = head.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress!, 4096) }
        guard n > 0 else { return false }
        let text = String(decoding: head.prefix(n), as: UTF8.self).filter { !$0.isWhitespace }
        return text.hasPrefix("{") && ["\"fr\":", "\"ip\":", "\"op\":"].allSatisfy { text.contains($0) }
    }

    /// What `isLottie` found, by path as given.
    private static let kinds = Mutex<[String: Bool]>([:])

    /// The Lottie JSON `isLottie` last parsed, with its bytes: `decode` of the same bytes takes
    /// it rather than parsing the file a second time (most of a run's set-up for a large file).
    private static let parsed = Mutex<(bytes: [UInt8], value: JSONValue)?>(nil)

    /// The parsed JSON of `bytes` if `isLottie` parsed exactly these bytes, handed over once.
    private static func takeParsed(_ bytes: [UInt8]) -> JSONValue? {
        parsed.withLock { known in
            guard let found = known, found.bytes == bytes else { return nil }
            known = nil
            return found.value
        }
    }

    /// The first four bytes of a regular file (a FIFO is not peeked at: its bytes would be gone).
    private static func startsLikeZip(_ path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return false }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var head = [UInt8](repeating: 0, count: 4)
        let n = head.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress!, 4) }
        return n == 4 && ZipReader.looksLikeZip(head)
    }

    /// Reads the file at `path` (a plain Lottie JSON or a dotLottie; `animation` picks one of a
    /// package's animations, the first by default). `log` learns each image file read.
    package static func load(_ path: String, animation: String? = nil, log: ImageReadLog? = nil) throws(OutputsError) -> LottieDocument {
        guard FileManager.default.fileExists(atPath: path) else {
            throw OutputsError("Lottie file \(UserText.quoted(path)) does not exist", hint: "check the path", kind: .noInput)
        }
        if startsLikeZip(path) {
            let bytes = [UInt8](try InputText.read(path, what: "dotLottie file", limit: limits.maxFileBytes, binary: true))
            return try package(bytes, file: path, animation: animation)
        }
        guard animation == nil else {
            throw OutputsError("\(UserText.shown(path)) is a plain Lottie file, so --animation does not apply",
                               hint: "--animation picks one animation of a .lottie package", kind: .usage)
        }
        let bytes = [UInt8](try InputText.read(path, what: "Lottie file", limit: limits.maxFileBytes))
        let folder = FilePath.directory(of: path)
        return try decode(bytes, file: path, fonts: LottieFonts.provider(folder: folder), images: LottieImages(file: path) { (name) throws(OutputsError) in
            let file = FilePath.join(folder, name)
            guard FileManager.default.fileExists(atPath: file) else { return nil }
            log?.read(file)
            return [UInt8](try InputText.read(file, what: "image", limit: limits.maxFileBytes, binary: true))
        })
    }

    /// A dotLottie package's bytes: its manifest, the animation `id` (or the first), and the
    /// images in its `images/` folder.
    package static func package(_ bytes: [UInt8], file: String, animation id: String?) throws(OutputsError) -> LottieDocument {
        func fault(_ what: String) -> OutputsError {
            OutputsError(UserText.line("\(UserText.shown(file)): \(what)"), hint: "a .lottie file is a zip with manifest.json and animations/ID.json",
                         kind: .dataError)
        }
        let zip: ZipReader
        do { zip = try ZipReader(bytes, limits: zipLimits) } catch { throw fault(error.message) }
        func entry(_ names: [String]) throws(OutputsError) -> [UInt8]? {
            guard let found = names.lazy.compactMap(zip.entry(named:)).first else { return nil }
            do { return try zip.contents(of: found) } catch { throw fault(error.message) }
        }
        guard let manifestBytes = try entry(["manifest.json"]) else { throw fault("the package has no manifest.json") }
        let manifest: DotLottieManifest
        do { manifest = try DotLottieManifest.read(manifestBytes, limits: limits) } catch { throw fault("manifest.json: \(error)") }
        let chosen = id ?? manifest.animationIDs[0]
        guard manifest.animationIDs.contains(chosen) else {
            throw OutputsError("\(UserText.shown(file)) has no animation \(UserText.quoted(chosen))",
                               hint: "its animations: \(UserText.shown(manifest.animationIDs.joined(separator: ", ")))", kind: .usage)
        }
        guard let json = try entry(DotLottieManifest.animationEntries(chosen)) else {
            throw fault("the manifest lists \(UserText.quoted(chosen)) but the package has no animations/\(UserText.shown(chosen)).json")
        }
        let document = try decode(json, file: file, animationID: chosen, fonts: LottieFonts.provider(folder: nil), images: LottieImages(file: file) { (name) throws(OutputsError) in
            // Only the file name is looked up, inside the package's image folders: a name never
            // reaches the file system.
            try entry(DotLottieManifest.imageEntries(FilePath.lastComponent(of: name)))
        })
        return document
    }

    /// A Lottie document's bytes, built; `fonts` finds the fonts of text the file has no glyphs
    /// for (none: such text is left out, noted), `images` reads the image assets' files.
    package static func decode(_ bytes: [UInt8], file: String, animationID: String? = nil, fonts: LottieFontProvider? = nil,
                               images: LottieImages = LottieImages(file: "") { _ in nil }) throws(OutputsError) -> LottieDocument {
        func fault(_ error: LottieImportError) -> OutputsError {
            OutputsError(UserText.line("\(UserText.shown(file)): \(error)"), hint: "see what the Lottie import reads in docs/lottie-in.md", kind: .dataError)
        }
        guard bytes.count <= limits.maxFileBytes else {
            throw fault(LottieImportError(.fileTooLarge(bytes: bytes.count, limit: limits.maxFileBytes), at: JSONPath()))
        }
        let value: JSONValue
        if let known = takeParsed(bytes) {
            value = known
        } else {
            do { value = try JSONReader.read(bytes, maxDepth: limits.maxNesting) } catch {
                throw fault(LottieImportError(.notJSON("\(error.message) at \(error.position)"), at: error.path))
            }
        }
        let composition: LottieComposition, markers: [LottieMarker], assets: [LottieImageAsset]
        do {
            composition = try LottieComposition.read(value, limits: limits, fonts: fonts)
            markers = try LottieMarker.read(value, limits: limits)
            assets = try LottieImageAsset.read(value, limits: limits)
        } catch { throw fault(error) }
        var resolved = images
        let pixels = try resolved.resolve(assets)
        var builder = LottieSceneBuilder(composition)
        // Image layers draw the pixels resolved above, within the limits; none reads a file.
        builder.imageProvider = { pixels[$0.id] }
        let root = builder.rootLayer()
        return LottieDocument(composition: composition, root: root, notes: builder.notes + resolved.notes, markers: markers,
                              features: LottieFeatureList(value), images: pixels, animationID: animationID)
    }
}
