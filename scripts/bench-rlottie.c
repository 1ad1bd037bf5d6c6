/* Renders FRAMES frames of a Lottie file with rlottie at SIZE x SIZE (or WIDTHxHEIGHT), as a
 * 60 fps sequence from the start of the animation (looping), and writes each frame's raw pixels
 * to standard output: the rlottie rows of scripts/bench's callgrind table.
 *   cc -O2 scripts/bench-rlottie.c -lrlottie -o bench-rlottie
 *   bench-rlottie FILE.json SIZE|WIDTHxHEIGHT FRAMES > frames.raw
 * The pixels are rlottie's own (premultiplied ARGB32), written as they are. */
#include <rlottie_capi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    if (argc != 4) {
        fprintf(stderr, "usage: bench-rlottie FILE.json SIZE|WIDTHxHEIGHT FRAMES\n");
        return 64;
    }
    char *rest = NULL;
    size_t width = (size_t)strtoul(argv[2], &rest, 10), height = width, frames = (size_t)atol(argv[3]);
    if (rest && *rest == 'x') height = (size_t)strtoul(rest + 1, NULL, 10);
    Lottie_Animation *animation = lottie_animation_from_file(argv[1]);
    if (!animation || width == 0 || height == 0) {
        fprintf(stderr, "bench-rlottie: cannot read %s\n", argv[1]);
        return 65;
    }
    size_t total = lottie_animation_get_totalframe(animation);
    double rate = lottie_animation_get_framerate(animation);
    uint32_t *buffer = calloc(width * height, 4);
    if (!buffer || total == 0) return 70;
    for (size_t i = 0; i < frames; i++) {
        /* The Lottie frame shown at i/60 s. */
        size_t frame = (size_t)((double)i * rate / 60.0) % total;
        lottie_animation_render(animation, frame, buffer, width, height, width * 4);
        if (fwrite(buffer, 4, width * height, stdout) != width * height) return 74;
    }
    free(buffer);
    lottie_animation_destroy(animation);
    return 0;
}
