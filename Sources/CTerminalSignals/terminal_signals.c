#define _GNU_SOURCE 1
#include "terminal_signals.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

enum { RESET_CAPACITY = 512, ALTERNATE_STACK_SIZE = 64 * 1024 };

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
        } else {
            break;
        }
    }
    while (tcsetattr(restore_fd, TCSANOW, &restore_modes) != 0 && errno == EINTR) {
    }
    errno = saved_errno;
    rt_release_standard_error();
}

// ---- exit handlers ----

static const int exit_signals[] = { SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT };
enum { EXIT_SIGNAL_COUNT = sizeof(exit_signals) / sizeof(exit_signals[0]) };
static struct sigaction previous_exit_actions[EXIT_SIGNAL_COUNT];
static volatile sig_atomic_t exit_handler_installed[EXIT_SIGNAL_COUNT];
static int atexit_registered;

static int exit_signal_index(int signo) {
    for (int index = 0; index < EXIT_SIGNAL_COUNT; index++) {
        if (exit_signals[index] == signo) {
            return index;
        }
    }
    return -1;
}

static int is_terminating_request(int signo) {
    return signo == SIGINT || signo == SIGTERM || signo == SIGHUP || signo == SIGQUIT;
}

static void call_handler(const struct sigaction *action, int signo, siginfo_t *info, void *context) {
    if (action->sa_flags & SA_SIGINFO) {
        action->sa_sigaction(signo, info, context);
    } else if (action->sa_handler != SIG_DFL && action->sa_handler != SIG_IGN) {
        action->sa_handler(signo);
    }
}

static void exit_signal_handler(int signo, siginfo_t *info, void *context) {
    rt_restore_terminal();
    struct sigaction previous;
    memset(&previous, 0, sizeof previous);
    previous.sa_handler = SIG_DFL;
    sigemptyset(&previous.sa_mask);
    int index = exit_signal_index(signo);
    if (index >= 0 && exit_handler_installed[index]) {
        previous = previous_exit_actions[index];
        exit_handler_installed[index] = 0;
    }
    if (signo == SIGQUIT) {
        // The Swift runtime answers SIGQUIT with a backtrace and then carries on; let it print the
        // backtrace, but a quit request still ends the program with the default action.
        call_handler(&previous, signo, info, context);
        struct sigaction default_action;
        memset(&default_action, 0, sizeof default_action);
        default_action.sa_handler = SIG_DFL;
        sigemptyset(&default_action.sa_mask);
        sigaction(signo, &default_action, NULL);
        raise(signo);
        return;
    }
    sigaction(signo, &previous, NULL);
    // A fault raised by the kernel (not SIGTRAP, whose program counter is past the trap) repeats
    // when this handler returns, now reaching the previous handler with its original details.
    int kernel_fault = !is_terminating_request(signo) && signo != SIGTRAP && signo != SIGABRT
        && info != NULL && info->si_code > 0;
    if (!kernel_fault) {
        raise(signo);
    }
}

static void restore_at_exit(void) { rt_restore_terminal(); }

static void ensure_alternate_stack(void) {
    stack_t current;
    if (sigaltstack(NULL, &current) != 0 || !(current.ss_flags & SS_DISABLE)) {
        return;
    }
    stack_t stack;
    stack.ss_sp = malloc(ALTERNATE_STACK_SIZE);
    stack.ss_size = ALTERNATE_STACK_SIZE;
    stack.ss_flags = 0;
    if (stack.ss_sp != NULL && sigaltstack(&stack, NULL) != 0) {
        free(stack.ss_sp);
    }
}

int rt_install_exit_handlers(void) {
    if (!atexit_registered) {
        if (atexit(restore_at_exit) != 0) {
            return -1;
        }
        atexit_registered = 1;
    }
    ensure_alternate_stack();
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = exit_signal_handler;
    action.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&action.sa_mask);
    sigset_t unblocked;
    sigemptyset(&unblocked);
    for (int index = 0; index < EXIT_SIGNAL_COUNT; index++) {
        if (exit_handler_installed[index]) {
            continue;
        }
        int signo = exit_signals[index];
        struct sigaction previous;
        if (sigaction(signo, NULL, &previous) != 0) {
            return -1;
        }
        if (is_terminating_request(signo) && !(previous.sa_flags & SA_SIGINFO) && previous.sa_handler == SIG_IGN) {
            continue;
        }
        previous_exit_actions[index] = previous;
        exit_handler_installed[index] = 1;
        if (sigaction(signo, &action, NULL) != 0) {
            exit_handler_installed[index] = 0;
            return -1;
        }
        sigaddset(&unblocked, signo);
    }
    pthread_sigmask(SIG_UNBLOCK, &unblocked, NULL);
    return 0;
}

