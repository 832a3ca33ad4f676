import Bindings

/// What `rx` binds on a `ListView` or `GridView`: sections, selection, marks and the empty-state text.
@MainActor
public protocol ListViewBindable: AnyObject {
    /// The item type.
    associatedtype Item: Identifiable
    /// The sections of items.
    var sections: [ListSection<Item>] { get set }
    /// One untitled section of items.
    var items: [Item] { get set }
    /// The selected item's identity.
    var selectedID: Item.ID? { get set }
    /// The marked identities.
    var markedIDs: Set<Item.ID> { get set }
    /// The text shown when there are no items.
    var emptyText: String { get set }
    /// The selection `rx.selection` last set, which a selection by the user ends on.
    nonisolated var controlledSelection: ControlledValue<Item.ID?> { get }
}

extension ListView: ListViewBindable {}

extension Reactive where Base: ListViewBindable {
    /// Binds the sections (the selection stays on the same item; no event fires).
    public var sections: Binder<[ListSection<Base.Item>]> {
        Binder(base) { list, sections in list.sections = sections }
    }
    /// Binds a flat array of items as one untitled section (the selection stays on the same item;
    /// no event fires).
    public var items: Binder<[Base.Item]> { Binder(base) { list, items in list.items = items } }
    /// Binds the selection by identity (nil or an unknown id clears it; no event fires) and makes it
    /// controlled: a selection by the user ends on the bound one.
    public var selection: Binder<Base.Item.ID?> {
        base.controlledSelection.binder(base) { list, id in list.selectedID = id }
    }
    /// Binds the marked identities (no event fires).
    public var markedIDs: Binder<Set<Base.Item.ID>> { Binder(base) { list, ids in list.markedIDs = ids } }
    /// Binds the empty-state text.
    public var emptyText: Binder<String> { Binder(base) { list, text in list.emptyText = text } }
}
