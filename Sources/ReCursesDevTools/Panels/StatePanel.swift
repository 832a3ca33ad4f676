import ReCurses

/// The State panel: the state after the selected entry as a tree read through `Mirror` (children
/// worked out when a node expands, at most `StateNode.childLimit` of them), with the paths the
/// entry changed marked `●` and their old → new values.
@MainActor
final class StatePanel: View {
    let caption = Label()
    let tree: TreeView<StateNode>
    /// The differences the shown entry made.
    private(set) var diff = StateDiff.none
    /// The entry whose state is shown.
    private(set) var shownIndex: Int?

    override init() {
        var diffReader: () -> StateDiff = { .none }
        tree = TreeView(
            roots: [], children: { $0.children() }, hasChildren: { $0.hasChildren },
            renderer: { node, state in StatePanel.cell(for: node, diff: diffReader(), state: state) })
        super.init()
        diffReader = { [unowned self] in diff }
        tree.emptyText = "No state"
        caption.themeStyle = \.hint
        addSubview(caption)
        addSubview(tree)
    }

    /// Shows the state after entry `index` of `history`, compared with the state before it.
    func show(entry index: Int, of history: any InspectableHistory) {
        guard let state = history.stateValue(after: index) else {
            shownIndex = nil
            diff = .none
            caption.text = "No state kept for this entry"
            tree.roots = []
            return
        }
        let before = index > history.baseIndex ? history.stateValue(after: index - 1) : nil
        diff = before.map { StateDiff(from: $0, to: state) } ?? .none
        let entry = history[index]
        let changes = diff.changes.count
        caption.text =
            (entry.map { "After #\(index) \($0.typeName)" } ?? "Initial state") + " · "
            + (changes == 1 ? "1 change" : "\(changes) changes") + (diff.isTruncated ? " (stopped early)" : "")
        let root = StateNode(value: state)
        let firstShow = shownIndex == nil
        shownIndex = index
        tree.roots = [root]
        if firstShow {
            tree.expandedIDs.insert(root.id)
            tree.selectedID = root.id
        }
        tree.setNeedsDisplay()
    }

    /// A node's row: `label: summary`, or for a changed value `● label: old → new` in the accent style.
    static func cell(for node: StateNode, diff: StateDiff, state: ListCellState) -> ListCell {
        if node.omittedCount > 0 { return ListCell(node.label) }
        if let change = diff.change(at: node.path) {
            return ListCell(spans: [
                ListCell.Span("● \(node.label): "), ListCell.Span(change.old, style: Self.oldStyle),
                ListCell.Span(" → "), ListCell.Span(change.new, style: Self.newStyle),
            ])
        }
        let mark = diff.isMarked(node.path) ? "● " : ""
        return ListCell("\(mark)\(node.label): \(node.summary)")
    }

    private static let oldStyle = Style(attributes: .dim)
    private static let newStyle = Style(attributes: .bold)

    override func layoutSubviews() {
        let width = bounds.width
        let captionHeight = bounds.height >= 2 ? 1 : 0
        caption.isHidden = captionHeight == 0
        caption.frame = Rect(x: 0, y: 0, width: width, height: captionHeight)
        tree.frame = Rect(x: 0, y: captionHeight, width: width, height: bounds.height - captionHeight)
    }
}
