import ReCurses

/// Drives the benchmark screen in a ReCurses `Application` on a real `CursesTerminal`, without the
/// async run loop: each step hands the application one batch of key events and runs the render
/// pass it scheduled, as the run loop would.
@MainActor
final class ReCursesPtyDriver: PtyStepDriver {
    private let terminal = CursesTerminal(options: CursesTerminalOptions(noColor: false, suspendOnCtrlZ: false))
    private let screen = PtyBenchScreen()
    private let application: Application
    private var pendingRenders: [@MainActor () -> Void] = []

    /// An application on the process's terminal; nothing is drawn before the first step.
    init() {
        application = Application(root: screen, terminal: terminal, theme: .default)
        application.scheduleRender = { [weak self] pass in self?.pendingRenders.append(pass) }
    }

    var updateCount: Int { terminal.updateCount }

    func perform(_ step: PtyStep) throws {
        switch step {
        case .initialFrame:
            try application.start()
        case .noOpFrame:
            application.window.invalidateAll()
            application.setNeedsRender()
        default:
            application.handle(step.keys(on: screen).map(Event.key))
        }
        while !pendingRenders.isEmpty {
            pendingRenders.removeFirst()()
        }
        if step == .scrollList, screen.list.scrollRow != 1 {
            throw PtyFailure("the list did not scroll by one row (first row \(screen.list.scrollRow))")
        }
    }

    func stop() {
        application.stop()
    }
}
