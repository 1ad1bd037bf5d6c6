#ifndef SPINNERGEN_CPNG_SHIM_H
#define SPINNERGEN_CPNG_SHIM_H
#include <png.h>

// Stand-ins for libpng macros whose expressions Swift cannot import.
static inline int spinner_png_all_filters(void) { return PNG_ALL_FILTERS; }
static inline int spinner_png_fast_filters(void) { return PNG_FAST_FILTERS; }
#endif
