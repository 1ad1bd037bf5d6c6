import Foundation

/// `docs/conformance.md` and the gallery's page, from a run's results: pass rates per player
/// and reference, per feature category, per file; the frames a peer passes and spinnergen does
/// not, each with its cause (`causes`: file → cause, written by hand from looking at them); the
/// players' speed on the same frames.
struct ConformanceReport {
    typealias Results = ConformanceRun.Results
    let results: Results
    let corpus: String
    let seconds: Double?
    let galleryPath: String
    let markdownPath: String
    let causes: [String: String]

    init(_ results: Results, corpus: String, seconds: Double?, galleryPath: String, markdownPath: String,
         causes: [String: String] = [:]) {
        self.results = results
        self.corpus = corpus
        self.seconds = seconds
        self.galleryPath = galleryPath
        self.markdownPath = markdownPath
        self.causes = causes
    }

    static let names = ["spinnergen": "spinnergen", "rlottie": "rlottie (Debian librlottie 0.1)",
                        "thorvg": "ThorVG (PyPI thorvg-python)", "lottie-web": "lottie-web 5.7.5 SVG (headless Chromium)",
                        "python-lottie": "python-lottie (PyPI lottie, cairosvg)"]
    static let sets: [(key: String, title: String)] = [
        ("lottie-ios", "Core Animation (`lottie-ios/`)"), ("features", "After Effects (`features/`)"),
        ("lottie-ios" + Corpus.textApart, "Core Animation, text in fonts not shipped"),
    ]

    var players: [String] { results.players }

    /// Frames passed and counted among `frames` for `player`.
    func tally(_ frames: [ConformanceRun.FrameResult], _ player: String) -> (passed: Int, total: Int) {
        (frames.filter { ($0.scores[player] ?? nil)?.passed == true }.count, frames.count)
    }

    static func percent(_ t: (passed: Int, total: Int)) -> String {
        t.total == 0 ? "–" : String(format: "%d / %d (%.1f %%)", t.passed, t.total, 100 * Double(t.passed) / Double(t.total))
    }

    func frames(inSet set: String) -> [ConformanceRun.FrameResult] { results.frames.filter { $0.file.set == set } }

    // MARK: - Markdown

    var markdown: String {
        var s = """
        # Conformance: spinnergen beside the other Lottie players

        Every file of the shared corpus (`../shared/lottie`, \(Set(results.frames.map(\.file.path)).count) files,
        \(results.frames.count) reference frames) rendered by spinnergen and by every other player that
        installs on Debian 12, each frame scored against the reference with the corpus's one measure:
        both frames composited over white and over black, a pixel matching when CIE76 ΔE\\*ab ≤ 3 in
        both, a frame passing when 98.5 % of its pixels match (`spinnergen compare --max-delta-e 3
        --max-mismatch 0.015` gives the same verdicts; a test checks it). References: Apple's Core
        Animation (lottie-ios's snapshot tests, at their sizes and progress points) and After Effects
        (LottieFiles' test files, frame by frame). Every player draws on the reference's canvas, the
        composition at the reference's scale from the top-left corner (python-lottie fitted into it, the
        only way cairosvg takes a size; rlottie fitted by its own API). Made by `scripts/conformance` from a clean clone
        \(seconds.map { String(format: "in %.0f minutes", $0 / 60) } ?? "in @MINUTES@ minutes") on 2 cores; the
        [gallery](\(relative(galleryPath))/index.html) shows, per file, the frame spinnergen does
        worst on beside every player's and spinnergen's ΔE heat map, failing files first.

        ## Pass rates

        | player | \(Self.sets.map(\.title).joined(separator: " | ")) |
        |---|\(Self.sets.map { _ in "---:" }.joined(separator: "|"))|

        """
        for player in players {
            s += "| \(Self.names[player] ?? player) | "
                + Self.sets.map { Self.percent(tally(frames(inSet: $0.key), player)) }.joined(separator: " | ") + " |\n"
        }
        s += "\n" + lead + "\n"
        s += "\nNot measured: Skottie (Skia's player): PyPI's `skia-python` has no Skottie module and CanvasKit is not on the "
            + "registries this machine reaches."
        for (player, why) in results.missing { s += " \(Self.names[player] ?? player) was not installed where this was made (\(why))." }
        let refusals = players.compactMap { p -> String? in
            let n = results.errors[p]?.count ?? 0
            return n == 0 ? nil : "\(p) \(n) file\(n == 1 ? "" : "s")"
        }
        s += "\n\nA player's frame counts as failing where it draws nothing (it refuses the file or fails on it): "
            + (refusals.isEmpty ? "none did here.\n" : refusals.joined(separator: ", ") + ".\n")

        s += "\n## After Effects, by feature category\n\n| category | frames | " + players.joined(separator: " | ") + " |\n|---|---:|"
            + players.map { _ in "---:" }.joined(separator: "|") + "|\n"
        let categories = Set(results.frames.compactMap(\.file.category)).sorted()
        for c in categories {
            let fs = results.frames.filter { $0.file.category == c }
            s += "| \(c) | \(fs.count) | " + players.map { p in
                let t = tally(fs, p)
                return String(format: "%.0f %%", 100 * Double(t.passed) / Double(max(t.total, 1)))
            }.joined(separator: " | ") + " |\n"
        }

        s += "\n## Speed\n\nSeconds spent drawing the frames each player drew (reading the file apart), on the machine that made "
            + "this report; spinnergen and rlottie in one process, one thread, ThorVG through its C API from Python, "
            + "lottie-web from seeking to the frame to its pixels in a canvas, python-lottie from its SVG to cairosvg's PNG. "
            + "Instructions per frame, which do not move with the machine's load, are `scripts/bench`'s Lottie rows "
            + "(spinnergen beside rlottie and ThorVG, callgrind).\n\n| player | frames drawn | seconds | frames per second |\n|---|---:|---:|---:|\n"
        for p in players {
            guard let t = results.timing[p], t.seconds > 0 else { continue }
            s += String(format: "| %@ | %d | %.3f | %.1f |\n", p, t.frames, t.seconds, Double(t.frames) / t.seconds)
        }

        s += "\n## Where a peer passes a frame spinnergen fails\n\n"
            + "Each such file with the frames in question, the peers that pass them and the cause. This is the work list.\n\n"
            + "| file | frames | passed by | cause |\n|---|---|---|---|\n"
        for (path, rows) in peerWins {
            let refs = rows.map { $0.frame.reference }.joined(separator: ", ")
            let peers = Set(rows.flatMap { r in players.filter { $0 != "spinnergen" && (r.scores[$0] ?? nil)?.passed == true } }).sorted()
            s += "| `\(path)` | \(refs) | \(peers.joined(separator: ", ")) | \(cause(path)) |\n"
        }

        s += "\n## Every file\n\nFrames passed per player, and spinnergen's lowest match fraction.\n\n| file | frames | "
            + players.joined(separator: " | ") + " | spinnergen's worst |\n|---|---:|" + players.map { _ in "---:" }.joined(separator: "|") + "|---:|\n"
        for (path, rows) in byFile {
            let worst = rows.map { ($0.scores["spinnergen"] ?? nil)?.fraction ?? 0 }.min() ?? 0
            s += "| `\(path)` | \(rows.count) | " + players.map { p in "\(tally(rows, p).passed)" }.joined(separator: " | ")
                + String(format: " | %.3f |\n", worst)
        }
        return s
    }

