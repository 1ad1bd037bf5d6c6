import Foundation
import SpinnerCore
import SpinnerEncode

// Scores the shared Lottie corpus (shared/lottie/README.md: its layout and its one measure).
//
//   LottieScore [CORPUS] [--rlottie]     per-file match fractions and each set's pass rate, for
//                                        spinnergen (or rlottie); scripts/lottie-score
//   LottieScore plan [CORPUS]            every reference frame as a TSV row for the other
//                                        players' harness (scripts/conformance-players.py)
//   LottieScore report [CORPUS] --players DIR --markdown FILE --gallery DIR [--causes TSV] [--seconds S]
//                                        every player scored, docs/conformance.md and its
//                                        gallery written; scripts/conformance (TSV: file, cause
//                                        of the frames spinnergen fails and a peer passes)
//
// LOTTIE_ONLY=text keeps only the files whose path holds it; LOTTIE_DUMP=folder writes each of
// spinnergen's frames there as a PNG under the reference's name, to look at a failure.

var arguments = Array(CommandLine.arguments.dropFirst())
let mode = ["plan", "report"].contains(arguments.first ?? "") ? arguments.removeFirst() : "score"
/// The value after `name`, taken out of `arguments`.
func option(_ name: String, in arguments: inout [String]) -> String? {
    guard let i = arguments.firstIndex(of: name), i + 1 < arguments.count else { return nil }
    let value = arguments[i + 1]
    arguments.removeSubrange(i...(i + 1))
    return value
}
let playersFolder = option("--players", in: &arguments), markdown = option("--markdown", in: &arguments), gallery = option("--gallery", in: &arguments)
let seconds = option("--seconds", in: &arguments).flatMap(Double.init), causesFile = option("--causes", in: &arguments)
let scoresRLottie = arguments.contains("--rlottie")
arguments.removeAll { $0 == "--rlottie" }
let corpus = arguments.first ?? "../shared/lottie"
let environment = ProcessInfo.processInfo.environment
let files = Corpus.files(in: corpus, only: environment["LOTTIE_ONLY"])

switch mode {
case "plan":
    // One row per reference frame: file, reference, frame from ip, pixel width and height,
    // pixels per composition unit.
    for file in files {
        for f in file.frames {
            print("\(file.path)\t\(f.reference)\t\(f.frame)\t\(f.width)\t\(f.height)\t\(f.scale)")
        }
    }
case "report":
    guard let playersFolder, let markdown, let gallery else {
        FileHandle.standardError.write(Data("usage: LottieScore report [CORPUS] --players DIR --markdown FILE --gallery DIR [--seconds S]\n".utf8))
        exit(64)
    }
    let results = ConformanceRun(corpus: corpus, files: files, playersFolder: playersFolder, gallery: gallery).run()
    let causes = causesFile.map { ConformanceRun.table($0).mapValues { $0[0] } } ?? [:]
    let page = ConformanceReport(results, corpus: corpus, seconds: seconds, galleryPath: gallery, markdownPath: markdown,
                                 causes: causes)
    for (path, text) in [(markdown, page.markdown), (gallery + "/index.html", page.galleryHTML), (gallery + "/figures.tsv", page.figures)]
    where !FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) {
        FileHandle.standardError.write(Data("LottieScore: error: cannot write \(path)\n".utf8))
        exit(73)
    }
    print(page.summary, terminator: "")
default:
    score(files)
}

/// The per-file lines and per-set totals of scripts/lottie-score.
func score(_ files: [CorpusFile]) {
    struct Tally { var frames = 0, passed = 0, files = 0, errors = 0 }
    var tallies: [String: Tally] = [:]
    for file in files {
        tallies[file.set, default: Tally()].files += 1
        if case .failure(let error) = file.composition, !scoresRLottie {
            // A refused file's frames count, as failures: they are frames not drawn.
            print("\(file.path): error: \(error)")
            tallies[file.set, default: Tally()].errors += 1
            tallies[file.set, default: Tally()].frames += file.frames.count
            continue
        }
        var line: [String] = []
        var note = ""
        if scoresRLottie {
            let player = RLottiePlayer(json: file.bytes, key: file.path, resources: corpus + "/" + file.folder + "/")
            for f in file.frames {
                guard let reference = Corpus.reference(corpus, file, f) else { continue }
                let s = player.map { FrameScore($0.render(progress: f.progress, width: reference.width, height: reference.height), reference) }
                tallies[file.set, default: Tally()].frames += 1
                if s?.passed == true { tallies[file.set, default: Tally()].passed += 1 }
                line.append(String(format: "%.3f", s?.fraction ?? 0))
            }
            if player == nil { note = "  [rlottie cannot read it]" }
        } else {
            guard let player = SpinnergenPlayer(file, corpus: corpus, scale: file.frames.first?.scale ?? 1) else {
                print("\(file.path): no scene"); continue
            }
            for f in file.frames {
                guard let reference = Corpus.reference(corpus, file, f) else { continue }
                let frame = player.render(f)
                if let dump = environment["LOTTIE_DUMP"], let png = try? PNGCodec.encode(frame, options: PNGOptions()) {
                    FileManager.default.createFile(atPath: dump + "/" + f.reference, contents: Data(png))
                }
                let s = FrameScore(frame, reference)
                tallies[file.set, default: Tally()].frames += 1
                if s.passed { tallies[file.set, default: Tally()].passed += 1 }
                line.append(String(format: "%.3f", s.fraction))
            }
            // What the import left out, so failures can be ranked by cause.
            if !player.notes.isEmpty { note = "  [\(player.notes.joined(separator: "; "))]" }
        }
        print("\(file.path): \(line.joined(separator: " "))" + note)
    }
    for (set, t) in tallies.sorted(by: { $0.key < $1.key }) {
        print("\(set): \(t.passed)/\(t.frames) frames pass (\(String(format: "%.1f", 100 * Double(t.passed) / Double(max(t.frames, 1)))) %), \(t.files) files, \(t.errors) unreadable")
    }
}
