import ReCurses

/// Drives the table's benchmark screen in a ReCurses `Application` on a real `CursesTerminal`,
/// without the async run loop: each step changes the screen and runs the render pass it scheduled.
@MainActor
final class TableReCursesPtyDriver: PtyStepDriver {
    private let terminal = CursesTerminal(options: CursesTerminalOptions(noColor: false, suspendOnCtrlZ: false))
    private let screen = TablePtyScreen()
    private let stepper: ApplicationStepper

    /// An application on the process's terminal; nothing is drawn before the first step.
    init() {
        stepper = ApplicationStepper(root: screen, terminal: terminal)
    }

    var updateCount: Int { terminal.updateCount }

    func perform(_ step: TablePtyStep) throws {
        switch step {
        case .initialFrame:
            try stepper.start()
        case .moveSelection:
            stepper.press([.down])
        case .replaceRows:
            screen.replaceOneVisibleRow()
            stepper.application.setNeedsRender()
            stepper.runPendingRenders()
        case .noOpFrame:
            stepper.renderUnchanged()
        }
        if step == .replaceRows, screen.table.renderedRowCount != 1 {
            throw PtyFailure("the table redrew \(screen.table.renderedRowCount) rows for one changed row")
        }
    }

    func stop() {
        stepper.stop()
    }
}
