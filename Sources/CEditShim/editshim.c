#include "editshim.h"

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
