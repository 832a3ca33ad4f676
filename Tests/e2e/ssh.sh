#!/usr/bin/env bash
# End-to-end test of `recurses-demo serve` with the real OpenSSH client in real pseudo-terminals
# (tmux): the host key file is made with mode 0600 and reused; a client with a listed key sees the
# launcher on the alternate screen, types, resizes; two clients on one store see each other's
# changes; Ctrl-C ends one session only and leaves the client's terminal sane; commands, sessions
# without a terminal and unlisted keys are refused; local, remote, agent and X11 forwarding are refused
# while the sessions keep working; SIGTERM stops the server in order; two users on the shared board
# (serve --board) see each other's cursor and cards; SIGHUP (the server's own terminal hung up) stops
# it in order too, the client's terminal restored.
# Run from anywhere; `.ci/run` runs it after `make test`. Needs tmux and ssh (installed when missing).
if ! command -v ssh >/dev/null || ! command -v ssh-keygen >/dev/null; then
    if [[ $(id -u) == 0 ]]; then apt-get install -y -qq openssh-client >/dev/null; else sudo apt-get install -y -qq openssh-client >/dev/null; fi
fi
source "$(dirname "$0")/tmux-harness.sh"

PORT=$((20000 + RANDOM % 20000))
ssh-keygen -q -t ed25519 -N "" -C e2e -f "$WORK/client_key"
ssh-keygen -q -t ed25519 -N "" -C stranger -f "$WORK/stranger_key"
cp "$WORK/client_key.pub" "$WORK/authorized_keys"
SSH="ssh -p $PORT -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null -o LogLevel=ERROR -o BatchMode=yes"

expect_screen() {
    if wait_for "$1"; then pass "$2"; else fail "$2 (expected to see '$1')"; screen >&2; fi
}

# Whether the server's output has the fixed string $1 yet.
server_says() { grep -qF -- "$1" "$WORK/server.log" 2>/dev/null; }

# The server in a window of its own; its output goes to a file.
start_server() {
    rm -f "$WORK/server.log"
    "${TMUX_CMD[@]}" new-window -d -n server -t demo \
        "$BIN serve --port $PORT --host-key $WORK/host_key --authorized-keys $WORK/authorized_keys --max-sessions 2 > $WORK/server.log 2>&1 & echo \$! > $WORK/server.pid; wait \$!; echo server-exit=\$? >> $WORK/server.log"
    wait_until server_says "serving on" || { fail "the server did not start"; cat "$WORK/server.log" >&2; exit 1; }
}

# A shell in the pane named $1 (demo is the first window).
start_shell() {
    LANG=C.UTF-8 "${TMUX_CMD[@]}" -u new-session -d -s demo -x 80 -y 24 \
        "env -i PATH=/usr/bin:/bin HOME=$WORK HISTFILE=/dev/null LANG=C.UTF-8 TERM=xterm-256color PS1='e2e\$ ' bash --norc --noprofile"
    wait_for 'e2e$' || { fail "the shell did not start"; exit 1; }
    keys "stty -a > $WORK/stty.before" Enter
}

start_shell
start_server
mode=$(stat -c %a "$WORK/host_key")
if [[ "$mode" == 600 ]] && grep -qF "BEGIN OPENSSH PRIVATE KEY" "$WORK/host_key" && ssh-keygen -l -f "$WORK/host_key" >/dev/null; then
    pass "the host key was created with mode 0600 in OpenSSH's format"
else
    fail "host key file: mode $mode"; ls -l "$WORK" >&2
fi
fingerprint=$(ssh-keygen -l -f "$WORK/host_key")

# --- refusals, from a plain shell ------------------------------------------------------------------
set +e
$SSH -i "$WORK/client_key" localhost ls >"$WORK/out" 2>"$WORK/err"; status=$?
set -e
if ((status != 0)) && grep -qF "commands are refused" "$WORK/err"; then pass "exec is refused (exit $status)"; else fail "exec: exit $status, $(cat "$WORK/err")"; fi
set +e
$SSH -T -i "$WORK/client_key" localhost </dev/null >"$WORK/out" 2>"$WORK/err"; status=$?
set -e
if ((status != 0)) && grep -qF "needs a terminal" "$WORK/err"; then pass "a session without a terminal is refused (exit $status)"; else fail "no pty: exit $status, $(cat "$WORK/err")"; fi
set +e
$SSH -i "$WORK/client_key" -s localhost sftp >"$WORK/out" 2>"$WORK/err" </dev/null; status=$?
set -e
if ((status != 0)); then pass "the sftp subsystem is refused (exit $status)"; else fail "sftp: exit $status"; fi
set +e
$SSH -tt -i "$WORK/stranger_key" localhost >"$WORK/out" 2>"$WORK/err" </dev/null; status=$?
set -e
if ((status == 255)) && grep -qF "Permission denied" "$WORK/err"; then pass "an unlisted key is refused"; else fail "stranger: exit $status, $(cat "$WORK/err")"; fi

