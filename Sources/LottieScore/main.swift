import SpinnerAnimation
import SpinnerCore
import SpinnerEncode
import SpinnerJSON
import SpinnerLottieImport
import SpinnerOutputs
import SpinnerRaster
import Foundation

// Renders every corpus file at its references' frames and sizes (shared/lottie/README.md) and
// prints per-file and total pass rates. Usage: LottieScore [corpus-dir] [--rlottie]
// --rlottie scores rlottie's frames instead, at the same moments and sizes by the same measure.

let arguments = CommandLine.arguments.dropFirst().filter { $0 != "--rlottie" }
let scoresRLottie = CommandLine.arguments.contains("--rlottie")
let corpus = arguments.first ?? "../shared/lottie"
// LOTTIE_ONLY=text scores only the files whose path holds it; LOTTIE_DUMP=folder writes each
// rendered frame there as a PNG beside the reference's name, to look at a failure.
let only = ProcessInfo.processInfo.environment["LOTTIE_ONLY"]
let dump = ProcessInfo.processInfo.environment["LOTTIE_DUMP"]
let walker = FileManager.default.enumerator(atPath: corpus)
let files = (walker?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".json") && !$0.hasSuffix("-meta.json") }.sorted()

struct Tally { var frames = 0, passed = 0, files = 0, errors = 0 }
var tallies: [String: Tally] = [:]

for file in files where only.map({ file.contains($0) }) ?? true {
    var set = file.hasPrefix("lottie-ios/") ? "lottie-ios" : "features"
    let stem = String(file.dropLast(5))
    let folder = (stem as NSString).deletingLastPathComponent, base = (stem as NSString).lastPathComponent
    let siblings = (try? FileManager.default.contentsOfDirectory(atPath: corpus + "/" + folder)) ?? []
    // (reference file, scene seconds) pairs.
    var refs: [(String, Double)] = []
    guard let bytes = FileManager.default.contents(atPath: corpus + "/" + file).map(Array.init) else { continue }
    tallies[set, default: Tally()].files += 1
    let composition: LottieComposition
    // Fonts as the command line finds them: beside the file, then on this machine.
    do { composition = try LottieComposition.read(bytes, fonts: LottieFonts.provider(folder: corpus + "/" + folder)) } catch {
        print("\(file): error: \(error)")
        tallies[set, default: Tally()].errors += 1
        continue
    }
    var scale = 1.0
    if set == "lottie-ios" {
        for name in siblings where name.hasPrefix(base + ".ca-") && name.hasSuffix(".png") {
            if let p = Double(name.dropFirst(base.count + 4).dropLast(4)) { refs.append((name, composition.duration * p / 100)) }
        }
        let fit = min(1, 500 / max(composition.width, composition.height))
        scale = 2 * fit
    } else {
        for name in siblings where name.hasPrefix(base + "-") && name.hasSuffix(".png") {
            if let f = Double(name.dropFirst(base.count + 1).dropLast(4)) { refs.append((name, (f - composition.inPoint) / composition.frameRate)) }
        }
    }
    refs.sort { $0.1 < $1.1 }
    var builder = LottieSceneBuilder(composition)
    // Images: embedded data URLs, or files beside the sample (lottie-ios's in its Images folder).
    builder.imageProvider = { image in
        if let text = image.base64, let data = Data(base64Encoded: String(text)) { return try? PNGCodec.decode(Array(data)) }
        for folder in [corpus + "/" + folder + "/", corpus + "/lottie-ios/Images/"] {
            for name in [image.relativePath, image.name] where FileManager.default.fileExists(atPath: folder + name) {
                return try? PNGCodec.decode(contentsOf: folder + name)
            }
        }
        return nil
    }
    let root = builder.rootLayer()
    // The README scores apart the samples whose text is in fonts neither in the file (as glyphs)
    // nor free to ship: text the import drew in a stand-in (or left out) in a file without glyphs.
    // (BasicLayers' text is empty, so nothing is drawn or noted: the file's text layers and
    // glyphs tell.)
    let value = try? JSONReader.read(bytes)
    func hasText(_ layers: JSONValue?) -> Bool {
        guard case .array(let items)? = layers else { return false }
        return items.contains { $0["ty"] == .number(5) }
    }
    var textLayers = hasText(value?["layers"])
    if case .array(let assets)? = value?["assets"] { textLayers = textLayers || assets.contains { hasText($0["layers"]) } }
    let hasGlyphs: Bool = { if case .array(let chars)? = value?["chars"] { return !chars.isEmpty } else { return false } }()
    if textLayers, !hasGlyphs {
        tallies[set, default: Tally()].files -= 1
        set += " (text in fonts not in the file)"
        tallies[set, default: Tally()].files += 1
    }
    if scoresRLottie {
        let player = RLottiePlayer(json: bytes, key: file, resources: corpus + "/" + folder + "/")
        var line: [String] = []
        for (name, time) in refs {
            guard let reference = try? PNGCodec.decode(contentsOf: corpus + "/" + folder + "/" + name) else { continue }
            // The reference's own pixel size: rlottie fits the composition into the buffer.
            let frame = player?.render(progress: time / composition.duration, width: reference.width, height: reference.height)
            let fraction = frame.map { FrameScore.matchFraction($0, reference) } ?? 0
            tallies[set, default: Tally()].frames += 1
            if fraction >= FrameScore.passFraction { tallies[set, default: Tally()].passed += 1 }
            line.append(String(format: "%.3f", fraction))
        }
        print("\(file): \(line.joined(separator: " "))" + (player == nil ? "  [rlottie cannot read it]" : ""))
        continue
    }
    guard let scene = try? Scene(root: root, scale: scale) else { print("\(file): no scene"); continue }
    var line: [String] = []
    for (name, time) in refs {
        guard let reference = try? PNGCodec.decode(contentsOf: corpus + "/" + folder + "/" + name) else { continue }
        let frame = Rasterizer().render(scene.presentation(at: time))
        if let dump, let png = try? PNGCodec.encode(frame, options: PNGOptions()) {
            FileManager.default.createFile(atPath: dump + "/" + name, contents: Data(png))
        }
        let fraction = FrameScore.matchFraction(frame, reference)
        tallies[set, default: Tally()].frames += 1
        if fraction >= FrameScore.passFraction { tallies[set, default: Tally()].passed += 1 }
        line.append(String(format: "%.3f", fraction))
    }
    // What the import left out, so failures can be ranked by cause.
    let left = builder.notes.map(\.feature).joined(separator: "; ")
    print("\(file): \(line.joined(separator: " "))" + (left.isEmpty ? "" : "  [\(left)]"))
}
for (set, t) in tallies.sorted(by: { $0.key < $1.key }) {
    print("\(set): \(t.passed)/\(t.frames) frames pass (\(String(format: "%.1f", 100 * Double(t.passed) / Double(max(t.frames, 1)))) %), \(t.files) files, \(t.errors) unreadable")
}
