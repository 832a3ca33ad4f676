import Bindings
import OpenCombine

/// A tree of identifiable nodes: roots, and children asked for only when a node expands.
///
/// Nodes that may have children (`hasChildren`) show `▸`, expanded ones `▾`; guide lines (`├─`,
/// `└─`, `│`) show the depth (`showsGuides`). Labels are drawn by a cell renderer, measured by
/// display width and cut with `…` without splitting a wide character.
///
/// Keys (`keyBindings`): ↑/↓ move, PgUp/PgDn by a page, Home/End to the first/last row; → expands
/// (or moves to the first child of an expanded node), ← collapses (or moves to the parent), Space
/// expands or collapses, `*` expands the node and everything below it breadth first, stopping with a
/// notice after `expandAllLimit` nodes, `-` collapses the node and everything below it; Enter
/// activates the selected node (only while something subscribes to `activated`). Typing letters
/// selects the next shown node whose search key starts with what was typed, with only the keys
/// nobody else binds (as in `ListView`). A click selects a node, a click on its `▸`/`▾` also expands
/// or collapses it, and the wheel scrolls.
///
/// Flattening is lazy: rows are counted per expanded branch, so a key press or a frame costs the
/// rows on screen whatever the number of shown nodes, and expanding a node costs its children once.
/// The selection is kept by identity: when the roots or a node's children are reloaded it stays on
/// the same node, and when that node is gone (or hidden by a collapse) it moves to the nearest
/// remaining ancestor, else to the node now on its row.
///
/// The expanded nodes are the view's own until `rx.expandedIDs` binds them: from then on, the user's
/// expand and collapse fire `expansionChanged` and the tree shows the bound set (see
/// `ControlledValue`), as the selection does once `rx.selection` binds it. Events fire only for user
/// input, never for changes made in code or through `rx`.
///
/// ```swift
/// struct Folder: Identifiable, Equatable {
///     let id: String
///     let name: String
///     var children: [Folder]?   // nil: a leaf
/// }
///
/// let folders = TreeView<Folder>(children: { $0.children }, text: \.name)
/// connection.bind(\.roots, to: folders.rx.roots)
/// ```
public class TreeView<Node: Identifiable>: View {
    /// What the widget is to a screen reader: role, label, value, state and position.
    public override var accessibilityDescription: AccessibilityDescription {
        AccessibilityDescription(
            role: "tree",
            value: selectedNode.map { renderer($0, ListCellState(isSelected: true, isFocused: isFocused)).plainText }
                ?? emptyText, states: selectionStates,
            position: selection.map { "row \(model.row(of: $0) + 1) of \(model.rowCount), level \($0.depth + 1)" })
    }

    /// Where the focus is inside the widget: the terminal cursor rests there for magnifiers.
    public override var focusPoint: Point {
        selectionFocusPoint
    }

    /// The loaded tree.
    let model: TreeModel<Node>
    /// The selected node's location (always a shown one), or nil.
    var selection: TreeLocation<Node>?
    /// A selection set before its node showed: it is selected (and forgotten) when the node shows,
    /// and forgotten when anything else is selected first.
    package internal(set) var pendingSelectionID: Node.ID?
    /// The first display row shown.
    package internal(set) var scrollRow = 0
    /// How many rows the last draw rendered.
    package internal(set) var renderedRowCount = 0
    /// The typed search prefix.
    var typeAhead = ListTypeAhead()
    /// The search keys of the shown rows, built on the first search after the rows change.
    var searchIndex: ListSearchIndex?

