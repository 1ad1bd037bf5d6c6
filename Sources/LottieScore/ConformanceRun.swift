import Foundation
import SpinnerCore
import SpinnerEncode
import SpinnerGolden

/// Every player's frames of the corpus scored against the references: spinnergen and rlottie
/// rendered here, the players that run elsewhere (ThorVG, lottie-web, python-lottie) read as
/// the PNGs `scripts/conformance-players.py` wrote. For each file, the frame spinnergen does
/// worst on is drawn into the gallery: the reference, every player's frame and spinnergen's ΔE
/// heat map, as thumbnails.
struct ConformanceRun {
    static let renderedHere = ["spinnergen", "rlottie"]
    static let renderedElsewhere = ["thorvg", "lottie-web", "python-lottie"]
    /// The longer side of a gallery thumbnail, in pixels.
    static let thumbnailSide = 160

    let corpus: String
    let files: [CorpusFile]
    let playersFolder: String
    let gallery: String

    struct FrameResult {
        let file: CorpusFile
        let frame: CorpusFrame
        /// Each player's score; nil where it drew no frame (refused the file, or failed on it).
        var scores: [String: FrameScore?]
    }

    struct Results {
        /// The players scored, in the report's order.
        var players: [String] = []
        /// Players that are not installed, with why.
        var missing: [(player: String, why: String)] = []
        var frames: [FrameResult] = []
        /// Per player: frames drawn and seconds spent drawing them (reading the file apart).
        var timing: [String: (frames: Int, seconds: Double)] = [:]
        /// Per player, per file: why it drew nothing.
        var errors: [String: [String: String]] = [:]
        /// What spinnergen's import noted it left out, per file.
        var notes: [String: [String]] = [:]
        /// The frame each file's gallery row shows (spinnergen's worst).
        var shown: [String: String] = [:]
    }

    func run() -> Results {
        var results = Results()
        results.players = Self.renderedHere
        for player in Self.renderedElsewhere {
            let folder = playersFolder + "/" + player
            if let why = try? String(contentsOfFile: folder + "/missing.txt", encoding: .utf8) {
                results.missing.append((player, why.trimmingCharacters(in: .whitespacesAndNewlines)))
            } else if FileManager.default.fileExists(atPath: folder) {
                results.players.append(player)
                results.errors[player] = Self.table(folder + "/errors.tsv").mapValues { $0[0] }
                for (_, row) in Self.table(folder + "/timing.tsv") {
                    guard row.count == 2, let n = Int(row[0]), let s = Double(row[1]) else { continue }
                    results.timing[player, default: (0, 0)].frames += n
                    results.timing[player, default: (0, 0)].seconds += s
                }
            } else {
                results.missing.append((player, "\(player): not run (no \(folder))"))
            }
        }
        try? FileManager.default.createDirectory(atPath: gallery + "/img", withIntermediateDirectories: true)
        let clock = ContinuousClock()
        for file in files {
            let spinnergen = SpinnergenPlayer(file, corpus: corpus, scale: file.frames.first?.scale ?? 1)
            if case .failure(let error) = file.composition { results.errors["spinnergen", default: [:]][file.path] = "\(error)" }
            results.notes[file.path] = spinnergen?.notes ?? []
            let rlottie = RLottiePlayer(json: file.bytes, key: file.path, resources: corpus + "/" + file.folder + "/")
            if rlottie == nil { results.errors["rlottie", default: [:]][file.path] = "rlottie cannot read it" }
            var drawn: [(frame: CorpusFrame, reference: PixelBuffer, images: [String: PixelBuffer])] = []
            for f in file.frames {
                guard let reference = Corpus.reference(corpus, file, f) else { continue }
                var images: [String: PixelBuffer] = [:]
                if let spinnergen {
                    let start = clock.now
                    images["spinnergen"] = spinnergen.render(f)
                    results.timing["spinnergen", default: (0, 0)].frames += 1
                    results.timing["spinnergen", default: (0, 0)].seconds += Self.seconds(clock.now - start)
                }
                if let rlottie {
                    let start = clock.now
                    images["rlottie"] = rlottie.render(progress: f.progress, width: reference.width, height: reference.height)
                    results.timing["rlottie", default: (0, 0)].frames += 1
                    results.timing["rlottie", default: (0, 0)].seconds += Self.seconds(clock.now - start)
                }
                for player in results.players where !Self.renderedHere.contains(player) {
                    let path = playersFolder + "/" + player + "/" + file.folder + "/" + f.reference
                    images[player] = try? PNGCodec.decode(contentsOf: path)
                }
                var result = FrameResult(file: file, frame: f, scores: [:])
                for player in results.players { result.scores[player] = images[player].map { FrameScore($0, reference) } }
                results.frames.append(result)
                drawn.append((f, reference, images))
            }
            // The gallery row: spinnergen's worst frame (the first of equals).
            let worst = drawn.indices.min { a, b in
                let x = results.frames[results.frames.count - drawn.count + a].scores["spinnergen"].flatMap { $0 }?.fraction ?? 0
                let y = results.frames[results.frames.count - drawn.count + b].scores["spinnergen"].flatMap { $0 }?.fraction ?? 0
                return x < y
            }
            if let worst {
                let (frame, reference, images) = drawn[worst]
                results.shown[file.path] = frame.reference
                let slug = Self.slug(file.path)
                write(Thumbnail.of(reference), to: "img/\(slug).reference.png")
                for (player, image) in images { write(Thumbnail.of(image), to: "img/\(slug).\(player).png") }
                if let mine = images["spinnergen"],
                   let heat = DiffImage.render(expected: reference, actual: mine, tolerance: .lottieCorpus) {
                    write(Thumbnail.of(heat, keepingMarks: true), to: "img/\(slug).delta-e.png")
                }
            }
        }
        return results
    }

