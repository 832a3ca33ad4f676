#!/usr/bin/env bash
# End-to-end test of the real `recurses-demo` binary in a real pseudo-terminal (tmux):
# command-line errors (and no terminal at all), launch, typing (ASCII, CJK, emoji), navigation,
# Reverse, help, resize, Ctrl-Z and fg, quitting with q, Ctrl-C and SIGTERM, the --log file, and
# that the terminal is restored each time (main screen, the same stty settings); SIGTERM, SIGHUP and a
# closed window within the Notes example's pause before saving lose nothing that was typed.
# Run from anywhere; `.ci/run` runs it after `make test`. Needs tmux (`make deps` installs it).
source "$(dirname "$0")/tmux-harness.sh"

expect_screen() {
    if wait_for "$1"; then pass "$2"; else fail "$2 (expected to see '$1')"; screen >&2; fi
}

# Waits until some line of the pane is exactly $1 (no stale cell after it), as expect_screen does.
expect_line() {
    local deadline=$((SECONDS + 20))
    while ((SECONDS < deadline)); do
        if screen | grep -qxF -- "$1"; then pass "$2"; return; fi
        sleep 0.05
    done
    fail "$2 (expected the line '$1')"; screen >&2
}


# --- the command line: errors are reported before any terminal is touched -------------------
if "$BIN" --help | grep -qF -- "--screen <name>"; then pass "--help"; else fail "--help"; fi
set +e
"$BIN" --screen nope >"$WORK/out" 2>"$WORK/err"; status=$?
set -e
if ((status != 0)) && grep -qF "nope" "$WORK/err" && grep -qF "stepping-up" "$WORK/err"; then
    pass "unknown --screen is refused (exit $status)"
else
    fail "unknown --screen: exit $status, stderr: $(cat "$WORK/err")"
fi
set +e
"$BIN" --log /nonexistent-dir/demo.log >"$WORK/out" 2>"$WORK/err"; status=$?
set -e
if ((status != 0)) && grep -qF "cannot write the log file" "$WORK/err"; then
    pass "unwritable --log is refused (exit $status)"
else
    fail "unwritable --log: exit $status, stderr: $(cat "$WORK/err")"
fi

if command -v setsid >/dev/null; then
    set +e
    setsid "$BIN" </dev/null >"$WORK/out" 2>"$WORK/err"; status=$?
    set -e
    if ((status != 0)) && grep -qF "cannot start the terminal" "$WORK/err"; then
        pass "no terminal: a clear error (exit $status)"
    else
        fail "no terminal: exit $status, stderr: $(cat "$WORK/err")"
    fi
fi

# --- the app in tmux ---------------------------------------------------------------------------
start_shell() {
    "${TMUX_CMD[@]}" kill-server >/dev/null 2>&1 || true
    LANG=C.UTF-8 "${TMUX_CMD[@]}" -u new-session -d -s demo -x 80 -y 24 \
        "env -i PATH=/usr/bin:/bin HOME=$WORK HISTFILE=/dev/null LANG=C.UTF-8 TERM=xterm-256color PS1='e2e\$ ' bash --norc --noprofile"
    wait_for 'e2e$' || { fail "the shell did not start"; exit 1; }
    keys "stty -a > $WORK/stty.before" Enter
}


start_shell
keys "$BIN --log $WORK/demo.log" Enter
expect_screen "Stepping up" "launcher lists the examples"
if [[ "$(pane_format '#{alternate_on}')" == 1 ]]; then pass "the app uses the alternate screen"; else fail "alternate screen not on"; fi

# SimpleTextField: typing is echoed, CJK and emoji included.
keys Enter
expect_screen "Enter some text" "Enter opens SimpleTextField"
text "hello 日本語 👍"
expect_screen "You typed: hello 日本語 👍" "typing (CJK, emoji) reaches the state and the echo label"
# A flag and a ZWJ family typed over longer text: the field's row holds exactly what we drew (the flag
# as its two indicators, the family as its first emoji, each two columns), with no stale cell after it.
keys C-u; text "abcdefghijkl"; keys C-u; text "x🇯🇵y|"
expect_line "  x🇯🇵y|" "a flag leaves no stale cell in the field"
expect_screen "You typed: x🇯🇵y|" "a flag reaches the echo label"
keys C-u; text "abcdefghijkl"; keys C-u; text "ab👨‍👩‍👧cd|"
expect_line "  ab👨cd|" "a ZWJ family shows its first emoji, two columns, no stale cell"
keys Escape
expect_screen "Stepping up" "Esc goes back to the launcher"

# SteppingUp: + steps the value; slider, field, progress bar and stepper all show it.
keys Down Enter
expect_screen "Step size" "SteppingUp opens"
keys +
expect_screen "[-] 0.6 [+]" "+ steps the value (stepper)"
expect_screen "60%" "+ steps the value (progress bar)"
keys "?"
expect_screen "Keys" "? opens the help dialog"
keys Escape

