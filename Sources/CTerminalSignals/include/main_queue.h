#ifndef RECURSES_MAIN_QUEUE_H
#define RECURSES_MAIN_QUEUE_H

// The main thread's own run loop: libdispatch's hooks for a loop that serves the main queue itself
// (the ones Foundation's run loop uses), and a test for being on the process's main thread.

/// A descriptor (an eventfd on Linux) that becomes readable when the main queue has work, as long as
/// no thread has called dispatch_main(). Read its 8-byte counter before draining.
int _dispatch_get_main_queue_handle_4CF(void);

/// Runs the work pending on the main queue on the calling thread, which must be the main thread.
void _dispatch_main_queue_callback_4CF(void *message);

/// Whether the calling thread is the process's main thread (its thread id is the process id).
int rt_is_process_main_thread(void);

#endif
