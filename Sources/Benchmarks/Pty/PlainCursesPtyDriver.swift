import CursesReference
import TerminalUI

/// Makes the benchmark's screen changes with plain ncurses calls (`PlainCursesScreen`), the way an
/// ncurses programmer would: the first frame row by row; typing adds the character and moves the
/// cursor; moving the selection redraws the rows that changed (the two affected ones); scrolling
/// redraws every visible list row; the no-op frame refreshes with nothing changed. What is drawn
/// is what the ReCurses screen shows after the same step (`ReferenceFrame`).
@MainActor
final class PlainCursesPtyDriver: PtyStepDriver {
    private let frames = ReferenceFrame.record()
    private let painter: PlainCursesFramePainter

    /// Starts ncurses on the process's terminal.
    init() throws {
        painter = try PlainCursesFramePainter()
    }

    var updateCount: Int { painter.updateCount }

    func perform(_ step: PtyStep) throws {
        let frame = frames[step.rawValue]
        if step == .initialFrame {
            painter.drawAllRows(of: frame)
        } else if step == .typeCharacter {
            painter.drawChangedCells(of: frame, since: frames[step.rawValue - 1])
        } else if step != .noOpFrame {
            var rows = Set(frame.changedRows(since: frames[step.rawValue - 1]))
            if step == .scrollList { rows.formUnion(frame.listRows) }
            for row in rows.sorted() { painter.drawRow(row, of: frame) }
        }
        painter.finish(frame)
    }

    func stop() {
        painter.stop()
    }
}
