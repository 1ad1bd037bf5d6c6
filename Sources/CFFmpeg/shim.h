#ifndef SPINNERGEN_CFFMPEG_SHIM_H
#define SPINNERGEN_CFFMPEG_SHIM_H
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
#endif
