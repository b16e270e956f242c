#include "signalshim.h"

#include <signal.h>
#include <string.h>
#include <termios.h>
#include <errno.h>
#include <unistd.h>

/* Installs `handler` for `signo` (the previous action into `saved` when given) and unblocks
   it: a mask inherited from the parent (test runners, a tmux server started by one, some
   shells) must not hold it back. Returns 0, or -1 with errno set. */
static int signalshim_install(int signo, void (*handler)(int), int flags, struct sigaction *saved) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = handler;
  sigemptyset(&action.sa_mask);
  action.sa_flags = flags;
  if (sigaction(signo, &action, saved) != 0) return -1;
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, signo);
  return sigprocmask(SIG_UNBLOCK, &set, NULL);
}

static volatile sig_atomic_t signalshim_caught = 0;
static struct sigaction signalshim_saved[65];

static void signalshim_record(int signo) { signalshim_caught = signo; }

static volatile sig_atomic_t signalshim_resize_seen = 0;
static struct sigaction signalshim_resize_saved;

static void signalshim_record_resize(int signo) {
  (void)signo;
  signalshim_resize_seen = 1;
}

int signalshim_watch_resize(void) {
  return signalshim_install(SIGWINCH, signalshim_record_resize, SA_RESTART, &signalshim_resize_saved);
}

int signalshim_restore_resize(void) { return sigaction(SIGWINCH, &signalshim_resize_saved, NULL); }

int signalshim_take_resize(void) {
  int was = signalshim_resize_seen;
  signalshim_resize_seen = 0;
  return was;
}

int signalshim_watch(int signo) {
  if (signo <= 0 || signo >= 65) return -1;
  /* No SA_RESTART: a poll or read it interrupts returns. */
  return signalshim_install(signo, signalshim_record, 0, &signalshim_saved[signo]);
}

int signalshim_restore(int signo) {
  if (signo <= 0 || signo >= 65) return -1;
  return sigaction(signo, &signalshim_saved[signo], NULL);
}

int signalshim_take(void) {
  int was = signalshim_caught;
  signalshim_caught = 0;
  return was;
}

void signalshim_die_by(int signo) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = SIG_DFL;
  sigemptyset(&action.sa_mask);
  sigaction(signo, &action, NULL);
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, signo);
  sigprocmask(SIG_UNBLOCK, &set, NULL);
  raise(signo);
  _exit(128 + signo);
}

static unsigned char signalshim_farewell[256];
static volatile sig_atomic_t signalshim_farewell_count = 0;
static volatile sig_atomic_t signalshim_farewell_installed = 0;

/* The farewell bytes to standard output, from a signal handler (write only). */
static void signalshim_write_farewell(void) {
  int count = signalshim_farewell_count;
  int written = 0;
  while (written < count) {
    ssize_t n = write(1, signalshim_farewell + written, (size_t)(count - written));
    if (n <= 0) break;
    written += (int)n;
  }
}

static void signalshim_say_farewell(int signo) {
  signalshim_write_farewell();
  signalshim_die_by(signo);
}

int signalshim_set_farewell(const unsigned char *bytes, int count) {
  if (count < 0 || count > (int)sizeof signalshim_farewell) return -1;
  signalshim_farewell_count = 0;
  if (count > 0) memcpy(signalshim_farewell, bytes, (size_t)count);
  signalshim_farewell_count = count;
  if (!signalshim_farewell_installed) {
    signalshim_farewell_installed = 1;
    /* Unblocked too: a mask inherited from the parent would hold them back for ever, and the
       process could not be ended by them at all. */
    signalshim_install(SIGTERM, signalshim_say_farewell, 0, NULL);
    signalshim_install(SIGHUP, signalshim_say_farewell, 0, NULL);
  }
  return 0;
}

int signalshim_stop_group(void) {
  struct sigaction stop, saved;
  memset(&stop, 0, sizeof stop);
  stop.sa_handler = SIG_DFL;
  sigemptyset(&stop.sa_mask);
  if (sigaction(SIGTSTP, &stop, &saved) != 0) return -1;
  sigset_t set, old;
  sigemptyset(&set);
  sigaddset(&set, SIGTSTP);
  sigprocmask(SIG_UNBLOCK, &set, &old);
  /* The whole process group, as the terminal signals it: a wrapper script stops too. The
     signal is delivered to this thread before kill returns, so the process has stopped and
     been continued by the time the old action is put back. */
  int result = kill(0, SIGTSTP);
  sigprocmask(SIG_SETMASK, &old, NULL);
  sigaction(SIGTSTP, &saved, NULL);
  return result;
}

static struct termios signalshim_shell_modes;
static volatile sig_atomic_t signalshim_have_shell_modes = 0;

int signalshim_remember_shell_modes(void) {
  struct termios modes;
  if (!isatty(0) || tcgetattr(0, &modes) != 0) return -1;
  signalshim_have_shell_modes = 0;
  signalshim_shell_modes = modes;
  signalshim_have_shell_modes = 1;
  return 0;
}

int signalshim_suspend(void) {
  struct termios current;
  int had = tcgetattr(0, &current) == 0;
  if (signalshim_have_shell_modes) tcsetattr(0, TCSADRAIN, &signalshim_shell_modes);
  int result = signalshim_stop_group();
  /* Raw modes (the line editor's, tune's, play's) are Wobble's own and are set again; cooked
     ones are the shell's, which the shell leaves in force on fg (and libedit's own SIGCONT
     handler, when it stopped at the prompt, sets its raw mode after this). */
  if (had && !(current.c_lflag & ICANON)) tcsetattr(0, TCSADRAIN, &current);
  return result;
}

static volatile sig_atomic_t signalshim_continued = 0;

/* SIGTSTP from outside (kill, or Ctrl-Z while a command runs with the terminal's signals on):
   the farewell bytes put the screen back, then the same suspension as the key. Everything
   here is async-signal-safe: write, tcgetattr/tcsetattr, sigaction, sigprocmask, kill. */
static void signalshim_stop_politely(int signo) {
  (void)signo;
  int saved_errno = errno;
  signalshim_write_farewell();
  signalshim_suspend();
  signalshim_continued = 1;
  errno = saved_errno;
}

int signalshim_watch_stop(void) { return signalshim_install(SIGTSTP, signalshim_stop_politely, SA_RESTART, NULL); }

int signalshim_take_continued(void) {
  int was = signalshim_continued;
  signalshim_continued = 0;
  return was;
}
