/*
 * CLibedit shim: libedit's native API (histedit.h) made callable from Swift 6.
 *
 * Swift cannot call C variadic functions (el_set, el_get, history), and strict
 * concurrency rejects C globals such as `stdout`. Each call the REPL needs is
 * wrapped here in a small `static inline` function with a fixed signature. The signal handlers' atomics
 * are here too (see "Atomics").
 * Never include <readline/readline.h> (GNU readline is also installed here).
 */
#ifndef BAZAAR_CLIBEDIT_SHIM_H
#define BAZAAR_CLIBEDIT_SHIM_H

#include <errno.h>
#include <fcntl.h>
#include <histedit.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/resource.h>
#include <termios.h>
#include <unistd.h>
#include <wchar.h>

/* Callback types, named so Swift sees plain function pointer types. */
typedef char *(*bz_prompt_fn)(EditLine *);
typedef unsigned char (*bz_command_fn)(EditLine *, int);
typedef void (*bz_signal_fn)(int);
typedef int (*bz_getc_fn)(EditLine *, wchar_t *);

/* ---- el_init ------------------------------------------------------------- */

/* An editor reading stdin and writing stdout/stderr. */
static inline EditLine *bz_el_init(const char *program) {
    return el_init(program, stdin, stdout, stderr);
}

/* ---- el_set / el_get ---------------------------------------------------- */

/* Prompt callback; characters between two `delimiter`s are printed but take no column. */
static inline int bz_el_set_prompt_esc(EditLine *el, bz_prompt_fn fn, char delimiter) {
    return el_set(el, EL_PROMPT_ESC, fn, (int)delimiter);
}

/* "emacs" or "vi". */
static inline int bz_el_set_editor(EditLine *el, const char *mode) {
    return el_set(el, EL_EDITOR, mode);
}

/* Whether libedit installs its own signal handlers while in el_gets (we pass 0). */
static inline int bz_el_set_signal(EditLine *el, int on) {
    return el_set(el, EL_SIGNAL, on);
}

/* Connects a history list so Up/Down and Ctrl-R search it. */
static inline int bz_el_set_history(EditLine *el, History *h) {
    return el_set(el, EL_HIST, history, h);
}

static inline int bz_el_set_clientdata(EditLine *el, void *data) {
    return el_set(el, EL_CLIENTDATA, data);
}

static inline void *bz_el_get_clientdata(EditLine *el) {
    void *data = NULL;
    if (el_get(el, EL_CLIENTDATA, &data) != 0) return NULL;
    return data;
}

/* Registers a named editor command implemented by `fn`. */
static inline int bz_el_add_function(EditLine *el, const char *name, const char *help, bz_command_fn fn) {
    return el_set(el, EL_ADDFN, name, help, fn);
}

/* Binds a key sequence (e.g. "^I") to a named editor command. */
static inline int bz_el_bind(EditLine *el, const char *key, const char *command) {
    return el_set(el, EL_BIND, key, command, (const char *)NULL);
}

/* Replaces libedit's read-one-character function (returns 1, 0 at EOF, -1 on error). */
static inline int bz_el_set_getc(EditLine *el, bz_getc_fn fn) {
    return el_set(el, EL_GETCFN, fn);
}

/* Non-zero: put the tty in editing (raw) mode; zero: back to cooked mode. */
static inline int bz_el_prepare_terminal(EditLine *el, int editing) {
    return el_set(el, EL_PREP_TERM, editing);
}

/* Clears libedit's idea of the screen and redraws the prompt and the line. */
static inline int bz_el_refresh(EditLine *el) {
    return el_set(el, EL_REFRESH);
}

/* ---- history() ---------------------------------------------------------- */

static inline int bz_history_set_size(History *h, HistEvent *ev, int size) {
    return history(h, ev, H_SETSIZE, size);
}

static inline int bz_history_get_size(History *h, HistEvent *ev) {
    return history(h, ev, H_GETSIZE);
}

static inline int bz_history_set_unique(History *h, HistEvent *ev, int unique) {
    return history(h, ev, H_SETUNIQUE, unique);
}

static inline int bz_history_enter(History *h, HistEvent *ev, const char *line) {
    return history(h, ev, H_ENTER, line);
}

/* Newest entry. */
static inline int bz_history_first(History *h, HistEvent *ev) {
    return history(h, ev, H_FIRST);
}

/* Oldest entry. */
static inline int bz_history_last(History *h, HistEvent *ev) {
    return history(h, ev, H_LAST);
}

