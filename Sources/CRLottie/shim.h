// rlottie's C API (Debian's librlottie-dev), for the tests that play exported Lottie files.
#include <rlottie_capi.h>
