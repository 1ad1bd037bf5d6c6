#ifndef SPINNERGEN_CFFMPEG_H
#define SPINNERGEN_CFFMPEG_H
// FFmpeg's declarations, with the functions behind them opened on first use.
//
// The package does not link libavformat, libavcodec, libavutil or libswscale: they pull in about
// a hundred shared libraries (x264, x265, vpx, gnutls, ...), which the dynamic linker would
// resolve at every launch, even for a PNG still. Instead `ffmpeg_forwarders.c` defines each
// FFmpeg function Swift calls under its own name; the first call opens the libraries with
// `dlopen` (`ffmpeg_loader.c`). Swift code calls FFmpeg exactly as if it were linked, and
// checks `spinner_ffmpeg_load` first so a missing library is an error it can report.
#include <errno.h>
#include <libavformat/avformat.h>
#include <libavcodec/avcodec.h>
#include <libavutil/avutil.h>
#include <libavutil/imgutils.h>
#include <libavutil/opt.h>
#include <libswscale/swscale.h>

// Stand-ins for FFmpeg macros Swift cannot import (function-like or built from MKTAG).
static inline int spinner_averror(int posix_error) { return AVERROR(posix_error); }
static inline int spinner_averror_eof(void) { return AVERROR_EOF; }
static inline int spinner_averror_eagain(void) { return AVERROR(EAGAIN); }
static inline int spinner_averror_einval(void) { return AVERROR(EINVAL); }
static inline int spinner_averror_enomem(void) { return AVERROR(ENOMEM); }
static inline int spinner_averror_invaliddata(void) { return AVERROR_INVALIDDATA; }
static inline int spinner_averror_encoder_not_found(void) { return AVERROR_ENCODER_NOT_FOUND; }
static inline int spinner_averror_decoder_not_found(void) { return AVERROR_DECODER_NOT_FOUND; }
static inline int spinner_averror_stream_not_found(void) { return AVERROR_STREAM_NOT_FOUND; }
static inline int64_t spinner_av_nopts_value(void) { return AV_NOPTS_VALUE; }
static inline int spinner_av_error_max_string_size(void) { return AV_ERROR_MAX_STRING_SIZE; }

/// The code every forwarded function returns (as an `int`) when the libraries could not be
/// opened; an error tag of spinnergen's own, so it is never mistaken for one of FFmpeg's.
static inline int spinner_averror_unavailable(void) { return FFERRTAG('S', 'G', 'N', 'L'); }

/// Opens FFmpeg's libraries and resolves every forwarded function, once per process (later calls
/// return the first result). 0 on success; -1 when a library or one of its functions is missing.
///
/// The libraries are opened by soname (`libavcodec.so.59`, from the headers' major versions) on
/// the usual search path, or, when `SPINNERGEN_FFMPEG_DIR` is set, from that folder alone.
int spinner_ffmpeg_load(void);

/// How many libraries `spinner_ffmpeg_package` names.
int spinner_ffmpeg_library_count(void);

/// Library `index`'s Debian package, such as "libavcodec59" (the runtime package of the headers
/// this was built against); NULL outside 0 ..< `spinner_ffmpeg_library_count()`.
const char *spinner_ffmpeg_package(int index);
#endif