/* One step towards the newest entry. */
static inline int bz_history_prev(History *h, HistEvent *ev) {
    return history(h, ev, H_PREV);
}

/* One step towards the oldest entry. */
static inline int bz_history_next(History *h, HistEvent *ev) {
    return history(h, ev, H_NEXT);
}

/* Loads a `_HiStOrY_V2_` file; returns the number of lines read, or -1. */
static inline int bz_history_load(History *h, HistEvent *ev, const char *path) {
    return history(h, ev, H_LOAD, path);
}

/* Writes all entries (vis-encoded, header first when the stream is at offset 0). */
static inline int bz_history_save_fp(History *h, HistEvent *ev, FILE *fp) {
    return history(h, ev, H_SAVE_FP, fp);
}

/* ---- C globals and signals ---------------------------------------------- */

static inline int bz_flush_stdout(void) {
    return fflush(stdout);
}

/* Width of the terminal on `fd` in columns, or 0 when unknown. */
static inline int bz_terminal_columns(int fd) {
    struct winsize size;
    memset(&size, 0, sizeof size);
    if (ioctl(fd, TIOCGWINSZ, &size) != 0) return 0;
    return (int)size.ws_col;
}

/* The columns the character `c` takes as libedit measures it (wcwidth, in the process's locale); -1 for
 * one that is not printable. */
static inline int bz_character_width(unsigned int c) {
    return wcwidth((wchar_t)c);
}

/* Installs `handler` for `signo` with an empty mask; SA_RESTART only when `restart` is non-zero. Then
 * unblocks `signo` on the calling thread (the main one): a process may start with it blocked (a parent's
 * mask is inherited: a test runner's thread, some supervisors), and a handler never called is none. */
static inline int bz_install_signal_handler(int signo, bz_signal_fn handler, int restart) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = restart ? SA_RESTART : 0;
    if (sigaction(signo, &action, NULL) != 0) return -1;
    sigset_t only;
    sigemptyset(&only);
    sigaddset(&only, signo);
    return pthread_sigmask(SIG_UNBLOCK, &only, NULL) == 0 ? 0 : -1;
}

/* Whether `signo` is currently ignored (e.g. SIGHUP under nohup, SIGINT in a background job). */
static inline int bz_signal_is_ignored(int signo) {
    struct sigaction current;
    memset(&current, 0, sizeof current);
    if (sigaction(signo, NULL, &current) != 0) return 0;
    return current.sa_handler == SIG_IGN;
}

/* Restores the default action for `signo`. */
static inline int bz_default_signal_handler(int signo) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = SIG_DFL;
    sigemptyset(&action.sa_mask);
    return sigaction(signo, &action, NULL);
}

/* Raises `signo` on the calling thread with it unblocked for the moment, so it is delivered before
 * this returns. Swift's main actor runs on a dispatch thread that blocks most signals, where a plain
 * raise(SIGTSTP) would stay pending and never stop the process. */
static inline int bz_raise_unblocked(int signo) {
    sigset_t only, previous;
    sigemptyset(&only);
    sigaddset(&only, signo);
    pthread_sigmask(SIG_UNBLOCK, &only, &previous);
    int result = raise(signo);
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    return result;
}

/* Lets a signal already sent to the process (and not yet handled by another thread) be handled on
 * the calling thread before this returns: it is unblocked here for the moment, so the kernel delivers
 * it on the way out of the system call. Nothing happens when none is pending. */
static inline void bz_accept_pending_signal(int signo) {
    sigset_t only, previous;
    sigemptyset(&only);
    sigaddset(&only, signo);
    pthread_sigmask(SIG_UNBLOCK, &only, &previous);
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
}

/* ---- Process groups ------------------------------------------------------ */

/* tcsetpgrp with SIGTTOU blocked on this thread, so a background group may take the terminal. */
static inline int bz_set_foreground_group(int fd, pid_t group) {
    sigset_t only, previous;
    sigemptyset(&only);
    sigaddset(&only, SIGTTOU);
    pthread_sigmask(SIG_BLOCK, &only, &previous);
    int result = tcsetpgrp(fd, group);
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    return result;
}

/* tcsetattr(TCSANOW) with SIGTTOU blocked on this thread (it may run after the terminal was given back). */
static inline int bz_set_terminal_state(int fd, const struct termios *state) {
    sigset_t only, previous;
    sigemptyset(&only);
    sigaddset(&only, SIGTTOU);
    pthread_sigmask(SIG_BLOCK, &only, &previous);
    int result = tcsetattr(fd, TCSANOW, state);
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    return result;
}

