/* Renders FRAMES frames of a Lottie file with rlottie at SIZE x SIZE, as a 60 fps sequence from
 * the start of the animation (looping), and writes each frame's raw pixels to standard output:
 * the rlottie row of scripts/bench's callgrind table.
 *   cc -O2 scripts/bench-rlottie.c -lrlottie -o bench-rlottie
 *   bench-rlottie FILE.json SIZE FRAMES > frames.raw
 * The pixels are rlottie's own (premultiplied ARGB32), written as they are. */
#include <rlottie_capi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    if (argc != 4) {
        fprintf(stderr, "usage: bench-rlottie FILE.json SIZE FRAMES\n");
        return 64;
    }
    size_t size = (size_t)atol(argv[2]), frames = (size_t)atol(argv[3]);
    Lottie_Animation *animation = lottie_animation_from_file(argv[1]);
    if (!animation || size == 0) {
        fprintf(stderr, "bench-rlottie: cannot read %s\n", argv[1]);
        return 65;
    }
    size_t total = lottie_animation_get_totalframe(animation);
    double rate = lottie_animation_get_framerate(animation);
    uint32_t *buffer = calloc(size * size, 4);
    if (!buffer || total == 0) return 70;
    for (size_t i = 0; i < frames; i++) {
        /* The Lottie frame shown at i/60 s. */
        size_t frame = (size_t)((double)i * rate / 60.0) % total;
        lottie_animation_render(animation, frame, buffer, size, size, size * 4);
        if (fwrite(buffer, 4, size * size, stdout) != size * size) return 74;
    }
    free(buffer);
    lottie_animation_destroy(animation);
    return 0;
}
