import Foundation
import Testing
import SpinnerCore
import SpinnerEncode
@testable import SpinnerGolden

/// `compare --html`'s parts in memory: the gallery of worst failing frames, the page's text, the
/// scale rule and HTML escaping.
@Suite struct CompareHTMLReportTests {
    /// Frame k of `actual` has k pixels changed (by `levels` in red) from the white `expected` frame.
    static func pairs(_ count: Int, levels: UInt8 = 1, width: Int = 6, height: Int = 4) -> (expected: [PixelBuffer], actual: [PixelBuffer]) {
        let white = PixelBuffer(width: width, height: height, fill: PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))
        let actual = (0..<count).map { k in
            var f = white
            for p in 0..<k { f[p % width, p / width] = PremultipliedRGBA8(r: 255 - levels, g: 255, b: 255, a: 255) }
            return f
        }
        return (Array(repeating: white, count: count), actual)
    }

    /// Streams the pairs through the gallery as `compare` does, returning both.
    static func run(_ count: Int, limit: Int, levels: UInt8 = 1, tolerance: CompareTolerance = .exact)
        throws -> (SequenceComparison, FailingFrameGallery, [PixelBuffer]) {
        let (e, a) = pairs(count, levels: levels)
        var stream = try StreamingComparison(expected: ArrayFrameReader(e), actual: ArrayFrameReader(a), tolerance: tolerance)
        var gallery = FailingFrameGallery(limit: limit)
        while let pair = try stream.next() {
            if gallery.wants(pair.comparison) {
                try gallery.add(pair, diff: try #require(try DiffPNG.encode(pair, tolerance: tolerance)))
            }
        }
        return (stream.result, gallery, a)
    }

    @Test func theGalleryKeepsTheWorstFramesInFrameOrder() throws {
        let (comparison, gallery, actual) = try Self.run(9, limit: 3)
        // Frames 1...8 fail (frame 0 is identical); more changed pixels is worse.
        #expect(comparison.failedFrames.map(\.index) == Array(1...8))
        let worst = comparison.worstFirst.prefix(3).map(\.index).sorted()
        #expect(gallery.exhibits.map(\.comparison.index) == worst)
        #expect(worst == [6, 7, 8])
        // Each exhibit holds its frames' PNGs: they decode to the frames compared.
        for x in gallery.exhibits {
            #expect(try PNGCodec.decode(x.actual) == actual[x.comparison.index])
            #expect(try PNGCodec.decode(x.expected) == Self.pairs(1).expected[0])
            // One level past --max-delta 0: the diff's yellow, where the pixels changed.
            let diff = try PNGCodec.decode(x.diff)
            #expect(diff.width == 6 && diff.height == 4 && diff[0, 0] == DiffImage.small)
        }
        // A passing frame is never wanted, nor a failing one less bad than all kept.
        #expect(!gallery.wants(comparison.frames[0]))
        #expect(!gallery.wants(comparison.frames[2]))
        #expect(FailingFrameGallery(limit: 0).wants(comparison.frames[8]) == false)
    }

    @Test func thePageSaysHowManyFailingFramesItLeavesOut() throws {
        let (comparison, gallery, _) = try Self.run(5, limit: 2)
        let page = CompareHTMLReport(comparison, expected: "golden/<a>.png", actual: "out&.mp4", gallery: gallery).document
        #expect(page.components(separatedBy: "<section class=\"frame\"").count - 1 == 2)
        #expect(page.contains("id=\"frame-3\"") && page.contains("id=\"frame-4\"") && !page.contains("id=\"frame-1\""))
        #expect(page.contains("and 2 more, not shown here: the report embeds the 2 worst"))
        // Paths are escaped, never markup.
        #expect(page.contains("<code>golden/&lt;a&gt;.png</code>") && page.contains("<code>out&amp;.mp4</code>"))
        #expect(page.contains("<title>spinnergen compare: FAIL: 4 of 5 frames beyond tolerance</title>"))
        // The worst metrics name their frame, linked to its panel.
        #expect(page.contains("<tr><th>worst frame</th><td><a href=\"#frame-4\">frame 4</a></td></tr>"))
        // Every frame differs by one level: the first such frame is named, unlinked as it is not shown.
        #expect(page.contains("<tr><th>largest difference</th><td>1 level at frame 1</td></tr>"))
        #expect(page.contains("<tr><th>most pixels beyond tolerance</th><td>4 px (16.667%) at <a href=\"#frame-4\">frame 4</a>"))
        // Frame 1 is not shown: the list names it without a link.
        #expect(page.contains("4: <a href=\"#frame-3\">3</a>, <a href=\"#frame-4\">4</a> <span class=\"more\">"))
    }

    @Test func aPassingComparisonShowsNoPanels() throws {
        let (comparison, gallery, _) = try Self.run(3, limit: 10, tolerance: CompareTolerance(maxDelta: 255))
        #expect(comparison.passed)
        let page = CompareHTMLReport(comparison, expected: "a", actual: "b", gallery: gallery).document
        #expect(page.contains("<h1>PASS: 3 frames within tolerance</h1>"))
        #expect(page.contains("No frame is beyond tolerance"))
        #expect(!page.contains("<section class=\"frame\"") && !page.contains("<script") && !page.contains("<img"))
        #expect(page.contains("<tr><th>frames failing</th><td>none</td></tr>"))
    }

    @Test func theLegendNamesTheDiffImagesColoursAtThisTolerance() throws {
        for maxDelta in [0, 3] {
            let (comparison, gallery, _) = try Self.run(3, limit: 10, levels: 40, tolerance: CompareTolerance(maxDelta: maxDelta))
            let page = CompareHTMLReport(comparison, expected: "a", actual: "b", gallery: gallery).document
            func rgb(_ c: PremultipliedRGBA8) -> String { "rgb(\(c.r), \(c.g), \(c.b))" }
            #expect(page.contains("style=\"background: \(rgb(DiffImage.small))\"></span>differs by \(maxDelta + 1) level\(maxDelta == 0 ? "" : "s"): just beyond"))
            #expect(page.contains("style=\"background: \(rgb(DiffImage.large))\"></span>differs by \(maxDelta + DiffImage.fullScale) levels or more"))
            // The pale blue of absorbed noise is named only when a tolerance absorbs some.
            #expect(page.contains(rgb(DiffImage.faint)) == (maxDelta > 0))
        }
    }

    @Test(arguments: [(48, 48), (24, 24), (100, 100), (200, 200), (320, 2), (2, 320), (1, 1), (1920, 1080), (191, 10)])
    func smallFramesAreScaledByAWholeFactorToTheMinimumSide(_ width: Int, _ height: Int) {
        let s = CompareHTMLReport.scale(width: width, height: height)
        let side = max(width, height), minimum = CompareHTMLReport.minimumShownSide
        #expect(s >= 1 && s * side >= minimum || s == 1 && side >= minimum)
        // The smallest such factor: one less would fall short.
        #expect(s == 1 || (s - 1) * side < minimum)
    }

    @Test func htmlTextCannotOpenATagOrEndAnAttribute() {
        #expect(HTMLText.escaped("a<b>&\"c\"'d'") == "a&lt;b&gt;&amp;&quot;c&quot;&#39;d&#39;")
        #expect(HTMLText.escaped("tab\tline\nbell\u{07}") == "tab\tline\nbell\u{FFFD}")
        #expect(HTMLText.escaped("frames/%04d.png é") == "frames/%04d.png é")
    }
}