# --- a session: launcher, typing, resize -----------------------------------------------------------
keys "$SSH -i $WORK/client_key localhost" Enter
expect_screen "Stepping up" "the launcher is drawn over SSH"
if [[ "$(pane_format '#{alternate_on}')" == 1 ]]; then pass "the session uses the alternate screen"; else fail "alternate screen not on"; fi
keys Enter
expect_screen "Enter some text" "Enter opens the text field example"
text "hello 日本語"
expect_screen "You typed: hello 日本語" "typing reaches the session's app"
"${TMUX_CMD[@]}" resize-window -t demo -x 60 -y 16
resized() { [[ "$(screen | wc -l)" == 16 ]] && screen | tail -n 1 | grep -qF "Back"; }
if wait_until resized; then pass "resize: redrawn at 60×16, the status bar at the bottom"; else fail "resize"; screen >&2; fi

# --- a second client on the same store sees the first one's typing ----------------------------------
"${TMUX_CMD[@]}" new-window -d -n other -t demo \
    "env -i PATH=/usr/bin:/bin HOME=$WORK LANG=C.UTF-8 TERM=xterm-256color $SSH -tt -i $WORK/client_key localhost"
other() { "${TMUX_CMD[@]}" capture-pane -p -t other; }
other_shows() { other | grep -qF -- "$1"; }
if wait_until other_shows "Stepping up"; then pass "a second client gets its own launcher"; else fail "second client"; other >&2; fi
"${TMUX_CMD[@]}" send-keys -t other Enter
if wait_until other_shows "You typed: hello 日本語"; then pass "the second client sees what the first typed (one store)"; else fail "shared store"; other >&2; fi
"${TMUX_CMD[@]}" send-keys -t other -l "!"
if wait_for "You typed: hello 日本語!"; then pass "and the first sees the second's change"; else fail "shared store back"; screen >&2; fi

# --- server full -------------------------------------------------------------------------------------
set +e
sleep 3 | $SSH -tt -i "$WORK/client_key" localhost >"$WORK/out" 2>"$WORK/err"; status=$?
set -e
if ((status != 0)) && grep -qF "server full" "$WORK/err" "$WORK/out"; then pass "a third client is told the server is full"; else fail "server full: exit $status, $(cat "$WORK/err" "$WORK/out")"; fi

# --- Ctrl-C ends this session only --------------------------------------------------------------------
keys C-c
deadline=$((SECONDS + 20))
until [[ "$(pane_format '#{pane_current_command}')" == bash ]] || ((SECONDS >= deadline)); do sleep 0.05; done
keys "echo exit=\$?; stty -a > $WORK/stty.after; echo restored" Enter
if wait_for "restored" && [[ "$(pane_format '#{alternate_on}')" == 0 ]]; then pass "Ctrl-C ends the session: the shell is back on the main screen"; else fail "Ctrl-C"; screen >&2; fi
sed -i 's/rows [0-9]*; columns [0-9]*;//' "$WORK/stty.before" "$WORK/stty.after"
if diff -q "$WORK/stty.before" "$WORK/stty.after" >/dev/null; then pass "the client's terminal settings are restored"; else fail "stty differs"; diff "$WORK/stty.before" "$WORK/stty.after" >&2 || true; fi
if other_shows "You typed: hello 日本語!"; then pass "the other session keeps running"; else fail "the other session ended"; fi

# --- forwarding is refused; the session asking for it and the others keep working ------------------
# Remote forwarding: with ExitOnForwardFailure the client gives up, and nothing listens on the port.
FORWARD_PORT=$((PORT + 2))
set +e
sleep 3 | $SSH -tt -o ExitOnForwardFailure=yes -R "127.0.0.1:$FORWARD_PORT:127.0.0.1:$PORT" -i "$WORK/client_key" localhost \
    >"$WORK/out" 2>"$WORK/err"; status=$?
set -e
if ((status == 255)) && grep -qF "remote port forwarding failed" "$WORK/err"; then
    pass "remote forwarding (-R) is refused: the client exits (ExitOnForwardFailure)"
else
    fail "-R: exit $status, $(cat "$WORK/err")"
