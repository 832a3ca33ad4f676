/// A collection view: the same sections as a `ListView`, with each section's
/// items shown as cells of `cellWidth` columns that reflow into as many columns as the width allows.
///
/// Keys: ←/→ move to the previous/next item (crossing into the neighbouring section), ↑/↓ move a row
/// up/down keeping the column (from a section's edge row into the nearest row of the neighbouring
/// section), PgUp/PgDn by a page of rows, Home/End to the first/last item, Enter activates, Space
/// marks (multi-select), letters search. Everything else — binders, events, selection by identity,
/// virtualised drawing (`renderedRowCount`) — is the list's.
public final class GridView<Item: Identifiable>: ListView<Item> {
    /// The width of one cell in columns (at least 1).
    public var cellWidth: Int {
        didSet {
            cellWidth = max(1, cellWidth)
            if cellWidth != oldValue { relayout() }
        }
    }

    /// Blank columns between cells (at least 0).
    public var spacing: Int {
        didSet {
            spacing = max(0, spacing)
            if spacing != oldValue { relayout() }
        }
    }

    /// Creates a grid of `sections` with cells `cellWidth` columns wide, drawn by `renderer`.
    public init(
        sections: [ListSection<Item>] = [], cellWidth: Int = 16, spacing: Int = 1,
        renderer: @escaping (Item, ListCellState) -> ListCell
    ) {
        self.cellWidth = max(1, cellWidth)
        self.spacing = max(0, spacing)
        super.init(sections: sections, renderer: renderer)
        keyBindings += [
            KeyBinding(.left, .moveLeft, isHintVisible: false),
            KeyBinding(.right, .moveRight, isHintVisible: false),
        ]
        updateBindings(for: .moveUp) { $0.keyLabel = "←↑↓→" }
    }

    /// Creates a grid whose cells show `text(item)`.
    public convenience init(sections: [ListSection<Item>] = [], cellWidth: Int = 16, text: @escaping (Item) -> String) {
        self.init(sections: sections, cellWidth: cellWidth) { item, _ in ListCell(text(item)) }
    }

    /// The heading of the grid's keys in the help dialog.
    public override var keyHelpTitle: String { "Grid" }

    /// As many cells as fit the width (at least one).
    public override func columnCount(forWidth width: Int) -> Int {
        max(1, (width + spacing) / (cellWidth + spacing))
    }

    override func cellWidth(forWidth width: Int) -> Int { cellWidth }

    override var cellSpacing: Int { spacing }
}
