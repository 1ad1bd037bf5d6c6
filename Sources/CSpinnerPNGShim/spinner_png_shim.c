#include "spinner_png_shim.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// Records where libpng failed. `stage` names the libpng call in progress, so the Swift error can
// say which function refused the data, not only what libpng printed.
typedef struct shim_context {
    spinner_png_shim_error *error;
    const char *volatile stage;
} shim_context;

static void shim_set_error(spinner_png_shim_error *error, const char *function, const char *message) {
    if (error == NULL) return;
    snprintf(error->function, sizeof error->function, "%s", function ? function : "libpng");
    snprintf(error->message, sizeof error->message, "%s", message ? message : "unknown error");
}

// libpng requires this not to return: it jumps back to the setjmp of the running shim call.
static void shim_error_fn(png_structp png, png_const_charp message) {
    shim_context *context = (shim_context *)png_get_error_ptr(png);
    shim_set_error(context->error, context->stage, message);
    png_longjmp(png, 1);
}

// Warnings (e.g. an unknown ancillary chunk) do not make the image wrong; stay quiet.
static void shim_warning_fn(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

typedef struct shim_writer {
    uint8_t *bytes;
    size_t count;
    size_t capacity;
} shim_writer;

static void shim_write_fn(png_structp png, png_bytep data, size_t length) {
    shim_writer *writer = (shim_writer *)png_get_io_ptr(png);
    if (length > SIZE_MAX - writer->count) png_error(png, "encoded PNG too large");
    size_t needed = writer->count + length;
    if (needed > writer->capacity) {
        size_t capacity = writer->capacity ? writer->capacity : 65536;
        while (capacity < needed) capacity = capacity > SIZE_MAX / 2 ? needed : capacity * 2;
        uint8_t *grown = realloc(writer->bytes, capacity);
        if (grown == NULL) png_error(png, "out of memory growing the PNG buffer");
        writer->bytes = grown;
        writer->capacity = capacity;
    }
    memcpy(writer->bytes + writer->count, data, length);
    writer->count = needed;
}

static void shim_flush_fn(png_structp png) { (void)png; }

int spinner_png_shim_encode(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride,
                            int compression_level, int filters, int srgb_intent,
                            spinner_png_shim_buffer *out, spinner_png_shim_error *error) {
    out->bytes = NULL;
    out->count = 0;
    if (width == 0 || height == 0) {
        shim_set_error(error, "spinner_png_shim_encode", "a PNG needs at least one pixel");
        return -1;
    }
    shim_context context = { error, "png_create_write_struct" };
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &context, shim_error_fn, shim_warning_fn);
    if (png == NULL) {
        shim_set_error(error, "png_create_write_struct", "could not create the libpng write state");
        return -1;
    }
    png_infop info = NULL;
    shim_writer writer = { NULL, 0, 0 };
    png_bytep *volatile rows = NULL;
    if (setjmp(png_jmpbuf(png))) {
        free(writer.bytes);
        free((void *)rows);
        png_destroy_write_struct(&png, &info);
        return -1;
    }
    context.stage = "png_create_info_struct";
    info = png_create_info_struct(png);
    if (info == NULL) png_error(png, "could not create the libpng info state");

    context.stage = "png_set_IHDR";
    png_set_write_fn(png, &writer, shim_write_fn, shim_flush_fn);
    png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    context.stage = "png_set_sRGB";
    png_set_sRGB(png, info, srgb_intent);
    context.stage = "png_set_compression_level";
    png_set_compression_level(png, compression_level);
    context.stage = "png_set_filter";
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);

    context.stage = "png_write_info";
    png_write_info(png, info);

    context.stage = "malloc";
    rows = malloc(sizeof(png_bytep) * height);
    if (rows == NULL) png_error(png, "out of memory for row pointers");
    for (uint32_t y = 0; y < height; y++) rows[y] = (png_bytep)(rgba + (size_t)y * stride);
    context.stage = "png_write_image";
    png_write_image(png, rows);
    context.stage = "png_write_end";
    png_write_end(png, NULL);

    free((void *)rows);
    png_destroy_write_struct(&png, &info);
    out->bytes = writer.bytes;
    out->count = writer.count;
    return 0;
}

typedef struct shim_reader {
    const uint8_t *bytes;
    size_t count;
    size_t offset;
} shim_reader;

