#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension CompareHTMLReport {
    /// The whole factor a frame is shown at: its longer side at least `minimumShownSide` CSS
    /// pixels (a 48 px frame at 4×, 192 px). The browser scales the embedded native-size PNGs
    /// with `image-rendering: pixelated`, so each source pixel is a crisp square, and the report
    /// holds the very bytes of the diff folder, not images 16 times their size.
    public static func scale(width: Int, height: Int) -> Int {
        let side = max(width, height, 1)
        return max(1, (minimumShownSide + side - 1) / side)
    }

    /// One failing frame: its numbers, then expected, actual, difference and the overlay slider.
    /// The overlay's images take their sources from the first two by script, so each PNG is
    /// embedded once.
    func panel(_ e: FailingFrameGallery.Exhibit) -> String {
        let i = e.comparison.index, s = Self.scale(width: e.width, height: e.height)
        let size = "width=\"\(e.width * s)\" height=\"\(e.height * s)\""
        func figure(_ role: String, _ png: [UInt8], _ caption: String) -> String {
            "<figure><div class=\"checker\"><img data-role=\"\(role)\" \(size) alt=\"\(role) frame \(i)\" "
                + "src=\"data:image/png;base64,\(Data(png).base64EncodedString())\"></div>"
                + "<figcaption>\(caption)</figcaption></figure>\n"
        }
        let scaleNote = s > 1 ? ", shown at \(s)×" : ""
        return "<section class=\"frame\" id=\"frame-\(i)\" data-frame=\"\(i)\" tabindex=\"-1\">\n"
            + "<h2>frame \(i) <span class=\"size\">\(e.width)×\(e.height) px\(scaleNote)</span></h2>\n"
            + "<p class=\"metrics\">\(HTMLText.escaped(DifferenceText.metrics(e.comparison.difference)))</p>\n"
            + "<p class=\"failures\">FAIL: \(HTMLText.escaped(e.comparison.failures.joined(separator: "; ")))</p>\n"
            + "<div class=\"images\">\n"
            + figure("expected", e.expected, "expected")
            + figure("actual", e.actual, "actual")
            + figure("diff", e.diff, "difference")
            + "<figure class=\"overlay\"><div class=\"checker stack\">"
            + "<img data-role=\"overlay-expected\" \(size) alt=\"expected frame \(i), left of the line\">"
            + "<img data-role=\"overlay-actual\" class=\"top\" \(size) alt=\"actual frame \(i), right of the line\">"
            + "<div class=\"divider\"></div></div>\n"
            + "<input type=\"range\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"expected and actual of frame \(i): slide\">"
            + "<figcaption>expected ◂ line ▸ actual</figcaption></figure>\n"
            + "</div>\n</section>\n"
    }
}
