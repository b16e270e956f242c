// Fixed-arity wrappers around libedit's variadic el_set/el_get/history calls,
// which Swift cannot call directly. Each wrapper is one libedit call.
#ifndef WOBBLE_EDITSHIM_H
#define WOBBLE_EDITSHIM_H
#include <stdio.h>
#include <histedit.h>

typedef char *(*editshim_prompt_fn)(EditLine *);
typedef unsigned char (*editshim_command_fn)(EditLine *, int);

EditLine *editshim_init(const char *program);
int editshim_set_prompt(EditLine *el, editshim_prompt_fn fn);
int editshim_set_editor(EditLine *el, const char *mode);
int editshim_set_signal(EditLine *el, int on);
int editshim_add_function(EditLine *el, const char *name, const char *help, editshim_command_fn fn);
int editshim_bind(EditLine *el, const char *key, const char *function);
int editshim_set_history(EditLine *el, History *h);
int editshim_history_set_size(History *h, int size);
int editshim_history_set_unique(History *h, int unique);
int editshim_history_enter(History *h, const char *line);
int editshim_history_load(History *h, const char *file);
int editshim_history_save(History *h, const char *file);
int editshim_history_clear(History *h);

/* Ctrl-C, two ways, both ending el_gets as if at end of input with a flag set:
   - while editing, the tty's ISIG is off (EL_SETTY -d -isig) and the character reader given
     to EL_GETCFN takes the byte ^C itself, so no signal is involved;
   - at other times a SIGINT handler (no SA_RESTART) sets the flag; a read it interrupts ends
     the line instead of being retried, as libedit's own reader would. */
int editshim_install_interrupt_handler(void);
int editshim_use_interruptible_reader(EditLine *el);
/* While the reader waits for a key: called at once, then again each time the number of
   milliseconds it returned passes without input (a negative number: not until the next key).
   NULL (the default) waits without calling anything. The live preview draws its frames here. */
typedef int (*editshim_idle_fn)(void);
/* Returned by the idle function: end the line being read now, as if at end of input, keeping
   what was typed for editshim_take_woken_line (a file changed on disk, to be reloaded). */
#define EDITSHIM_WAKE (-2)
/* What was typed when the idle function ended the line (the caller frees it), or NULL when
   the last line did not end that way. */
char *editshim_take_woken_line(void);
/* Whether EDITSHIM_WAKE ends the line (1, the default); 0 while a question is answered: the
   idle function is then asked again after 100 ms instead. */
void editshim_set_wakeable(int on);
void editshim_set_idle(editshim_idle_fn fn);
/* Asked from the idle function when it moved the cursor off the line being edited (a new
   screen layout): the prompt and the line are drawn again where the cursor now is. */
void editshim_request_redraw(void);
/* Returns whether Ctrl-C was pressed since the last call, and clears the flag. */
int editshim_take_interrupt(void);
/* Whether Ctrl-C (SIGINT) arrived since the last take, without clearing it. */
int editshim_peek_interrupt(void);
#endif
