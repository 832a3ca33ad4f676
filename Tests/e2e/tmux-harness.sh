# Shared by the e2e scripts (sourced, not run): builds `recurses-demo` ($BIN), makes a work directory
# ($WORK) with a private tmux server whose socket lives (and goes) with it (${TMUX_CMD[@]}), and the
# helpers every script uses on the pane named `demo`. A script counts its failures in $failures.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

swift build --product recurses-demo >/dev/null
BIN="$(swift build --show-bin-path)/recurses-demo"
WORK="$(mktemp -d)"
TMUX_CMD=(tmux -S "$WORK/tmux.sock" -f /dev/null)
failures=0

cleanup() {
    "${TMUX_CMD[@]}" kill-server >/dev/null 2>&1 || true
    rm -rf "$WORK"
}
trap cleanup EXIT

fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }
pass() { echo "ok: $*"; }

# The visible pane, the pane with its scrollback, keys and literal text sent to it, a tmux format.
screen() { "${TMUX_CMD[@]}" capture-pane -p -t demo; }
history() { "${TMUX_CMD[@]}" capture-pane -p -S - -t demo; }
keys() { "${TMUX_CMD[@]}" send-keys -t demo "$@"; }
text() { "${TMUX_CMD[@]}" send-keys -t demo -l "$1"; }
pane_format() { "${TMUX_CMD[@]}" display-message -p -t demo "$1"; }

# Runs the command given until it succeeds, for at most $WAIT_SECONDS (20: CI machines can be slow).
WAIT_SECONDS=20
wait_until() {
    local deadline=$((SECONDS + WAIT_SECONDS))
    while ((SECONDS < deadline)); do
        if "$@"; then return 0; fi
        sleep 0.05
    done
    return 1
}

# Waits until the visible pane shows the fixed string $1.
shows() { screen | grep -qF -- "$1"; }
wait_for() { wait_until shows "$1"; }

# Checks that the app has exited (with status $2, default 0) and the terminal is back: the main
# screen, the stty settings a script saved in $WORK/stty.before. $3 is where the exit status is
# looked for: `screen` (the default) or `history`, for an app whose output may scroll it away.
expect_restored() {
    local status="${2:-0}" view="${3:-screen}"
    # Type nothing until the app has gone: keys sent earlier would reach the app, not the shell.
    local deadline=$((SECONDS + 20))
    until [[ "$(pane_format '#{pane_current_command}')" == bash ]] || ((SECONDS >= deadline)); do sleep 0.05; done
    keys "echo exit=\$?; stty -a > $WORK/stty.after; echo restored" Enter
    if ! wait_for "restored"; then fail "$1: the shell did not come back"; "$view" >&2; return; fi
    if "$view" | grep -qF "exit=$status"; then pass "$1: exit status $status"; else fail "$1: exit status"; "$view" >&2; fi
    if [[ "$(pane_format '#{alternate_on}')" == 0 ]]; then pass "$1: main screen"; else fail "$1: still on the alternate screen"; fi
    # The window size legitimately changes (scripts resize it); every other setting must match.
    sed -i 's/rows [0-9]*; columns [0-9]*;//' "$WORK/stty.before" "$WORK/stty.after"
    if diff -q "$WORK/stty.before" "$WORK/stty.after" >/dev/null; then
        pass "$1: stty settings restored"
    else
        fail "$1: stty settings differ"; diff "$WORK/stty.before" "$WORK/stty.after" >&2 || true
    fi
}