fi
if ! (exec 3<>"/dev/tcp/127.0.0.1/$FORWARD_PORT") 2>/dev/null; then pass "nothing listens on the port -R asked for"; else fail "port $FORWARD_PORT is open"; fi
# X11 forwarding: SwiftNIO SSH cannot read an x11-req (a channel request it does not know, with data)
# and closes that client's connection before any session starts; the server goes on.
set +e
sleep 3 | env DISPLAY=127.0.0.1:77 $SSH -tt -Y -i "$WORK/client_key" localhost >"$WORK/out" 2>"$WORK/err"; status=$?
set -e
if ((status == 255)) && grep -qF "closed by remote host" "$WORK/err" && [[ ! -s "$WORK/out" ]]; then
    pass "X11 forwarding (-Y) is refused: that client's connection is closed before a session starts"
else
    fail "-Y: exit $status, $(cat "$WORK/err")"
fi
# Local and agent forwarding asked for by one client that gets its session anyway.
LOCAL_PORT=$((PORT + 3))
"${TMUX_CMD[@]}" new-window -d -n forwards -t demo \
    "env -i PATH=/usr/bin:/bin HOME=$WORK LANG=C.UTF-8 TERM=xterm-256color ssh-agent sh -c \"ssh-add -q $WORK/client_key; $SSH -tt -v -o ExitOnForwardFailure=yes -A -L 127.0.0.1:$LOCAL_PORT:127.0.0.1:$PORT -i $WORK/client_key localhost 2>$WORK/forwards.err\""
forwards() { "${TMUX_CMD[@]}" capture-pane -p -t forwards; }
forwards_show() { forwards | grep -qF -- "$1"; }
if wait_until forwards_show "Stepping up"; then pass "a client asking for -L and -A still gets its session"; else fail "forwards session"; forwards >&2; cat "$WORK/forwards.err" >&2; fi
err_says() { grep -qF -- "$1" "$WORK/forwards.err"; }
if err_says "Requesting authentication agent forwarding"; then pass "agent forwarding (-A) was asked for and refused without a word (the client wants no answer)"; else fail "-A not asked"; fi
set +e
reply=$(timeout 5 bash -c "exec 3<>/dev/tcp/127.0.0.1/$LOCAL_PORT; cat <&3" 2>/dev/null); status=$?
set -e
if ((status == 0)) && [[ -z "$reply" ]] && wait_until err_says "open failed"; then
    pass "local forwarding (-L) is refused: the forwarded connection is closed at once"
else
    fail "-L: status $status, reply '$reply', $(grep -F "open failed" "$WORK/forwards.err")"
fi
"${TMUX_CMD[@]}" send-keys -t forwards Down
if wait_until forwards_show "Stepping up" && "${TMUX_CMD[@]}" send-keys -t forwards Enter && wait_until forwards_show "ReCurses demo › Stepping up"; then
    pass "the session that asked for forwarding keeps working"
else
    fail "forwards session after the refusals"; forwards >&2
fi
"${TMUX_CMD[@]}" send-keys -t forwards C-c
forwards_gone() { ! "${TMUX_CMD[@]}" list-windows -t demo | grep -qF forwards; }
wait_until forwards_gone || fail "the forwarding client did not end"
"${TMUX_CMD[@]}" send-keys -t other -l "+"
if wait_until other_shows "You typed: hello 日本語!+"; then pass "the other session kept running through the refusals"; else fail "other session"; other >&2; fi

# --- the host key is reused; SIGTERM stops the server in order ----------------------------------------
"${TMUX_CMD[@]}" send-keys -t other -l "?"
kill -TERM "$(cat "$WORK/server.pid")"
if wait_until server_says "server-exit=0"; then pass "SIGTERM stops the server (exit 0)"; else fail "SIGTERM: $(cat "$WORK/server.log")"; fi
other_gone() { ! "${TMUX_CMD[@]}" list-windows -t demo | grep -qF other; }
if wait_until other_gone; then pass "the other client's session closed with the server"; else fail "other client still connected"; fi
start_server
if [[ "$(ssh-keygen -l -f "$WORK/host_key")" == "$fingerprint" ]]; then pass "the host key is reused on the next start"; else fail "host key changed"; fi
kill -TERM "$(cat "$WORK/server.pid")"
wait_until server_says "server-exit=0" || true

# --- the shared board: two users see each other's cursor and cards ---------------------------------
BOARD_PORT=$((PORT + 1))
"${TMUX_CMD[@]}" new-window -d -n board -t demo \
    "$BIN serve --board --port $BOARD_PORT --host-key $WORK/host_key --authorized-keys $WORK/authorized_keys > $WORK/board.log 2>&1"