/* ---- Terminal descriptions ---------------------------------------------- */

/* The termcap entry point of the terminfo library libedit itself uses (declared here: <term.h>
 * defines macros such as `columns` that would leak into Swift). */
extern int tgetent(char *buffer, const char *name);

/* 1 when the terminal database describes `name`, 0 when it has no entry, -1 when there is no database. */
static inline int bz_terminal_entry_exists(const char *name) {
    return tgetent(NULL, name);
}

/* ---- Atomics -------------------------------------------------------------- */

/* Sequentially consistent atomic operations on a plain `long` (Swift's `Int`), for the values the
 * signal handlers share with the rest of the program (LineEditing's `AtomicCell` wraps them). A
 * lock-free atomic is async-signal-safe; Swift's own `Atomic` (the Synchronization module) needs
 * macOS 15 and iOS 18, and this package supports macOS 13 and iOS 16. */
_Static_assert(__atomic_always_lock_free(sizeof(long), 0), "a signal handler needs lock-free atomics on long");

static inline long bz_atomic_load_long(const long *cell) {
    return __atomic_load_n(cell, __ATOMIC_SEQ_CST);
}

static inline void bz_atomic_store_long(long *cell, long value) {
    __atomic_store_n(cell, value, __ATOMIC_SEQ_CST);
}

/* Stores `value` and returns what the cell held before. */
static inline long bz_atomic_exchange_long(long *cell, long value) {
    return __atomic_exchange_n(cell, value, __ATOMIC_SEQ_CST);
}

/* Adds `operand`, wrapping around on overflow (done on unsigned long, where that is defined), and
 * returns what the cell held before. */
static inline long bz_atomic_fetch_add_long(long *cell, long operand) {
    return (long)__atomic_fetch_add((unsigned long *)cell, (unsigned long)operand, __ATOMIC_SEQ_CST);
}

/* Stores `desired` if the cell holds `*expected` and returns 1; otherwise copies what it holds into
 * `*expected` and returns 0. Strong: it never fails spuriously. */
static inline int bz_atomic_compare_exchange_long(long *cell, long *expected, long desired) {
    return __atomic_compare_exchange_n(cell, expected, desired, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST) ? 1 : 0;
}

/* ---- Standard descriptors ------------------------------------------------ */

/* Runs before main. A standard descriptor (0, 1, 2) that the parent left closed (`>&-`) is filled
 * with /dev/null opened the wrong way round (stdin write-only, stdout and stderr read-only), so every
 * use of it still fails with EBADF, as on a closed descriptor, and no file the program opens later
 * (the runtime's own eventfd, a database) can land on it and receive its output. It is emitted, and
 * so runs, only in a program that refers to it (`OutputWriter` does). */
__attribute__((constructor)) static void bz_reserve_standard_descriptors(void) {
    for (int fd = 0; fd <= 2; fd++) {
        if (fcntl(fd, F_GETFD) != -1 || errno != EBADF) continue;
        int opened = open("/dev/null", fd == 0 ? O_WRONLY : O_RDONLY);
        if (opened >= 0 && opened != fd) {
            dup2(opened, fd);
            close(opened);
        }
    }
}

/* The constructor's address, for Swift to refer to (which makes the compiler emit it). */
static inline void (*bz_reserve_standard_descriptors_function(void))(void) {
    return bz_reserve_standard_descriptors;
}

/* ---- Core dumps ------------------------------------------------------------ */

#ifdef __linux__
#include <sys/prctl.h>
#endif

/* Keeps what the process holds (a password being typed or checked) out of core files: the core size
 * limit becomes 0, soft and hard, so no child or later setrlimit raises it, and on Linux the process is
 * not dumpable (no core even for a handler that ignores the limit, no ptrace attach or /proc/PID/mem by
 * other users; its /proc/PID entries belong to root). prctl is variadic, hence here. Returns 0, or -1
 * with errno set. */
static inline int bz_disable_core_dumps(void) {
    struct rlimit none = {0, 0};
    if (setrlimit(RLIMIT_CORE, &none) != 0) return -1;
#ifdef __linux__
    if (prctl(PR_SET_DUMPABLE, 0, 0, 0, 0) != 0) return -1;
#endif
    return 0;
}

#endif /* BAZAAR_CLIBEDIT_SHIM_H */
