import Bindings
import OpenCombine

/// A list: sections of identifiable items (each with an optional header row), drawn by
/// a cell renderer, with a selection kept by identity, optional multi-select and type-to-search.
///
/// Keys (`keyBindings`): ↑/↓ move the selection (headers are skipped), PgUp/PgDn by a page,
/// Home/End to the first/last item, Enter activates the selected item (`activated`), Space marks it
/// when `allowsMultipleSelection` (`markedChanged`). Typing letters selects the next item whose
/// search key starts with what was typed (case-insensitive); the typed prefix resets after
/// `typeAheadTimeout` without typing (measured on the window's `clock`) or on any other
/// key. Type-to-search takes only the keys nobody else binds: a character that a responder after
/// the list (its screen, the navigation stack, the window) binds to a command it can perform goes to
/// that command, and its hint shows, so a screen's `d` Delete works while its list has the focus. A mouse press selects the item under it; the wheel moves the selection.
///
/// The list is virtualised: a draw renders only the visible rows, and no key
/// press or frame costs time proportional to the number of items: replacing the items is the only
/// O(items) step (it finds the selected item again). The selection stays on the same item (by
/// identity) when items are reordered, inserted or removed, falls back to the nearest index when its
/// item is gone, and is always scrolled into view. While the rows overflow, a scroll indicator
/// takes the right column (`showsScrollIndicator`).
///
/// `selectionChanged`, `activated` and `markedChanged` fire only for user input, never when items,
/// selection or marks are set in code or through `rx`. Once bound through `rx.selection` the
/// selection is controlled: after the user moves it, the list shows the bound selection.
///
/// ```swift
/// let list = ListView<Grocery> { item, _ in ListCell(item.name) }
/// connection.bind(\.items, to: list.rx.items)
/// connection.bind(\.selectedID, to: list.rx.selection)
/// list.selectionChanged.sink { actions.select($0) }.store(in: &connection.cancellables)
/// list.activated.sink { item in navigation?.push(ItemScreen(id: item.id)) }.store(in: &connection.cancellables)
/// ```
public class ListView<Item: Identifiable>: View {
    /// What the widget is to a screen reader: role, label, value, state and position.
    public override var accessibilityDescription: AccessibilityDescription {
        AccessibilityDescription(
            role: "list",
            value: selectedItem.map { renderer($0, ListCellState(isSelected: true, isFocused: isFocused)).plainText }
                ?? emptyText,
            states: accessibilityStates("marked", when: selectedID.map { markedIDs.contains($0) } == true),
            position: AccessibilityDescription.position("item", index: model.selectedIndex, count: model.itemCount))
    }

    /// Where the focus is inside the widget: the terminal cursor rests there for magnifiers.
    public override var focusPoint: Point {
        selectionFocusPoint
    }

    /// Items, selection and marks.
    var model = ListModel<Item>()
    /// Where sections, headers and items fall on screen.
    var layout = ListRowLayout(itemCounts: [], hasHeader: [], columns: 1)
    /// The first display row shown.
    package internal(set) var scrollRow = 0
    /// How many display rows (headers and item rows) the last draw rendered.
    var renderedRowCount = 0
    // Read for every drawn row; never changed in place while read.
    /// Turns an item into the text of its cell.
    @exclusivity(unchecked) public var renderer: (Item, ListCellState) -> ListCell {
        didSet {
            setNeedsDisplay()
            model.invalidateSearchIndex()
        }
    }
    /// The text type-to-search matches against; nil uses the renderer's plain text.
    public var searchKey: ((Item) -> String)? {
        didSet { model.invalidateSearchIndex() }
    }
    /// Whether typing letters searches (when false, letters reach outer key bindings). Letters that an
    /// outer responder binds reach it either way.
    public var allowsTypeToSearch = true {
        didSet { if allowsTypeToSearch != oldValue { responderTableDidChange() } }
    }
    /// How long a pause in typing ends the current search (1 s by default; negative counts as 0).
    public var typeAheadTimeout: Duration {
        get { typeAhead.timeout }
        set { typeAhead.timeout = max(newValue, .zero) }
    }
    /// The typed search prefix and when it was last typed.
    var typeAhead = ListTypeAhead()
    /// Whether Space marks items (multi-select).
    @exclusivity(unchecked) public var allowsMultipleSelection = false {
        didSet {
            guard allowsMultipleSelection != oldValue else { return }
            keyBindings.removeAll { $0.command == .mark }
            if allowsMultipleSelection { keyBindings.append(KeyBinding(.character(" "), .mark, hint: "Mark")) }
            setNeedsDisplay()
        }
    }
    /// Whether a scroll indicator takes the right column while the rows overflow the height.
    public var showsScrollIndicator = true {
        didSet { if showsScrollIndicator != oldValue { relayout() } }
    }
    /// Shown centred when there are no items.
    public var emptyText = "" {
        didSet { if emptyText != oldValue { setNeedsDisplay() } }
    }

