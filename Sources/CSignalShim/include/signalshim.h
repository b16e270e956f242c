#ifndef SIGNALSHIM_H
#define SIGNALSHIM_H
/* Signals that must not kill Wobble while it holds the terminal in raw mode (play): a
   handler that only records the signal, so the caller can restore the terminal first and
   then end the process the way the signal would have. */

/* Records `signo` instead of acting on it, until signalshim_restore; the previous action is
   kept. Returns 0, or -1 with errno set. */
int signalshim_watch(int signo);
/* Puts back the action `signo` had before signalshim_watch. */
int signalshim_restore(int signo);
/* The last watched signal that arrived (0 if none), clearing it. */
int signalshim_take(void);
/* Ends the process as `signo` would by default (after the terminal is restored). */
void signalshim_die_by(int signo);
#endif
