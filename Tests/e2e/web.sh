#!/usr/bin/env bash
# End-to-end test of `recurses-demo serve --http` in a real browser: Debian's chromium, driven by
# chromedriver through Selenium (PyPI, in a venv under .build/). The page shows the launcher as DOM
# text; typing CJK and emoji reaches the Simple text field; a click on a table header sorts it; after
# the sort and after Down keys the page (text, styles, cursor) equals a full repaint; the grid follows
# a window resize; a closed tab ends its session on the server. A screenshot is kept in
# .build/artifacts/web.png (CI's artefact). Run from anywhere; `.ci/run` runs it after `make test`.
set -euo pipefail
cd "$(dirname "$0")/../.."

as_root() { if [[ $(id -u) == 0 ]]; then "$@"; else sudo "$@"; fi; }
if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
    echo "Installing chromium and chromium-driver…"
    as_root apt-get update -qq
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver fonts-dejavu-core >/dev/null
fi
VENV=.build/e2e-venv
if [[ ! -x "$VENV/bin/python" ]] || ! "$VENV/bin/python" -c "import selenium" 2>/dev/null; then
    python3 -m venv "$VENV"
    "$VENV/bin/pip" install -q --disable-pip-version-check "selenium>=4.20,<5"
fi

swift build --product recurses-demo >/dev/null
BIN="$(swift build --show-bin-path)/recurses-demo"
WORK="$(mktemp -d)"
PORT=$((20000 + RANDOM % 20000))
mkdir -p .build/artifacts
"$BIN" serve --http "$PORT" --path "$PWD" >"$WORK/server.log" 2>&1 &
SERVER=$!
cleanup() {
    kill "$SERVER" 2>/dev/null || true
    wait "$SERVER" 2>/dev/null || true
    rm -rf "$WORK"
}
trap cleanup EXIT

status=0
"$VENV/bin/python" Tests/e2e/web_test.py --url "http://127.0.0.1:$PORT/" --log "$WORK/server.log" \
    --screenshot .build/artifacts/web.png || status=$?
if ((status != 0)); then
    echo "--- server log" >&2
    cat "$WORK/server.log" >&2
fi
kill -TERM "$SERVER"
if wait "$SERVER"; then echo "ok: SIGTERM stopped the server in order"; else echo "FAIL: the server's exit status" >&2; status=1; fi
exit "$status"
