import ReCurses

/// A folder tree on the left, loaded lazily off the main actor, and the selected folder's entries
/// in a table on the right, sorted by the store. Enter on a folder in the table opens it in the
/// tree; `r` reads the selected folder again (a folder deleted meanwhile leaves the tree).
final class ExplorerScreen: Screen, Connectable {
    /// What the screen shows.
    struct Props: Equatable {
        /// The root folder.
        let rootPath: String
        /// Each folder read or being read.
        let listings: [String: DirectoryListing]
        /// The expanded tree nodes.
        let expandedIDs: Set<String>
        /// The selected tree node.
        let selectedID: String?
        /// The selected folder's entries, sorted.
        let rows: [DirectoryEntry]
        /// The sort the table's header shows.
        let sort: DataTableSort
        /// What the table shows when it has no rows.
        let emptyText: String
    }

    /// What the screen can ask the store to do.
    struct Actions {
        /// Hands an action to the store.
        let dispatch: (Action) -> Void
    }

    let connection: Connection<AppState, Props, Actions>
    /// The folders.
    let tree = TreeView<ExplorerNode>(children: { _ in [] }, hasChildren: { $0.role == .folder }) { node, _ in
        switch node.role {
        case .folder: ListCell(node.name)
        case .loading: ListCell(node.name, style: .dim)
        case .error(let reason): ListCell("⚠ " + reason, style: Style(foreground: .red))
        }
    }
    /// The selected folder's entries.
    let table = DataTable<DirectoryEntry>(columns: ExplorerScreen.columns)

    /// A screen connected to `store`.
    init(store: Store<AppState>) {
        connection = Connection(
            store: store,
            mapStateToProps: { Self.props(of: $0.explorer) },
            mapDispatchToActions: { dispatch in Actions(dispatch: dispatch) }
        )
        super.init(title: DemoExample.explorer.title)
        keyBindings.append(KeyBinding(.character("r"), .reloadFolder, hint: "Reload"))
        addCommand(.reloadFolder) { [weak self] in self?.reloadSelectedFolder() }
    }

    /// Name (the rest of the width), Kind, Size and Modified; all sortable.
    static var columns: [DataTableColumn<DirectoryEntry>] {
        [
            DataTableColumn("Name", width: .fraction(1), isSortable: true) {
                $0.kind == .folder ? $0.name + "/" : $0.name
            },
            DataTableColumn("Kind", isSortable: true) { $0.kind.rawValue },
            DataTableColumn("Size", alignment: .trailing, isSortable: true) { ExplorerFormat.size($0) },
            DataTableColumn("Modified", isSortable: true) { ExplorerFormat.date($0.modified) },
        ]
    }

    /// The props of `state`.
    static func props(of state: ExplorerState) -> Props {
        let listing = state.selectedFolder.flatMap { state.listings[$0] }
        let emptyText =
            switch listing {
            case nil, .loading?: "loading…"
            case .failed(let reason)?: "⚠ " + reason
            case .loaded?: "empty folder"
            }
        return Props(
            rootPath: state.rootPath, listings: state.listings, expandedIDs: state.expandedIDs,
            selectedID: state.selectedID, rows: listing?.entries ?? [],
            sort: DataTableSort(
                column: state.sort.column.rawValue, direction: state.sort.isDescending ? .descending : .ascending),
            emptyText: emptyText)
    }

    override func loadView() {
        tree.emptyText = "no folder"
        tree.preferredWidth = 24
        table.searchColumnID = "Name"
        let stack = HStack(spacing: 1)
        stack.add(tree, sizing: .flexible(min: 8, max: 28, weight: 1))
        stack.add(table, sizing: .fill(weight: 3))
        view = Padding(stack, insets: EdgeInsets(top: 1, left: 1, bottom: 0, right: 1))
    }

    override var preferredFocusedView: View? { tree }

    override func viewDidLoad() {
        tree.roots = [ExplorerNode.root(state.rootPath)]
        connection.bind(
            \.listings,
            to: Binder(tree) { tree, listings in
                tree.children = { ExplorerNode.children(of: $0.id, in: listings) }
            })
        connection.bind(\.expandedIDs, to: tree.rx.expandedIDs)
        connection.bind(\.selectedID, to: tree.rx.selection)
        connection.bind(\.rows, to: table.rx.rows)
        // A folder's entries arrive with the cursor on the first one, so Enter opens at once.
        connection.subscribe(\.rows) { [weak self] rows in
            guard let self, table.selectedID == nil else { return }
            table.selectedID = rows.first?.id
        }
        connection.bind(\.sort, to: table.rx.sortDescriptor)
        connection.bind(\.emptyText, to: Binder(table) { table, text in table.emptyText = text })
        tree.expansionChanged.sink { [weak self] change in self?.expand(change) }.store(in: &connection.cancellables)
        tree.selectionChanged.sink { [weak self] id in self?.select(id) }.store(in: &connection.cancellables)
        table.sortRequested.sink { [weak self] request in
            guard let column = ExplorerSort.Column(rawValue: request.column) else { return }
            self?.actions.dispatch(
                SortExplorer(sort: ExplorerSort(column: column, isDescending: request.direction == .descending)))
        }.store(in: &connection.cancellables)
        table.activated.sink { [weak self] entry in self?.open(entry) }.store(in: &connection.cancellables)
        if state.selectedID == nil { actions.dispatch(OpenExplorerFolder(path: state.rootPath)) }
        for path in state.expandedIDs { load(path) }
        if let folder = state.selectedFolder { load(folder) }
    }

    /// The store's explorer state now (the props catch up after the current dispatch).
    private var state: ExplorerState { connection.store.state.explorer }

    private func expand(_ change: TreeExpansionChange<String>) {
        actions.dispatch(ExpandExplorerFolders(expandedIDs: change.expandedIDs))
        guard change.isExpanded else { return }
        for id in change.ids { load(id) }
    }

    private func select(_ id: String) {
        actions.dispatch(SelectExplorerNode(id: id))
        load(ExplorerNode.folder(ofID: id))
    }

    private func open(_ entry: DirectoryEntry) {
        guard entry.kind == .folder, let folder = state.selectedFolder else { return }
        let path = DirectoryReader.path(of: entry.name, in: folder)
        actions.dispatch(OpenExplorerFolder(path: path))
        load(path)
    }

    /// Reads the selected folder and its parent again.
    func reloadSelectedFolder() {
        guard let folder = state.selectedFolder else { return }
        if folder != state.rootPath { load(parent(of: folder), again: true) }
        load(folder, again: true)
    }

    /// Reads the folder `path` off the main actor unless it is already read (or `again`); the
    /// entries or the error come back as actions.
    func load(_ path: String, again: Bool = false) {
        guard again || state.listings[path] == nil else { return }
        actions.dispatch(ExplorerFolderLoading(path: path))
        task(key: "read " + path) { dispatch in
            do {
                dispatch(ExplorerFolderLoaded(path: path, entries: try await DirectoryReader.entries(of: path)))
            } catch let error as DirectoryReader.ReadError {
                dispatch(ExplorerFolderFailed(path: path, reason: error.description, isMissing: error.isMissing))
            }
        }
    }
}
