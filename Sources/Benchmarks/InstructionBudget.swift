/// The instruction budget of ReCurses (`make bench-instructions`): the twins of the budget's rules
/// on absolute costs, in instructions per operation counted by callgrind, which neither the
/// machine's load nor its speed changes. Each budget leaves about 15 % over what was measured, the
/// keystroke budgets about 5 %.
enum InstructionBudget {
    /// Every rule, in report order.
    static var rules: [InstructionRule] {
        [
            InstructionRule("dispatch with one subscriber", "store/dispatch, 1 subscriber", atMost: 2_000),
            InstructionRule(
                "dispatch past 1000 unchanged select subscribers", "store/dispatch, 1000 subscribers selecting a field",
                atMost: 104_000),
            InstructionRule(
                "subscribe 10 000 subscribers, then unsubscribe them all (a pair)",
                "store/subscribe 10000 then unsubscribe all", atMost: 10_300),
            InstructionRule(
                "state change fanned out to 100 bindings (1 changed)",
                "connection/state change fanned out to 100 bindings, 1 changed", atMost: 23_500),
            InstructionRule(
                "Down in a 100-row list", "keystroke/list of 100 rows: Down", samples: 100, atMost: 120_500),
            InstructionRule(
                "Down in a 100-row table (4 columns)", "keystroke/table of 100 rows: Down", samples: 100,
                atMost: 132_000),
            InstructionRule(
                "Down in a 100-row table within 1.1× of the list",
                ratioOf: .init("keystroke/table of 100 rows: Down"), to: .init("keystroke/list of 100 rows: Down"),
                samples: 100, atMost: 1.1),
            // Opening or closing the box (each measured alone, the other key unmeasured) redraws it (or
            // what it covered) and the status bar's new hints, whatever the number of options (the
            // scale rule below). Opening works the box's table of active bindings out (58 000) and its
            // hints (38 000); closing takes the table set aside below the box back, and its hints with
            // it. 366 000 and 205 000 instructions against the table key's 130 000 (2.81× and 1.57×);
            // the rest is drawing the box (50 000) and the status bar (15 000 to 30 000), laying out
            // and checking the focus (36 000), and the frame's diff and encoding (100 000). A key costs
            // what changed on screen: a Down key redraws two rows, opening redraws a box of rows, so
            // opening and closing are held to a table key that shows as much, Page Down (382 000).
            InstructionRule(
                "opening a select of 10⁴ options within 2.95× of Down in a 10⁴-row table",
                ratioOf: .init("keystroke/select of 10 000 options: open"),
                to: .init("keystroke/table of 10 000 rows: Down"), samples: 100, atMost: 2.95),
            InstructionRule(
                "closing a select of 10⁴ options within 1.65× of Down in a 10⁴-row table",
                ratioOf: .init("keystroke/select of 10 000 options: close"),
                to: .init("keystroke/table of 10 000 rows: Down"), samples: 100, atMost: 1.65),
            InstructionRule(
                "opening a select of 10⁴ options costs no more than Page Down in a 10⁴-row table",
                ratioOf: .init("keystroke/select of 10 000 options: open"),
                to: .init("keystroke/table of 10 000 rows: Page Down"), samples: 100, atMost: 1.0),
            InstructionRule(
                "closing a select of 10⁴ options costs no more than Page Down in a 10⁴-row table",
                ratioOf: .init("keystroke/select of 10 000 options: close"),
                to: .init("keystroke/table of 10 000 rows: Page Down"), samples: 100, atMost: 1.0),
            InstructionRule(
                "Down in an open select of 10⁴ options costs no more than Down in a 10⁴-row table",
                ratioOf: .init("keystroke/select of 10 000 options, open: Down"),
                to: .init("keystroke/table of 10 000 rows: Down"), samples: 100, atMost: 1.0),
            InstructionRule(
                "opening (and closing) a select of 10⁴ options within 1.1× of 10² options",
                ratioOf: .init(selectScale, side: .subject), to: .init(selectScale, side: .reference), samples: 100,
                atMost: 1.1),
            InstructionRule(
                "Down in a list of 10⁶ rows within 1.1× of 10² rows",
                ratioOf: .init(listScale, side: .subject), to: .init(listScale, side: .reference), samples: 100,
                atMost: 1.1),
            InstructionRule(
                "Down in a table of 10⁶ rows within 1.1× of 10² rows",
                ratioOf: .init(tableScale, side: .subject), to: .init(tableScale, side: .reference), samples: 100,
                atMost: 1.1),
            // Since these budgets were first set, a frame through ncurses also rests the terminal's
            // cursor on the focused row or cell (for magnifiers and braille displays) and writes the
            // links ncurses cannot: 206,431 and 267,018 instructions when raised, about 5 % below.
            InstructionRule(
                "Down through ncurses in a 100-row list", "curses/list of 100 rows: Down", samples: 100,
                atMost: 216_500),
            InstructionRule(
                "Down through ncurses in a 100-row table", "curses/table of 100 rows: Down", samples: 100,
                atMost: 280_000),
            InstructionRule(
                "Down through ncurses in a 100-row table within 1.1× of the list, ncurses' doupdate aside",
                ratioOf: .init("curses/table of 100 rows: Down", excluding: ncursesUpdate),
                to: .init("curses/list of 100 rows: Down", excluding: ncursesUpdate), samples: 100, atMost: 1.1),
            InstructionRule("full repaint 80×24", "render/full repaint 80×24", samples: 40, atMost: 560_000),
            InstructionRule("full repaint 200×50", "render/full repaint 200×50", samples: 20, atMost: 1_740_000),
            InstructionRule(
                "palette: filtering 10⁴ commands, a keystroke", "palette/filter 10 000 commands: one keystroke",
                samples: 26, atMost: 4_650_000),
            InstructionRule(
                "palette: a keystroke with 10⁴ commands (filter and redraw)",
                "palette/palette of 10 000 commands: type and erase a letter", samples: 20, atMost: 10_300_000),
            InstructionRule(
                "text area: a 1 MB paste applied and drawn", "textarea/paste 1 MB", samples: 1, atMost: 722_000_000),
            InstructionRule(
                "monitor: a refresh of 500 processes (action to frame)", "monitor/refresh of 500 processes",
                samples: 20, atMost: 22_000_000),
        ]
    }

    /// The list's keystroke at 10⁶ and 10² rows.
    static let listScale = "keystroke/list of 1 000 000 rows against 100 rows: Down"
    /// Opening and closing a select at 10⁴ and 10² options.
    static let selectScale = "keystroke/select of 10 000 options against 100 options: open and close"
    /// The table's keystroke at 10⁶ and 10² rows.
    static let tableScale = "keystroke/table of 1 000 000 rows against 100 rows: Down"
    /// ncurses' own screen update, whose cost grows with the colour changes and cursor moves of what
    /// is on screen (a table's separators and right-aligned column), not with the framework's work.
    static let ncursesUpdate = ["doupdate"]
}
