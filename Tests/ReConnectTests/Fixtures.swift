import ReConnect
import ReStore

/// The state of the test app: a counter, a name, a shopping list and an optional note.
struct AppState: StateType, Equatable {
    var count = 0
    var name = "Ada"
    var items: [String] = []
    var note: String?
}

struct Increase: Action {}
struct Rename: Action { let name: String }
struct AddItem: Action { let item: String }
struct SetNote: Action { let note: String? }
struct Touch: Action {}

func appReducer(action: Action, state: AppState?) -> AppState {
    var state = state ?? AppState()
    switch action {
    case is Increase: state.count += 1
    case let rename as Rename: state.name = rename.name
    case let add as AddItem: state.items.append(add.item)
    case let set as SetNote: state.note = set.note
    default: break
    }
    return state
}

/// The same data in a state that is not `Equatable`; `Touch` produces a new but equal state.
struct PlainState: StateType {
    var count = 0
}

func plainReducer(action: Action, state: PlainState?) -> PlainState {
    var state = state ?? PlainState()
    if action is Increase { state.count += 1 }
    return state
}

@MainActor func makeStore(_ state: AppState = AppState()) -> Store<AppState> {
    Store(reducer: appReducer, state: state, middleware: [], automaticallySkipsRepeats: false)
}

/// The props and actions of the counter screen used across the tests.
struct CounterProps: Equatable {
    var count: Int
    var name: String
    var items: [String]
    var note: String?
}

struct CounterActions {
    let increase: () -> Void
    let rename: (String) -> Void
}

func counterProps(_ state: AppState) -> CounterProps {
    CounterProps(count: state.count, name: state.name, items: state.items, note: state.note)
}

func counterActions(_ dispatch: @escaping DispatchFunction) -> CounterActions {
    CounterActions(increase: { dispatch(Increase()) }, rename: { dispatch(Rename(name: $0)) })
}

@MainActor func makeConnection(
    store: Store<AppState>
) -> Connection<AppState, CounterProps, CounterActions> {
    Connection(store: store, mapStateToProps: counterProps, mapDispatchToActions: counterActions)
}

/// A widget stand-in with the binders a label, a stepper and a list would have.
@MainActor final class FakeWidget: ReactiveCompatible {
    var text: String? = nil
    var texts: [String?] = []
    var values: [Int] = []
    var rows: [[String]] = []
}

extension Reactive where Base: FakeWidget {
    var text: Binder<String?> {
        Binder(base) { widget, text in
            widget.text = text
            widget.texts.append(text)
        }
    }

    var value: Binder<Int> {
        Binder(base) { widget, value in widget.values.append(value) }
    }

    /// A binder function like a list's `rx.items`.
    func items(_ source: AnyPublisher<[String], Never>) -> AnyCancellable {
        source.bind(to: Binder(base) { widget, rows in widget.rows.append(rows) })
    }
}
