import SpinnerCore

/// The page `compare --html` writes: one self-contained HTML file (the frames embedded as
/// `data:` PNGs, the style and script inline, nothing fetched) with a summary of the comparison,
/// a legend of the diff image's colours, and a panel per failing frame kept by the gallery:
/// expected, actual and difference side by side, its numbers, and a slider between expected and
/// actual. The same comparison gives the same bytes.
public struct CompareHTMLReport {
    public let comparison: SequenceComparison
    /// The two inputs as given on the command line.
    public let expected: String
    public let actual: String
    /// The failing frames kept for the page.
    public let gallery: FailingFrameGallery
    /// The gallery's frames in frame order, and their indices.
    public let exhibits: [FailingFrameGallery.Exhibit]
    public let shown: Set<Int>

    /// The page for `comparison` of `expected` against `actual` (as given on the command line),
    /// showing the frames `gallery` kept.
    public init(_ comparison: SequenceComparison, expected: String, actual: String, gallery: FailingFrameGallery) {
        self.comparison = comparison
        self.expected = expected
        self.actual = actual
        self.gallery = gallery
        exhibits = gallery.exhibits
        shown = Set(exhibits.map(\.comparison.index))
    }

    /// The smallest size, in CSS pixels, a frame's longer side is shown at: small frames are
    /// scaled up by a whole factor so every source pixel stays a crisp square.
    public static let minimumShownSide = 192

    /// The whole document, UTF-8.
    public var bytes: [UInt8] { Array(document.utf8) }

