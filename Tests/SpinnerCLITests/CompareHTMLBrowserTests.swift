import Foundation
import Testing
import SpinnerCore
import SpinnerEncode

/// The `compare --html` page opened in a real browser (headless Chromium): every failing frame's
/// images load, no script error occurs, the arrow keys move the selection, the slider moves its
/// line; the harness is shown to catch a broken image and a failing script; and a screenshot is
/// kept under `.build/test-artefacts/` for people to look at.
@Suite struct CompareHTMLBrowserTests {
    /// Installed at the top of the page under test, before any of its own scripts: records every
    /// error and failed resource, and once the page has loaded reports the images, the selection
    /// after →, → and ←, and the overlay after its slider moves, to the harness (its parent).
    static let probe = """
    <script>
    (function () {
      var errors = [], resources = [];
      window.addEventListener("error", function (e) {
        if (e.target && e.target !== window && e.target.tagName) { resources.push(e.target.tagName + " " + (e.target.getAttribute("data-role") || "")); }
        else { errors.push(String(e.message)); }
      }, true);
      window.addEventListener("unhandledrejection", function (e) { errors.push("rejection: " + String(e.reason)); });
      window.addEventListener("load", function () { setTimeout(function () {
        var v = { errors: errors, resources: resources, frames: [], selection: [] };
        try {
          var panels = Array.prototype.slice.call(document.querySelectorAll("section.frame"));
          function selected() { var c = document.querySelector("section.frame.current"); return c ? Number(c.getAttribute("data-frame")) : null; }
          panels.forEach(function (p) {
            var images = {};
            Array.prototype.forEach.call(p.querySelectorAll("img"), function (img) {
              images[img.getAttribute("data-role")] = [img.complete ? 1 : 0, img.naturalWidth, img.naturalHeight];
            });
            v.frames.push({ index: Number(p.getAttribute("data-frame")), images: images });
          });
          v.selection.push(selected());
          ["ArrowRight", "ArrowRight", "ArrowLeft"].forEach(function (key) {
            document.body.dispatchEvent(new KeyboardEvent("keydown", { key: key, bubbles: true, cancelable: true }));
            v.selection.push(selected());
          });
          v.focused = document.activeElement ? document.activeElement.id : null;
          var range = panels.length ? panels[0].querySelector("input[type=range]") : null;
          if (range) {
            range.value = "20";
            range.dispatchEvent(new Event("input"));
            v.clip = panels[0].querySelector("img.top").style.clipPath;
          }
        } catch (e) { v.probeError = String(e); }
        var text = JSON.stringify(v);
        if (parent !== window) { parent.postMessage({ name: document.documentElement.getAttribute("data-probe"), verdict: text }, "*"); }
      }, 0); });
    })();
    </script>
    """

    /// Three probed copies in frames; each posts its verdict, and the harness writes them all into
    /// `#verdicts` for `--dump-dom`. postMessage works between file: pages without any flag.
    static func harness(_ names: [String]) -> String {
        """
        <!DOCTYPE html><html><head><meta charset="utf-8"></head><body>
        <pre id="verdicts">{}</pre>
        <script>
        var verdicts = {};
        window.addEventListener("message", function (e) {
          verdicts[e.data.name] = JSON.parse(e.data.verdict);
          document.getElementById("verdicts").textContent = JSON.stringify(verdicts);
        });
        </script>
        \(names.map { "<iframe src=\"\($0).html\" width=\"1000\" height=\"800\"></iframe>" }.joined(separator: "\n"))
        </body></html>
        """
    }

    /// `page` with the probe first in its head, named `name`.
    static func probed(_ page: String, name: String) throws -> String {
        let head = try #require(page.range(of: "<head>"))
        return page.replacingCharacters(in: head, with: "<head>\n" + probe)
            .replacingOccurrences(of: "<html lang=\"en\">", with: "<html lang=\"en\" data-probe=\"\(name)\">")
    }

    struct Verdict: Decodable {
        struct Frame: Decodable {
            let index: Int
            let images: [String: [Int]]
        }
        let errors: [String]
        let resources: [String]
        let frames: [Frame]
        let selection: [Int?]
        let focused: String?
        let clip: String?
        let probeError: String?
    }

