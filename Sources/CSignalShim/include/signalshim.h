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
/* Window size changes (SIGWINCH) noted apart from the signals above, which stop playback: a
   resize only asks for a redraw. watch installs the handler (the previous one is kept),
   restore puts that back, take answers 1 once for any number of resizes since the last take. */
int signalshim_watch_resize(void);
int signalshim_restore_resize(void);
int signalshim_take_resize(void);
/* Bytes written to standard output (fd 1) when SIGTERM or SIGHUP ends the process while they
   are set, before it ends as the signal would: the terminal put back (a scroll region reset,
   the cursor shown). The first call installs the handlers; at most 256 bytes are kept; a
   count of 0 forgets them (the handlers then only end the process, as by default). Returns 0,
   or -1 when the bytes are too many. */
int signalshim_set_farewell(const unsigned char *bytes, int count);
/* Stops Wobble's process group as Ctrl-Z does when the terminal sends signals (SIGTSTP with
   its default action, whatever handler is installed meanwhile), and returns once it is
   continued (SIGCONT, the shell's fg or bg); the handler is then put back. In a process group
   no shell controls (orphaned), the kernel drops the signal and it returns at once. Returns 0,
   or -1 with errno set. */
int signalshim_stop_group(void);
/* Keeps standard input's modes as they are now (the shell's) for signalshim_suspend. Returns 0,
   or -1 when standard input is not a terminal. */
int signalshim_remember_shell_modes(void);
/* The shell's modes set (when remembered), the process group stopped (signalshim_stop_group),
   and once continued the modes in force before set again when they were raw (not ICANON):
   cooked modes are the shell's, which it leaves in force on fg. Async-signal-safe. */
int signalshim_suspend(void);
/* SIGTSTP sent from outside handled as Ctrl-Z: the farewell bytes (signalshim_set_farewell)
   written, then signalshim_suspend; signalshim_take_continued answers 1 once after each time,
   so the screen can be laid out again. Returns 0, or -1 with errno set. */
int signalshim_watch_stop(void);
int signalshim_take_continued(void);
#endif
