#define _GNU_SOURCE 1
#include "terminal_signals.h"
#include "signal_internal.h"

#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

// SIGTERM and SIGHUP as requests to quit: the first one is recorded, announced through the
// notification pipe and starts the deadline; a second one, or the deadline, ends the process.
// The deadline is a POSIX timer made before any signal arrives (timer_settime is async-signal-safe)
// that raises SIGALRM: its handler restores the terminal and ends the process on whichever thread
// it runs, so a stuck main thread cannot hold the process. A SIGALRM of the program's own goes on to
// the handler it had.

static volatile sig_atomic_t orderly_quit_on;
/// The signal that asked for the quit (SIGTERM or SIGHUP), 0 while none did.
static int pending_signal;
static timer_t deadline_timer;
static int deadline_timer_made;
static struct itimerspec deadline_setting;
static struct sigaction previous_alarm_action;
static int alarm_handler_installed;

void rt_end_by_signal(int signo) {
    struct sigaction default_action;
    memset(&default_action, 0, sizeof default_action);
    default_action.sa_handler = SIG_DFL;
    sigemptyset(&default_action.sa_mask);
    sigaction(signo, &default_action, NULL);
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, signo);
    pthread_sigmask(SIG_UNBLOCK, &set, NULL);
    raise(signo);
    _exit(128 + signo);
}

/// Marks the deadline timer's SIGALRM, so that one the program raises itself (alarm, setitimer)
/// reaches the handler it had.
enum { DEADLINE_MARK = 0x52435154 };

static void pass_on_alarm(int signo, siginfo_t *info, void *context) {
    const struct sigaction *previous = &previous_alarm_action;
    if (previous->sa_flags & SA_SIGINFO) {
        previous->sa_sigaction(signo, info, context);
    } else if (previous->sa_handler == SIG_DFL) {
        rt_restore_terminal();
        rt_end_by_signal(signo);
    } else if (previous->sa_handler != SIG_IGN) {
        previous->sa_handler(signo);
    }
}

static void deadline_passed(int signo, siginfo_t *info, void *context) {
    int ours = info != NULL && info->si_code == SI_TIMER && info->si_value.sival_int == DEADLINE_MARK;
    if (!ours) {
        pass_on_alarm(signo, info, context);
        return;
    }
    int pending = __atomic_load_n(&pending_signal, __ATOMIC_SEQ_CST);
    if (!orderly_quit_on || pending == 0) {
        return;
    }
    rt_restore_terminal();
    rt_end_by_signal(pending);
}

static void start_deadline(void) {
    if (deadline_timer_made) {
        timer_settime(deadline_timer, 0, &deadline_setting, NULL);
    }
}

int rt_enable_orderly_quit(long long deadline_nanoseconds) {
    if (!deadline_timer_made) {
        struct sigevent event;
        memset(&event, 0, sizeof event);
        event.sigev_notify = SIGEV_SIGNAL;
        event.sigev_signo = SIGALRM;
        event.sigev_value.sival_int = DEADLINE_MARK;
        if (timer_create(CLOCK_MONOTONIC, &event, &deadline_timer) != 0) {
            return -1;
        }
        deadline_timer_made = 1;
    }
    if (!alarm_handler_installed) {
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_sigaction = deadline_passed;
        action.sa_flags = SA_SIGINFO | SA_ONSTACK;
        sigemptyset(&action.sa_mask);
        if (sigaction(SIGALRM, &action, &previous_alarm_action) != 0) {
            return -1;
        }
        alarm_handler_installed = 1;
    }
    if (deadline_nanoseconds < 1) {
        deadline_nanoseconds = 1;
    }
    memset(&deadline_setting, 0, sizeof deadline_setting);
    deadline_setting.it_value.tv_sec = (time_t)(deadline_nanoseconds / 1000000000LL);
    deadline_setting.it_value.tv_nsec = (long)(deadline_nanoseconds % 1000000000LL);
    __atomic_store_n(&pending_signal, 0, __ATOMIC_SEQ_CST);
    sigset_t unblocked;
    sigemptyset(&unblocked);
    sigaddset(&unblocked, SIGALRM);
    pthread_sigmask(SIG_UNBLOCK, &unblocked, NULL);
    __atomic_store_n(&orderly_quit_on, 1, __ATOMIC_SEQ_CST);
    return 0;
}

void rt_disable_orderly_quit(void) {
    __atomic_store_n(&orderly_quit_on, 0, __ATOMIC_SEQ_CST);
    if (deadline_timer_made) {
        struct itimerspec stopped;
        memset(&stopped, 0, sizeof stopped);
        timer_settime(deadline_timer, 0, &stopped, NULL);
    }
    if (alarm_handler_installed) {
        sigaction(SIGALRM, &previous_alarm_action, NULL);
        alarm_handler_installed = 0;
    }
    __atomic_store_n(&pending_signal, 0, __ATOMIC_SEQ_CST);
}

int rt_orderly_quit_enabled(void) { return __atomic_load_n(&orderly_quit_on, __ATOMIC_SEQ_CST); }

int rt_take_quit_signal(int signo) {
    if (!__atomic_load_n(&orderly_quit_on, __ATOMIC_SEQ_CST)) {
        return 0;
    }
    int none = 0;
    if (__atomic_compare_exchange_n(&pending_signal, &none, signo, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)) {
        start_deadline();
        rt_post_signal_notification(signo);
        return 1;
    }
    // `none` now holds the request under way. A terminal going away hangs up more than once (the
    // kernel's SIGHUP, the shell's as it exits, the input ending): those are all the same request.
    if (signo == SIGHUP && none == SIGHUP) {
        return 1;
    }
    return 0;
}

int rt_request_quit_on_hang_up(void) {
    if (!__atomic_load_n(&orderly_quit_on, __ATOMIC_SEQ_CST)) {
        return 0;
    }
    int none = 0;
    if (!__atomic_compare_exchange_n(&pending_signal, &none, SIGHUP, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)) {
        return 0;
    }
    start_deadline();
    return 1;
}

int rt_pending_quit_signal(void) { return __atomic_load_n(&pending_signal, __ATOMIC_SEQ_CST); }
