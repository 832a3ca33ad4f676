import ReCurses

/// Drives the benchmark screen in a ReCurses `Application` on an `InlineTerminal` whose live area is as
/// tall as the terminal, so it shows the same frame as the full-screen run and the bytes compare.
@MainActor
final class InlinePtyDriver: PtyStepDriver {
    private let terminal: InlineTerminal
    private let screen = PtyBenchScreen()
    private let application: Application
    private var pendingRenders: [@MainActor () -> Void] = []

    /// An application on the process's terminal, inline; nothing is drawn before the first step.
    init(height: Int) {
        terminal = InlineTerminal(
            options: InlineTerminalOptions(
                height: height, noColor: false, colorDepth: .palette256, suspendOnCtrlZ: false))
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
