#!/usr/bin/env bash
# End-to-end test of the demo's Monitor on this machine's /proc, in a real pseudo-terminal (tmux):
# processes with a name of their own are started, the Monitor is filtered on that name, some of them
# exit and another starts (four become two), then one of the two exits; each time, once the Monitor
# has refreshed, what its incremental frames left on the pane must be what a full repaint (Ctrl-Z,
# then fg) draws: the rows of the processes left, each once, and no stale row below them.
# Only the PID and Command columns are compared (CPU %, memory and times may change between refreshes).
# Run from anywhere; needs tmux (`make deps` installs it). Every process it starts is killed on exit.
source "$(dirname "$0")/tmux-harness.sh"

# A name no other process has: the started processes run `sleep` under it (`exec -a`).
NAME="recmon$$x$RANDOM"
started=()
app_pid=""

finish() {
    local pid
    for pid in "${started[@]}" $app_pid; do kill -KILL "$pid" 2>/dev/null || true; done
    for pid in "${started[@]}"; do wait "$pid" 2>/dev/null || true; done
    cleanup
}
trap finish EXIT
trap 'exit 130' INT TERM HUP

# Starts one process named $NAME (a sleep); its PID is appended to `started` and printed to $WORK/last.
start_named() {
    bash -c "exec -a $NAME sleep 1000" </dev/null >/dev/null 2>&1 &
    started+=("$!")
    echo "$!" > "$WORK/last"
}

# Stops a started process and reaps it, so that no zombie is left for the Monitor to list.
stop_named() {
    kill -TERM "$1" 2>/dev/null || true
    wait "$1" 2>/dev/null || true
}

# The table's rows in a capture on stdin, one line each: the PID, a space, the command.
rows_of() {
    grep -E '^ *[0-9]+ │' | awk -F'│' '{
        pid = $1; command = $NF
        gsub(/^ +| +$/, "", pid); gsub(/^ +| +$/, "", command)
        print pid " " command
    }' || true
}

# The rows the Monitor must show for the PIDs given: each once, sorted by PID.
expected_rows() {
    local pid
    for pid in "$@"; do echo "$pid $NAME 1000"; done | sort -n
}

# Waits (up to 20 s) until the table shows each of the PIDs given (and maybe others).
wait_for_pids() {
    local pid missing deadline=$((SECONDS + 20))
    while ((SECONDS < deadline)); do
        missing=0
        for pid in "$@"; do screen | rows_of | grep -q "^$pid " || missing=1; done
        ((missing == 0)) && return 0
        sleep 0.1
    done
    return 1
}

# Waits until the pane's command is $1 (the shell after Ctrl-Z, the app after fg).
wait_for_command() {
    local deadline=$((SECONDS + 20))
    until [[ "$(pane_format '#{pane_current_command}')" == "$1" ]] || ((SECONDS >= deadline)); do sleep 0.05; done
    [[ "$(pane_format '#{pane_current_command}')" == "$1" ]]
}

for _ in 1 2 3 4; do start_named; done
first=("${started[@]}")

LANG=C.UTF-8 "${TMUX_CMD[@]}" -u new-session -d -s demo -x 100 -y 30 \
    "env -i PATH=/usr/bin:/bin HOME=$WORK HISTFILE=/dev/null LANG=C.UTF-8 TERM=xterm-256color PS1='e2e\$ ' bash --norc --noprofile"
wait_for 'e2e$' || { fail "the shell did not start"; exit 1; }
keys "$BIN --screen monitor" Enter
wait_for "PID │ User" || { fail "the Monitor did not start"; screen >&2; exit 1; }
shell_pid="$(pane_format '#{pane_pid}')"
app_pid="$(ps -o pid= --ppid "$shell_pid" | tr -d ' ' | head -n 1)"

# The filter, typed as bytes: a tmux client with the name on its command line would match it too.
keys /
keys -H $(printf '%s' "$NAME" | od -An -tx1)
keys Enter
if wait_for_pids "${first[@]}" && [[ "$(screen | rows_of | sort -n)" == "$(expected_rows "${first[@]}")" ]]; then
    pass "the filter shows the four processes named $NAME, and only them"
else
    fail "the filter: expected the PIDs ${first[*]}"; screen >&2
fi

# Three exit, one more starts: two are left.
for pid in "${first[@]:1}"; do stop_named "$pid"; done
start_named
survivors=("${first[0]}" "$(cat "$WORK/last")")
# The new process listed means a refresh has read /proc since the changes.
if wait_for_pids "${survivors[@]}"; then pass "the Monitor lists the new process"; else fail "after the changes"; screen >&2; fi
# After two more refreshes (one a second), the pane must hold what a full repaint (Ctrl-Z, then fg)
# draws: the rows of the PIDs given, each once. $1 names the step in the messages.
compare_with_repaint() {
    local step="$1"; shift
    sleep 2.5
    screen > "$WORK/incremental.txt"
    keys C-z
    wait_for_command bash || fail "$step: Ctrl-Z did not suspend the Monitor"
    keys clear Enter
    keys fg Enter
    wait_for_command recurses-demo || fail "$step: fg did not resume the Monitor"
    wait_for "PID │ User" || fail "$step: the Monitor did not repaint after fg"
    sleep 0.3
    screen > "$WORK/repainted.txt"

    # Sorted: rows that swap places between refreshes (equal CPU %) are no fault; a stale one is.
    rows_of < "$WORK/incremental.txt" | sort -n > "$WORK/incremental.rows"
    rows_of < "$WORK/repainted.txt" | sort -n > "$WORK/repainted.rows"
    expected_rows "$@" > "$WORK/expected.rows"
    if diff -q "$WORK/repainted.rows" "$WORK/expected.rows" >/dev/null; then
        pass "$step: the full repaint shows the $# process(es) left, each once"
    else
        fail "$step: the full repaint's rows"; diff "$WORK/repainted.rows" "$WORK/expected.rows" >&2 || true
    fi
    if diff -q "$WORK/incremental.rows" "$WORK/repainted.rows" >/dev/null; then
        pass "$step: the refreshed pane has the rows a full repaint draws"
    else
        fail "$step: the refreshed pane differs from a full repaint (PID and command; < refreshed, > repainted)"
        diff "$WORK/incremental.rows" "$WORK/repainted.rows" >&2 || true
        echo "--- refreshed pane:" >&2; cat "$WORK/incremental.txt" >&2
        echo "--- repainted pane:" >&2; cat "$WORK/repainted.txt" >&2
    fi
}
compare_with_repaint "three exit, one starts" "${survivors[@]}"

# Of the two left, the newer exits: one is left.
stop_named "${survivors[1]}"
compare_with_repaint "one of two exits" "${survivors[0]}"

keys C-c
wait_for_command bash || fail "Ctrl-C did not quit the Monitor"
app_pid=""

if ((failures > 0)); then
    echo "e2e monitor: $failures check(s) failed" >&2
    exit 1
fi
echo "e2e monitor: all checks passed"
