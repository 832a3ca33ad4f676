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
#include <wchar.h>
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

/// The cursor column of a window (the `getcurx` macro).
static inline int recurses_getcurx(const WINDOW *window) { return getcurx(window); }
/// The cursor row of a window (the `getcury` macro).
static inline int recurses_getcury(const WINDOW *window) { return getcury(window); }
/// The physical screen as ncurses believes it is (the `curscr` macro).
static inline WINDOW *recurses_curscr(void) { return curscr; }
/// The screen as the next update will show it (the `newscr` macro).
static inline WINDOW *recurses_newscr(void) { return newscr; }
/// A terminfo string capability with two numeric parameters filled in (`tparm` is variadic).
static inline char *recurses_tparm2(const char *capability, int first, int second) {
    return tparm(capability, first, second);
}
/// ncurses' own output function (in the terminfo library, not in its headers): it adds a byte to the
/// screen's output buffer, which the next update writes with its own bytes.
extern int _nc_outch_sp(SCREEN *screen, int character);
/// `tputs` for one screen (declared in term.h, which the shim leaves out for its macros).
extern int tputs_sp(SCREEN *screen, const char *text, int affected, int (*output)(SCREEN *, int));
/// Adds `text` (a terminfo string) to the screen's output buffer: the next update writes it first,
/// in the same write as its own bytes.
static inline int recurses_queue_output(SCREEN *screen, const char *text) {
    return tputs_sp(screen, text, 1, _nc_outch_sp);
}
/// No attributes (the `A_NORMAL` macro).
static inline attr_t recurses_attr_normal(void) { return (attr_t)A_NORMAL; }
/// Bold text (the `A_BOLD` macro).
static inline attr_t recurses_attr_bold(void) { return (attr_t)A_BOLD; }
/// Dim text (the `A_DIM` macro).
static inline attr_t recurses_attr_dim(void) { return (attr_t)A_DIM; }
/// Italic text (the `A_ITALIC` macro).
static inline attr_t recurses_attr_italic(void) { return (attr_t)A_ITALIC; }
/// Underlined text (the `A_UNDERLINE` macro).
static inline attr_t recurses_attr_underline(void) { return (attr_t)A_UNDERLINE; }
/// Reverse video (the `A_REVERSE` macro).
static inline attr_t recurses_attr_reverse(void) { return (attr_t)A_REVERSE; }
/// The number of wide characters a `cchar_t` holds (the `CCHARW_MAX` macro).
static inline int recurses_ccharw_max(void) { return CCHARW_MAX; }
/// Whether a `tigetstr` result is a capability string (not absent, not "not a string capability").
static inline int recurses_is_capability_string(const char *value) {
    return value != NULL && value != (const char *)-1;
}

/// The columns the C library (and so ncurses) gives a code point: `wcwidth`, -1 when unprintable.
static inline int recurses_wcwidth(unsigned int code_point) { return wcwidth((wchar_t)code_point); }

/// Fills `cell` with one spacing character in `attributes` and colour `pair`, as `setcchar` does
/// with the pair given as an extended pair (so it may exceed 255), without its checks: it runs for
/// every drawn cell.
static inline void recurses_set_cchar(cchar_t *cell, wchar_t character, attr_t attributes, int pair) {
    int narrow_pair = pair > 255 ? 255 : pair;
    cell->attr = (attributes & (A_ATTRIBUTES & ~A_COLOR)) | (attr_t)COLOR_PAIR(narrow_pair);
    cell->chars[0] = character;
    for (int index = 1; index < CCHARW_MAX; index++) cell->chars[index] = 0;
    cell->ext_color = pair;
}

/// The same cell made by ncurses' own `setcchar` (for tests of `recurses_set_cchar`).
static inline void recurses_set_cchar_checked(cchar_t *cell, wchar_t character, attr_t attributes, int pair) {
    wchar_t text[2] = { character, 0 };
    setcchar(cell, text, attributes, 0, &pair);
}

#endif
