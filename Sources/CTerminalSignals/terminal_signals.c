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

void rt_restore_terminal(void) {
    if (!__atomic_exchange_n(&restore_armed, 0, __ATOMIC_SEQ_CST)) {
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

static void exit_signal_handler(int signo, siginfo_t *info, void *context) {
    (void)context;
    rt_restore_terminal();
    int index = exit_signal_index(signo);
    if (index >= 0 && exit_handler_installed[index]) {
        sigaction(signo, &previous_exit_actions[index], NULL);
        exit_handler_installed[index] = 0;
    } else {
        struct sigaction fallback;
        memset(&fallback, 0, sizeof fallback);
        fallback.sa_handler = SIG_DFL;
        sigemptyset(&fallback.sa_mask);
        sigaction(signo, &fallback, NULL);
    }
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
    }
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
    sigaction(SIGTSTP, &default_action, &ours);
    sigset_t stop_set, previous_mask;
    sigemptyset(&stop_set);
    sigaddset(&stop_set, SIGTSTP);
    pthread_sigmask(SIG_UNBLOCK, &stop_set, &previous_mask);
    kill(0, SIGTSTP);
    pthread_sigmask(SIG_SETMASK, &previous_mask, NULL);
    sigaction(SIGTSTP, &ours, NULL);
}
