import CursesReference
import TerminalUI

/// What every plain-ncurses pty driver does with its recorded frames, the way an ncurses programmer
/// would: draw a whole frame row by row, redraw rows, or only the stretches of cells that changed,
/// then place the cursor and send the update; ends ncurses once.
@MainActor
final class PlainCursesFramePainter {
    private let screen: PlainCursesScreen
    private var stopped = false

    /// Starts ncurses on the process's terminal.
    init() throws {
        screen = try PlainCursesScreen(terminalType: "xterm-256color")
    }

    /// How many times ncurses sent the screen to the terminal.
    var updateCount: Int { screen.updateCount }

    /// Draws every row of `frame`.
    func drawAllRows(of frame: ReferenceFrame) {
        for row in frame.rows.indices { drawRow(row, of: frame) }
    }

    /// Draws one whole row of `frame`.
    func drawRow(_ row: Int, of frame: ReferenceFrame) {
        screen.draw(frame.rows[row][...], y: row, x: 0)
    }

    /// Draws only the stretches of cells of `frame` that differ from `previous`.
    func drawChangedCells(of frame: ReferenceFrame, since previous: ReferenceFrame) {
        for row in frame.changedRows(since: previous) {
            for columns in frame.changedColumns(ofRow: row, since: previous) {
                screen.draw(frame.rows[row][columns], y: row, x: columns.lowerBound)
            }
        }
    }

    /// Places the cursor where `frame` has it and sends the update.
    func finish(_ frame: ReferenceFrame) {
        screen.placeCursor(at: frame.cursor, resting: frame.restingCursor)
        screen.update()
    }

    /// Ends ncurses; only the first call does anything.
    func stop() {
        guard !stopped else { return }
        stopped = true
        screen.end()
    }
}