# Resize: everything is laid out again and the status bar follows the new bottom line.
"${TMUX_CMD[@]}" resize-window -t demo -x 60 -y 16
resized() { [[ "$(screen | wc -l)" == 16 ]] && screen | tail -n 1 | grep -qF "Back"; }
deadline=$((SECONDS + 20))
until resized || ((SECONDS >= deadline)); do sleep 0.05; done
if resized && screen | grep -qF "60%"; then
    pass "resize: redrawn at 60×16 with the status bar at the bottom"
else
    fail "resize"; screen >&2
fi
keys Escape
expect_screen "Consumers" "back to the launcher after resize"
keys q
expect_restored "quit with q"

if grep -qF 'SetContent(newContent: "hello 日本語 👍")' "$WORK/demo.log" && grep -q '^state [0-9]*: {' "$WORK/demo.log"; then
    pass "--log wrote the actions and the states"
else
    fail "--log file content"; head -c 2000 "$WORK/demo.log" >&2 || true
fi

if grep -q '^state 0: {' "$WORK/demo.log"; then pass "--log starts with the initial state"; else fail "--log initial state"; fi

# --screen opens one example directly (here without colours); Ctrl-C quits from the launcher.
"${TMUX_CMD[@]}" resize-window -t demo -x 80 -y 24
keys clear Enter
keys "$BIN --screen table --no-color" Enter
expect_screen "Mario's Pizza" "--screen table opens the table"
keys Down
expect_screen "Selected: Bart's Bakery" "the selection moves"
keys r
expect_screen "Wool & Wedding" "r reverses the shops"
fashion="$(screen | grep -nF "Fashion" | head -n 1 | cut -d: -f1)"
food="$(screen | grep -nF "Food" | head -n 1 | cut -d: -f1)"
if [[ -n "$fashion" && -n "$food" ]] && ((fashion < food)) && screen | grep -qF "Selected: Bart's Bakery"; then
    pass "Reverse puts Fashion first and keeps the selection on the same shop"
else
    fail "Reverse"; screen >&2
fi
keys C-NPage
expect_screen "bound to a grid" "Ctrl-PgDn shows the Collection tab"
keys C-PPage
expect_screen "bound to a sectioned list" "Ctrl-PgUp shows the Table tab again"
keys Escape
expect_screen "Stepping up" "Esc from a --screen example reaches the launcher"
keys C-c
expect_restored "quit with Ctrl-C"

# SIGTERM: the app quits in order (exit status 0) and the terminal is restored.
keys clear Enter
keys "$BIN --screen consumers" Enter
expect_screen "page store" "--screen consumers opens Consumers"

# Ctrl-Z: the shell gets a usable terminal back; fg brings the app back, fully repainted.
keys C-z
deadline=$((SECONDS + 20))
until [[ "$(pane_format '#{pane_current_command}')" == bash ]] || ((SECONDS >= deadline)); do sleep 0.05; done
if [[ "$(pane_format '#{alternate_on}')" == 0 ]]; then pass "Ctrl-Z suspends to the main screen"; else fail "Ctrl-Z"; screen >&2; fi
keys clear Enter
keys fg Enter
expect_screen "page store" "fg resumes and repaints"
shell_pid="$(pane_format '#{pane_pid}')"
app_pid="$(ps -o pid= --ppid "$shell_pid" | tr -d ' ' | head -n 1)"
if [[ -n "$app_pid" ]]; then
    kill -TERM "$app_pid"
    expect_restored "SIGTERM" 0
else
    fail "SIGTERM: the app's process was not found"
fi

# Ctrl-Z under a parent in the same job (as with `make run`): the whole job stops, so the shell
# gets the terminal back; fg continues both and the app repaints.
keys clear Enter
keys "sh -c '\"$BIN\" --screen consumers; echo parent-resumed'" Enter
expect_screen "page store" "the demo under a parent process"
keys C-z
if wait_for "Stopped"; then pass "Ctrl-Z stops the parent too: the shell is back"; else fail "Ctrl-Z under a parent"; screen >&2; fi
keys clear Enter
keys fg Enter
expect_screen "page store" "fg resumes the parent and the app"
keys C-c
if wait_for "parent-resumed"; then pass "the parent carries on after the app quits"; else fail "parent after quit"; screen >&2; fi
expect_restored "quit under a parent"

