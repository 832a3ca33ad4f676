#define _GNU_SOURCE 1
#include "terminal_signals.h"
#include "signal_internal.h"

#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

// Handlers for terminating and fatal signals: restore the terminal, then let the previous handler
// or the default action run.

enum { ALTERNATE_STACK_SIZE = 64 * 1024 };

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

static int is_ignored(const struct sigaction *action) {
    return !(action->sa_flags & SA_SIGINFO) && action->sa_handler == SIG_IGN;
}

static void exit_signal_handler(int signo, siginfo_t *info, void *context) {
    struct sigaction previous;
    memset(&previous, 0, sizeof previous);
    previous.sa_handler = SIG_DFL;
    sigemptyset(&previous.sa_mask);
    int index = exit_signal_index(signo);
    if (index >= 0 && exit_handler_installed[index]) {
        previous = previous_exit_actions[index];
    }
    // Sent by a process (kill, raise, abort) rather than raised by the kernel for a fault.
    int sent = info == NULL || info->si_code <= 0;
    if (sent && !is_terminating_request(signo) && is_ignored(&previous)) {
        // The program ignored this signal before the handlers were installed: it stays ignored.
        return;
    }
    if ((signo == SIGTERM || signo == SIGHUP) && rt_take_quit_signal(signo)) {
        // An application quits in order (see orderly_quit.c); a second request ends it here.
        return;
    }
    rt_restore_terminal();
    if (index >= 0) {
        exit_handler_installed[index] = 0;
    }
    if (is_terminating_request(signo) && signo != SIGQUIT) {
        // The previous handler (or the default action) runs once this handler returns.
        sigaction(signo, &previous, NULL);
        raise(signo);
        return;
    }
    if (!sent && signo != SIGTRAP && signo != SIGABRT) {
        // A fault raised by the kernel repeats when this handler returns, now reaching the previous
        // handler (the Swift runtime's crash report) with its original details. SIGTRAP is not
        // retried: its program counter is already past the trap.
        sigaction(signo, &previous, NULL);
        return;
    }
    // SIGQUIT, a trap, an abort, or a fatal signal sent by another process (`kill -SEGV`): let the
    // previous handler report (the Swift runtime prints a backtrace and returns, expecting a fault
    // to repeat, which a sent signal never does), then end with the signal's default action.
    sigaction(signo, &previous, NULL);
    call_handler(&previous, signo, info, context);
    rt_end_by_signal(signo);
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