board_ready() { grep -qF "serving on" "$WORK/board.log" 2>/dev/null; }
wait_until board_ready || fail "the board server did not start"
for user in ada bob; do
    "${TMUX_CMD[@]}" new-window -d -n "$user" -t demo \
        "env -i PATH=/usr/bin:/bin HOME=$WORK LANG=C.UTF-8 TERM=xterm-256color ssh -p $BOARD_PORT -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null -o LogLevel=ERROR -tt -i $WORK/client_key $user@localhost"
done
pane_shows() { "${TMUX_CMD[@]}" capture-pane -p -t "$1" | grep -qF -- "$2"; }
if wait_until pane_shows ada "Also here: bob" && wait_until pane_shows bob "Also here: ada"; then pass "board: each user sees the other by name"; else fail "board presence"; fi
"${TMUX_CMD[@]}" send-keys -t ada Right
if wait_until pane_shows bob "Serve over SSH  ◀ ada"; then pass "board: bob sees ada's cursor on her card"; else fail "board cursor"; "${TMUX_CMD[@]}" capture-pane -p -t bob >&2; fi
"${TMUX_CMD[@]}" send-keys -t bob a
"${TMUX_CMD[@]}" send-keys -t bob -l "Card from bob"
"${TMUX_CMD[@]}" send-keys -t bob Enter
if wait_until pane_shows ada "Card from bob"; then pass "board: ada sees the card bob added"; else fail "board add"; "${TMUX_CMD[@]}" capture-pane -p -t ada >&2; fi
"${TMUX_CMD[@]}" send-keys -t bob C-c
if wait_until pane_shows ada "Only you on the board."; then pass "board: bob's cursor goes when he quits"; else fail "board leave"; fi

# --- SIGHUP: a server in the foreground whose terminal hangs up stops in order -----------------------
# The server runs in a window of its own, writing to that window's terminal; closing the window hangs
# the terminal up: the kernel sends SIGHUP to the shell that leads the terminal's session, and the
# shell passes it on to its job, as an interactive shell does (this one also writes down the job's
# exit status). The client in the first pane must get its shell back, its terminal restored.
HUP_PORT=$((PORT + 4))
"${TMUX_CMD[@]}" new-window -d -n hup -t demo \
    "bash -c '$BIN serve --port $HUP_PORT --host-key $WORK/host_key --authorized-keys $WORK/authorized_keys & job=\$!; trap \"kill -HUP \$job\" HUP; wait \$job; wait \$job; echo hup-exit=\$? > $WORK/hup.status'"
hup_ready() { "${TMUX_CMD[@]}" capture-pane -p -t hup | grep -qF "serving on"; }
wait_until hup_ready || fail "the server for SIGHUP did not start"
keys "stty -a > $WORK/stty.before" Enter
keys "${SSH/-p $PORT/-p $HUP_PORT} -i $WORK/client_key localhost" Enter
expect_screen "Stepping up" "a session on the server in the foreground"
keys Down
"${TMUX_CMD[@]}" kill-window -t hup
hup_exited() { grep -qF "hup-exit=" "$WORK/hup.status" 2>/dev/null; }
if wait_until hup_exited && grep -qF "hup-exit=0" "$WORK/hup.status"; then pass "SIGHUP (its terminal hung up) stops the server (exit 0)"; else fail "SIGHUP: $(cat "$WORK/hup.status" 2>/dev/null)"; fi
deadline=$((SECONDS + 20))
until [[ "$(pane_format '#{pane_current_command}')" == bash ]] || ((SECONDS >= deadline)); do sleep 0.05; done
keys "clear; stty -a > $WORK/stty.after; echo hung-up-restored" Enter
if wait_for "hung-up-restored" && [[ "$(pane_format '#{alternate_on}')" == 0 ]]; then pass "after SIGHUP the client's shell is back on the main screen"; else fail "SIGHUP client"; screen >&2; fi
sed -i 's/rows [0-9]*; columns [0-9]*;//' "$WORK/stty.before" "$WORK/stty.after"
if diff -q "$WORK/stty.before" "$WORK/stty.after" >/dev/null; then pass "and its terminal settings are restored"; else fail "stty differs after SIGHUP"; diff "$WORK/stty.before" "$WORK/stty.after" >&2 || true; fi

if ((failures > 0)); then
    echo "$failures failure(s)" >&2
    exit 1
fi
echo "all SSH end-to-end checks passed"
