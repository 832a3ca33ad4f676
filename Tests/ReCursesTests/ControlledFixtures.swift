import ReCurses
import ReCursesTesting

/// A form whose reducer refuses, clamps and rewrites what the user proposes.
struct FormState: StateType, Equatable {
    /// While locked, the reducer refuses every change.
    var isLocked = false
    var isOn = false
    /// Kept within 2...8 (the widgets allow 0...10).
    var level = 5.0
    /// Segment 3 ("D") is rewritten to 2 ("C").
    var segment = 0
    /// Upper-cased, at most 8 characters; a text with a digit is refused.
    var name = "AB"
    /// Item 4 cannot be selected; item 6 is rewritten to item 5.
    var selection: Int? = 1
}

/// What the form's widgets ask for.
enum FormAction: Action {
    case lock
    case setOn(Bool)
    case setLevel(Double)
    case setSegment(Int)
    case setName(String)
    case select(Int)
    /// Changes the state from outside the widgets.
    case load(FormState)
}

func formReducer(action: Action, state: FormState?) -> FormState {
    var state = state ?? FormState()
    guard let action = action as? FormAction else { return state }
    if case .load(let loaded) = action { return loaded }
    if case .lock = action { state.isLocked = true }
    guard !state.isLocked else { return state }
    switch action {
    case .setOn(let isOn): state.isOn = isOn
    case .setLevel(let level): state.level = min(max(level, 2), 8)
    case .setSegment(let segment): state.segment = min(segment, 2)
    case .setName(let name) where !name.contains(where: \.isNumber): state.name = String(name.uppercased().prefix(8))
    case .select(let id) where id != 4: state.selection = min(id, 5)
    default: break
    }
    return state
}

/// One item of the form's list.
struct FormItem: Identifiable, Equatable {
    let id: Int
}

/// The widgets of the form, each bound to the store (`bound`) or not, and each event counted.
@MainActor
final class FormScreen: Screen, Connectable {
    struct Props: Equatable {
        let isOn: Bool
        let level: Double
        let segment: Int
        let name: String
        let selection: Int?
    }

    struct Actions {
        let dispatch: (FormAction) -> Void
    }

    let connection: Connection<FormState, Props, Actions>
    let bound: Bool
    let toggle = Switch("Lamp")
    let slider = Slider(value: 0, minimumValue: 0, maximumValue: 10, step: 1)
    let stepper = Stepper(value: 0, minimumValue: 0, maximumValue: 10)
    let segments = SegmentedControl(segments: ["A", "B", "C", "D"], selectedSegmentIndex: 0)
    let field = TextField(text: "AB")
    let list = ListView<FormItem>(sections: [ListSection(items: (1...6).map(FormItem.init))]) { "Item \($0.id)" }
    /// How many user events each widget fired.
    private(set) var events: [String: Int] = [:]

    init(store: Store<FormState>, bound: Bool = true) {
        self.bound = bound
        connection = Connection(
            store: store,
            mapStateToProps: {
                Props(
                    isOn: $0.isOn, level: $0.level, segment: $0.segment, name: $0.name,
                    selection: $0.selection)
            },
            mapDispatchToActions: { dispatch in Actions(dispatch: { dispatch($0) }) })
        super.init(title: "Form")
    }

    override func loadView() {
        view = View()
    }

    override func viewDidLoad() {
        let rows: [(View, Int)] = [(toggle, 10), (slider, 20), (stepper, 12), (segments, 15), (field, 20), (list, 20)]
        for (index, (widget, width)) in rows.enumerated() {
            view.addSubview(widget)
            let height = widget === list ? 6 : 1
            widget.frame = Rect(origin: Point(x: 0, y: index), size: Size(width: width, height: height))
        }
        if bound {
            connection.bind(\.isOn, to: toggle.rx.isOn)
            connection.bind(\.level, to: slider.rx.value)
            connection.bind(\.level, to: stepper.rx.value)
            connection.bind(\.segment, to: segments.rx.selectedSegmentIndex)
            connection.bind(\.name, to: field.rx.text)
            connection.bind(\.selection, to: list.rx.selection)
        }
        report(toggle.toggled, "switch") { .setOn($0) }
        report(slider.valueChanged, "slider") { .setLevel($0) }
        report(stepper.valueChanged, "stepper") { .setLevel($0) }
        report(segments.selectionChanged, "segments") { .setSegment($0) }
        report(field.textChanged, "field") { .setName($0) }
        report(list.selectionChanged, "list") { .select($0) }
    }

    private func report<Value>(
        _ event: AnyPublisher<Value, Never>, _ name: String,
        _ action: @escaping (Value) -> FormAction
    ) {
        event.sink { [weak self] value in
            self?.events[name, default: 0] += 1
            self?.actions.dispatch(action(value))
        }.store(in: &connection.cancellables)
    }

    /// The total number of user events fired.
    var eventCount: Int { events.values.reduce(0, +) }
}

/// Drives a `FormScreen` on a fake terminal.
extension FormScreen {
    /// One user edit for each widget: the widget to focus and the key that changes it.
    var oneEditEach: [(View, Key)] {
        [
            (toggle, .character(" ")), (slider, .end), (stepper, .up),
            (segments, .end), (field, .character("c")), (list, .down),
        ]
    }
}

@MainActor
struct FormHarness {
    let store: Store<FormState>
    let screen: FormScreen
    let driver: AppDriver

    init(state: FormState = FormState(), bound: Bool = true, size: Size = Size(width: 40, height: 12)) {
        store = Store(reducer: formReducer, state: state)
        screen = FormScreen(store: store, bound: bound)
        driver = AppDriver(store: store, screen: screen, size: size)
        driver.clearDispatchedActions()
    }

    /// Gives `view` the focus and renders.
    func focus(_ view: View) {
        _ = view.becomeFocused()
        driver.runUntilIdle()
    }

    /// Runs one user input and returns how many frames it presented (at most one: the whole
    /// answer of the store shows in the frame of the input).
    @discardableResult
    func input(_ send: (AppDriver) -> Void) -> Int {
        let before = driver.terminal.presentCalls
        send(driver)
        return driver.terminal.presentCalls - before
    }

    /// The content row `row` (below the header), trailing spaces trimmed.
    func row(_ row: Int) -> String {
        driver.contentLines.indices.contains(row) ? driver.contentLines[row] : ""
    }
}
