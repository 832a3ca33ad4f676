import CursesReference
import ReCursesTesting
import TerminalUI

/// Makes the Monitor's screen changes with plain ncurses calls, as an ncurses programmer would: the
/// first frame row by row, then, for the refresh, only the stretches of cells that changed (the CPU
/// figures, the bars and sparklines), and the no-op frame refreshes with nothing changed.
@MainActor
final class MonitorPlainCursesPtyDriver: PtyStepDriver {
    private let frames = MonitorPlainCursesPtyDriver.record()
    private let painter: PlainCursesFramePainter

    /// Starts ncurses on the process's terminal.
    init() throws {
        painter = try PlainCursesFramePainter()
    }

    var updateCount: Int { painter.updateCount }

    func perform(_ step: MonitorPtyStep) throws {
        let frame = frames[step.rawValue]
        switch step {
        case .initialFrame: painter.drawAllRows(of: frame)
        case .refresh: painter.drawChangedCells(of: frame, since: frames[step.rawValue - 1])
        case .noOpFrame: break
        }
        painter.finish(frame)
    }

    func stop() {
        painter.stop()
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
