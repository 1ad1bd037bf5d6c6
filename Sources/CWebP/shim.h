#ifndef SPINNERGEN_CWEBP_SHIM_H
#define SPINNERGEN_CWEBP_SHIM_H
// libwebp's decoder and its demuxer's animation decoder (WebPAnimDecoder), for `compare` to
// read WebP files, still or animated, lossless or lossy. spinnergen writes WebP itself.
#include <webp/decode.h>
#include <webp/demux.h>
// The encoder's one-call API, for tests that write still WebPs (lossless and lossy) as cwebp
// does; spinnergen's own WebP output goes through FFmpeg's libwebp_anim.
#include <webp/encode.h>
#endif
