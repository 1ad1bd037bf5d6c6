// FFmpeg's functions under their own names, each calling the real one opened by the loader.
// Swift calls these as if FFmpeg were linked. Before the libraries are open a forwarder opens
// them; if that fails it returns what FFmpeg returns on failure (NULL or a negative code), so a
// caller that skipped `spinner_ffmpeg_load` gets an error, not a crash.
//
// Included once, by ffmpeg_loader.c: the target is one translation unit because valgrind 3.19
// (Debian 12's) cannot read the DWARF 5 that clang writes for two C units in one binary, and the
// instruction counts of issue 18 (callgrind) run the binary under it.
#include "ffmpeg_table.h"

#define UNAVAILABLE spinner_averror_unavailable()

// Hidden: were the executable to export these names, FFmpeg's libraries would bind their own
// calls (libavcodec calling av_frame_alloc) to the forwarders instead of to each other.
#pragma GCC visibility push(hidden)

#define SPINNER_FFMPEG_FORWARD(library, type, name, parameters, arguments, unloaded) \
    type name parameters { \
        if (spinner_ffmpeg_load() != 0) return unloaded; \
        return spinner_ffmpeg_table.name arguments; \
    }
#define SPINNER_FFMPEG_FORWARD_VOID(library, name, parameters, arguments) \
    void name parameters { \
        if (spinner_ffmpeg_load() == 0) spinner_ffmpeg_table.name arguments; \
    }

SPINNER_FFMPEG_FUNCTIONS(SPINNER_FFMPEG_FORWARD, SPINNER_FFMPEG_FORWARD_VOID)

#pragma GCC visibility pop