void rt_uninstall_exit_handlers(void) {
    for (int index = 0; index < EXIT_SIGNAL_COUNT; index++) {
        if (exit_handler_installed[index]) {
            exit_handler_installed[index] = 0;
            sigaction(exit_signals[index], &previous_exit_actions[index], NULL);
        }
    }
}

// ---- notification handlers (SIGWINCH, SIGTSTP, SIGCONT) ----

static const int notify_signals[] = { SIGWINCH, SIGTSTP, SIGCONT };
enum { NOTIFY_SIGNAL_COUNT = sizeof(notify_signals) / sizeof(notify_signals[0]) };
static struct sigaction previous_notify_actions[NOTIFY_SIGNAL_COUNT];
static int notify_handler_installed[NOTIFY_SIGNAL_COUNT];
static volatile sig_atomic_t notify_write_fd = -1;
static int notify_read_fd = -1;

static void notify_signal_handler(int signo) {
    int saved_errno = errno;
    int fd = notify_write_fd;
    if (fd >= 0) {
        unsigned char byte = (unsigned char)signo;
        (void)!write(fd, &byte, 1);
    }
    errno = saved_errno;
}

int rt_install_notify_handlers(void) {
    if (notify_read_fd >= 0) {
        return notify_read_fd;
    }
    int fds[2];
    if (pipe2(fds, O_NONBLOCK | O_CLOEXEC) != 0) {
        return -1;
    }
    notify_read_fd = fds[0];
    notify_write_fd = fds[1];
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = notify_signal_handler;
    action.sa_flags = SA_RESTART;
    sigemptyset(&action.sa_mask);
    sigset_t unblocked;
    sigemptyset(&unblocked);
    for (int index = 0; index < NOTIFY_SIGNAL_COUNT; index++) {
        int signo = notify_signals[index];
        struct sigaction previous;
        if (sigaction(signo, NULL, &previous) != 0) {
            continue;
        }
        if (signo == SIGTSTP && !(previous.sa_flags & SA_SIGINFO) && previous.sa_handler == SIG_IGN) {
            continue;
        }
        previous_notify_actions[index] = previous;
        if (sigaction(signo, &action, NULL) == 0) {
            notify_handler_installed[index] = 1;
            sigaddset(&unblocked, signo);
        }
    }
    pthread_sigmask(SIG_UNBLOCK, &unblocked, NULL);
    return notify_read_fd;
}

void rt_uninstall_notify_handlers(void) {
    for (int index = 0; index < NOTIFY_SIGNAL_COUNT; index++) {
        if (notify_handler_installed[index]) {
            notify_handler_installed[index] = 0;
            sigaction(notify_signals[index], &previous_notify_actions[index], NULL);
        }
    }
    int write_fd = notify_write_fd;
    notify_write_fd = -1;
    if (write_fd >= 0) {
        close(write_fd);
    }
    notify_read_fd = -1;
}

int rt_job_control_available(void) {
    for (int index = 0; index < NOTIFY_SIGNAL_COUNT; index++) {
        if (notify_signals[index] == SIGTSTP) {
            return notify_handler_installed[index];
        }
    }
    return 0;
}

void rt_suspend_process(void) {
    struct sigaction default_action, ours;
    memset(&default_action, 0, sizeof default_action);
    default_action.sa_handler = SIG_DFL;
    sigemptyset(&default_action.sa_mask);
    // raise() targets this thread with the signal unblocked here, so the stop happens before it
    // returns: no other thread can take the signal after our handler is back in place. (A signal
    // to the whole process group could reach another thread late and stop us a second time.)
    sigaction(SIGTSTP, &default_action, &ours);
    sigset_t stop_set, previous_mask;
    sigemptyset(&stop_set);
    sigaddset(&stop_set, SIGTSTP);
    pthread_sigmask(SIG_UNBLOCK, &stop_set, &previous_mask);
    raise(SIGTSTP);
    pthread_sigmask(SIG_SETMASK, &previous_mask, NULL);
    sigaction(SIGTSTP, &ours, NULL);
}