    @Test func theReportWorksInHeadlessChromium() throws {
        let chromium = try HeadlessChromium.find()
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try CompareHTMLCLITests.inputs(in: dir)
        let r = try CLIRunner.run(["compare", "a", "b", "--html", "report.html", "-q"], in: dir)
        #expect(r.status == 1, "\(r.stderr)")
        let page = try String(contentsOf: dir.appendingPathComponent("report.html"), encoding: .utf8)

        // The report as written; a copy whose first diff image is a cut-off PNG; a copy whose own
        // script throws part way. The harness must pass the first and catch the other two.
        let cut = try #require(page.range(of: "data-role=\"diff\" width=\"192\" height=\"192\" alt=\"diff frame 2\" src=\"data:image/png;base64,"))
        let brokenImage = page.replacingCharacters(in: cut.upperBound..<page.index(cut.upperBound, offsetBy: 40), with: "iVBORw0KGgoAAAANSUhEUgAA\" data-cut=\"")
        let brokenScript = page.replacingOccurrences(of: "frames.forEach(function (frame, i) {", with: "frames.forEach(function (frame, i) { frame.missing.call();")
        #expect(brokenScript != page)
        let copies = [("good", page), ("broken-image", brokenImage), ("broken-script", brokenScript)]
        for (name, text) in copies {
            try Data(try Self.probed(text, name: name).utf8).write(to: dir.appendingPathComponent(name + ".html"))
        }
        try Data(Self.harness(copies.map(\.0)).utf8).write(to: dir.appendingPathComponent("harness.html"))

        let run = try chromium.run(["--dump-dom"], url: dir.appendingPathComponent("harness.html"), in: dir)
        #expect(run.status == 0, "chromium: \(run.stderr.suffix(2000))")
        let json = try #require(HeadlessChromium.text(ofElement: "verdicts", in: run.stdout), "no verdicts in \(run.stdout.prefix(2000))")
        let verdicts = try JSONDecoder().decode([String: Verdict].self, from: Data(json.utf8))
        #expect(Set(verdicts.keys) == ["good", "broken-image", "broken-script"], "\(json)")

        // The report as written: no error, every image of every failing frame loaded at 48×48 px
        // (the overlay's two as well), the arrows step 2 → 4 → 2 and focus the frame, the slider
        // moves the overlay's edge.
        let good = try #require(verdicts["good"])
        #expect(good.errors.isEmpty && good.resources.isEmpty && good.probeError == nil, "\(json)")
        #expect(good.frames.map(\.index) == CompareHTMLCLITests.changed)
        for f in good.frames {
            #expect(Set(f.images.keys) == ["expected", "actual", "diff", "overlay-expected", "overlay-actual"], "\(f.index)")
            for (role, image) in f.images { #expect(image == [1, 48, 48], "frame \(f.index) \(role): \(image)") }
        }
        #expect(good.selection == [nil, 2, 4, 2])
        #expect(good.focused == "frame-2")
        #expect(good.clip == "inset(0px 0px 0px 20%)")

        // The negative cases: the check can fail.
        let brokenImageVerdict = try #require(verdicts["broken-image"])
        #expect(brokenImageVerdict.resources == ["IMG diff"], "\(json)")
        #expect(brokenImageVerdict.frames.first?.images["diff"] == [1, 0, 0])
        let brokenScriptVerdict = try #require(verdicts["broken-script"])
        #expect(brokenScriptVerdict.errors.contains { $0.contains("TypeError") }, "\(json)")

        // A screenshot of the report as a person opens it, kept for review.
        let artefacts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/test-artefacts")
        try FileManager.default.createDirectory(at: artefacts, withIntermediateDirectories: true)
        let shot = artefacts.appendingPathComponent("compare-html-report.png")
        try? FileManager.default.removeItem(at: shot)
        let screenshot = try chromium.run(["--hide-scrollbars", "--window-size=1100,1300", "--screenshot=\(shot.path)"],
                                          url: dir.appendingPathComponent("report.html"), in: dir)
        #expect(screenshot.status == 0, "chromium: \(screenshot.stderr.suffix(2000))")
        let image = try PNGCodec.decode(contentsOf: shot.path)
        #expect(image.width == 1100 && image.height == 1300)
        // The first failing frame's diff shows, scaled up: a block of at least 4×4 screen pixels
        // of the diff image's yellow or red somewhere on the page.
        #expect(Self.hasBlock(of: [PremultipliedRGBA8(r: 255, g: 215, b: 0, a: 255), PremultipliedRGBA8(r: 220, g: 0, b: 0, a: 255)], in: image))
    }

    /// True when some 4×4 block of `image` is all one of `colours`.
    static func hasBlock(of colours: [PremultipliedRGBA8], in image: PixelBuffer) -> Bool {
        for y in stride(from: 0, to: image.height - 4, by: 2) {
            for x in stride(from: 0, to: image.width - 4, by: 2) {
                let c = image[x, y]
                guard colours.contains(c) else { continue }
                if (0..<4).allSatisfy({ j in (0..<4).allSatisfy { i in image[x + i, y + j] == c } }) { return true }
            }
        }
        return false
    }
}
