#ifndef SPINNER_PNG_SHIM_H
#define SPINNER_PNG_SHIM_H
// Calls into libpng under setjmp, so a libpng error becomes a return code and a message
// instead of a longjmp through Swift frames or an abort. Nothing here names a libpng type:
// Swift sees plain integers and byte pointers.
#include <stddef.h>
#include <stdint.h>

/// What went wrong: the libpng (or shim) function that failed and libpng's message.
typedef struct spinner_png_shim_error {
    char function[64];
    char message[256];
} spinner_png_shim_error;

/// Bytes allocated by the shim; release with `spinner_png_shim_free`.
typedef struct spinner_png_shim_buffer {
    uint8_t *bytes;
    size_t count;
} spinner_png_shim_buffer;

/// A decoded image: straight-alpha RGBA8 rows without padding, plus what the file declared.
typedef struct spinner_png_shim_image {
    uint8_t *rgba;          // width * height * 4 bytes; release with spinner_png_shim_free
    uint32_t width;
    uint32_t height;
    int bit_depth;          // as stored in the file
    int color_type;         // PNG_COLOR_TYPE_* as stored in the file
    int interlaced;         // 1 when Adam7
    int srgb_intent;        // from png_get_sRGB, or -1 when there is no sRGB chunk
} spinner_png_shim_image;

/// Encodes straight-alpha RGBA8 rows (`stride` bytes apart) as an 8-bit RGBA PNG with an sRGB
/// chunk of the given rendering intent. `filters` is a PNG_FILTER_* mask (0x08 = none).
/// Returns 0 on success (`out` then owns the bytes), -1 on failure (`error` filled).
int spinner_png_shim_encode(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride,
                            int compression_level, int filters, int srgb_intent,
                            spinner_png_shim_buffer *out, spinner_png_shim_error *error);

/// `spinner_png_shim_decode`'s result for an image over `max_pixels`; `out->width` and
/// `out->height` then hold the declared size (and `out->rgba` is null).
#define SPINNER_PNG_SHIM_TOO_MANY_PIXELS (-2)

/// Decodes any PNG colour type and bit depth to straight-alpha RGBA8. Images wider or taller
/// than `max_dimension`, or with more than `max_pixels` pixels, are refused from the IHDR
/// before their pixels are allocated.
/// Returns 0 on success (`out->rgba` then owned by the caller), -1 on failure, or
/// SPINNER_PNG_SHIM_TOO_MANY_PIXELS.
int spinner_png_shim_decode(const uint8_t *bytes, size_t count, uint32_t max_dimension, uint64_t max_pixels,
                            spinner_png_shim_image *out, spinner_png_shim_error *error);

/// Releases memory returned by the shim; null is ignored.
void spinner_png_shim_free(void *pointer);

#endif
