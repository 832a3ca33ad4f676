import CursesReference
import ReCursesTesting
import TerminalUI

/// Makes the Monitor's screen changes with plain ncurses calls, as an ncurses programmer would: the
/// first frame row by row, then, for the refresh, only the stretches of cells that changed (the CPU
/// figures, the bars and sparklines), and the no-op frame refreshes with nothing changed.
@MainActor
final class MonitorPlainCursesPtyDriver: PtyStepDriver {
    private let frames = MonitorPlainCursesPtyDriver.record()
    private let screen: PlainCursesScreen
    private var stopped = false

    /// Starts ncurses on the process's terminal.
    init() throws {
        screen = try PlainCursesScreen(terminalType: "xterm-256color")
    }

    var updateCount: Int { screen.updateCount }

    func perform(_ step: MonitorPtyStep) throws {
        let frame = frames[step.rawValue]
        switch step {
        case .initialFrame:
            for row in frame.rows.indices { screen.draw(frame.rows[row][...], y: row, x: 0) }
        case .refresh:
            let previous = frames[step.rawValue - 1]
            for row in frame.changedRows(since: previous) {
                for columns in frame.changedColumns(ofRow: row, since: previous) {
                    screen.draw(frame.rows[row][columns], y: row, x: columns.lowerBound)
                }
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

    /// The Monitor's frame after each step, from the same screen run on a `FakeTerminal`.
    private static func record() -> [ReferenceFrame] {
        let monitor = MonitorPtyScreen()
        let size = Size(width: Int(PseudoTerminalSession.size.columns), height: Int(PseudoTerminalSession.size.rows))
        let driver = AppDriver(store: monitor.store, screen: monitor.screen, size: size)
        driver.application.theme = .default
        return MonitorPtyStep.allCases.map { step in
            switch step {
            case .initialFrame: monitor.showFirstSnapshot()
            case .refresh: monitor.refresh()
            case .noOpFrame: driver.application.window.invalidateAll()
            }
            driver.runUntilIdle()
            return ReferenceFrame(driver: driver, listFrame: .zero)
        }
    }
}
