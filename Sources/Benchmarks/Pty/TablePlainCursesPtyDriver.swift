import CursesReference
import TerminalUI

/// Makes the table benchmark's screen changes with plain ncurses calls, as an ncurses programmer
/// would: the first frame row by row, then each step redraws the rows that changed (the two rows of
/// a moved selection, the one row whose data changed), and the no-op frame refreshes with nothing
/// changed. What is drawn is what the ReCurses screen shows after the same step.
@MainActor
final class TablePlainCursesPtyDriver: PtyStepDriver {
    private let frames = ReferenceFrame.recordTable()
    private let screen: PlainCursesScreen
    private var stopped = false

    /// Starts ncurses on the process's terminal.
    init() throws {
        screen = try PlainCursesScreen(terminalType: "xterm-256color")
    }

    var updateCount: Int { screen.updateCount }

    func perform(_ step: TablePtyStep) throws {
        let frame = frames[step.rawValue]
        switch step {
        case .initialFrame:
            for row in frame.rows.indices { screen.draw(frame.rows[row][...], y: row, x: 0) }
        case .moveSelection, .replaceRows:
            for row in frame.changedRows(since: frames[step.rawValue - 1]) {
                screen.draw(frame.rows[row][...], y: row, x: 0)
            }
        case .noOpFrame:
            break
        }
        screen.placeCursor(at: frame.cursor)
        screen.update()
    }

    func stop() {
        guard !stopped else { return }
        stopped = true
        screen.end()
    }
}