    let selectionEvent = UserEvent<Item.ID>()
    /// Sends `activated`; Enter is the list's only while it has a subscriber.
    lazy var activation = SubscriberCountingSubject<Item> { [unowned self] in responderTableDidChange() }
    let markEvent = UserEvent<Set<Item.ID>>()

    /// The selection `rx.selection` last set; once set, a selection by the user ends on it (see
    /// `ControlledValue`).
    public nonisolated let controlledSelection = ControlledValue<Item.ID?>()

    /// Fires with the selected item's identity when the user moved the selection.
    public var selectionChanged: AnyPublisher<Item.ID, Never> { selectionEvent.publisher }
    /// Fires with the selected item when the user pressed Enter.
    /// While nothing subscribes, Enter is not the list's (no `Enter Open` hint that would lie).
    public var activated: AnyPublisher<Item, Never> { activation.publisher }
    /// Fires with all marked identities when the user marked or unmarked an item.
    public var markedChanged: AnyPublisher<Set<Item.ID>, Never> { markEvent.publisher }

    /// Creates a list of `sections` whose cells show what `renderer` returns.
    public init(sections: [ListSection<Item>] = [], renderer: @escaping (Item, ListCellState) -> ListCell) {
        self.renderer = renderer
        super.init()
        keyBindings = Self.navigationBindings
        addListCommands()
        self.sections = sections
    }

    /// Creates a list of `sections` whose cells show `text(item)`.
    public convenience init(sections: [ListSection<Item>] = [], text: @escaping (Item) -> String) {
        self.init(sections: sections) { item, _ in ListCell(text(item)) }
    }

    /// The sections. Setting them keeps the selection on the same item (see the type's notes),
    /// scrolls it into view and fires no event.
    public var sections: [ListSection<Item>] {
        get { model.sections }
        set {
            model.setSections(newValue)
            if let pending = pendingSelectionID, model.index(of: pending) != nil {
                pendingSelectionID = nil
                _ = model.select(id: pending)
            }
            relayout()
        }
    }

    /// A selection set before its item arrived: it is applied (and forgotten) when sections holding
    /// the item are set, and forgotten when anything else is selected first.
    package final internal(set) var pendingSelectionID: Item.ID?

    /// One untitled section of `items` (a convenience over `sections`; reading it is O(items)).
    public var items: [Item] {
        get { model.sections.flatMap(\.items) }
        set { sections = [ListSection(items: newValue)] }
    }

    /// The selected item's identity; setting it fires no event. Nil clears it; an id the items do not
    /// hold yet clears it too and waits as `pendingSelectionID`, selected as soon as its item arrives
    /// (so a selection bound before the rows it names still ends up shown).
    public var selectedID: Item.ID? {
        get { model.selectedID }
        set {
            let previous = (index: model.selectedIndex, scrollRow: scrollRow)
            pendingSelectionID = nil
            let changed = model.select(id: newValue)
            if let id = newValue, model.selectedID != id { pendingSelectionID = id }
            guard changed else { return }
            scrollSelectionIntoView()
            redrawSelectionChange(from: previous.index, scrolledFrom: previous.scrollRow)
        }
    }

