#!/usr/bin/env bash
# End-to-end test of inline mode with the real `recurses-demo --screen build --inline` in a real
# pseudo-terminal (tmux): the alternate screen is never used, the finished steps and the summary are
# in the scrollback after exit (capture-pane -S -), the shell above is untouched and the terminal's
# settings are restored; Ctrl-Z and fg, a resize, Ctrl-C; narrowing with a visible cursor leaves no
# stale row; an app with no terminal and TERM=dumb are refused with a clear error.
# Run from anywhere; `.ci/run` runs it after `make test`. Needs tmux (`make deps` installs it).
source "$(dirname "$0")/tmux-harness.sh"

# Waits until the pane or its scrollback shows the fixed string $1.
shows_in_history() { history | grep -qF -- "$1"; }
wait_for() { wait_until shows_in_history "$1"; }

# Waits until the visible pane has a line matching the extended regex $1.
matches() { screen | grep -qE -- "$1"; }
wait_for_screen() { wait_until matches "$1"; }

# Waits until the app has gone and the shell runs in the pane again.
wait_for_shell() {
    local deadline=$((SECONDS + 30))
    until [[ "$(pane_format '#{pane_current_command}')" == bash ]] || ((SECONDS >= deadline)); do
        # The alternate screen must never be switched on while the app runs.
        if [[ "$(pane_format '#{alternate_on}')" != 0 ]]; then alternate_seen=1; fi
        sleep 0.05
    done
}

start_shell() {
    "${TMUX_CMD[@]}" kill-server >/dev/null 2>&1 || true
    LANG=C.UTF-8 "${TMUX_CMD[@]}" -u new-session -d -s demo -x 80 -y 12 \
        "env -i PATH=/usr/bin:/bin HOME=$WORK HISTFILE=/dev/null LANG=C.UTF-8 TERM=xterm-256color PS1='e2e\$ ' bash --norc --noprofile"
    wait_for 'e2e$' || { fail "the shell did not start"; exit 1; }
    keys "stty -a > $WORK/stty.before" Enter
}


# --- a whole build, run to the end, with the screen filling up ----------------------------------
start_shell
for i in 1 2 3 4 5 6 7 8 9; do keys "echo shell-line-$i" Enter; done
alternate_seen=0
keys "$BIN --screen build --inline" Enter
wait_for "Resolve packages" || fail "the live area did not show"
wait_for_shell
if ((alternate_seen == 0)) && [[ "$(pane_format '#{alternate_on}')" == 0 ]]; then
    pass "the alternate screen was never used"
else
    fail "the alternate screen was switched on"
fi
expect_restored "a finished build" 0 history
log="$(history)"
steps_in_order=1
previous=0
for step in "Resolve packages" "Compile ReStore" "Compile TerminalCore" "Compile TerminalUI" "Compile ReCurses" \
    "Link recurses-demo" "Run tests" "Package release"; do
    line="$(grep -nF "✓ $step" <<<"$log" | head -n 1 | cut -d: -f1)"
    count="$(grep -cF "✓ $step" <<<"$log" || true)"
    if [[ -z "$line" ]] || ((line <= previous)) || ((count != 1)); then steps_in_order=0; fi
    previous="${line:-0}"
done
if ((steps_in_order)); then pass "every step is in the scrollback once, in order"; else fail "steps in the scrollback"; echo "$log" >&2; fi
if grep -qF "Build succeeded: 8 steps" <<<"$log"; then pass "the summary is in the scrollback"; else fail "summary"; fi
if grep -qF "shell-line-1" <<<"$log" && grep -qF "shell-line-9" <<<"$log"; then
    pass "the shell's lines above the live area are intact"
else
    fail "the shell's lines were damaged"; echo "$log" >&2
fi
summary="$(grep -nF "Build succeeded" <<<"$log" | cut -d: -f1)"
done_line="$(grep -nF "Done (8/8)" <<<"$log" | cut -d: -f1)"
prompt_line="$(grep -nF 'e2e$ echo exit=' <<<"$log" | tail -n 1 | cut -d: -f1)"
if [[ -n "$summary" && -n "$done_line" && -n "$prompt_line" ]] && ((summary < done_line && done_line < prompt_line)); then
    pass "the last frame stays above a prompt on a clean line"
else
    fail "the last frame and the prompt"; echo "$log" >&2
fi

