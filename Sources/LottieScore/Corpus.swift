import Foundation
import SpinnerCore
import SpinnerEncode
import SpinnerJSON
import SpinnerLottieImport
import SpinnerOutputs

/// The shared Lottie corpus as `../shared/lottie/README.md` lays it out: which reference frames
/// each file has, at which moment and size each was rendered, and which set it scores in.
struct CorpusFile {
    /// The file, relative to the corpus folder (`lottie-ios/Boat_Loader.json`).
    let path: String
    /// `lottie-ios` (Core Animation's renders), `features` (After Effects'), or either with
    /// ` (text in fonts not in the file)`: the samples the README scores apart.
    let set: String
    /// The category of a `features/` file (`shapes`, `shape-modifiers`...); nil for lottie-ios.
    let category: String?
    let frames: [CorpusFrame]
    /// The file's bytes, and the composition when spinnergen reads it (else why not).
    let bytes: [UInt8]
    let composition: Result<LottieComposition, LottieImportError>

    var folder: String { (path as NSString).deletingLastPathComponent }
    var stem: String { ((path as NSString).lastPathComponent as NSString).deletingPathExtension }
}

/// One reference frame: its PNG, the moment it shows and the pixels it was drawn at.
struct CorpusFrame {
    /// The reference PNG's name, beside the file.
    let reference: String
    /// Seconds from the file's `ip`.
    let time: Double
    /// The Lottie frame from `ip` (what players seek to): `time · fr`.
    let frame: Double
    /// Where the moment lies in `ip...op`, 0...1 (what rlottie seeks by).
    let progress: Double
    /// The scale spinnergen renders at (points to pixels).
    let scale: Double
    let width: Int, height: Int
}

enum Corpus {
    static let lottieIOS = "lottie-ios", features = "features", textApart = " (text in fonts not in the file)"

    /// Every sample under `root` whose path holds `only` (all when nil), in path order.
    static func files(in root: String, only: String? = nil) -> [CorpusFile] {
        let walker = FileManager.default.enumerator(atPath: root)
        let paths = (walker?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".json") && !$0.hasSuffix("-meta.json") }.sorted()
        return paths.filter { p in only.map { p.contains($0) } ?? true }.compactMap { file(root, $0) }
    }

    static func file(_ root: String, _ path: String) -> CorpusFile? {
        guard let bytes = FileManager.default.contents(atPath: root + "/" + path).map(Array.init) else { return nil }
        let isIOS = path.hasPrefix(lottieIOS + "/")
        let folder = (path as NSString).deletingLastPathComponent
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let composition = Result { () throws(LottieImportError) in
            // Fonts as the command line finds them: beside the file, then on this machine.
            try LottieComposition.read(bytes, fonts: LottieFonts.provider(folder: root + "/" + folder))
        }
        // The frame numbers need the file's own timing even where spinnergen refuses it.
        let value = try? JSONReader.read(bytes)
        func number(_ key: String) -> Double? { if case .number(let n)? = value?[key] { return n } else { return nil } }
        guard let fr = number("fr"), let ip = number("ip"), let op = number("op"), let w = number("w"), let h = number("h"),
              fr > 0, op > ip, w > 0, h > 0 else { return nil }
        let duration = (op - ip) / fr
        let siblings = (try? FileManager.default.contentsOfDirectory(atPath: root + "/" + folder)) ?? []
        var frames: [CorpusFrame] = []
        if isIOS {
            // lottie-ios's snapshots: the composition fitted into 500 x 500 points (never scaled
            // up) at @2x, the PNG rounded up; progress P % of the way from ip to op.
            let fit = min(1, 500 / max(w, h))
            for name in siblings where name.hasPrefix(stem + ".ca-") && name.hasSuffix(".png") {
                guard let p = Double(name.dropFirst(stem.count + 4).dropLast(4)),
                      let (pw, ph) = pixelSize(root + "/" + folder + "/" + name) else { continue }
                frames.append(CorpusFrame(reference: name, time: duration * p / 100, frame: (op - ip) * p / 100, progress: p / 100,
                                          scale: 2 * fit, width: pw, height: ph))
            }
        } else {
            // After Effects' renders: frame NN at the file's own size.
            for name in siblings where name.hasPrefix(stem + "-") && name.hasSuffix(".png") {
                guard let f = Double(name.dropFirst(stem.count + 1).dropLast(4)),
                      let (pw, ph) = pixelSize(root + "/" + folder + "/" + name) else { continue }
                frames.append(CorpusFrame(reference: name, time: (f - ip) / fr, frame: f - ip, progress: (f - ip) / (op - ip),
                                          scale: 1, width: pw, height: ph))
            }
        }
        frames.sort { $0.time < $1.time }
        var set = isIOS ? lottieIOS : features
        if needsUnshippedFonts(value) { set += textApart }
        let category = isIOS ? nil : path.split(separator: "/").dropFirst().first.map(String.init)
        return CorpusFile(path: path, set: set, category: category, frames: frames, bytes: bytes, composition: composition)
    }

    /// A reference PNG's own width and height, from its header: the canvas every player draws
    /// on (2 × the fitted points rounded up, which floating point alone can miss by a pixel:
    /// 500 / 1920 · 1920 · 2 is 1000.0000000000001).
    static func pixelSize(_ path: String) -> (Int, Int)? {
        guard let handle = FileHandle(forReadingAtPath: path), let head = try? handle.read(upToCount: 24), head.count == 24 else { return nil }
        func word(_ at: Int) -> Int { head[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }

    /// The README scores apart the samples whose text is in fonts neither in the file (as
    /// glyphs) nor free to ship: a file with text layers and no glyphs.
    static func needsUnshippedFonts(_ value: JSONValue?) -> Bool {
        func hasText(_ layers: JSONValue?) -> Bool {
            guard case .array(let items)? = layers else { return false }
            return items.contains { $0["ty"] == .number(5) }
        }
        var text = hasText(value?["layers"])
        if case .array(let assets)? = value?["assets"] { text = text || assets.contains { hasText($0["layers"]) } }
        let glyphs: Bool = { if case .array(let chars)? = value?["chars"] { return !chars.isEmpty } else { return false } }()
        return text && !glyphs
    }

    /// The reference PNG of `frame`, premultiplied.
    static func reference(_ root: String, _ file: CorpusFile, _ frame: CorpusFrame) -> PixelBuffer? {
        try? PNGCodec.decode(contentsOf: root + "/" + file.folder + "/" + frame.reference)
    }
}
