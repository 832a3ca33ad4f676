#ifndef RECURSES_SIGNAL_INTERNAL_H
#define RECURSES_SIGNAL_INTERNAL_H

// What the C files of this target share and Swift does not see.

/// Writes `signo` as one byte into the notification pipe, if one is installed. Async-signal-safe.
void rt_post_signal_notification(int signo);

/// Called by the exit handler for SIGTERM and SIGHUP: returns 1 when the signal was taken as a
/// request to quit (the handler returns and the process goes on), 0 when the process must end now
/// (no orderly quit is on, or this is a second request; a SIGHUP after a SIGHUP is the same one).
/// Async-signal-safe.
int rt_take_quit_signal(int signo);

/// Ends the process by `signo` with its default action (unblocked first), or `_exit(128 + signo)`
/// should the signal not end it. Async-signal-safe.
void rt_end_by_signal(int signo);

#endif
