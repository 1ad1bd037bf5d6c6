#!/usr/bin/env python3
"""Renders the frames of a conformance plan with the other Lottie players, for scripts/conformance.

    conformance-players.py PLAN.tsv CORPUS OUTDIR PLAYER...

PLAN.tsv (written by `LottieScore plan`) holds one row per reference frame:
    file (relative to CORPUS) <TAB> reference PNG name <TAB> frame (from the file's ip) <TAB> width
    <TAB> height <TAB> scale (pixels per composition unit)
Each PLAYER (thorvg, python-lottie, lottie-web) writes OUTDIR/PLAYER/<file's folder>/<reference name>
(an RGBA PNG of width x height, the composition at that scale from the top-left corner, as the
references are drawn; python-lottie's fitted and centred, which cairosvg leaves no other way to
ask for, a fraction of a pixel off where the size was rounded up), OUTDIR/PLAYER/errors.tsv (file,
what went wrong) for files it cannot play, and OUTDIR/PLAYER/timing.tsv (file, frames, seconds
spent drawing them, the reading of the file apart). A player that is not installed writes
OUTDIR/PLAYER/missing.txt saying why, and nothing else.

The players are the versions a user installs: ThorVG from PyPI's thorvg-python (its own
libthorvg), python-lottie from PyPI's lottie drawing through cairosvg, and lottie-web 5.7.5
(scripts/lottie-web) in Debian's headless Chromium with its SVG renderer. This harness is a test
aid, not part of spinnergen.
"""
import base64
import collections
import html
import json
import os
import struct
import subprocess
import sys
import tempfile
import time
import zlib


def png_bytes(width, height, rgba):
    """A straight-alpha RGBA PNG of `rgba` (width * height * 4 bytes, rows top to bottom)."""
    stride = width * 4
    raw = b"".join(b"\x00" + rgba[y * stride:(y + 1) * stride] for y in range(height))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 6)) + chunk(b"IEND", b""))


def write_atomically(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path + ".tmp", "wb") as f:
        f.write(data)
    os.replace(path + ".tmp", path)


def read_plan(path):
    """The plan's rows grouped by file, in order: {file: [(name, frame, width, height, scale)]}."""
    plan = collections.OrderedDict()
    with open(path, encoding="utf-8") as f:
        for line in f:
            file, name, frame, width, height, scale = line.rstrip("\n").split("\t")
            plan.setdefault(file, []).append((name, float(frame), int(width), int(height), float(scale)))
    return plan


# ThorVG: the software canvas, one engine for the run. Frames are numbered from the file's ip.
def thorvg_player():
    import thorvg_python as tvg
    engine = tvg.Engine(threads=0)

    def play(path, rows, out):
        timing = 0.0
        for name, frame, width, height, scale in rows:
            canvas = tvg.SwCanvas(engine)
            canvas.set_target(width, height, cs=tvg.Colorspace.ABGR8888S)
            animation = tvg.LottieAnimation(engine)
            picture = animation.get_picture()
            if picture.load(path) != tvg.Result.SUCCESS:
                raise RuntimeError("ThorVG cannot load it")
            _, w, h = picture.get_size()
            picture.set_size(w * scale, h * scale)
            canvas.add(picture)
            start = time.perf_counter()
            animation.set_frame(frame)
            canvas.update()
            canvas.draw(True)
            canvas.sync()
            timing += time.perf_counter() - start
            pixels = bytes(canvas.buffer_arr)
            # ABGR8888S words in memory order are R, G, B, A bytes, straight alpha.
            out(name, png_bytes(width, height, pixels))
            canvas.destroy()
        return timing

    return play


# python-lottie: its SVG export of the frame, drawn by cairosvg at the fitted size.
def python_lottie_player():
    import cairosvg
    from lottie.exporters.svg import export_svg
    from lottie.parsers.tgs import parse_tgs
    import io

    def play(path, rows, out):
        animation = parse_tgs(path)
        timing = 0.0
        for name, frame, width, height, _ in rows:
            start = time.perf_counter()
            svg = io.StringIO()
            export_svg(animation, svg, animation.in_point + frame)
            png = cairosvg.svg2png(bytestring=svg.getvalue().encode("utf-8"), output_width=width, output_height=height)
            timing += time.perf_counter() - start
            out(name, png)
        return timing

    return play


