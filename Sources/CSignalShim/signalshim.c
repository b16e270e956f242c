#include "signalshim.h"

#include <signal.h>
#include <string.h>
#include <termios.h>
#include <errno.h>
#include <unistd.h>

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
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = signalshim_record_resize;
  sigemptyset(&action.sa_mask);
  action.sa_flags = SA_RESTART;
  if (sigaction(SIGWINCH, &action, &signalshim_resize_saved) != 0) return -1;
  /* As for the signals above: a mask inherited from the parent must not hold it back. */
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGWINCH);
  return sigprocmask(SIG_UNBLOCK, &set, NULL);
}

int signalshim_restore_resize(void) { return sigaction(SIGWINCH, &signalshim_resize_saved, NULL); }

int signalshim_take_resize(void) {
  int was = signalshim_resize_seen;
  signalshim_resize_seen = 0;
  return was;
}

int signalshim_watch(int signo) {
  if (signo <= 0 || signo >= 65) return -1;
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = signalshim_record;
  sigemptyset(&action.sa_mask);
  action.sa_flags = 0; /* no SA_RESTART: a poll or read it interrupts returns */
  if (sigaction(signo, &action, &signalshim_saved[signo]) != 0) return -1;
  /* A mask inherited from the parent (test runners, some shells) must not hold it back. */
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, signo);
  return sigprocmask(SIG_UNBLOCK, &set, NULL);
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

static void signalshim_say_farewell(int signo) {
  int count = signalshim_farewell_count;
  int written = 0;
  while (written < count) {
    ssize_t n = write(1, signalshim_farewell + written, (size_t)(count - written));
    if (n <= 0) break;
    written += (int)n;
  }
  signalshim_die_by(signo);
}

int signalshim_set_farewell(const unsigned char *bytes, int count) {
  if (count < 0 || count > (int)sizeof signalshim_farewell) return -1;
  signalshim_farewell_count = 0;
  if (count > 0) memcpy(signalshim_farewell, bytes, (size_t)count);
  signalshim_farewell_count = count;
  if (!signalshim_farewell_installed) {
    signalshim_farewell_installed = 1;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = signalshim_say_farewell;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;
    sigaction(SIGTERM, &action, NULL);
    sigaction(SIGHUP, &action, NULL);
    /* A mask inherited from the parent (a test runner's threads, a tmux server started by
       one) would hold them back for ever: the process could not be ended by them at all. */
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGTERM);
    sigaddset(&set, SIGHUP);
    sigprocmask(SIG_UNBLOCK, &set, NULL);
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
  int count = signalshim_farewell_count;
  int written = 0;
  while (written < count) {
    ssize_t n = write(1, signalshim_farewell + written, (size_t)(count - written));
    if (n <= 0) break;
    written += (int)n;
  }
  signalshim_suspend();
  signalshim_continued = 1;
  errno = saved_errno;
}

int signalshim_watch_stop(void) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = signalshim_stop_politely;
  sigemptyset(&action.sa_mask);
  action.sa_flags = SA_RESTART;
  if (sigaction(SIGTSTP, &action, NULL) != 0) return -1;
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGTSTP);
  return sigprocmask(SIG_UNBLOCK, &set, NULL);
}

int signalshim_take_continued(void) {
  int was = signalshim_continued;
  signalshim_continued = 0;
  return was;
}
