// memalign that hands out zeroed memory, for libx264.
//
// x264 (Debian 12's r3095) reads bytes of its own buffers that it never wrote when
// macroblock-tree rate control meets B-frames: the same frames gave different H.264 whenever
// those buffers held something other than zeros. A fresh process's heap is zeros, so an MP4
// written alone came out the same every run; next to a WebP, whose encoder's frees leave bytes
// in memory x264 is handed later, it differed from run to run (glibc's MALLOC_PERTURB_ shows
// it at will: every value gave other bytes). x264 allocates through memalign (x264_malloc), so
// this definition, exported from the executable (Package.swift), is found before libc's by
// libx264 when libavcodec loads it, and the bitstream depends on the frames alone: the same
// bytes as a fresh heap gives. Nothing else here calls memalign; posix_memalign and
// aligned_alloc (FFmpeg's av_malloc, Swift) stay libc's.
//
// It replaces a libc function for the whole process, so only executables link it (spinnergen,
// SpinnerBench and the test bundle, each exporting it with --export-dynamic-symbol): an app
// that depends on the libraries keeps its own memalign.
#include "CX264Heap.h"
#include <stdlib.h>
#include <string.h>


void *memalign(size_t alignment, size_t size) {
    // memalign takes any alignment and rounds it up; posix_memalign wants a power of two that is
    // a multiple of the pointer size.
    size_t a = sizeof(void *);
    while (a < alignment) {
        if (a > (size_t)-1 / 2) return NULL;
        a *= 2;
    }
    void *p = NULL;
    if (posix_memalign(&p, a, size) != 0) return NULL;
    memset(p, 0, size);
    return p;
}

const void *spinner_x264_heap_memalign(void) { return (const void *)memalign; }