    /// How far spinnergen is ahead of (or behind) the best other player on each reference.
    var lead: String {
        var parts: [String] = []
        for (key, title) in Self.sets.prefix(2) {
            let fs = frames(inSet: key)
            guard !fs.isEmpty else { continue }
            let mine = tally(fs, "spinnergen")
            guard let best = players.filter({ $0 != "spinnergen" }).max(by: { tally(fs, $0).passed < tally(fs, $1).passed }) else { continue }
            let theirs = tally(fs, best)
            let d = mine.passed - theirs.passed
            parts.append("on \(title) spinnergen passes \(abs(d)) frame\(abs(d) == 1 ? "" : "s") \(d >= 0 ? "more" : "fewer") than the best other player, "
                         + "\(Self.names[best] ?? best) (\(String(format: "%.1f", 100 * Double(mine.passed) / Double(max(mine.total, 1)))) % "
                         + "against \(String(format: "%.1f", 100 * Double(theirs.passed) / Double(max(theirs.total, 1)))) %)")
        }
        return parts.isEmpty ? "" : parts.joined(separator: "; ").prefix(1).uppercased() + parts.joined(separator: "; ").dropFirst() + "."
    }

    /// The frames by file, in path order.
    var byFile: [(String, [ConformanceRun.FrameResult])] {
        var order: [String] = [], rows: [String: [ConformanceRun.FrameResult]] = [:]
        for r in results.frames {
            if rows[r.file.path] == nil { order.append(r.file.path) }
            rows[r.file.path, default: []].append(r)
        }
        return order.map { ($0, rows[$0]!) }
    }

    /// The frames spinnergen fails and some other player passes, by file.
    var peerWins: [(String, [ConformanceRun.FrameResult])] {
        byFile.compactMap { path, rows in
            let lost = rows.filter { r in
                (r.scores["spinnergen"] ?? nil)?.passed != true
                    && players.contains { $0 != "spinnergen" && (r.scores[$0] ?? nil)?.passed == true }
            }
            return lost.isEmpty ? nil : (path, lost)
        }
    }

    /// The written cause, else what the import noted it left out, else that none is written yet.
    func cause(_ path: String) -> String {
        if let c = causes[path] { return c }
        if let e = results.errors["spinnergen"]?[path] { return "refused: \(e)" }
        if let n = results.notes[path], !n.isEmpty { return "not drawn yet: " + n.joined(separator: "; ") }
        return "not looked at yet"
    }

