import ReCurses
import ReCursesTesting
import Testing

/// A node of the connected tree: its path is its identity.
struct PathNode: Identifiable, Equatable {
    let id: String
    var children: [PathNode]?

    init(_ id: String, _ children: [PathNode]? = nil) {
        self.id = id
        self.children = children
    }

    /// The last path component.
    var name: String { String(id.split(separator: "/").last ?? "") }

    /// Sources (App (main.swift), Lib (lib.swift)), Tests (t.swift), README.
    static let sample = [
        PathNode(
            "Sources",
            [
                PathNode("Sources/App", [PathNode("Sources/App/main.swift")]),
                PathNode("Sources/Lib", [PathNode("Sources/Lib/lib.swift")]),
            ]),
        PathNode("Tests", [PathNode("Tests/t.swift")]),
        PathNode("README"),
    ]
}

/// A tree whose expanded nodes and selection live in the store. The reducer refuses to expand
/// Tests, expands Sources/App with Sources, refuses everything while locked, and refuses to select
/// README.
struct TreeState: StateType, Equatable {
    var roots = PathNode.sample
    var expanded: Set<String> = []
    var selection: String?
    var isLocked = false
}

/// What the tree asks of the store.
enum TreeAction: Action {
    case expansion(TreeExpansionChange<String>)
    case select(String)
    case lock
    /// Changes the expanded nodes from outside the tree.
    case setExpanded(Set<String>)
}

func treeReducer(action: Action, state: TreeState?) -> TreeState {
    var state = state ?? TreeState()
    guard let action = action as? TreeAction else { return state }
    switch action {
    case .lock: state.isLocked = true
    case .setExpanded(let ids): state.expanded = ids
    case .expansion(let change) where !state.isLocked:
        var ids = change.expandedIDs
        ids.remove("Tests")
        if change.isExpanded, change.ids.contains("Sources") { ids.insert("Sources/App") }
        state.expanded = ids
    case .select(let id) where !state.isLocked && id != "README": state.selection = id
    default: break
    }
    return state
}

/// A screen showing a `TreeView` bound to `TreeState`, counting the events it reported.
@MainActor
final class TreeScreen: Screen, Connectable {
    struct Props: Equatable {
        let roots: [PathNode]
        let expanded: Set<String>
        let selection: String?
    }

    struct Actions {
        let dispatch: (TreeAction) -> Void
    }

    let connection: Connection<TreeState, Props, Actions>
    let tree = TreeView<PathNode>(children: { $0.children }, text: \.name)
    private(set) var events = 0

    init(store: Store<TreeState>) {
        connection = Connection(
            store: store,
            mapStateToProps: { Props(roots: $0.roots, expanded: $0.expanded, selection: $0.selection) },
            mapDispatchToActions: { dispatch in Actions(dispatch: { dispatch($0) }) })
        super.init(title: "Tree")
    }

    override func loadView() {
        view = tree
    }

    override var preferredFocusedView: View? { tree }

    override func viewDidLoad() {
        connection.bind(\.roots, to: tree.rx.roots)
        connection.bind(\.expanded, to: tree.rx.expandedIDs)
        connection.bind(\.selection, to: tree.rx.selection)
        tree.expansionChanged.sink { [weak self] change in
            self?.events += 1
            self?.actions.dispatch(.expansion(change))
        }.store(in: &connection.cancellables)
        tree.selectionChanged.sink { [weak self] id in
            self?.events += 1
            self?.actions.dispatch(.select(id))
        }.store(in: &connection.cancellables)
        tree.activated.sink { _ in }.store(in: &connection.cancellables)
    }
}

/// Drives a `TreeScreen` on a fake terminal of 30×10.
@MainActor
struct TreeHarness {
    let store = Store(reducer: treeReducer, state: TreeState())
    let screen: TreeScreen
    let driver: AppDriver

    init() {
        screen = TreeScreen(store: store)
        driver = AppDriver(store: store, screen: screen, size: Size(width: 30, height: 10))
        driver.clearDispatchedActions()
    }

    /// Presses `key` as one user event; expects `dispatches` dispatches and at most one frame.
    func press(_ key: Key, dispatches: Int = 1, sourceLocation: SourceLocation = #_sourceLocation) {
        let dispatched = driver.dispatchedActions.count
        let frames = driver.terminal.presentCalls
        driver.press(key)
        #expect(driver.terminal.presentCalls - frames <= 1, "one frame", sourceLocation: sourceLocation)
        #expect(
            driver.dispatchedActions.count == dispatched + dispatches, "no feedback loop",
            sourceLocation: sourceLocation)
    }
}