    /// The selected item, if any.
    public var selectedItem: Item? { model.selectedItem }

    /// The marked identities; setting them fires no event.
    public var markedIDs: Set<Item.ID> {
        get { model.markedIDs }
        set {
            guard newValue != model.markedIDs else { return }
            model.setMarkedIDs(newValue)
            setNeedsDisplay()
        }
    }

    /// The width a stack gives the list when sized `.intrinsic`.
    public var preferredWidth = 30 {
        didSet { if preferredWidth != oldValue { invalidateIntrinsicSize() } }
    }
    /// The most rows a stack gives the list when sized `.intrinsic` (fewer when it has fewer rows).
    public var preferredVisibleRows = 10 {
        didSet { if preferredVisibleRows != oldValue { invalidateIntrinsicSize() } }
    }

    /// Lists take the focus.
    public override var canBecomeFocused: Bool { true }

    /// `preferredWidth` wide, as tall as its rows up to `preferredVisibleRows` (at least one row).
    public override var intrinsicSize: Size {
        sizeThatFits(Size(width: preferredWidth, height: preferredVisibleRows))
    }

    /// The proposed width; as many rows as the items need at that width, up to the proposed height
    /// and `preferredVisibleRows` (at least one row, for the empty-state text).
    public override func sizeThatFits(_ proposal: Size) -> Size {
        let columns = columnCount(forWidth: proposal.width)
        let rows =
            columns == layout.columns
            ? layout.rowCount
            : ListRowLayout(itemCounts: layout.itemCounts, hasHeader: model.sections.map(\.hasHeader), columns: columns)
                .rowCount
        return Size(width: proposal.width, height: max(1, min(rows, preferredVisibleRows, max(1, proposal.height))))
    }

    /// Items per display row: 1 for a list; a grid fits as many cells as the width allows.
    public func columnCount(forWidth width: Int) -> Int { 1 }

    /// The columns the rows use: the width, less the scroll indicator's column when the rows overflow
    /// (only from 3 columns and 2 rows up; smaller lists show no indicator).
    public var contentWidth: Int {
        guard showsScrollIndicator, bounds.width > 2, bounds.height > 1 else { return bounds.width }
        let columns = columnCount(forWidth: bounds.width)
        let rows =
            columns == layout.columns
            ? layout.rowCount
            : ListRowLayout(itemCounts: layout.itemCounts, hasHeader: model.sections.map(\.hasHeader), columns: columns)
                .rowCount
        return rows > bounds.height ? bounds.width - 1 : bounds.width
    }

    /// The width of one item's cell: the whole width for a list.
    func cellWidth(forWidth width: Int) -> Int { width }

    /// Columns between cells (grids only).
    var cellSpacing: Int { 0 }

    /// The column count may change with the width.
    public override func layoutSubviews() {
        super.layoutSubviews()
        if layout.columns != columnCount(forWidth: contentWidth) { relayout() }
        scrollSelectionIntoView()
    }

    /// Handles type-to-search, Space marking, mouse presses and the wheel, then the binding table.
    public override func handle(_ event: Event) -> Bool {
        guard isEnabledInHierarchy else { return false }
        return handleListEvent(event) ?? super.handle(event)
    }

    /// Letters are captured for type-to-search (when allowed) unless an outer responder binds them.
    public override func capturesKey(_ key: Key) -> Bool {
        guard let character = key.insertableCharacter else { return false }
        if character == " " && allowsMultipleSelection { return true }
        return allowsTypeToSearch && !outerResponderBinds(key)
    }

    /// The heading of the list's keys in the help dialog.
    public override var keyHelpTitle: String { "List" }

    /// Type-to-search, when it is on.
    public override var unboundKeysHelp: [KeyHelpEntry] {
        allowsTypeToSearch ? [KeyHelpEntry("Letters", "Search as you type")] : []
    }

    /// Draws the visible rows only.
    public override func draw(into canvas: inout Canvas) { drawRows(into: &canvas) }

    /// The time on the window's clock (the system clock while the list is in no window).
    func now() -> Duration { (window?.clock ?? .system).now }
}
