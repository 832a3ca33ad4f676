#ifndef RECURSES_TERMINAL_SIGNALS_H
#define RECURSES_TERMINAL_SIGNALS_H

// Async-signal-safe terminal restoring and signal notification for CursesTerminal.
//
// All state lives in this target's C files (restore.c, exit_handlers.c, notify_handlers.c), so there
// is exactly one copy in a process, whatever the build configuration.
// The handlers only use async-signal-safe calls: write(2), poll(2), tcsetattr(3), sigaction(2),
// pthread_sigmask(3), timer_settime(2), raise(3), _exit(2).

#include <stddef.h>
#include <termios.h>

/// Stores what a restore needs: the tty to write to, the termios to put back and the bytes that
/// reset the screen (leave the alternate screen, show the cursor, reset attributes, disable modes).
/// Disarms restoring while it copies. Returns 0, or -1 when `length` exceeds the buffer.
int rt_configure_restore(int fd, const struct termios *shell_modes, const char *reset_bytes, size_t length);

/// The largest number of reset bytes `rt_configure_restore` accepts.
size_t rt_reset_capacity(void);

/// Arms (1) or disarms (0) restoring. Armed means the terminal is in program mode.
void rt_set_restore_armed(int armed);

/// Whether restoring is armed.
int rt_restore_armed(void);

/// Restores the terminal if armed and disarms it (at most once per arming), then releases standard
/// error. Async-signal-safe. On a non-blocking descriptor a terminal that takes no more bytes is
/// waited for a quarter of a second at most, then the rest is dropped: a restore never hangs.
void rt_restore_terminal(void);

/// When standard error is a terminal, sends it into a pipe while the screen is taken over, so
/// messages (a Swift fatal error's included) do not scribble on the screen and are not lost with
/// the alternate screen. Returns 0, or -1 with errno set.
int rt_capture_standard_error(void);

/// Points standard error back at the terminal and writes out what was held back (up to the pipe's
/// capacity; later writes were dropped). Async-signal-safe; does nothing when nothing is captured.
void rt_release_standard_error(void);

/// Installs the restoring handlers for SIGINT, SIGTERM, SIGHUP, SIGQUIT (unless ignored) and for
/// SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT, registers the atexit hook once and makes sure
/// the calling thread has an alternate signal stack. A handler restores the terminal and reinstates
/// the previous handler: a fault raised by the kernel repeats into it; a terminating request is
/// re-raised to it; SIGQUIT, a trap, an abort or a fatal signal sent by another process (kill -SEGV)
/// calls it (the Swift runtime's crash report) and then ends the process with the signal's default
/// action. A fatal signal that was ignored before stays ignored. The handled signals are unblocked
/// in the calling thread. While `rt_enable_orderly_quit` is on, SIGTERM and SIGHUP are requests to
/// quit instead.
/// Returns 0, or -1 with errno set.
int rt_install_exit_handlers(void);

/// Puts the handlers that were in place before `rt_install_exit_handlers` back.
void rt_uninstall_exit_handlers(void);

/// Turns SIGTERM and SIGHUP into requests to quit while the exit handlers are installed: the first
/// one is written into the notification pipe (as its signal number) and starts the deadline, after
/// `deadline_nanoseconds`. A second request restores the terminal and ends the process by that
/// signal, save a SIGHUP after a SIGHUP: a terminal going away hangs up more than once (the kernel,
/// then the shell as it exits), all one request. The deadline passing ends it by the first signal. The deadline is a POSIX timer raising SIGALRM, whose
/// handler is installed here (and unblocked in the calling thread). Returns 0, or -1 with errno set.
int rt_enable_orderly_quit(long long deadline_nanoseconds);

/// Turns the requests off again: stops the deadline, puts the previous SIGALRM handler back and
/// forgets a pending request; SIGTERM and SIGHUP end the process at once again.
void rt_disable_orderly_quit(void);

/// Whether SIGTERM and SIGHUP are requests to quit now.
int rt_orderly_quit_enabled(void);

/// The terminal's input ended (it hung up) before any SIGHUP arrived: records the request as a
/// SIGHUP would and starts the deadline; the SIGHUPs that come with the hang-up then belong to this
/// request. Returns 1 when this is the first request, 0 when one was pending already or
/// requests are off.
int rt_request_quit_on_hang_up(void);

/// The signal whose request is pending (SIGTERM or SIGHUP), or 0.
int rt_pending_quit_signal(void);

/// Installs handlers for SIGWINCH, SIGTSTP and SIGCONT that write the signal number as one byte
/// into a non-blocking pipe, and returns the pipe's read end (-1 with errno set on failure).
/// SIGTSTP is left alone when it was ignored (no job control).
int rt_install_notify_handlers(void);

/// Removes the notification handlers and closes the pipe's write end; the caller closes the read
/// end (after its read source is cancelled).
void rt_uninstall_notify_handlers(void);

/// Whether SIGTSTP is caught by the notification handler (job control is available).
int rt_job_control_available(void);

/// Stops the process and the rest of its process group as the tty's suspend key would (SIGTSTP
/// with its default action), so a parent in the same job (`make run`) stops too and the shell gets
/// the terminal back; returns once continued, with the notification handler back in place.
void rt_suspend_process(void);

#endif