# lottie-web's SVG renderer in headless Chromium: the page seeks each frame, draws the SVG as the
# browser shows it into a canvas, and prints the PNGs into the DOM, which --dump-dom returns.
def lottie_web_player(script):
    chromium = next((c for c in ("chromium", "chromium-browser", "google-chrome") if shutil_which(c)), None)
    if not chromium:
        raise ImportError("chromium is not installed")
    if not os.path.exists(script):
        raise ImportError("lottie-web is not fetched (scripts/lottie-web)")

    def play(path, rows, out):
        with open(path, encoding="utf-8") as f:
            data = f.read().replace("</", "<\\/")
        folder = os.path.dirname(os.path.abspath(path))
        jobs = json.dumps([[name, frame, width, height, scale] for name, frame, width, height, scale in rows])
        page = f"""<!doctype html><html><head><meta charset="utf-8"><script src="file://{html.escape(script)}"></script></head>
<body style="margin:0"><div id="root"></div><pre id="frames"></pre><pre id="error"></pre><pre id="time"></pre>
<script>
const report = m => {{ document.getElementById('error').textContent += m + '\\n'; }};
window.onerror = report;
const data = {data};
const jobs = {jobs};
const root = document.getElementById('root');
let spent = 0;
async function frame(anim, f, W, H, S) {{
  const t0 = performance.now();
  anim.goToAndStop(f, true);
  const svg = root.querySelector('svg').cloneNode(true);
  svg.removeAttribute('style');
  svg.setAttribute('width', data.w * S); svg.setAttribute('height', data.h * S);
  const text = new XMLSerializer().serializeToString(svg);
  const img = new Image();
  await new Promise((resolve, reject) => {{
    img.onload = resolve; img.onerror = () => reject(new Error('the SVG of frame ' + f + ' did not load'));
    img.src = 'data:image/svg+xml;base64,' + btoa(unescape(encodeURIComponent(text)));
  }});
  const canvas = document.createElement('canvas'); canvas.width = W; canvas.height = H;
  canvas.getContext('2d').drawImage(img, 0, 0, data.w * S, data.h * S);
  spent += performance.now() - t0;
  return canvas.toDataURL('image/png');
}}
async function run() {{
  const out = [];
  for (const [name, f, W, H, S] of jobs) {{
    // The composition at scale S from the top-left: its own size times S, on a W x H canvas.
    root.innerHTML = ''; root.style.width = data.w * S + 'px'; root.style.height = data.h * S + 'px';
    const anim = lottie.loadAnimation({{container: root, renderer: 'svg', loop: false, autoplay: false,
      animationData: JSON.parse(JSON.stringify(data)), assetsPath: 'file://{html.escape(folder)}/',
      rendererSettings: {{preserveAspectRatio: 'xMinYMin meet'}}}});
    out.push(name + ' ' + (await frame(anim, f, W, H, S)).split(',')[1]);
    anim.destroy();
  }}
  document.getElementById('time').textContent = (spent / 1000).toString();
  document.getElementById('frames').textContent = out.join('\\n');
}}
setTimeout(() => run().catch(e => report(e)), 0);
</script></body></html>"""
        with tempfile.TemporaryDirectory() as tmp:
            page_path = os.path.join(tmp, "page.html")
            with open(page_path, "w", encoding="utf-8") as f:
                f.write(page)
            run = subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files",
                                  "--virtual-time-budget=60000", "--dump-dom", "file://" + page_path],
                                 capture_output=True, text=True, timeout=300)
        dom = run.stdout
        error = element(dom, "error")
        if error:
            raise RuntimeError("lottie-web: " + error.strip().splitlines()[0][:200])
        frames = element(dom, "frames")
        if not frames:
            raise RuntimeError("lottie-web drew no frames")
        for line in frames.splitlines():
            name, b64 = line.split(" ", 1)
            out(name, base64.b64decode(b64))
        return float(element(dom, "time") or 0)

    return play


def element(dom, ident):
    start = dom.find(f'id="{ident}">')
    if start < 0:
        return ""
    start = dom.index(">", start) + 1
    return html.unescape(dom[start:dom.index("</pre>", start)])


def shutil_which(name):
    import shutil
    return shutil.which(name)


def main():
    if len(sys.argv) < 5:
        sys.exit(__doc__)
    plan_path, corpus, outdir, players = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
    plan = read_plan(plan_path)
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    makers = {
        "thorvg": thorvg_player,
        "python-lottie": python_lottie_player,
        "lottie-web": lambda: lottie_web_player(os.path.join(root, ".build/lottie-web/lottie.js")),
    }
    for player in players:
        folder = os.path.join(outdir, player)
        os.makedirs(folder, exist_ok=True)
        try:
            play = makers[player]()
        except (ImportError, OSError) as e:
            write_atomically(os.path.join(folder, "missing.txt"), f"{player}: not installed ({e})\n".encode())
            print(f"conformance: {player} skipped: {e}", file=sys.stderr)
            continue
        errors, timings = [], []
        for file, rows in plan.items():
            sub = os.path.join(folder, os.path.dirname(file))
            def out(name, data, sub=sub):
                write_atomically(os.path.join(sub, name), data)
            try:
                seconds = play(os.path.join(corpus, file), rows, out)
                timings.append(f"{file}\t{len(rows)}\t{seconds:.6f}")
            except Exception as e:  # a player's failure on one file is a result, not the end of the run
                errors.append(f"{file}\t{type(e).__name__}: {str(e)[:200]}".replace("\n", " "))
        write_atomically(os.path.join(folder, "errors.tsv"), ("\n".join(errors) + "\n" if errors else "").encode())
        write_atomically(os.path.join(folder, "timing.tsv"), ("\n".join(timings) + "\n").encode())
        print(f"conformance: {player}: {len(plan) - len(errors)} of {len(plan)} files played", file=sys.stderr)


if __name__ == "__main__":
    main()
