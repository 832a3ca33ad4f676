import ReCurses

/// Drives the Monitor in a ReCurses `Application` on a real `CursesTerminal`, step by step.
@MainActor
final class MonitorReCursesPtyDriver: PtyStepDriver {
    private let terminal = CursesTerminal(options: CursesTerminalOptions(noColor: false, suspendOnCtrlZ: false))
    private let monitor = MonitorPtyScreen()
    private let stepper: ApplicationStepper

    /// An application on the process's terminal; nothing is drawn before the first step.
    init() {
        stepper = ApplicationStepper(root: monitor.screen, terminal: terminal)
    }

    var updateCount: Int { terminal.updateCount }

    func perform(_ step: MonitorPtyStep) throws {
        switch step {
        case .initialFrame:
            monitor.showFirstSnapshot()
            try stepper.start()
        case .refresh:
            monitor.refresh()
            stepper.application.setNeedsRender()
            stepper.runPendingRenders()
        case .noOpFrame:
            stepper.renderUnchanged()
        }
    }

    func stop() {
        stepper.stop()
    }
}
