#ifndef CX264HEAP_H
#define CX264HEAP_H

// The target defines a zeroed `memalign` for libx264 (zeroed_memalign.c); libc's <malloc.h>
// declares it, so this header names only the accessor below.

/// The address of this target's memalign, to check that it is the one the process binds.
const void *spinner_x264_heap_memalign(void);

#endif
