import ReCurses

/// Drives the table's benchmark screen in a ReCurses `Application` on a real `CursesTerminal`,
/// without the async run loop: each step changes the screen and runs the render pass it scheduled.
@MainActor
final class TableReCursesPtyDriver: PtyStepDriver {
    private let terminal = CursesTerminal(options: CursesTerminalOptions(noColor: false, suspendOnCtrlZ: false))
    private let screen = TablePtyScreen()
    private let application: Application
    private var pendingRenders: [@MainActor () -> Void] = []

    /// An application on the process's terminal; nothing is drawn before the first step.
    init() {
        application = Application(root: screen, terminal: terminal, theme: .default)
        application.scheduleRender = { [weak self] pass in self?.pendingRenders.append(pass) }
    }

    var updateCount: Int { terminal.updateCount }

    func perform(_ step: TablePtyStep) throws {
        switch step {
        case .initialFrame:
            try application.start()
        case .moveSelection:
            application.handle([.key(.down)])
        case .replaceRows:
            screen.replaceOneVisibleRow()
            application.setNeedsRender()
        case .noOpFrame:
            application.window.invalidateAll()
            application.setNeedsRender()
        }
        while !pendingRenders.isEmpty {
            pendingRenders.removeFirst()()
        }
        if step == .replaceRows, screen.table.renderedRowCount != 1 {
            throw PtyFailure("the table redrew \(screen.table.renderedRowCount) rows for one changed row")
        }
    }

    func stop() {
        application.stop()
    }
}
