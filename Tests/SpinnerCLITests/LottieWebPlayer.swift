import Foundation
import SpinnerCore
import SpinnerEncode

/// Plays a Lottie file in lottie-web 5.7.5 (the web's player, and the one lottie-ios and
/// lottie-android are written after) in headless Chromium, with its SVG or its canvas renderer.
/// `scripts/lottie-web` (run by `scripts/install-deps --for-tests`) fetches the script into
/// .build/lottie-web/lottie.js; without it the tests that need it fail saying so.
struct LottieWebPlayer {
    enum Renderer: String, CaseIterable, CustomStringConvertible, Sendable {
        case svg, canvas
        var description: String { "lottie-web \(rawValue)" }
    }

    let renderer: Renderer
    let script: URL
    let browser: HeadlessChromium

    static let scriptPath: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(".build/lottie-web/lottie.js")

    /// The player, or a failure naming how to install what is missing.
    static func find(_ renderer: Renderer) throws -> LottieWebPlayer {
        guard FileManager.default.fileExists(atPath: scriptPath.path) else { throw Missing() }
        return LottieWebPlayer(renderer: renderer, script: scriptPath, browser: try HeadlessChromium.find())
    }

    struct Missing: Error, CustomStringConvertible {
        var description: String { "lottie-web is not installed: run scripts/install-deps --for-tests (it runs scripts/lottie-web)" }
    }

    /// What went wrong inside the page: lottie-web threw, or an SVG frame did not load.
    struct PageError: Error, CustomStringConvertible {
        let description: String
    }

    /// Every frame of the composition (ip..<op) at `width` × `height` pixels, fitted as
    /// `xMidYMid meet`, as premultiplied RGBA. The canvas renderer draws into a canvas of that
    /// size; the SVG renderer's document is serialised at each frame and drawn into one through
    /// an image, as a browser shows it.
    func frames(json: Data, width: Int, height: Int, in dir: URL) throws -> [PixelBuffer] {
        // "</" cannot end the inline script early: JSON allows "<\/" for it.
        let data = String(decoding: json, as: UTF8.self).replacingOccurrences(of: "</", with: "<\\/")
        let page = """
        <!doctype html><html><head><meta charset="utf-8"><script src="\(script.absoluteString)"></script></head>
        <body style="margin:0"><div id="root" style="width:\(width)px;height:\(height)px"></div>
        <pre id="frames"></pre><pre id="error"></pre>
        <script>
        const report = m => { document.getElementById('error').textContent += m + '\\n'; };
        window.onerror = report;
        const W = \(width), H = \(height), renderer = '\(renderer.rawValue)';
        const data = \(data);
        const canvas = document.createElement('canvas');
        canvas.width = W; canvas.height = H;
        const ctx = canvas.getContext('2d');
        // The canvas renderer draws into the given context (no container); the SVG one builds
        // its <svg> in the container.
        const anim = renderer === 'canvas'
          ? lottie.loadAnimation({renderer, loop: false, autoplay: false, animationData: data,
              rendererSettings: {context: ctx, clearCanvas: true, preserveAspectRatio: 'xMidYMid meet'}})
          : lottie.loadAnimation({container: document.getElementById('root'), renderer, loop: false, autoplay: false,
              animationData: data, rendererSettings: {preserveAspectRatio: 'xMidYMid meet'}});
        function svgFrame(f) {
          return new Promise((resolve, reject) => {
            anim.goToAndStop(f, true);
            const svg = document.querySelector('#root svg').cloneNode(true);
            svg.removeAttribute('style');
            svg.setAttribute('width', W); svg.setAttribute('height', H);
            const text = new XMLSerializer().serializeToString(svg);
            const img = new Image();
            img.onload = () => { ctx.clearRect(0, 0, W, H); ctx.drawImage(img, 0, 0, W, H); resolve(canvas.toDataURL('image/png')); };
            img.onerror = () => reject(new Error('the SVG of frame ' + f + ' did not load'));
            img.src = 'data:image/svg+xml;base64,' + btoa(unescape(encodeURIComponent(text)));
          });
        }
        async function run() {
          const out = [];
          for (let f = 0; f < Math.round(data.op - data.ip); f++) {
            if (renderer === 'canvas') { anim.goToAndStop(f, true); out.push(canvas.toDataURL('image/png')); }
            else out.push(await svgFrame(f));
          }
          document.getElementById('frames').textContent = out.map(u => u.slice(u.indexOf(',') + 1)).join(' ');
        }
        // The canvas renderer draws nothing until its images have loaded (isLoaded); the SVG
        // one is loaded at once. A file that never loads is reported, not waited on forever.
        let waited = 0;
        function start() {
          if (anim.isLoaded) run().catch(e => report(e));
          else if (++waited > 500) report('lottie-web did not load the animation');
          else setTimeout(start, 10);
        }
        setTimeout(start, 0);
        </script></body></html>
        """
        let url = dir.appendingPathComponent("lottie-web-\(renderer.rawValue).html")
        try Data(page.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let run = try browser.run(["--allow-file-access-from-files", "--dump-dom"], url: url, in: dir)
        if let error = HeadlessChromium.text(ofElement: "error", in: run.stdout), !error.isEmpty {
            throw PageError(description: "\(renderer): \(error.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        guard let text = HeadlessChromium.text(ofElement: "frames", in: run.stdout), !text.isEmpty else {
            throw PageError(description: "\(renderer) drew no frames (status \(run.status)): \(run.stderr.suffix(300))")
        }
        return try text.split(separator: " ").map { base64 in
            guard let png = Data(base64Encoded: String(base64)) else { throw PageError(description: "\(renderer): a frame is not base64") }
            return try PNGCodec.decode([UInt8](png))
        }
    }
}
