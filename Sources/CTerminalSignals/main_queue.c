#define _GNU_SOURCE
#include "main_queue.h"

#include <sys/syscall.h>
#include <unistd.h>

int rt_is_process_main_thread(void) {
    return syscall(SYS_gettid) == getpid();
}
