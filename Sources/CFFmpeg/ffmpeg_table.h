#ifndef SPINNERGEN_FFMPEG_TABLE_H
#define SPINNERGEN_FFMPEG_TABLE_H
// The resolved FFmpeg functions, shared by the loader (which fills them) and the forwarders
// (which call them). Private to this target.
#include "CFFmpeg.h"
#include "ffmpeg_functions.h"

/// FFmpeg's libraries in the order they are opened: each one's dependencies come before it, so
/// with `SPINNERGEN_FFMPEG_DIR` the later ones find the earlier ones already loaded by soname.
enum spinner_ffmpeg_library { AVUTIL, SWSCALE, AVCODEC, AVFORMAT, SPINNER_FFMPEG_LIBRARY_COUNT };

#define SPINNER_FFMPEG_POINTER(library, type, name, ...) __typeof__(&name) name;
#define SPINNER_FFMPEG_VOID_POINTER(library, name, ...) __typeof__(&name) name;

/// One pointer per listed function, with the function's own type, named as the function.
struct spinner_ffmpeg_table {
    SPINNER_FFMPEG_FUNCTIONS(SPINNER_FFMPEG_POINTER, SPINNER_FFMPEG_VOID_POINTER)
};

/// All null until `spinner_ffmpeg_load` succeeds; never changed after.
extern struct spinner_ffmpeg_table spinner_ffmpeg_table __attribute__((visibility("hidden")));
#endif
