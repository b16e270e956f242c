#include "editshim.h"

#include <errno.h>
#include <poll.h>
#include <stdlib.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>
#include <wchar.h>

EditLine *editshim_init(const char *program) { return el_init(program, stdin, stdout, stderr); }
int editshim_set_prompt(EditLine *el, editshim_prompt_fn fn) { return el_set(el, EL_PROMPT, fn); }
int editshim_set_editor(EditLine *el, const char *mode) { return el_set(el, EL_EDITOR, mode); }
int editshim_set_signal(EditLine *el, int on) { return el_set(el, EL_SIGNAL, on); }
int editshim_add_function(EditLine *el, const char *name, const char *help, editshim_command_fn fn) {
  return el_set(el, EL_ADDFN, name, help, fn);
}
int editshim_bind(EditLine *el, const char *key, const char *function) {
  return el_set(el, EL_BIND, key, function, (const char *)NULL);
}
int editshim_set_history(EditLine *el, History *h) { return el_set(el, EL_HIST, history, h); }
int editshim_history_set_size(History *h, int size) { HistEvent ev; return history(h, &ev, H_SETSIZE, size); }
int editshim_history_set_unique(History *h, int unique) { HistEvent ev; return history(h, &ev, H_SETUNIQUE, unique); }
int editshim_history_enter(History *h, const char *line) { HistEvent ev; return history(h, &ev, H_ENTER, line); }
int editshim_history_load(History *h, const char *file) { HistEvent ev; return history(h, &ev, H_LOAD, file); }
int editshim_history_save(History *h, const char *file) { HistEvent ev; return history(h, &ev, H_SAVE, file); }
int editshim_history_clear(History *h) { HistEvent ev; return history(h, &ev, H_CLEAR); }

static volatile sig_atomic_t editshim_interrupted = 0;

static void editshim_on_interrupt(int signo) {
  (void)signo;
  editshim_interrupted = 1;
}

int editshim_install_interrupt_handler(void) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = editshim_on_interrupt;
  sigemptyset(&action.sa_mask);
  action.sa_flags = 0;
  if (sigaction(SIGINT, &action, NULL) != 0) return -1;
  /* A mask inherited from the parent (test runners, some shells) must not hold Ctrl-C back. */
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGINT);
  return sigprocmask(SIG_UNBLOCK, &set, NULL);
}

int editshim_take_interrupt(void) {
  int was = editshim_interrupted;
  editshim_interrupted = 0;
  return was;
}

static editshim_idle_fn editshim_idle = NULL;
static int editshim_redraw_requested = 0;

void editshim_set_idle(editshim_idle_fn fn) { editshim_idle = fn; }
void editshim_request_redraw(void) { editshim_redraw_requested = 1; }

/* The idle function, then the line drawn again if it moved the cursor away from it. */
static int editshim_run_idle(EditLine *el) {
  int wait_ms = editshim_idle();
  if (editshim_redraw_requested) {
    editshim_redraw_requested = 0;
    el_set(el, EL_REFRESH);
  }
  return wait_ms;
}

static char *editshim_kept_line = NULL;
static int editshim_woken = 0;
static int editshim_wakeable = 1;

void editshim_set_wakeable(int on) { editshim_wakeable = on; }

/* The line being typed, kept for editshim_take_woken_line. */
static void editshim_keep_line(EditLine *el) {
  const LineInfo *info = el_line(el);
  size_t length = info ? (size_t)(info->lastchar - info->buffer) : 0;
  free(editshim_kept_line);
  editshim_kept_line = malloc(length + 1);
  if (editshim_kept_line == NULL) return;
  if (length > 0) memcpy(editshim_kept_line, info->buffer, length);
  editshim_kept_line[length] = 0;
}

char *editshim_take_woken_line(void) {
  if (!editshim_woken) return NULL;
  editshim_woken = 0;
  char *line = editshim_kept_line;
  editshim_kept_line = NULL;
  return line != NULL ? line : strdup("");
}

/* Waits until standard input has a byte, calling the idle function whenever it asks to be
   called again before one arrives. Returns 0 when input is ready (or the wait failed: the
   read then says why), -1 when Ctrl-C ended the wait, -2 when the idle function asked to end
   the line (EDITSHIM_WAKE). */
static int editshim_wait_for_input(EditLine *el) {
  int wait_ms = editshim_run_idle(el);
  for (;;) {
    if (wait_ms == EDITSHIM_WAKE && !editshim_wakeable) wait_ms = 100; /* asked again soon */
    if (wait_ms == EDITSHIM_WAKE) {
      editshim_keep_line(el);
      editshim_woken = 1;
      return -2;
    }
    if (wait_ms < 0) return 0;
    struct pollfd fds = {STDIN_FILENO, POLLIN, 0};
    int ready = poll(&fds, 1, wait_ms);
    if (ready > 0) return 0;
    if (ready < 0 && errno != EINTR) return 0;
    if (editshim_interrupted) return -1;
    wait_ms = editshim_run_idle(el);
  }
}

/* One character from standard input, decoded with the locale's multibyte rules. */
static int editshim_read_char(EditLine *el, wchar_t *out) {
  (void)el;
  mbstate_t state;
  memset(&state, 0, sizeof state);
  int first = 1;
  for (;;) {
    char byte;
    if (first && editshim_idle != NULL && editshim_wait_for_input(el) < 0) return 0; /* Ctrl-C, or woken */
    int first_byte = mbsinit(&state);
    first = 0;
    ssize_t n = read(STDIN_FILENO, &byte, 1);
    if (n == 1) {
      if (byte == 0x03) {                        /* ^C typed while ISIG is off */
        editshim_interrupted = 1;
        return 0;
      }
      /* A Ctrl-D typed while a command ran met the terminal in canonical mode, which keeps an
         end-of-file as a NUL ending the pending line; read raw, that NUL is all that is left of
         it. Taken as the Ctrl-D it was; Ctrl-Space, the one key that sends NUL, loses only
         libedit's mark, which no Wobble key uses. */
      if (byte == 0 && first_byte) byte = 0x04;
      size_t k = mbrtowc(out, &byte, 1, &state);
      if (k == (size_t)-2) continue;            /* more bytes of this character to come */
      if (k == (size_t)-1) *out = (unsigned char)byte;
      return 1;
    }
    if (n == 0) return 0;                        /* end of input */
    if (errno == EINTR) {
      if (editshim_interrupted) return 0;        /* Ctrl-C: end this line */
      continue;                                  /* SIGWINCH and friends */
    }
    return -1;
  }
}

int editshim_use_interruptible_reader(EditLine *el) {
  if (el_set(el, EL_SETTY, "-d", "-isig", (const char *)NULL) != 0) return -1;
  return el_set(el, EL_GETCFN, editshim_read_char);
}

int editshim_peek_interrupt(void) { return editshim_interrupted; }
