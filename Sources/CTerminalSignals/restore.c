#define _GNU_SOURCE 1
#include "terminal_signals.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

// The terminal restore: the state a handler needs and the held-back standard error.

enum { RESET_CAPACITY = 512 };
/// How long a restore waits for a full terminal to take more bytes before giving up on them.
enum { WRITE_WAIT_MILLISECONDS = 250 };

// ---- restore state: written on the main thread while disarmed, read by handlers while armed ----

static volatile sig_atomic_t restore_armed;
static int restore_fd = -1;
static struct termios restore_modes;
static char restore_bytes[RESET_CAPACITY];
static size_t restore_length;

int rt_configure_restore(int fd, const struct termios *shell_modes, const char *reset_bytes, size_t length) {
    if (length > RESET_CAPACITY) {
        return -1;
    }
    __atomic_store_n(&restore_armed, 0, __ATOMIC_SEQ_CST);
    restore_fd = fd;
    restore_modes = *shell_modes;
    memcpy(restore_bytes, reset_bytes, length);
    restore_length = length;
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
    return 0;
}

size_t rt_reset_capacity(void) { return RESET_CAPACITY; }

void rt_set_restore_armed(int armed) {
    __atomic_store_n(&restore_armed, armed ? 1 : 0, __ATOMIC_SEQ_CST);
}

int rt_restore_armed(void) { return __atomic_load_n(&restore_armed, __ATOMIC_SEQ_CST); }

// ---- standard error, held back while the screen is taken over ----

static volatile sig_atomic_t stderr_saved_fd = -1;
static int stderr_pipe_read = -1;

int rt_capture_standard_error(void) {
    if (stderr_saved_fd >= 0 || !isatty(STDERR_FILENO)) {
        return 0;
    }
    int fds[2];
    if (pipe2(fds, O_CLOEXEC | O_NONBLOCK) != 0) {
        return -1;
    }
    int saved = fcntl(STDERR_FILENO, F_DUPFD_CLOEXEC, 3);
    if (saved < 0 || dup2(fds[1], STDERR_FILENO) < 0) {
        if (saved >= 0) {
            close(saved);
        }
        close(fds[0]);
        close(fds[1]);
        return -1;
    }
    close(fds[1]);
    stderr_pipe_read = fds[0];
    stderr_saved_fd = saved;
    return 0;
}

void rt_release_standard_error(void) {
    int saved = __atomic_exchange_n(&stderr_saved_fd, -1, __ATOMIC_SEQ_CST);
    if (saved < 0) {
        return;
    }
    int saved_errno = errno;
    while (dup2(saved, STDERR_FILENO) < 0 && errno == EINTR) {
    }
    char buffer[4096];
    for (;;) {
        ssize_t count = read(stderr_pipe_read, buffer, sizeof buffer);
        if (count < 0 && errno == EINTR) {
            continue;
        }
        if (count <= 0) {
            break;
        }
        ssize_t offset = 0;
        while (offset < count) {
            ssize_t written = write(STDERR_FILENO, buffer + offset, (size_t)(count - offset));
            if (written < 0 && errno == EINTR) {
                continue;
            }
            if (written <= 0) {
                break;
            }
            offset += written;
        }
    }
    close(stderr_pipe_read);
    stderr_pipe_read = -1;
    close(saved);
    errno = saved_errno;
}

void rt_restore_terminal(void) {
    if (!__atomic_exchange_n(&restore_armed, 0, __ATOMIC_SEQ_CST)) {
        rt_release_standard_error();
        return;
    }
    int saved_errno = errno;
    size_t written = 0;
    while (written < restore_length) {
        ssize_t result = write(restore_fd, restore_bytes + written, restore_length - written);
        if (result > 0) {
            written += (size_t)result;
        } else if (result < 0 && errno == EINTR) {
            continue;
        } else if (result < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
            // A terminal that stopped reading: wait a little for room, never for ever.
            struct pollfd request = { .fd = restore_fd, .events = POLLOUT, .revents = 0 };
            if (poll(&request, 1, WRITE_WAIT_MILLISECONDS) <= 0) {
                break;
            }
        } else {
            break;
        }
    }
    while (tcsetattr(restore_fd, TCSANOW, &restore_modes) != 0 && errno == EINTR) {
    }
    errno = saved_errno;
    rt_release_standard_error();
}
