// The one function whose instructions `make bench-instructions` counts: callgrind runs with
// `--collect-atstart=no --toggle-collect=measured_region_run`, so only what runs inside a call of it
// (and everything it calls) is counted. A C function, so that its symbol is exactly this name.
// Linked only into the benchmarks.
#ifndef MEASURED_REGION_H
#define MEASURED_REGION_H

/// Calls `body(context)`; the call is the measured region.
void measured_region_run(void (*body)(void *context), void *context);

#endif
