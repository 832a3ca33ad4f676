// Interposes the C allocator's entry points: each forwards to glibc's own (`__libc_*`) and, while the
// calling thread counts, adds one to its count. Only new blocks count (malloc, calloc, realloc,
// the aligned variants); free does not.
#include "AllocationCounter.h"

#include <errno.h>
#include <stddef.h>
#include <stdlib.h>
#include <malloc.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static __thread long counted;
static __thread int counting;
static int interposed;

void allocation_counter_start(void) {
    counted = 0;
    counting = 1;
}

long allocation_counter_stop(void) {
    counting = 0;
    return counted;
}

int allocation_counter_is_active(void) {
    interposed = 0;
    void *probe = malloc(1);
    free(probe);
    return interposed;
}

static inline void count_one(void) {
    interposed = 1;
    if (counting) counted += 1;
}

void *malloc(size_t size) {
    count_one();
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    count_one();
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    count_one();
    return __libc_realloc(pointer, size);
}

void free(void *pointer) {
    __libc_free(pointer);
}

void *memalign(size_t alignment, size_t size) {
    count_one();
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    count_one();
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
    count_one();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return ENOMEM;
    *result = pointer;
    return 0;
}
