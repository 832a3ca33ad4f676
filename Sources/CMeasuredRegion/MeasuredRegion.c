#include "MeasuredRegion.h"

// Never inlined, and never a tail call (the empty statement after the call keeps the frame), so that
// callgrind sees the region begin and end around the body.
__attribute__((noinline)) void measured_region_run(void (*body)(void *context), void *context) {
    body(context);
    __asm__ volatile("" ::: "memory");
}
