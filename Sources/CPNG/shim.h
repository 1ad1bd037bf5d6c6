#ifndef SPINNERGEN_CPNG_SHIM_H
#define SPINNERGEN_CPNG_SHIM_H
#include <png.h>
#endif
