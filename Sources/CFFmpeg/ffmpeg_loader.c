// Opens FFmpeg's libraries with dlopen on first use and resolves the forwarded functions, which
// ffmpeg_forwarders.h defines (included at the end: see there why one unit).
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ffmpeg_table.h"

struct spinner_ffmpeg_table spinner_ffmpeg_table;

// Sonames and packages come from the headers' major versions, so a build against another
// FFmpeg (another Debian release) opens the libraries that match its headers.
static const char *const sonames[SPINNER_FFMPEG_LIBRARY_COUNT] = {
    [AVUTIL] = "libavutil.so." AV_STRINGIFY(LIBAVUTIL_VERSION_MAJOR),
    [SWSCALE] = "libswscale.so." AV_STRINGIFY(LIBSWSCALE_VERSION_MAJOR),
    [AVCODEC] = "libavcodec.so." AV_STRINGIFY(LIBAVCODEC_VERSION_MAJOR),
    [AVFORMAT] = "libavformat.so." AV_STRINGIFY(LIBAVFORMAT_VERSION_MAJOR),
};

// Debian names each runtime package after the library and its soname's major version.
static const char *const packages[SPINNER_FFMPEG_LIBRARY_COUNT] = {
    [AVUTIL] = "libavutil" AV_STRINGIFY(LIBAVUTIL_VERSION_MAJOR),
    [SWSCALE] = "libswscale" AV_STRINGIFY(LIBSWSCALE_VERSION_MAJOR),
    [AVCODEC] = "libavcodec" AV_STRINGIFY(LIBAVCODEC_VERSION_MAJOR),
    [AVFORMAT] = "libavformat" AV_STRINGIFY(LIBAVFORMAT_VERSION_MAJOR),
};

static pthread_once_t once = PTHREAD_ONCE_INIT;
static int status = -1;

// RTLD_LOCAL: FFmpeg's symbols stay out of the global scope, where they could be found in place
// of another library's; RTLD_NOW: a library that cannot resolve its own dependencies fails here,
// at the check, not in the middle of a video.
static void *open_library(int library) {
    const char *folder = getenv("SPINNERGEN_FFMPEG_DIR");
    if (folder == NULL) return dlopen(sonames[library], RTLD_NOW | RTLD_LOCAL);
    char path[4096];
    int n = snprintf(path, sizeof path, "%s/%s", folder, sonames[library]);
    if (n < 0 || (size_t)n >= sizeof path) return NULL;
    return dlopen(path, RTLD_NOW | RTLD_LOCAL);
}

static void load(void) {
    void *handles[SPINNER_FFMPEG_LIBRARY_COUNT] = {0};
    for (int i = 0; i < SPINNER_FFMPEG_LIBRARY_COUNT; i++) {
        if ((handles[i] = open_library(i)) == NULL) goto fail;
    }
    // A missing function means libraries of another version under the same soname.
#define SPINNER_FFMPEG_RESOLVE(library, type, name, ...) \
    if ((spinner_ffmpeg_table.name = (__typeof__(spinner_ffmpeg_table.name))dlsym(handles[library], #name)) == NULL) goto fail;
#define SPINNER_FFMPEG_RESOLVE_VOID(library, name, ...) SPINNER_FFMPEG_RESOLVE(library, void, name)
    SPINNER_FFMPEG_FUNCTIONS(SPINNER_FFMPEG_RESOLVE, SPINNER_FFMPEG_RESOLVE_VOID)
    status = 0;
    return;
fail:
    // All or nothing: no forwarder runs a function of a half-opened set.
    memset(&spinner_ffmpeg_table, 0, sizeof spinner_ffmpeg_table);
    for (int i = SPINNER_FFMPEG_LIBRARY_COUNT - 1; i >= 0; i--) {
        if (handles[i] != NULL) dlclose(handles[i]);
    }
}

int spinner_ffmpeg_load(void) {
    pthread_once(&once, load);
    return status;
}

int spinner_ffmpeg_library_count(void) { return SPINNER_FFMPEG_LIBRARY_COUNT; }

const char *spinner_ffmpeg_package(int index) {
    return index >= 0 && index < SPINNER_FFMPEG_LIBRARY_COUNT ? packages[index] : NULL;
}

#include "ffmpeg_forwarders.h"
