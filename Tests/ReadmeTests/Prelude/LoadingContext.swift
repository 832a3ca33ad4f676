import ReCurses
import ReCursesTesting

// What "Testing headlessly" assumes for `settle()` and `runUntil`: a screen whose `r` starts a task
// that awaits a `@concurrent` load, off the main actor.

extension Command {
    /// Loads the Loading screen's text again.
    static let reloadExample = Command("reloadExample")
}

/// Holds a load until the test opens it, so the test knows the load is still running.
actor LoadGate {
    private var isOpen = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// Returns once the gate is open.
    func pass() async {
        if isOpen { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    /// Lets every load through.
    func open() {
        isOpen = true
        for waiter in waiters { waiter.resume() }
        waiters = []
    }
}

/// A label showing "Idle", then "Loaded" once the load `r` starts has finished.
final class LoadingScreen: Screen {
    let label = Label("Idle")
    let gate: LoadGate

    init(gate: LoadGate) {
        self.gate = gate
        super.init(title: "Loading")
        keyBindings = [KeyBinding(.character("r"), .reloadExample, hint: "Reload")]
        addCommand(.reloadExample) { [unowned self] in
            task { [unowned self] _ in label.text = await Self.load(through: gate) }
        }
    }

    override func viewDidLoad() {
        view.addSubview(label)
    }

    /// The work off the main actor.
    @concurrent nonisolated static func load(through gate: LoadGate) async -> String {
        await gate.pass()
        return "Loaded"
    }
}

/// A driver on a `LoadingScreen` whose gate is open: its loads finish in real time.
@MainActor
final class ReadmeLoadingContext {
    let gate = LoadGate()
    let driver: AppDriver

    init() {
        driver = AppDriver(screen: LoadingScreen(gate: gate), size: Size(width: 30, height: 5))
        Task { await gate.open() }
    }
}
