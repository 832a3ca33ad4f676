import ReCurses
import ReCursesTesting

/// The state of the counter app the tests run.
struct CounterState: StateType, Equatable {
    var count = 0
    var note = ""
}

/// What can happen to the counter.
enum CounterAction: Action {
    case increment
    case set(Int)
    case setNote(String)
    case nothing
}

func counterReducer(action: Action, state: CounterState?) -> CounterState {
    var state = state ?? CounterState()
    switch action as? CounterAction {
    case .increment: state.count += 1
    case .set(let value): state.count = value
    case .setNote(let note): state.note = note
    case .nothing, nil: break
    }
    return state
}

@MainActor
func makeStore(count: Int = 0) -> Store<CounterState> {
    Store(reducer: counterReducer, state: CounterState(count: count))
}

/// Collects lifecycle calls as "Title.event".
@MainActor
final class LifecycleLog {
    var entries: [String] = []

    func take() -> [String] {
        defer { entries.removeAll() }
        return entries
    }
}

/// A screen that logs every lifecycle call and holds one focusable button.
@MainActor
class LoggingScreen: Screen {
    let log: LifecycleLog
    let button: Button

    init(_ title: String, log: LifecycleLog) {
        self.log = log
        button = Button(title)
        super.init(title: title)
    }

    override func viewDidLoad() {
        log.entries.append("\(title).viewDidLoad")
        view.addSubview(button)
        button.frame = Rect(origin: Point(x: 1, y: 1), size: button.intrinsicSize)
    }

    override func viewWillAppear() { log.entries.append("\(title).viewWillAppear") }
    override func viewDidAppear() { log.entries.append("\(title).viewDidAppear") }
    override func viewWillDisappear() { log.entries.append("\(title).viewWillDisappear") }
    override func viewDidDisappear() { log.entries.append("\(title).viewDidDisappear") }
}

/// A connected screen: a label bound to the count and a button that increments it.
@MainActor
final class CounterScreen: Screen, Connectable {
    struct Props {
        let count: Int
        let note: String
    }

    struct Actions {
        let increment: () -> Void
    }

    let connection: Connection<CounterState, Props, Actions>
    let label = Label()
    let noteLabel = Label()
    let button = Button("Add")
    private var cancellables: [AnyCancellable] = []

    init(store: Store<CounterState>, title: String = "Counter") {
        connection = Connection(
            store: store,
            mapStateToProps: { Props(count: $0.count, note: $0.note) },
            mapDispatchToActions: { dispatch in Actions(increment: { dispatch(CounterAction.increment) }) })
        super.init(title: title)
    }

    override func viewDidLoad() {
        view.addSubview(label)
        view.addSubview(noteLabel)
        view.addSubview(button)
        label.frame = Rect(origin: Point(x: 0, y: 0), size: Size(width: 20, height: 1))
        noteLabel.frame = Rect(origin: Point(x: 0, y: 1), size: Size(width: 20, height: 1))
        button.frame = Rect(origin: Point(x: 0, y: 2), size: button.intrinsicSize)
        connection.bind(\.count, to: label.rx.text) { "Count: \($0)" }
        connection.bind(\.note, to: noteLabel.rx.text)
        button.tapped.sink { [weak self] in self?.actions.increment() }.store(in: &cancellables)
    }
}

extension AppDriver {
    /// The rows of the content area (between the header and the status bar), trailing spaces trimmed.
    var contentLines: [String] {
        lines.dropFirst().dropLast().map { line in
            var line = line
            while line.last == " " { line.removeLast() }
            return line
        }
    }
}

/// `text` followed by spaces up to `width` columns: a whole line as the driver reads it.
func padded(_ text: String, to width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
}
