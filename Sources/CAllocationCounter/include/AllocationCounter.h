// Counts the heap allocations the calling thread makes while counting is on: malloc and friends are
// interposed (in the executable that links this target) and forwarded to the C library's allocator.
// Linked only into tests and benchmarks.
#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H

/// Starts counting the calling thread's allocations from zero.
void allocation_counter_start(void);

/// Stops counting on the calling thread and returns the allocations counted since the start.
long allocation_counter_stop(void);

/// Whether the interposed allocator is the one in use (false when another allocator won the link).
int allocation_counter_is_active(void);

#endif
