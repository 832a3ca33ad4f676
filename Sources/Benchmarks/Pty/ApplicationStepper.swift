import ReCurses

/// An `Application` on a real terminal, driven step by step without the async run loop: the render
/// passes it schedules run when a step is done, as the run loop would run them.
@MainActor
final class ApplicationStepper {
    /// The application, with the default theme.
    let application: Application
    private var pendingRenders: [@MainActor () -> Void] = []

    /// An application showing `root` on `terminal`; nothing is drawn before `start()`.
    init(root: Screen, terminal: any Terminal) {
        application = Application(root: root, terminal: terminal, theme: .default)
        application.scheduleRender = { [weak self] pass in self?.pendingRenders.append(pass) }
    }

    /// Starts the terminal and draws the first frame.
    func start() throws {
        try application.start()
        runPendingRenders()
    }

    /// Hands the application one batch of key events and runs the render passes it scheduled.
    func press(_ keys: [Key]) {
        application.handle(keys.map(Event.key))
        runPendingRenders()
    }

    /// Renders the whole window again without changing it (a no-op frame for the terminal).
    func renderUnchanged() {
        application.window.invalidateAll()
        application.setNeedsRender()
        runPendingRenders()
    }

    /// Runs the render passes scheduled so far.
    func runPendingRenders() {
        while !pendingRenders.isEmpty {
            pendingRenders.removeFirst()()
        }
    }

    /// Gives the terminal back.
    func stop() {
        application.stop()
    }
}
