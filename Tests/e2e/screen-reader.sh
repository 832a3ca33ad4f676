#!/usr/bin/env bash
# End-to-end test of the screen-reader mode with the real `recurses-demo --screen-reader` in a real
# pseudo-terminal (tmux): the launcher is read as plain lines (no box drawing, no escape sequence
# left in the pane), keys move the focus and each move prints one line, `?` reads the key help as
# lines, Enter opens a screen, RECURSES_SCREEN_READER=1 does the same as the flag, and quitting
# leaves the shell's settings as they were. Run from anywhere; `.ci/run` runs it. Needs tmux.
source "$(dirname "$0")/tmux-harness.sh"

# Waits until the pane or its scrollback shows the fixed string $1.
shows_in_history() { history | grep -qF -- "$1"; }
wait_for() { wait_until shows_in_history "$1"; }

# How many lines of the pane and its scrollback hold the fixed string $1.
count_of() { history | grep -cF -- "$1" || true; }
# Waits until at least $2 lines hold the fixed string $1.
wait_for_count() { local text="$1" wanted="$2"; wait_until eval '(( $(count_of "$text") >= wanted ))'; }

# Waits until the app has gone and the shell runs in the pane again.
wait_for_shell() {
    wait_until eval '[[ "$(pane_format "#{pane_current_command}")" == bash ]]'
}

start_shell() {
    "${TMUX_CMD[@]}" kill-server >/dev/null 2>&1 || true
    # The old server may still be going away: a new one is tried until it starts.
    wait_until eval 'LANG=C.UTF-8 "${TMUX_CMD[@]}" -u new-session -d -s demo -x 100 -y 30 \
        "env -i PATH=/usr/bin:/bin HOME=$WORK HISTFILE=/dev/null LANG=C.UTF-8 TERM=xterm-256color PS1=\"e2e\\$ \" bash --norc --noprofile" 2>/dev/null' \
        || { fail "tmux did not start"; exit 1; }
    wait_for 'e2e$' || { fail "the shell did not start"; exit 1; }
    keys "stty -a > $WORK/stty.before" Enter
}


# --- the launcher, read as lines ---------------------------------------------------------------
start_shell
keys "$BIN --screen-reader --data-dir $WORK/notes" Enter
if wait_for "ReCurses demo screen" && wait_for "List, item 1 of "; then
    pass "the launcher and its focused list are read"
else
    fail "the launcher was not read"; history >&2
fi
if [[ "$(pane_format '#{alternate_on}')" == 0 ]]; then pass "the alternate screen is not used"; else fail "alternate screen on"; fi
keys Down
if wait_for "List, item 2 of "; then pass "a key moves the focus and the move is read"; else fail "Down was not read"; history >&2; fi
text "?"
if wait_for "Keys dialog" && wait_for "Ctrl-P: Command palette"; then pass "? reads the key help as lines"; else fail "? was not read"; history >&2; fi
keys Escape
wait_for_count "ReCurses demo screen" 2 || fail "Escape did not close the key help"
keys Up
wait_for_count "List, item 1 of " 2 || fail "Up was not read"
keys Enter
if wait_for "Simple text field screen"; then pass "Enter opens a screen, read by its title"; else fail "the screen was not read"; history >&2; fi
if history | grep -qE '[│─┌┐└┘⠋⠙▁▂▃▄▅▆▇█]'; then fail "box drawing or spinner glyphs in the transcript"; history >&2; else pass "no box drawing, spinners or sparkline glyphs"; fi
if history | grep -qF $'\e'; then fail "escape sequences left in the pane"; else pass "no escape sequence in the pane"; fi
keys C-c
wait_for_shell || fail "Ctrl-C did not quit"
expect_restored "screen-reader mode" 0 history

# --- the environment variable does what the flag does -------------------------------------------
start_shell
keys "RECURSES_SCREEN_READER=1 $BIN --data-dir $WORK/notes" Enter
if wait_for "List, item 1 of "; then pass "RECURSES_SCREEN_READER=1 turns the mode on"; else fail "the variable did nothing"; history >&2; fi
keys C-c
wait_for_shell || fail "Ctrl-C did not quit"
expect_restored "RECURSES_SCREEN_READER=1" 0 history

# --- the plain mode: stdout not a terminal, the transcript lines printed, nothing drawn ---------
start_shell
keys "$BIN --screen build --inline --plain > $WORK/plain.txt 2>&1 < /dev/null; echo plain-exit=\$?" Enter
if wait_for "plain-exit=0" && grep -qF "Resolve packages" "$WORK/plain.txt" && ! grep -qF $'\e' "$WORK/plain.txt"; then
    pass "--plain prints the build's lines to a file with no escape sequence"
else
    fail "--plain"; history >&2; cat "$WORK/plain.txt" >&2 || true
fi

if ((failures > 0)); then
    echo "$failures screen-reader e2e check(s) failed" >&2
    exit 1
fi
echo "screen-reader e2e: all checks passed"
