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
    private let screen: PlainCursesScreen
    private var stopped = false

    /// Starts ncurses on the process's terminal.
    init() throws {
        screen = try PlainCursesScreen(terminalType: "xterm-256color")
    }

    var updateCount: Int { screen.updateCount }

    func perform(_ step: PtyStep) throws {
        let frame = frames[step.rawValue]
        if step == .initialFrame {
            for row in frame.rows.indices { redraw(row: row, of: frame) }
        } else if step == .typeCharacter {
            let previous = frames[step.rawValue - 1]
            for y in frame.changedRows(since: previous) {
                for columns in frame.changedColumns(ofRow: y, since: previous) {
                    screen.draw(frame.rows[y][columns], y: y, x: columns.lowerBound)
                }
            }
        } else if step != .noOpFrame {
            var rows = Set(frame.changedRows(since: frames[step.rawValue - 1]))
            if step == .scrollList { rows.formUnion(frame.listRows) }
            for row in rows.sorted() { redraw(row: row, of: frame) }
        }
        screen.placeCursor(at: frame.cursor)
        screen.update()
    }

    func stop() {
        guard !stopped else { return }
        stopped = true
        screen.end()
    }

    private func redraw(row y: Int, of frame: ReferenceFrame) {
        screen.draw(frame.rows[y][...], y: y, x: 0)
    }
}