    /// `path` relative to the markdown file's folder.
    func relative(_ path: String) -> String {
        let from = URL(fileURLWithPath: markdownPath).deletingLastPathComponent().standardizedFileURL.path
        let to = URL(fileURLWithPath: path).standardizedFileURL.path
        return to.hasPrefix(from + "/") ? String(to.dropFirst(from.count + 1)) : to
    }

    // MARK: - Figures

    /// Every frame's score by every player, one TSV row each (file, reference, player, match
    /// fraction to 4 decimals, pass or fail; `-` where the player drew nothing): what the
    /// conformance test holds spinnergen's frames to.
    var figures: String {
        var s = "file\treference\tplayer\tfraction\tverdict\n"
        for r in results.frames {
            for p in players {
                let score = r.scores[p] ?? nil
                s += "\(r.file.path)\t\(r.frame.reference)\t\(p)\t"
                    + (score.map { String(format: "%.4f\t%@", $0.fraction, $0.passed ? "pass" : "fail") } ?? "-\tfail") + "\n"
            }
        }
        return s
    }

    // MARK: - Summary

    var summary: String {
        var s = ""
        for (key, title) in Self.sets {
            s += "\(title):"
            for p in players { s += " \(p) \(Self.percent(tally(frames(inSet: key), p)));" }
            s += "\n"
        }
        return s
    }

    // MARK: - Gallery

    var galleryHTML: String {
        let shown = ["reference"] + players + ["delta-e"]
        var rows = byFile.map { path, frames -> (String, Double, String) in
            let f = frames.first { $0.frame.reference == results.shown[path] } ?? frames[0]
            let fraction = (f.scores["spinnergen"] ?? nil)?.fraction ?? 0
            var cells = ""
            for key in shown {
                let image = "img/\(ConformanceRun.slug(path)).\(key).png"
                var caption = key == "delta-e" ? "spinnergen's ΔE (yellow to red: beyond 3)" : key
                if let s = f.scores[key] {
                    caption += s.map { String(format: " %.3f %@", $0.fraction, $0.passed ? "pass" : "FAIL") } ?? " (nothing drawn)"
                }
                let exists = FileManager.default.fileExists(atPath: galleryPath + "/" + image)
                cells += "<figure>" + (exists ? "<img src=\"\(image)\" alt=\"\(key)\">" : "<div class=\"none\">–</div>")
                    + "<figcaption>\(Self.escaped(caption))</figcaption></figure>"
            }
            let passed = tally(frames, "spinnergen")
            let row = "<section class=\"\(passed.passed == passed.total ? "pass" : "fail")\"><h2>\(Self.escaped(path))</h2>"
                + "<p>\(Self.escaped(f.frame.reference)): spinnergen passes "
                + (passed.passed == passed.total ? "all \(passed.total) frames</p>"
                    : "\(passed.passed) of \(passed.total) frames; cause: \(Self.escaped(cause(path)))</p>")
                + "<div class=\"row\">\(cells)</div></section>\n"
            return (path, fraction, row)
        }
        // Failing frames first: spinnergen's worst fraction ascending, then by path.
        rows.sort { ($0.1, $0.0) < ($1.1, $1.0) }
        return """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>spinnergen conformance gallery</title>
        <style>
        body { font: 14px/1.4 system-ui, sans-serif; margin: 1.5em; color: #222; }
        section { border-top: 1px solid #ddd; padding: 0.5em 0; }
        section.fail h2 { color: #b00; }
        h2 { font-size: 15px; margin: 0.3em 0; font-family: ui-monospace, monospace; }
        .row { display: flex; flex-wrap: wrap; gap: 10px; }
        figure { margin: 0; text-align: center; }
        img, .none { width: \(ConformanceRun.thumbnailSide)px; height: \(ConformanceRun.thumbnailSide)px; object-fit: contain;
          background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; border: 1px solid #ccc; }
        .none { display: flex; align-items: center; justify-content: center; color: #999; }
        figcaption { font-size: 12px; max-width: \(ConformanceRun.thumbnailSide)px; }
        </style></head><body>
        <h1>spinnergen conformance gallery</h1>
        <p>Per file of the shared Lottie corpus, the reference frame spinnergen does worst on, every player's frame at that
        moment and size (with its match fraction: pixels within ΔE 3 over white and over black; a frame passes at 0.985),
        and spinnergen's ΔE heat map (pale blue: differs within ΔE 3; yellow to red: beyond it). Failing files first.
        Thumbnails are shrunk to \(ConformanceRun.thumbnailSide) px; the heat map keeps its marks. See
        <a href="../conformance.md">conformance.md</a> for the figures.</p>

        """ + rows.map(\.2).joined() + "</body></html>\n"
    }

    static func escaped(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
