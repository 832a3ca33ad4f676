#ifndef RECURSES_CNCURSES_SHIM_H
#define RECURSES_CNCURSES_SHIM_H

// The ncurses wide-character API, with the macros a Swift caller needs turned into functions.
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#include <locale.h>
#include <ncursesw/curses.h>

/// The standard screen window (the `stdscr` macro).
static inline WINDOW *recurses_stdscr(void) { return stdscr; }
/// The number of lines of the screen (the `LINES` macro).
static inline int recurses_lines(void) { return LINES; }
/// The number of columns of the screen (the `COLS` macro).
static inline int recurses_cols(void) { return COLS; }
/// The number of colours the terminal has (the `COLORS` macro).
static inline int recurses_colors(void) { return COLORS; }
/// The number of colour pairs the terminal has (the `COLOR_PAIRS` macro).
static inline int recurses_color_pairs(void) { return COLOR_PAIRS; }
/// The attribute bits of a colour pair (the `COLOR_PAIR` macro).
static inline attr_t recurses_color_pair(int pair) { return (attr_t)COLOR_PAIR(pair); }
/// The `ERR` return code.
static inline int recurses_err(void) { return ERR; }
/// The `OK` return code.
static inline int recurses_ok(void) { return OK; }

#endif
