import ReCurses

/// A connected screen holding a `TreeView` of `NodeTreeState.rootCount` roots with `fanOut` children
/// each, whose expanded nodes and selection live in the store: the user's moves dispatch
/// `NodeTreeState.Select`, expanding and collapsing dispatch `NodeTreeState.Expand`, and the tree
/// follows the store. The tree benchmarks measure it at 10² to 10⁶ shown nodes.
@MainActor
final class NodeTreeScreen: Screen, Connectable {
    /// The expanded identities and the selected node's identity.
    struct Props: Equatable {
        let expandedIDs: Set<Int>
        let selectedID: Int?
    }

    /// Selects a node; sets the expanded identities.
    struct Actions {
        let select: (Int) -> Void
        let expand: (Set<Int>) -> Void
    }

    let connection: Connection<NodeTreeState, Props, Actions>
    let tree: TreeView<BenchNode>
    private var subscriptions = Set<AnyCancellable>()

    init(store: Store<NodeTreeState>) {
        let rootCount = store.state.rootCount
        let fanOut = store.state.fanOut
        tree = TreeView(
            roots: (0..<rootCount).map(BenchNode.init(id:)),
            children: { node in (0..<fanOut).map { BenchNode(id: rootCount + node.id * fanOut + $0) } },
            hasChildren: { $0.id < rootCount },
            text: \.text)
        connection = Connection(
            store: store,
            mapStateToProps: { Props(expandedIDs: $0.expandedIDs, selectedID: $0.selectedID) },
            mapDispatchToActions: { dispatch in
                Actions(
                    select: { dispatch(NodeTreeState.Select(id: $0)) },
                    expand: { dispatch(NodeTreeState.Expand(ids: $0)) })
            })
        super.init(title: "Nodes")
    }

    override func loadView() {
        view = tree
    }

    override var preferredFocusedView: View? { tree }

    override func viewDidLoad() {
        connection.bind(\.expandedIDs, to: tree.rx.expandedIDs)
        connection.bind(\.selectedID, to: tree.rx.selection)
        tree.selectionChanged.sink { [weak self] id in self?.actions.select(id) }.store(in: &subscriptions)
        tree.expansionChanged.sink { [weak self] change in self?.actions.expand(change.expandedIDs) }
            .store(in: &subscriptions)
    }
}

/// One node: an identity and the text it shows.
struct BenchNode: Identifiable, Equatable {
    let id: Int

    /// The node's text, long enough to fill a wide terminal.
    var text: String {
        "Node \(id): " + String(repeating: "lorem ipsum dolor sit amet ", count: 8)
    }
}

/// The state of a `NodeTreeScreen`.
struct NodeTreeState: StateType, Equatable {
    /// Selects the node with identity `id`.
    struct Select: Action {
        let id: Int
    }

    /// Sets the expanded identities.
    struct Expand: Action {
        let ids: Set<Int>
    }

    /// How many roots there are (identities `0..<rootCount`).
    let rootCount: Int
    /// How many children each root has.
    let fanOut: Int
    var expandedIDs: Set<Int>
    var selectedID: Int?

    /// The identity of child `index` of root `root`.
    func childID(root: Int, index: Int) -> Int { rootCount + root * fanOut + index }

    static func reduce(action: Action, state: NodeTreeState?) -> NodeTreeState {
        var state = state ?? NodeTreeState(rootCount: 0, fanOut: 0, expandedIDs: [], selectedID: nil)
        if let select = action as? Select { state.selectedID = select.id }
        if let expand = action as? Expand { state.expandedIDs = expand.ids }
        return state
    }

    /// A store of `rootCount` roots with `fanOut` children each: every root expanded and the first
    /// child of the middle root selected when `expanded`, nothing expanded or selected otherwise.
    static func store(rootCount: Int, fanOut: Int, expanded: Bool) -> Store<NodeTreeState> {
        var state = NodeTreeState(rootCount: rootCount, fanOut: fanOut, expandedIDs: [], selectedID: nil)
        if expanded {
            state.expandedIDs = Set(0..<rootCount)
            state.selectedID = state.childID(root: rootCount / 2, index: 0)
        }
        return Store(reducer: reduce, state: state)
    }
}