    /// The whole document as text.
    public var document: String {
        let failed = comparison.failedFrames.count, n = comparison.frames.count
        let title = failed == 0 ? "PASS: \(n) frame\(n == 1 ? "" : "s") within tolerance"
            : "FAIL: \(failed) of \(n) frame\(n == 1 ? "" : "s") beyond tolerance"
        var html = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>spinnergen compare: \(HTMLText.escaped(title))</title>
        <style>\(Self.style)</style>
        </head>
        <body>
        <header class="\(failed == 0 ? "pass" : "fail")">
        <h1>\(HTMLText.escaped(title))</h1>
        \(summary)
        </header>

        """
        if exhibits.isEmpty {
            html += "<main>\n<p class=\"none\">No frame is beyond tolerance: there is nothing to show.</p>\n</main>\n"
        } else {
            html += legend
            html += "<p class=\"keys\"><kbd>←</kbd> <kbd>→</kbd> step through the failing frames "
                + "(<span id=\"position\">none selected</span>); on a slider, <kbd>↑</kbd> <kbd>↓</kbd> move it.</p>\n"
            html += "<main>\n"
            for exhibit in exhibits { html += panel(exhibit) }
            html += "</main>\n<script>\(Self.script)</script>\n"
        }
        return html + "</body>\n</html>\n"
    }

    // MARK: - Summary

    var summary: String {
        let c = comparison, t = c.tolerance
        var rows: [(String, String)] = [
            ("expected", "<code>\(HTMLText.escaped(expected))</code>"),
            ("actual", "<code>\(HTMLText.escaped(actual))</code>"),
            ("tolerance", (t.maxDeltaE.map {
                "<code>--max-delta-e \(DecimalText.shortest($0))</code>: a pixel matches when its colour difference (CIE76 ΔE*ab) "
                    + "over white and over black is at most this; "
            } ?? "<code>--max-delta \(t.maxDelta)</code> levels a channel may differ by and still match; ")
                + "<code>--max-mismatch \(DecimalText.shortest(t.maxMismatch))</code> of a frame's pixels allowed beyond it; "
                + "<code>--min-psnr</code> \(t.minPSNR.map { DecimalText.shortest($0) + " dB" } ?? "not checked"); "
                + "<code>--min-ssim</code> \(t.minSSIM.map { DecimalText.shortest($0) } ?? "not checked")"),
            ("matte", c.matte.map { "both sides composited over <code>\(Matte.hex($0))</code> before comparing" }
                ?? "none: compared as decoded"),
            ("frames compared", "\(c.frames.count)"),
            ("frames failing", failingList),
        ]
        if let worst = c.worstFirst.first, worst.difference.maxDelta > 0 {
            rows.append(("worst frame", link(worst.index)))
            rows.append(("largest difference", extreme(\.maxDelta, largest: true) { Self.levels($0.maxDelta) }))
            if t.maxDeltaE != nil {
                rows.append(("largest ΔE", extreme(\.maxDeltaE!, largest: true) { DecimalText.fixed($0.maxDeltaE ?? 0, decimals: 2) }))
            }
            rows.append(("most pixels beyond tolerance", extreme(\.mismatchedPixels, largest: true) {
                "\($0.mismatchedPixels) px (\(DecimalText.fixed(100 * $0.mismatchFraction, decimals: 3))%)"
            }))
            rows.append(("lowest PSNR", extreme(\.psnr, largest: false) { DifferenceText.psnr($0.psnr) }))
            rows.append(("lowest SSIM", extreme(\.ssim, largest: false) { DecimalText.fixed($0.ssim, decimals: 4) }))
        }
        return "<table class=\"summary\">\n"
            + rows.map { "<tr><th>\($0.0)</th><td>\($0.1)</td></tr>\n" }.joined() + "</table>"
    }

    /// The failing frames, each a link to its panel; beyond the gallery's limit, a count.
    var failingList: String {
        let failed = comparison.failedFrames
        guard !failed.isEmpty else { return "none" }
        var s = "\(failed.count): " + exhibits.map(\.comparison.index).map { link($0, text: "\($0)") }.joined(separator: ", ")
        let more = failed.count - shown.count
        if more > 0 {
            s += " <span class=\"more\">and \(more) more, not shown here: the report embeds the \(gallery.limit) worst; "
                + "<code>--report</code> lists every frame</span>"
        }
        return s
    }

    /// The first frame (in frame order) with the largest or smallest value of a metric.
    func extreme<V: Comparable>(_ key: KeyPath<FrameDifference, V>, largest: Bool,
                                _ text: (FrameDifference) -> String) -> String {
        let frames = comparison.frames
        guard var best = frames.first else { return "" }
        for f in frames.dropFirst() {
            let v = f.difference[keyPath: key], b = best.difference[keyPath: key]
            if largest ? v > b : v < b { best = f }
        }
        return text(best.difference) + " at " + link(best.index)
    }

    /// `frame 7`, linked to its panel when the report shows it.
    func link(_ index: Int, text: String? = nil) -> String {
        let label = text ?? "frame \(index)"
        guard shown.contains(index) else { return label }
        return "<a href=\"#frame-\(index)\">\(label)</a>"
    }

    /// `1 level`, `40 levels`.
    static func levels(_ n: Int) -> String { "\(n) level\(n == 1 ? "" : "s")" }

    // MARK: - Legend

    /// What each colour of the diff image means, from `DiffImage`'s own constants and this run's
    /// pixel test (`--max-delta`, or `--max-delta-e`: the picture is then a ΔE heat map).
    var legend: String {
        func css(_ c: PremultipliedRGBA8) -> String { "rgb(\(c.r), \(c.g), \(c.b))" }
        let grey = "background: linear-gradient(90deg, rgb(178, 178, 178), #fff)"
        // The pairs were composited over the matte before the diff image drew them, so where a
        // matte was used the frame shows over it (DiffImage's white is then under opaque pixels).
        let under = comparison.matte.map { "the matte <code>\(Matte.hex($0))</code>" } ?? "white"
        var items = [
            ("\(grey)", "no difference: the actual frame over \(under), greyed to \(Int(DiffImage.contrast * 100))% contrast"),
        ]
        // The same four steps for either pixel test, in its own words: within it (pale blue),
        // just beyond it (yellow), growing (yellow to red), and the full scale (red).
        let measure: String, within: String?, beyond: String, growing: String, full: String
        if let e = comparison.tolerance.maxDeltaE {
            let flag = "<code>--max-delta-e</code>", limit = DecimalText.shortest(e)
            measure = "colour difference, CIE76 ΔE*ab of its composites over white and over black (the larger)"
            within = "differs, by at most ΔE \(limit): within \(flag)"
            beyond = "just beyond ΔE \(limit)"
            growing = "shading to red as ΔE grows"
            full = "ΔE \(DecimalText.shortest(e + DiffImage.fullScaleDeltaE)) or more (\(DecimalText.shortest(DiffImage.fullScaleDeltaE)) past \(flag))"
        } else {
            let d = comparison.tolerance.maxDelta
            measure = "largest difference in any compared channel"
            within = d > 0 ? "differs by 1 to \(Self.levels(d)): within <code>--max-delta</code>" : nil
            beyond = "differs by \(Self.levels(d + 1)): just beyond <code>--max-delta</code>"
            growing = "shading to red as the difference grows"
            full = "differs by \(Self.levels(d + DiffImage.fullScale)) or more (\(DiffImage.fullScale) past <code>--max-delta</code>)"
        }
        if let within { items.append(("background: \(css(DiffImage.faint))", within)) }
        items.append(("background: \(css(DiffImage.small))", beyond))
        items.append(("background: linear-gradient(90deg, \(css(DiffImage.small)), \(css(DiffImage.large)))", growing))
        items.append(("background: \(css(DiffImage.large))", full))
        return "<section class=\"legend\">\n<h2>Difference image</h2>\n<p>Each pixel's \(measure) "
            + "(8-bit premultiplied values\(comparison.matte == nil ? "" : ", after the matte")):</p>\n<ul>\n"
            + items.map { "<li><span class=\"swatch\" style=\"\($0.0)\"></span>\($0.1)</li>\n" }.joined()
            + "</ul>\n</section>\n"
    }
}
