extension CompareHTMLReport {
    /// The page's style, inline: nothing is fetched. Frames sit on a checkerboard so transparency
    /// shows; `image-rendering` keeps scaled pixels square (`crisp-edges` for Firefox).
    static let style = """

    body { font: 14px/1.45 system-ui, sans-serif; margin: 0 1.5em 3em; color: #202124; background: #fff; }
    h1 { font-size: 1.4em; margin: 0.8em 0 0.4em; }
    header.pass h1 { color: #137333; }
    header.fail h1 { color: #c5221f; }
    h2 { font-size: 1.1em; margin: 0 0 0.3em; }
    h2 .size { font-weight: normal; font-size: 0.85em; color: #5f6368; margin-left: 0.5em; }
    code, kbd { font: 0.95em ui-monospace, monospace; }
    kbd { border: 1px solid #bbb; border-radius: 3px; padding: 0 0.3em; background: #f6f6f6; }
    table.summary { border-collapse: collapse; }
    table.summary th { text-align: left; font-weight: 600; padding: 0.15em 1.2em 0.15em 0; vertical-align: top; white-space: nowrap; }
    table.summary td { padding: 0.15em 0; }
    .more { color: #5f6368; }
    .legend ul { list-style: none; padding: 0; margin: 0.3em 0; display: flex; flex-wrap: wrap; gap: 0.4em 1.6em; }
    .legend p { margin: 0.2em 0; }
    .swatch { display: inline-block; width: 2.4em; height: 1em; vertical-align: -0.15em; margin-right: 0.4em; border: 1px solid #999; }
    .legend { margin: 1.2em 0 0.6em; }
    .keys { color: #5f6368; }
    .none { font-size: 1.1em; }
    section.frame { margin: 1em 0; padding: 0.8em 1em; border: 1px solid #dadce0; border-radius: 6px; scroll-margin-top: 0.5em; }
    section.frame.current { border-color: #1a73e8; box-shadow: 0 0 0 3px #1a73e8; }
    section.frame:focus { outline: none; }
    .metrics, .failures { margin: 0.1em 0; font-family: ui-monospace, monospace; font-size: 0.9em; }
    .failures { color: #c5221f; }
    .images { display: flex; flex-wrap: wrap; gap: 1em; margin-top: 0.6em; align-items: flex-start; }
    figure { margin: 0; max-width: 100%; }
    figcaption { color: #5f6368; font-size: 0.9em; margin-top: 0.2em; }
    .checker { display: inline-block; line-height: 0; max-width: 100%; outline: 1px solid #dadce0; background-color: #fff;
      background-image: conic-gradient(#d0d0d0 25%, #fff 0 50%, #d0d0d0 0 75%, #fff 0); background-size: 16px 16px; }
    img { image-rendering: crisp-edges; image-rendering: pixelated; max-width: 100%; height: auto; display: block; }
    .overlay { display: none; }
    .js .overlay { display: block; }
    .stack { position: relative; }
    .stack img.top { position: absolute; left: 0; top: 0; width: 100%; height: 100%; clip-path: inset(0 0 0 50%); }
    .divider { position: absolute; top: 0; bottom: 0; left: 50%; width: 0; border-left: 1px solid #1a73e8; }
    .overlay input { display: block; width: 100%; margin: 0.3em 0 0; }

    """

    /// The page's script, inline. Left and right arrows select the next or previous failing
    /// frame (outlined, focused, scrolled to); even on a slider, whose up and down arrows still
    /// move it. Each overlay shows the panel's expected frame left of its line and the actual
    /// right of it.
    static let script = """

    (function () {
      "use strict";
      document.documentElement.classList.add("js");
      var frames = Array.prototype.slice.call(document.querySelectorAll("section.frame"));
      var position = document.getElementById("position");
      var current = -1;
      function mark(i) {
        if (current >= 0) {
          frames[current].classList.remove("current");
          frames[current].removeAttribute("aria-current");
        }
        current = i;
        frames[i].classList.add("current");
        frames[i].setAttribute("aria-current", "true");
        position.textContent = "frame " + frames[i].getAttribute("data-frame") + ", " + (i + 1) + " of " + frames.length;
      }
      function select(i) {
        mark(i);
        frames[i].focus({ preventScroll: true });
        frames[i].scrollIntoView({ block: "start" });
      }
      document.addEventListener("keydown", function (event) {
        if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) { return; }
        var step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
        if (step === 0 || frames.length === 0) { return; }
        event.preventDefault();
        var next = current < 0 ? (step > 0 ? 0 : frames.length - 1) : current + step;
        select(Math.max(0, Math.min(frames.length - 1, next)));
      });
      frames.forEach(function (frame, i) {
        frame.addEventListener("click", function () { if (current !== i) { mark(i); } });
        var top = frame.querySelector("img[data-role=overlay-actual]");
        var divider = frame.querySelector(".divider");
        var range = frame.querySelector("input[type=range]");
        frame.querySelector("img[data-role=overlay-expected]").src = frame.querySelector("img[data-role=expected]").src;
        top.src = frame.querySelector("img[data-role=actual]").src;
        function reveal() {
          top.style.clipPath = "inset(0 0 0 " + range.value + "%)";
          divider.style.left = range.value + "%";
        }
        range.addEventListener("input", reveal);
        reveal();
      });
      // A link from the summary (or an address ending in #frame-N) selects its frame.
      function follow() {
        var i = frames.indexOf(document.getElementById(decodeURIComponent(location.hash.slice(1))));
        if (i >= 0) { mark(i); }
      }
      window.addEventListener("hashchange", follow);
      follow();
    })();

    """
}
