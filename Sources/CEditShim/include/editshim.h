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
#endif