# --- Ctrl-Z and fg, a resize, Ctrl-C ---------------------------------------------------------------
"${TMUX_CMD[@]}" resize-window -t demo -x 60 -y 20
keys clear Enter
keys "$BIN --screen stepping-up --inline" Enter
wait_for_screen "Slider.*0\.5" || { fail "stepping-up inline did not show"; screen >&2; }
keys C-z
deadline=$((SECONDS + 20))
until [[ "$(pane_format '#{pane_current_command}')" == bash ]] || ((SECONDS >= deadline)); do sleep 0.05; done
keys "stty -a > $WORK/stty.suspended; echo suspended" Enter
wait_for "suspended" && pass "Ctrl-Z gives the shell back" || fail "Ctrl-Z"
sed 's/rows [0-9]*; columns [0-9]*;//' "$WORK/stty.suspended" > "$WORK/stty.suspended.cut"
sed 's/rows [0-9]*; columns [0-9]*;//' "$WORK/stty.before" > "$WORK/stty.before.cut"
if diff -q "$WORK/stty.before.cut" "$WORK/stty.suspended.cut" >/dev/null; then pass "suspended: shell modes back"; else fail "suspended modes"; fi
keys fg Enter
sleep 0.5
keys +
wait_for_screen "Slider.*0\.6" && pass "fg resumes and keys reach the app" || { fail "fg"; screen >&2; }
"${TMUX_CMD[@]}" resize-window -t demo -x 100 -y 20
sleep 0.5
keys +
wait_for_screen "Slider.*0\.7" && pass "after a resize the live area still works" || { fail "resize"; screen >&2; }
# The mouse: tmux reports screen positions, and the live area maps them into itself (it asked tmux
# where it is with a cursor position query, again after the resize). The wheel over the area scrolls
# the stepper into view, then a click on its [+] steps the value up.
mouse() { keys -H $(printf "$@" | od -An -tx1); }
slider_row="$(screen | grep -n 'Slider' | tail -n 1 | cut -d: -f1)"
before_wheel="$(screen)"
screen_changed() { [[ "$(screen)" != "$before_wheel" ]]; }
mouse '\e[<65;5;%dM' "$slider_row"
# The area has no header or status bar, so the stepper may show before the wheel: wait for the scroll.
if wait_until screen_changed && wait_for_screen '\[\+\]'; then pass "the wheel inside the live area scrolls it"; else
    fail "inline wheel"; screen >&2
fi
row_text="$(screen | grep -nF -- '[+]' | tail -n 1)"
line="${row_text#*:}"
prefix="${line%%\[+\]*}"
mouse '\e[<0;%d;%dM\e[<0;%d;%dm' $((${#prefix} + 2)) "${row_text%%:*}" $((${#prefix} + 2)) "${row_text%%:*}"
wait_for_screen "Slider.*0\.8" && pass "a click inside the live area reaches its button" || { fail "inline click"; screen >&2; }
# Narrower: tmux re-wraps the area's old rows; the area erases all of them from its top row down.
"${TMUX_CMD[@]}" resize-window -t demo -x 60 -y 20
sleep 0.5
wait_for_screen "Slider.*0\.8" || true
if (($(screen | grep -c 'Slider') == 1)); then pass "a narrowing resize leaves no re-wrapped rows on screen"; else
    fail "re-wrapped rows left on screen"; screen >&2
fi
keys C-c
wait_for_shell
expect_restored "Ctrl-C inline" 0 history
if [[ "$(pane_format '#{mouse_any_flag}')" == 0 ]]; then pass "mouse reporting is off again"; else fail "mouse reporting left on"; fi

# --- narrowing 100 → 60 → 40 columns with the cursor shown in a text field ------------------------
# tmux re-wraps the area's old rows and moves the cursor with its cell; the area erases everything
# its old rows became, so each of its rows is on the screen once and the command line above stays.
# tmux keeps the cursor on its screen row and pushes what the rows above it grew by off the top into
# the scrollback: with the shell's lines filling the screen above the area, those are the shell's.
"${TMUX_CMD[@]}" resize-window -t demo -x 100 -y 30
keys clear Enter
keys "for i in \$(seq 1 40); do echo narrow-shell-line-\$i; done" Enter
keys "$BIN --screen simple-text-field --inline" Enter
wait_for_screen "Enter some text" || { fail "simple-text-field inline did not show"; screen >&2; }
text "typed into a field that is shown with its cursor while the window narrows"
wait_for_screen "You typed: typed into" || { fail "typing inline"; screen >&2; }
for width in 60 40; do
    "${TMUX_CMD[@]}" resize-window -t demo -x "$width" -y 30
    sleep 0.5
    text "!"
    wait_for_screen "You typed: ty" || true
    sleep 0.3
    log="$(history)"
    if (($(grep -c "Enter some text" <<<"$log") == 1)) && (($(grep -c "Starting simple" <<<"$log") == 1)) &&
        (($(grep -c "You typed" <<<"$log") == 1)) && grep -q "narrow-shell-line-40$" <<<"$log"; then
        pass "narrowed to $width columns with a visible cursor: no stale row, the shell's lines intact"
    else
        fail "stale or erased rows at $width columns"; echo "$log" >&2
    fi
done
keys C-c
wait_for_shell
"${TMUX_CMD[@]}" resize-window -t demo -x 60 -y 20

# --- no terminal: the smallest app, written as the README shows, says so in one line -------------
swift build --product recurses-list >/dev/null
LIST_BIN="$(swift build --show-bin-path)/recurses-list"
status=0
setsid -w "$LIST_BIN" </dev/null >"$WORK/notty.out" 2>"$WORK/notty.err" || status=$?
if ((status == 1)) && (($(wc -l <"$WORK/notty.err") == 1)) && grep -q "^recurses-list: cannot start the terminal" "$WORK/notty.err" &&
    ! grep -qi "fatal" "$WORK/notty.err" && [[ ! -s "$WORK/notty.out" ]]; then
    pass "no terminal: one clear line on stderr, exit status 1"
else
    fail "no terminal: exit status $status"; cat "$WORK/notty.err" >&2
fi

# --- TERM=dumb ------------------------------------------------------------------------------------
keys clear Enter
keys "TERM=dumb $BIN; echo dumb-exit=\$?" Enter
if wait_for "dumb-exit=1" && history | grep -qF "cannot move the cursor"; then
    pass "TERM=dumb: a clear error and exit status 1"
else
    fail "TERM=dumb"; history >&2
fi

if ((failures > 0)); then
    echo "e2e inline: $failures check(s) failed" >&2
    exit 1
fi
echo "e2e inline: all checks passed"
