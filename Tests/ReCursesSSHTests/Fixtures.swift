import Dispatch
import ReCurses
import ReCursesSSH
import ReCursesTesting

/// The shared state the sessions of the tests see.
struct BoardState: StateType, Equatable {
    var count = 0
}

/// What the sessions do to the shared state.
enum BoardAction: Action {
    case increment
}

func boardReducer(action: Action, state: BoardState?) -> BoardState {
    var state = state ?? BoardState()
    if case .increment = action as? BoardAction { state.count += 1 }
    return state
}

@MainActor
func makeBoardStore() -> Store<BoardState> {
    Store(reducer: boardReducer, state: BoardState())
}

/// A connected screen: the shared count, two buttons (the first adds one), a text field, and a
/// timer counting the screen's own ticks.
@MainActor
final class CountScreen: Screen, Connectable {
    struct Props: Equatable {
        let count: Int
    }

    struct Actions {
        let increment: () -> Void
    }

    let connection: Connection<BoardState, Props, Actions>
    let label = Label()
    let add = Button("Add")
    let other = Button("Other")
    let field = TextField()
    private(set) var ticks = 0
    private let tickInterval: Duration?
    private var cancellables: [AnyCancellable] = []

    init(store: Store<BoardState>, tickInterval: Duration? = nil) {
        self.tickInterval = tickInterval
        connection = Connection(
            store: store, mapStateToProps: { Props(count: $0.count) },
            mapDispatchToActions: { dispatch in Actions(increment: { dispatch(BoardAction.increment) }) })
        super.init(title: "Count")
    }

    override func viewDidLoad() {
        for view in [label, add, other, field] as [View] { self.view.addSubview(view) }
        label.frame = Rect(origin: Point(x: 0, y: 0), size: Size(width: 20, height: 1))
        add.frame = Rect(origin: Point(x: 0, y: 1), size: add.intrinsicSize)
        other.frame = Rect(origin: Point(x: 10, y: 1), size: other.intrinsicSize)
        field.frame = Rect(origin: Point(x: 0, y: 2), size: Size(width: 20, height: 1))
        connection.bind(\.count, to: label.rx.text) { "Count: \($0)" }
        add.tapped.sink { [weak self] in self?.actions.increment() }.store(in: &cancellables)
    }

    override func viewDidAppear() {
        if let tickInterval { every(tickInterval) { [weak self] in self?.ticks += 1 } }
    }
}

/// A session terminal whose bytes land in an emulated terminal, on a virtual clock.
@MainActor
final class EmulatedClient {
    var emulator: TerminalEmulatorModel
    var received: [UInt8] = []
    var accepts = true
    var stopCount = 0
    let terminal: SessionTerminal

    init(type: String = "xterm-256color", size: Size = Size(width: 40, height: 10), environment: [String: String] = [:])
    {
        emulator = TerminalEmulatorModel(width: size.width, height: size.height)
        var this: EmulatedClient?
        terminal = SessionTerminal(
            terminalType: type, size: size, environment: environment, clock: .virtual(),
            write: { bytes in this?.take(bytes) ?? false }, onStop: { this?.stopCount += 1 })
        this = self
    }

    private func take(_ bytes: [UInt8]) -> Bool {
        guard accepts else { return false }
        received += bytes
        emulator.feed(bytes)
        return true
    }

    /// The emulated screen's rows, trailing spaces trimmed.
    var lines: [String] {
        emulator.lines.map { line in
            var line = line
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// Types `text` as the client would (bytes).
    func type(_ text: String) {
        terminal.receive(Array(text.utf8))
    }

    /// Moves the session's virtual clock.
    func advance(by duration: Duration) {
        terminal.clock.advance(by: duration)
    }
}

/// An application on `client`'s terminal showing `screen`, started (theme picked from the client).
@MainActor
func startApplication(on client: EmulatedClient, store: Store<BoardState>, screen: Screen) throws -> Application {
    let application = Application(store: store, root: screen, terminal: client.terminal)
    try application.start()
    return application
}

/// Lets the main queue run what is queued (render passes, hops from the network) a few times.
@MainActor
func settle(rounds: Int = 5) async {
    for _ in 0..<rounds {
        await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
    }
}
