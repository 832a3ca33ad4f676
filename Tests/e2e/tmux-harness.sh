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