# Notes: text typed into a note is saved half a second after the last key; SIGTERM or SIGHUP sent
# before then quits in order, and the note on disk holds every character.
app_pid_in_pane() { ps -o pid= --ppid "$(pane_format '#{pane_pid}')" | tr -d ' ' | head -n 1; }
notes="$WORK/notes"
mkdir -p "$notes"
for signal in TERM HUP; do
    : > "$notes/e2e.md"
    keys clear Enter
    keys "$BIN --screen notes --data-dir $notes" Enter
    expect_screen "type here" "Notes opens on an empty note ($signal)"
    app_pid="$(app_pid_in_pane)"
    keys Enter
    typed="終わり 🎉 $signal-typed"
    text "$typed"
    expect_screen "$signal-typed" "the typed text shows ($signal)"
    before="$(cat "$notes/e2e.md")"
    kill "-$signal" "$app_pid"
    expect_restored "SIG$signal in Notes" 0
    if [[ "$(cat "$notes/e2e.md")" == "$typed" ]]; then
        pass "SIG$signal in Notes: every typed character is on disk"
    else
        fail "SIG$signal in Notes: the note holds '$(cat "$notes/e2e.md")'"
    fi
    if [[ -n "$before" ]]; then echo "note: the note was saved before SIG$signal arrived (a slow machine)"; fi
done

# The window goes (the pane is killed): the terminal hangs up under the demo, which still saves.
: > "$notes/e2e.md"
keys clear Enter
keys "$BIN --screen notes --data-dir $notes" Enter
expect_screen "type here" "Notes opens on an empty note (window closed)"
app_pid="$(app_pid_in_pane)"
keys Enter
text "窓 🪟 closed"
expect_screen "closed" "the typed text shows (window closed)"
"${TMUX_CMD[@]}" kill-pane -t demo
deadline=$((SECONDS + 20))
while kill -0 "$app_pid" 2>/dev/null && ((SECONDS < deadline)); do sleep 0.05; done
if kill -0 "$app_pid" 2>/dev/null; then fail "the demo outlived its window"; kill -KILL "$app_pid"; else pass "the demo ends with its window"; fi
if [[ "$(cat "$notes/e2e.md")" == "窓 🪟 closed" ]]; then
    pass "window closed in Notes: every typed character is on disk"
else
    fail "window closed in Notes: the note holds '$(cat "$notes/e2e.md")'"
fi
start_shell

# The Explorer on a real folder: CJK and emoji names, a symlink loop (listed, never followed), a
# folder opened from the table with Tab, Enter; the terminal restored after Ctrl-C.
tree="$WORK/explorer"
mkdir -p "$tree/写真" "$tree/🎵 music" "$tree/docs/deep"
echo photo > "$tree/写真/猫.jpg"
echo notes > "$tree/docs/notes.txt"
ln -s . "$tree/loop"
keys clear Enter
keys "$BIN --screen explorer --path $tree" Enter
expect_screen "🎵 music" "the Explorer lists a real folder, CJK and emoji names included"
if screen | grep -q "loop .*link"; then pass "a symlink loop is listed as a link"; else fail "symlink loop"; screen >&2; fi
keys Tab Enter
expect_screen "notes.txt" "Tab, then Enter on a folder in the table opens it"
if screen | grep -q "▾ docs"; then pass "the opened folder is expanded in the tree"; else fail "tree after Enter"; screen >&2; fi
keys C-c
expect_restored "the Explorer"

# The Monitor on this machine's /proc: a sleep started here (its parent gone, so init reaps it) is
# found with the filter and stopped with k after the confirmation; kill -0 then finds no process.
( sleep "1000.$$" >/dev/null 2>&1 & echo $! > "$WORK/sleep.pid" )
sleeper=$(cat "$WORK/sleep.pid")
keys clear Enter
keys "$BIN --screen monitor" Enter
expect_screen "Tasks " "the Monitor shows the task counts"
expect_screen "PID │ User" "the Monitor lists the processes"
keys /
text "sleep 1000.$$"
keys Enter
expect_screen "$sleeper │" "the filter finds the sleep by its command"
keys k
expect_screen "Send SIGTERM to process $sleeper (sleep)?" "k asks before stopping the process"
keys y
expect_screen "Sent SIGTERM to process $sleeper" "y sends SIGTERM"
deadline=$((SECONDS + 20))
while kill -0 "$sleeper" 2>/dev/null && ((SECONDS < deadline)); do sleep 0.05; done
if kill -0 "$sleeper" 2>/dev/null; then fail "the stopped sleep is still running"; kill "$sleeper"; else pass "the sleep is gone"; fi
keys C-c
expect_restored "the Monitor"

# The Keyboard example: tmux sends the legacy encoding, so the screen says that no releases come;
# Tab, Alt-x (ESC then x in one read, no timeout) and Enter are logged by their names; Esc still goes back.
keys clear Enter
keys "$BIN --screen keyboard" Enter
expect_screen "Protocol: legacy keys" "the Keyboard example shows the legacy protocol under tmux"
expect_screen "Held: not reported" "the Keyboard example says a legacy terminal reports no releases"
keys Tab
expect_screen "Tab           press" "Tab is logged as a press"
keys M-x
expect_screen "Alt-X         press" "Alt-x is logged as Alt-X"
keys Escape
expect_screen "Stepping up" "Esc leaves the Keyboard example for the launcher"
keys C-c
expect_restored "the Keyboard example"

if ((failures > 0)); then
    echo "e2e: $failures check(s) failed" >&2
    exit 1
fi
echo "e2e: all checks passed"
