#!/usr/bin/env python3
"""Renders FRAMES frames of a Lottie file with ThorVG (PyPI thorvg-python, its own libthorvg) at
WIDTHxHEIGHT, as a 60 fps sequence from the start of the animation (looping), one thread: the
ThorVG rows of scripts/bench. Run under callgrind with --toggle-collect on ThorVG's per-frame
calls (tvg_animation_set_frame, tvg_canvas_update, tvg_canvas_draw, tvg_canvas_sync), only
ThorVG's own instructions for the frames are counted, not Python's.
    bench-thorvg.py FILE.json WIDTHxHEIGHT FRAMES
"""
import sys

import thorvg_python as tvg


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    path, size, frames = sys.argv[1], sys.argv[2], int(sys.argv[3])
    width, height = (int(v) for v in size.split("x"))
    engine = tvg.Engine(threads=0)
    canvas = tvg.SwCanvas(engine)
    canvas.set_target(width, height, cs=tvg.Colorspace.ABGR8888)
    animation = tvg.LottieAnimation(engine)
    picture = animation.get_picture()
    if picture.load(path) != tvg.Result.SUCCESS:
        sys.exit(f"bench-thorvg: cannot read {path}")
    _, w, h = picture.get_size()
    s = min(width / w, height / h)
    picture.set_size(w * s, h * s)
    canvas.add(picture)
    _, total = animation.get_total_frame()
    _, duration = animation.get_duration()
    rate = total / duration
    for i in range(frames):
        # The Lottie frame shown at i/60 s, as bench-rlottie picks it.
        animation.set_frame(float(int(i * rate / 60) % int(total)))
        canvas.update()
        canvas.draw(True)
        canvas.sync()


if __name__ == "__main__":
    main()
