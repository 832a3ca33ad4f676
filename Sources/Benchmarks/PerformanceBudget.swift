/// The performance budget of ReCurses: each rule reads results by id ("suite/name"). A ratio of two
/// times (scale invariance, history on and off) reads an interleaved result, the median of pairs of
/// blocks timed in turn; a ratio of bytes reads two counts. Absolute costs in time have instruction
/// twins in `InstructionBudget`, counted by callgrind (`make bench-instructions`).
enum PerformanceBudget {
    /// Every rule, in report order.
    static var rules: [BudgetRule] {
        [
            .atMost("dispatch with one subscriber at most 350 ns CPU", "store/dispatch, 1 subscriber", 350),
            .pairedRatio(
                "dispatch with the history on within 2× of off", "store/dispatch, 1 subscriber: history on against off",
                atMost: 2.0),
            .atMost(
                "dispatch past 1000 unchanged select subscribers at most 12 µs",
                "store/dispatch, 1000 subscribers selecting a field", 12_000),
            .atMost(
                "state change fanned out to 100 bindings (1 changed) at most 10 µs",
                "connection/state change fanned out to 100 bindings, 1 changed", 10_000),
            .atMost("no-op frame writes nothing (real ncurses)", "pty/ReCurses: no-op frame", 0),
            .atMost("no-op frame calls no doupdate", "pty/ReCurses: no-op frame doupdate calls", 0),
            .atMost("typing one character writes at most 8 bytes", "pty/ReCurses: type one character", 8),
            .ratio(
                "list scroll by one row within 1.3× plain ncurses",
                "pty/ReCurses: scroll list one row", over: "pty/plain ncurses: scroll list one row", atMost: 1.3),
            .ratio(
                "inline: typing one character writes no more bytes than full screen",
                "pty/ReCurses inline: type one character", over: "pty/ReCurses: type one character", atMost: 1.0),
            .ratio(
                "inline: moving a list selection writes no more bytes than full screen",
                "pty/ReCurses inline: move list selection one row",
                over: "pty/ReCurses: move list selection one row", atMost: 1.0),
            .ratio(
                "inline: scrolling a list by one row writes no more bytes than full screen",
                "pty/ReCurses inline: scroll list one row", over: "pty/ReCurses: scroll list one row", atMost: 1.0),
            .atMost("inline: no-op frame writes nothing", "pty/ReCurses inline: no-op frame", 0),
            .ratio(
                "web: typing one character sends no more bytes than ncurses writes",
                "web/ReCurses web: type one character", over: "pty/ReCurses: type one character", atMost: 1.0),
            .ratio(
                "web: moving a list selection sends no more bytes than ncurses writes",
                "web/ReCurses web: move list selection one row", over: "pty/ReCurses: move list selection one row",
                atMost: 1.0),
            .ratio(
                "web: scrolling a list by one row sends no more bytes than ncurses writes",
                "web/ReCurses web: scroll list one row", over: "pty/ReCurses: scroll list one row", atMost: 1.0),
            .atMost("web: no-op frame sends nothing", "web/ReCurses web: no-op frame", 0),
            .atMost(
                "web: 100 sessions on loopback, key-to-frame p99 at most 10 ms",
                "web/100 sessions: key-to-frame p99", 10_000),
            .pairedRatio(
                "keystroke with 10⁶ rows within 1.2× of 10² rows",
                "keystroke/list of 1 000 000 rows against 100 rows: Down", atMost: 1.2),
            .pairedRatio(
                "table keystroke with 10⁶ rows within 1.2× of 10² rows",
                "keystroke/table of 1 000 000 rows against 100 rows: Down", atMost: 1.2),
            .ratio(
                "table: replacing the rows with one visible row changed within 1.3× plain ncurses",
                "pty/ReCurses table: replace rows, one visible row changed",
                over: "pty/plain ncurses table: replace rows, one visible row changed", atMost: 1.3),
            .pairedRatio(
                "log keystroke with 10⁵ lines within 1.2× of 10² lines",
                "keystroke/log of 100 000 lines against 100 lines: Up and Down", atMost: 1.2),
            .pairedRatio(
                "tree keystroke with 10⁶ shown nodes within 1.2× of 10²",
                "tree/tree of 1 000 000 against 100 shown nodes: Down and Up", atMost: 1.2),
            .pairedRatio(
                "tree keystroke after expanding 10⁵ children within 1.2× of 10² nodes",
                "tree/tree after expanding 100 000 children against 100 shown nodes: Down and Up", atMost: 1.2),
            .pairedRatio(
                "expanding 10⁵ children at most 12× expanding 10⁴ (linear)",
                "tree/expand and collapse a node of 100 000 against 10 000 children", atMost: 12),
            .atMost(
                "palette: filtering 10⁴ commands at most 5 ms CPU p50 a keystroke",
                "palette/filter 10 000 commands: one keystroke", 5_000_000),
            .atMost(
                "palette: a keystroke with 10⁴ commands (filter and redraw) at most 5 ms CPU p50",
                "palette/palette of 10 000 commands: type and erase a letter", 5_000_000),
            .pairedRatio(
                "text area keystroke with 10⁵ lines within 1.5× of 10 lines",
                "textarea/type a letter in 100 000 against 10 lines", atMost: 1.5),
            .atMost("text area: a 1 MB paste applied and drawn in under 100 ms", "textarea/paste 1 MB", 100_000_000),
            .atMost("Down in a 100-row list at most 50 µs CPU p50", "keystroke/list of 100 rows: Down", 50_000),
            .atMost(
                "Down and Up in a list allocate nothing (every key)",
                "allocations/list of 100 rows: Down and Up: keys that allocated", 0),
            .atMost(
                "Down and Up in a table allocate nothing (every key)",
                "allocations/table of 100 rows: Down and Up: keys that allocated", 0),
            .atMost(
                "typing a letter into a text field allocates nothing (median key)",
                "allocations/text field: type a letter: allocations per key (median)", 0),
            .atMost(
                "typing: only the key that opens an undo step allocates",
                "allocations/text field: type a letter: keys that allocated", 1),
            .atMost("full repaint 80×24 at most 80 µs CPU p50", "render/full repaint 80×24", 80_000),
            .atMost("full repaint 200×50 at most 400 µs CPU p50", "render/full repaint 200×50", 400_000),
            .atMost(
                "list app: first frame at most 5 ms (best of 5 launches, not waiting for a CPU)",
                "app/list of 100 rows: first frame, not waiting for a CPU", 5),
            .atMost("list app: resident memory at most 8 MB", "app/list of 100 rows: resident memory", 8 * 1024),
            .atMost(
                "list app: CPU per Down key after a pause (cursor moves, best of 5 runs) at most 200 µs",
                "app/list of 100 rows: CPU per Down key after a pause, cursor moves, best run", 200),
            .atMost(
                "list app: CPU per Down key after a pause (scrolls, best of 5 runs) at most 200 µs",
                "app/list of 100 rows: CPU per Down key after a pause, scrolls, best run", 200),
            .atMost(
                "README-built list app: first frame at most 5 ms (best of 5 launches, not waiting for a CPU)",
                "app/README-built list of 100 rows: first frame, not waiting for a CPU", 5),
            .atMost(
                "README-built list app: resident memory at most 6.5 MB",
                "app/README-built list of 100 rows: resident memory", 6.5 * 1024),
            .atMost(
                "README-built list app: CPU per Down key after a pause (cursor moves, best of 5 runs) at most 200 µs",
                "app/README-built list of 100 rows: CPU per Down key after a pause, cursor moves, best run", 200),
            .atMost(
                "README-built list app: CPU per Down key after a pause (scrolls, best of 5 runs) at most 200 µs",
                "app/README-built list of 100 rows: CPU per Down key after a pause, scrolls, best run", 200),
            .atMost("no live connection after 10k push/pop", "memory/10k push-pop: live connections", 0),
            .atMost("RSS growth after 10k push/pop at most 1 MB", "memory/10k push-pop: RSS growth", 1024),
            .atMost(
                "idle app wakes up 0 times in 5 s (real run loop)", "time/idle app: wake-ups in 5 s with no input", 0),
            .atMost(
                "spinner tick writes at most 16 bytes (real ncurses)", "time/spinner: bytes per tick (most)", 16),
            .atMost(
                "monitor: a refresh of 500 processes at most 5 ms CPU p50 (action to frame)",
                "monitor/refresh of 500 processes", 5_000_000),
            .ratio(
                "monitor: a refresh where only CPU % changed within 1.3× plain ncurses",
                "monitor/ReCurses monitor: refresh, only CPU % changed",
                over: "monitor/plain ncurses monitor: refresh, only CPU % changed", atMost: 1.3),
            .atMost(
                "SSH: key to frame p99 at most 10 ms (median of 3 rounds), 100 sessions pressing keys (loopback)",
                "ssh/100 sessions in the launcher: key to frame p99", 10),
            .atMost(
                "SSH: server memory per session at most 1 MB",
                "ssh/100 sessions in the launcher: server memory per session", 1024),
            .atMost("SSH: every key drew its frame", "ssh/100 sessions in the launcher: keys without a frame", 0),
            .equal(
                "SSH: a Down key sends the bytes a local terminal gets",
                "ssh/100 sessions in the launcher: bytes per Down key",
                to: "ssh/local terminal, the launcher: bytes per Down key"),
            .equal(
                "SSH: an Up key sends the bytes a local terminal gets",
                "ssh/100 sessions in the launcher: bytes per Up key",
                to: "ssh/local terminal, the launcher: bytes per Up key"),
            .atMost(
                "SSH: every Down (Up) key sends as many bytes as the others",
                "ssh/100 sessions in the launcher: keys with another byte count", 0),
        ]
    }
}
