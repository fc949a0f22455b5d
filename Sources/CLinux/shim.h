// Linux headers the Glibc overlay does not expose to Swift. Nothing to link: they are glibc's.
#include <malloc.h>
#include <pthread.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <sys/prctl.h>
#include <sys/socket.h>

// accept4 is declared only under _GNU_SOURCE, which the Glibc module is built without.
extern int accept4(int sockfd, struct sockaddr *addr, socklen_t *addrlen, int flags);

// An anonymous file to share memory with a process started by exec: _GNU_SOURCE only (glibc 2.27).
extern int memfd_create(const char *name, unsigned int flags);

// A thread's attributes as it runs, its stack's bounds among them: _GNU_SOURCE only too.
extern int pthread_getattr_np(pthread_t thread, pthread_attr_t *attr);

// Signal names ("ILL") and descriptions ("Illegal instruction"), also _GNU_SOURCE only (glibc 2.32).
extern const char *sigabbrev_np(int sig);
extern const char *sigdescr_np(int sig);

// prctl is variadic, which Swift cannot call: its uses, with their argument types fixed.
static inline int set_parent_death_signal(int signal) {
    return prctl(PR_SET_PDEATHSIG, (unsigned long)signal, 0UL, 0UL, 0UL);
}

static inline int set_process_name(const char *name) {
    return prctl(PR_SET_NAME, (unsigned long)name, 0UL, 0UL, 0UL);
}
