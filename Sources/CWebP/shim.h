#ifndef SPINNERGEN_CWEBP_SHIM_H
#define SPINNERGEN_CWEBP_SHIM_H
// libwebp's encoder and its muxer's animation encoder (WebPAnimEncoder, libwebpmux), which write
// spinnergen's WebP files; its decoder and its demuxer's animation decoder (WebPAnimDecoder), for
// `compare` to read WebP files, still or animated, lossless or lossy.
#include <webp/decode.h>
#include <webp/demux.h>
#include <webp/encode.h>
#include <webp/mux.h>
#endif
