import ReCurses

/// Drives the benchmark screen in a ReCurses `Application` on a real terminal, without the async run
/// loop: each step hands the application one batch of key events and runs the render pass it
/// scheduled, as the run loop would. Full screen on `CursesTerminal`, or inline on an
/// `InlineTerminal` whose live area is as tall as the terminal, so both show the same frame and their
/// bytes compare.
@MainActor
final class ReCursesPtyDriver: PtyStepDriver {
    private let screen = PtyBenchScreen()
    private let stepper: ApplicationStepper
    private let countUpdates: () -> Int

    /// Full screen on the process's terminal; nothing is drawn before the first step.
    convenience init() {
        let terminal = CursesTerminal(options: CursesTerminalOptions(noColor: false, suspendOnCtrlZ: false))
        self.init(terminal: terminal) { terminal.updateCount }
    }

    /// Inline on the process's terminal, in a live area of `height` rows with the header and status
    /// bar the full-screen frame has; nothing is drawn before the first step.
    convenience init(inlineHeight height: Int) {
        let terminal = InlineTerminal(
            options: InlineTerminalOptions(
                height: height, noColor: false, colorDepth: .palette256, suspendOnCtrlZ: false, showsChrome: true))
        self.init(terminal: terminal) { terminal.updateCount }
    }

    private init(terminal: any Terminal, updateCount: @escaping () -> Int) {
        stepper = ApplicationStepper(root: screen, terminal: terminal)
        countUpdates = updateCount
    }

    var updateCount: Int { countUpdates() }

    func perform(_ step: PtyStep) throws {
        switch step {
        case .initialFrame: try stepper.start()
        case .noOpFrame: stepper.renderUnchanged()
        default: stepper.press(step.keys(on: screen))
        }
        if step == .scrollList, screen.list.scrollRow != 1 {
            throw PtyFailure("the list did not scroll by one row (first row \(screen.list.scrollRow))")
        }
    }

    func stop() {
        stepper.stop()
    }
}