    /// Turns a node into the text of its row (after the guides and the `▸`/`▾` marker).
    public var renderer: (Node, ListCellState) -> ListCell {
        didSet {
            searchIndex = nil
            setNeedsDisplay()
        }
    }
    /// The text type-to-search matches against; nil uses the renderer's plain text.
    public var searchKey: ((Node) -> String)? {
        didSet { searchIndex = nil }
    }
    /// The children of a node, asked for when it expands (and again on a reload). Setting it
    /// reloads the expanded nodes.
    public var children: (Node) -> [Node] {
        get { model.children }
        set {
            model.children = newValue
            reload()
        }
    }
    /// Whether a node may have children: it shows `▸` and can expand. Asked for the rows drawn only.
    public var hasChildren: (Node) -> Bool {
        get { model.hasChildren }
        set {
            model.hasChildren = newValue
            setNeedsDisplay()
        }
    }
    /// Whether typing letters searches (when false, letters reach outer key bindings).
    public var allowsTypeToSearch = true {
        didSet { if allowsTypeToSearch != oldValue { responderTableDidChange() } }
    }
    /// How long a pause in typing ends the current search (1 s by default; negative counts as 0).
    public var typeAheadTimeout: Duration {
        get { typeAhead.timeout }
        set { typeAhead.timeout = max(newValue, .zero) }
    }
    /// Whether guide lines show the depth (otherwise plain indentation).
    public var showsGuides = true {
        didSet { if showsGuides != oldValue { setNeedsDisplay() } }
    }
    /// Whether a scroll indicator takes the right column while the rows overflow the height.
    public var showsScrollIndicator = true {
        didSet { if showsScrollIndicator != oldValue { setNeedsDisplay() } }
    }
    /// Shown centred when there are no roots.
    public var emptyText = "" {
        didSet { if emptyText != oldValue { setNeedsDisplay() } }
    }
    /// The most nodes `*` visits below the selected node before it stops (at least 1; 10 000 by default).
    public var expandAllLimit = 10_000 {
        didSet { expandAllLimit = max(1, expandAllLimit) }
    }
    /// The message shown at the bottom right after `*` stopped at `expandAllLimit`; the next key or
    /// click in the tree clears it.
    public internal(set) var notice: String? {
        didSet { if notice != oldValue { setNeedsDisplay() } }
    }
    /// The width a stack gives the tree when sized `.intrinsic`.
    public var preferredWidth = 30 {
        didSet { if preferredWidth != oldValue { invalidateIntrinsicSize() } }
    }
    /// The most rows a stack gives the tree when sized `.intrinsic` (fewer when it has fewer rows).
    public var preferredVisibleRows = 10 {
        didSet { if preferredVisibleRows != oldValue { invalidateIntrinsicSize() } }
    }

    let selectionEvent = UserEvent<Node.ID>()
    let activationEvent = UserEvent<Node>()
    let expansionEvent = UserEvent<TreeExpansionChange<Node.ID>>()
    /// Where the selection was before the user last moved it, so that selecting it again (a refused
    /// move snapping back) finds its node without searching.
    var selectionBeforeUserMove: TreeLocation<Node>?

    /// The selection `rx.selection` last set; once set, a selection by the user ends on it.
    public nonisolated let controlledSelection = ControlledValue<Node.ID?>()
    /// The expanded identities `rx.expandedIDs` last set; once set, the user's expanding and
    /// collapsing end on them.
    public nonisolated let controlledExpansion = ControlledValue<Set<Node.ID>>()

    /// Fires with the selected node's identity when the user moved the selection.
    public var selectionChanged: AnyPublisher<Node.ID, Never> { selectionEvent.publisher }
    /// Fires when the user expanded or collapsed nodes.
    public var expansionChanged: AnyPublisher<TreeExpansionChange<Node.ID>, Never> {
        expansionEvent.publisher
    }
    /// Fires with the selected node when the user pressed Enter. While nothing subscribes, Enter is
    /// not the tree's (no `Enter Open` hint that would lie).
    public var activated: AnyPublisher<Node, Never> {
        activationEvent.publisher
            .handleEvents(
                receiveSubscription: { [weak self] _ in self?.activationListeners += 1 },
                receiveCompletion: { [weak self] _ in self?.activationListeners -= 1 },
                receiveCancel: { [weak self] in self?.activationListeners -= 1 }
            )
            .eraseToAnyPublisher()
    }
    /// How many subscribers `activated` has now.
    var activationListeners = 0 {
        didSet { if (activationListeners > 0) != (oldValue > 0) { responderTableDidChange() } }
    }

