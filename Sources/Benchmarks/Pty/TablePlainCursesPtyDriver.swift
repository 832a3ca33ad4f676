import CursesReference
import TerminalUI

/// Makes the table benchmark's screen changes with plain ncurses calls, as an ncurses programmer
/// would: the first frame row by row, then each step redraws the rows that changed (the two rows of
/// a moved selection, the one row whose data changed), and the no-op frame refreshes with nothing
/// changed. What is drawn is what the ReCurses screen shows after the same step.
@MainActor
final class TablePlainCursesPtyDriver: PtyStepDriver {
    private let frames = ReferenceFrame.recordTable()
    private let painter: PlainCursesFramePainter

    /// Starts ncurses on the process's terminal.
    init() throws {
        painter = try PlainCursesFramePainter()
    }

    var updateCount: Int { painter.updateCount }

    func perform(_ step: TablePtyStep) throws {
        let frame = frames[step.rawValue]
        switch step {
        case .initialFrame:
            painter.drawAllRows(of: frame)
        case .moveSelection, .replaceRows:
            for row in frame.changedRows(since: frames[step.rawValue - 1]) { painter.drawRow(row, of: frame) }
        case .noOpFrame:
            break
        }
        painter.finish(frame)
    }

    func stop() {
        painter.stop()
    }
}