static void shim_read_fn(png_structp png, png_bytep data, size_t length) {
    shim_reader *reader = (shim_reader *)png_get_io_ptr(png);
    if (length > reader->count - reader->offset) png_error(png, "unexpected end of data (truncated PNG)");
    memcpy(data, reader->bytes + reader->offset, length);
    reader->offset += length;
}

int spinner_png_shim_decode(const uint8_t *bytes, size_t count, uint32_t max_dimension, uint64_t max_pixels,
                            spinner_png_shim_image *out, spinner_png_shim_error *error) {
    memset(out, 0, sizeof *out);
    out->srgb_intent = -1;
    if (count < 8 || png_sig_cmp((png_const_bytep)bytes, 0, 8) != 0) {
        shim_set_error(error, "png_sig_cmp", "not a PNG file (bad signature)");
        return -1;
    }
    shim_context context = { error, "png_create_read_struct" };
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &context, shim_error_fn, shim_warning_fn);
    if (png == NULL) {
        shim_set_error(error, "png_create_read_struct", "could not create the libpng read state");
        return -1;
    }
    png_infop info = NULL;
    shim_reader reader = { bytes, count, 0 };
    uint8_t *volatile pixels = NULL;
    png_bytep *volatile rows = NULL;
    if (setjmp(png_jmpbuf(png))) {
        free(pixels);
        free((void *)rows);
        png_destroy_read_struct(&png, &info, NULL);
        return -1;
    }
    context.stage = "png_create_info_struct";
    info = png_create_info_struct(png);
    if (info == NULL) png_error(png, "could not create the libpng info state");
    png_set_read_fn(png, &reader, shim_read_fn);
    png_set_user_limits(png, max_dimension, max_dimension);

    context.stage = "png_read_info";
    png_read_info(png, info);
    png_uint_32 width = 0, height = 0;
    int bit_depth = 0, color_type = 0, interlace = 0;
    png_get_IHDR(png, info, &width, &height, &bit_depth, &color_type, &interlace, NULL, NULL);
    // Checked from the IHDR before any pixel memory exists: a few hundred compressed bytes can
    // declare gigabytes. The caller words the message, so only the size is reported here.
    if ((uint64_t)width * height > max_pixels) {
        shim_set_error(error, "spinner_png_shim_decode", "the image has more pixels than the limit");
        png_destroy_read_struct(&png, &info, NULL);
        out->width = width;
        out->height = height;
        return SPINNER_PNG_SHIM_TOO_MANY_PIXELS;
    }
    int intent = 0;
    if (png_get_sRGB(png, info, &intent) & PNG_INFO_sRGB) out->srgb_intent = intent;

    // Every colour type and depth to 8-bit RGBA: palette and low-depth gray expand, tRNS becomes
    // an alpha channel, 16-bit samples scale (rounded, not truncated) to 8, gray widens to RGB
    // and an opaque alpha is added where the file has none.
    context.stage = "png_set_expand";
    png_set_expand(png);
    png_set_scale_16(png);
    png_set_gray_to_rgb(png);
    png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
    png_set_interlace_handling(png);
    context.stage = "png_read_update_info";
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)width * 4)
        png_error(png, "transformed rows are not 8-bit RGBA");

    context.stage = "malloc";
    size_t row_bytes = (size_t)width * 4;
    if (height != 0 && row_bytes > SIZE_MAX / height) png_error(png, "image too large");
    pixels = malloc(row_bytes * height);
    rows = malloc(sizeof(png_bytep) * height);
    if (pixels == NULL || rows == NULL) png_error(png, "out of memory for the decoded image");
    for (png_uint_32 y = 0; y < height; y++) rows[y] = pixels + (size_t)y * row_bytes;
    context.stage = "png_read_image";
    png_read_image(png, rows);
    // Reading the end checks the CRCs and chunks after the image data, so a file cut off after
    // its last IDAT is still an error.
    context.stage = "png_read_end";
    png_read_end(png, NULL);

    free((void *)rows);
    png_destroy_read_struct(&png, &info, NULL);
    out->rgba = pixels;
    out->width = width;
    out->height = height;
    out->bit_depth = bit_depth;
    out->color_type = color_type;
    out->interlaced = interlace == PNG_INTERLACE_ADAM7;
    return 0;
}

void spinner_png_shim_free(void *pointer) { free(pointer); }
