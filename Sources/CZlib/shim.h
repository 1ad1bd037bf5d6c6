#ifndef SPINNERGEN_CZLIB_SHIM_H
#define SPINNERGEN_CZLIB_SHIM_H
// zlib, for crc32: the APNG sink frames its own chunks.
#include <zlib.h>
#endif
