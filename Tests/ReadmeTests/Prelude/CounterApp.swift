import ReCurses

// What "Testing an app headlessly" assumes: a counter app with a `CounterScreen` whose focused
// Add button counts, and a `DetailsScreen` to push.

/// The counter's state.
struct CounterState: StateType, Equatable {
    var count = 0
}

/// Counts one more.
struct Increment: Action {}

/// Applies `Increment`.
func counterReducer(action: Action, state: CounterState?) -> CounterState {
    var state = state ?? CounterState()
    if action is Increment { state.count += 1 }
    return state
}

/// A label showing the count and an Add button.
final class CounterScreen: Screen, Connectable {
    struct Props: Equatable {
        let count: String
    }

    struct Actions {
        let add: () -> Void
    }

    let label = Label()
    let add = Button("Add")
    let connection: Connection<CounterState, Props, Actions>

    init(store: Store<CounterState>) {
        connection = Connection(
            store: store, mapStateToProps: { Props(count: "Count: \($0.count)") },
            mapDispatchToActions: { dispatch in Actions(add: { dispatch(Increment()) }) })
        super.init(title: "Counter")
    }

    override func viewDidLoad() {
        view.addSubview(label)
        view.addSubview(add)
        connection.bind(\.count, to: label.rx.text)
        add.tapped.sink { [unowned self] in actions.add() }.store(in: &connection.cancellables)
    }
}

/// An empty screen to push.
final class DetailsScreen: Screen {
    init() { super.init(title: "Details") }
}