    /// Creates a tree of `roots`: `children` gives a node's children when it expands, `hasChildren`
    /// says (cheaply) whether it may have any, and `renderer` draws its label.
    public init(
        roots: [Node] = [], children: @escaping (Node) -> [Node], hasChildren: @escaping (Node) -> Bool,
        renderer: @escaping (Node, ListCellState) -> ListCell
    ) {
        model = TreeModel(roots: roots, children: children, hasChildren: hasChildren)
        self.renderer = renderer
        super.init()
        keyBindings = Self.treeBindings
        addTreeCommands()
    }

    /// Creates a tree of `roots` whose rows show `text(node)`.
    public convenience init(
        roots: [Node] = [], children: @escaping (Node) -> [Node], hasChildren: @escaping (Node) -> Bool,
        text: @escaping (Node) -> String
    ) {
        self.init(roots: roots, children: children, hasChildren: hasChildren) { node, _ in ListCell(text(node)) }
    }

    /// Creates a tree of nodes that hold their children: `children` returns nil for a leaf, and an
    /// array (maybe empty) for a node that can expand.
    public convenience init(roots: [Node] = [], children: @escaping (Node) -> [Node]?, text: @escaping (Node) -> String)
    {
        self.init(roots: roots, children: { children($0) ?? [] }, hasChildren: { children($0) != nil }, text: text)
    }

    /// The roots. Setting them asks again for the children of every shown expanded node, keeps the
    /// selection by identity (see the type's notes) and fires no event.
    public var roots: [Node] {
        get { model.roots }
        set { restructure { model.setRoots(newValue) } }
    }

    /// Asks again for the roots' and the expanded nodes' children (after the data behind `children`
    /// changed), keeping the selection by identity.
    public func reload() {
        let roots = model.roots
        restructure { model.setRoots(roots) }
    }

    /// Asks again for the children of the expanded node `id` and its expanded descendants; nothing
    /// happens when `id` is not a shown expanded node.
    public func reloadChildren(of id: Node.ID) {
        restructure { model.reloadChildren(of: id) }
    }

    /// How many rows are shown: the roots and the children of the shown expanded nodes.
    public var rowCount: Int { model.rowCount }

    /// How many times the tree asked for children (each expansion or reload of a node asks once).
    package var childrenRequestCount: Int { model.childrenRequestCount }

    /// Trees take the focus.
    public override var canBecomeFocused: Bool { true }

    /// `preferredWidth` wide, as tall as its rows up to `preferredVisibleRows` (at least one row).
    public override var intrinsicSize: Size {
        sizeThatFits(Size(width: preferredWidth, height: preferredVisibleRows))
    }

    /// The proposed width; as many rows as shown, up to the proposed height and `preferredVisibleRows`.
    public override func sizeThatFits(_ proposal: Size) -> Size {
        Size(
            width: proposal.width,
            height: max(1, min(model.rowCount, preferredVisibleRows, max(1, proposal.height))))
    }

    /// The columns the rows use: the width, less the scroll indicator's column when the rows overflow
    /// (only from 3 columns and 2 rows up).
    public var contentWidth: Int {
        guard showsScrollIndicator, bounds.width > 2, bounds.height > 1, model.rowCount > bounds.height else {
            return bounds.width
        }
        return bounds.width - 1
    }

    /// Keeps the selection in view after a resize.
    public override func layoutSubviews() {
        super.layoutSubviews()
        scrollSelectionIntoView()
    }

    /// Handles type-to-search, mouse presses and the wheel, then the binding table.
    public override func handle(_ event: Event) -> Bool {
        guard isEnabledInHierarchy else { return false }
        return handleTreeEvent(event) ?? super.handle(event)
    }

    /// Letters nobody binds are captured for type-to-search (when allowed).
    public override func capturesKey(_ key: Key) -> Bool {
        guard key.insertableCharacter != nil, binding(for: key) == nil else { return false }
        return allowsTypeToSearch && !outerResponderBinds(key)
    }

    /// Draws the rows inside the clip only.
    public override func draw(into canvas: inout Canvas) { drawRows(into: &canvas) }

    /// The time on the window's clock (the system clock while the tree is in no window).
    func now() -> Duration { (window?.clock ?? .system).now }
}
