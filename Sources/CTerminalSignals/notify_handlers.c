#define _GNU_SOURCE 1
#include "terminal_signals.h"
#include "signal_internal.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

// Notification handlers (SIGWINCH, SIGTSTP, SIGCONT): one byte into a pipe, read on the main queue
// (where a quit request, SIGTERM or SIGHUP, is announced too); and the process stop that suspending
// needs.

static const int notify_signals[] = { SIGWINCH, SIGTSTP, SIGCONT };
enum { NOTIFY_SIGNAL_COUNT = sizeof(notify_signals) / sizeof(notify_signals[0]) };
static struct sigaction previous_notify_actions[NOTIFY_SIGNAL_COUNT];
static int notify_handler_installed[NOTIFY_SIGNAL_COUNT];
static volatile sig_atomic_t notify_write_fd = -1;
static int notify_read_fd = -1;

void rt_post_signal_notification(int signo) {
    int saved_errno = errno;
    int fd = notify_write_fd;
    if (fd >= 0) {
        unsigned char byte = (unsigned char)signo;
        (void)!write(fd, &byte, 1);
    }
    errno = saved_errno;
}

static void notify_signal_handler(int signo) { rt_post_signal_notification(signo); }

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
    struct sigaction ignore_action, default_action, ours;
    memset(&ignore_action, 0, sizeof ignore_action);
    ignore_action.sa_handler = SIG_IGN;
    sigemptyset(&ignore_action.sa_mask);
    memset(&default_action, 0, sizeof default_action);
    default_action.sa_handler = SIG_DFL;
    sigemptyset(&default_action.sa_mask);
    sigset_t stop_set, previous_mask;
    sigemptyset(&stop_set);
    sigaddset(&stop_set, SIGTSTP);
    pthread_sigmask(SIG_UNBLOCK, &stop_set, &previous_mask);
    // First stop the rest of our process group, as the tty's suspend key does: a parent in the
    // same job (`make run`, a shell script) must stop too, or the shell never gets the terminal
    // back. The signal is ignored here while it is sent, so it does not reach us (it is discarded
    // when sent, since this thread does not block it).
    sigaction(SIGTSTP, &ignore_action, &ours);
    kill(0, SIGTSTP);
    // Then stop ourselves: raise() targets this thread with the signal unblocked here, so the stop
    // happens before it returns and no other thread can take the signal after our handler is back.
    sigaction(SIGTSTP, &default_action, NULL);
    raise(SIGTSTP);
    pthread_sigmask(SIG_SETMASK, &previous_mask, NULL);
    sigaction(SIGTSTP, &ours, NULL);
}
