import ReCurses
import ReCursesDevTools
import ReCursesTesting

/// The state of the counter app the inspector tests run.
struct CounterState: StateType, Equatable {
    var count = 0
    var note: String? = nil
    var history: [Int] = []
}

/// What can happen to the counter.
enum CounterAction: Action {
    case increment
    case setNote(String)
}

func counterReducer(action: Action, state: CounterState?) -> CounterState {
    var state = state ?? CounterState()
    switch action as? CounterAction {
    case .increment:
        state.count += 1
        state.history.append(state.count)
    case .setNote(let note): state.note = note
    case nil: break
    }
    return state
}

/// A connected screen: a label bound to the count; Enter increments it.
@MainActor
final class CounterScreen: Screen, Connectable {
    struct Props {
        let count: Int
    }

    struct Actions {
        let increment: () -> Void
    }

    let connection: Connection<CounterState, Props, Actions>
    let label = Label()
    let button = Button("Add")
    private var cancellables: [AnyCancellable] = []

    init(store: Store<CounterState>) {
        connection = Connection(
            store: store,
            mapStateToProps: { Props(count: $0.count) },
            mapDispatchToActions: { dispatch in Actions(increment: { dispatch(CounterAction.increment) }) })
        super.init(title: "Counter")
    }

    override func viewDidLoad() {
        view.addSubview(label)
        view.addSubview(button)
        label.frame = Rect(x: 0, y: 0, width: 20, height: 1)
        button.frame = Rect(origin: Point(x: 0, y: 1), size: button.intrinsicSize)
        connection.bind(\.count, to: label.rx.text) { "Count: \($0)" }
        button.tapped.sink { [weak self] in self?.actions.increment() }.store(in: &cancellables)
    }
}

/// A driver running the counter app with the inspector installed (closed), frame CPU times fixed at
/// 40 µs so that screens read the same on every machine.
@MainActor
func makeInspectorDriver(
    store: Store<CounterState> = Store(reducer: counterReducer, state: CounterState()),
    size: Size = Size(width: 100, height: 30), options: InspectorOptions = InspectorOptions()
) -> AppDriver {
    AppDriver(size: size) { terminal in
        let application = Application(
            store: store, root: CounterScreen(store: store), terminal: terminal, theme: .default,
            devTools: .inspector(options))
        var cpuTime = Duration.zero
        application.cpuClock = {
            cpuTime += .microseconds(20)
            return cpuTime
        }
        return application
    }
}

/// An action of another type than `CounterAction`, for the type filter.
struct RenameCounter: Action {
    let name: String
}