    /// `lottie-ios/Issues/issue_1628.json` → `lottie-ios_Issues_issue_1628`.
    static func slug(_ path: String) -> String {
        String(path.dropLast(5)).replacingOccurrences(of: "/", with: "_")
    }

    static func seconds(_ d: Duration) -> Double {
        Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
    }

    /// A TSV file's rows keyed by their first column (empty when there is no file).
    static func table(_ path: String) -> [String: [String]] {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [:] }
        var rows: [String: [String]] = [:]
        for line in text.split(separator: "\n") {
            let cells = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            if cells.count >= 2 { rows[cells[0]] = Array(cells.dropFirst()) }
        }
        return rows
    }

    func write(_ image: PixelBuffer, to name: String) {
        guard let png = try? PNGCodec.encode(image, options: PNGOptions(compressionLevel: 9)) else { return }
        FileManager.default.createFile(atPath: gallery + "/" + name, contents: Data(png))
    }
}

/// A frame shrunk for the gallery: each thumbnail pixel the mean of a block of source pixels
/// (premultiplied, so edges do not darken). A heat map keeps its marks instead: a block holding
/// any coloured pixel shows the most severe one, so a one-pixel edge beyond ΔE 3 still shows.
enum Thumbnail {
    static func of(_ image: PixelBuffer, keepingMarks: Bool = false) -> PixelBuffer {
        let side = max(image.width, image.height)
        let factor = max(1, Int((Double(side) / Double(ConformanceRun.thumbnailSide)).rounded(.up)))
        guard factor > 1 else { return image }
        let w = (image.width + factor - 1) / factor, h = (image.height + factor - 1) / factor
        var out = PixelBuffer(width: w, height: h)
        for ty in 0..<h {
            for tx in 0..<w {
                var sum = [0, 0, 0, 0], n = 0
                var mark: PremultipliedRGBA8?
                for y in (ty * factor)..<min(image.height, (ty + 1) * factor) {
                    for x in (tx * factor)..<min(image.width, (tx + 1) * factor) {
                        let p = image[x, y]
                        sum[0] += Int(p.r); sum[1] += Int(p.g); sum[2] += Int(p.b); sum[3] += Int(p.a); n += 1
                        // Marks are the diff image's colours (not grey); red is more severe than
                        // yellow, yellow than pale blue: the least green and blue wins.
                        if keepingMarks, p.r != p.g || p.g != p.b,
                           mark.map({ Int(p.g) + Int(p.b) < Int($0.g) + Int($0.b) }) ?? true { mark = p }
                    }
                }
                func mean(_ i: Int) -> UInt8 { UInt8((sum[i] + n / 2) / n) }
                out[tx, ty] = mark ?? PremultipliedRGBA8(r: mean(0), g: mean(1), b: mean(2), a: mean(3))
            }
        }
        return out
    }
}
