/* The floor for scripts/bench-tui.sh: the least an ncurses program can do. It draws one line,
 * redraws it with a counter after every key, and exits on q; with FLOOR_TRACE set it writes the same
 * trace marks as storefront's STOREFRONT_TRACE. Same start-up calls as storefront's
 * NcursesTerminal (setlocale, initscr, raw, noecho, keypad, ESCDELAY 25, no cursor).
 * Build: cc -O2 -o tui-floor tui-floor.c -lncursesw */
#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1
#include <locale.h>
#include <ncursesw/curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

/* Appends "event<TAB>monotonic_ns" to $FLOOR_TRACE, like storefront's STOREFRONT_TRACE. */
static void mark(const char *event) {
  static FILE *trace;
  const char *path = getenv("FLOOR_TRACE");
  if (path == NULL) return;
  if (trace == NULL && (trace = fopen(path, "a")) == NULL) return;
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  fprintf(trace, "%s\t%lld\n", event, (long long)now.tv_sec * 1000000000LL + now.tv_nsec);
  fflush(trace);
}

int main(void) {
  mark("run_entered");
  setlocale(LC_ALL, "");
  initscr();
  raw();
  noecho();
  keypad(stdscr, TRUE);
  set_escdelay(25);
  curs_set(0);
  mvaddstr(0, 0, "floor ready keys 0");
  refresh();
  mark("first_paint");
  long keys = 0;
  for (;;) {
    wint_t ch;
    if (get_wch(&ch) == ERR) continue;
    mark("key_read");
    if (ch == 'q') break;
    keys++;
    mvprintw(0, 0, "floor ready keys %ld", keys);
    clrtoeol();
    refresh();
    mark("painted");
  }
  endwin();
  return 0;
}
