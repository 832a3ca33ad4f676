import Bindings

/// What `rx` binds on a `TreeView`: the roots, the expanded identities, the selection and the
/// empty-state text.
@MainActor
public protocol TreeViewBindable: AnyObject {
    /// The node type.
    associatedtype Node: Identifiable
    /// The roots.
    var roots: [Node] { get set }
    /// The expanded identities.
    var expandedIDs: Set<Node.ID> { get set }
    /// The selected node's identity.
    var selectedID: Node.ID? { get set }
    /// The text shown when there are no roots.
    var emptyText: String { get set }
    /// The selection `rx.selection` last set, which a selection by the user ends on.
    nonisolated var controlledSelection: ControlledValue<Node.ID?> { get }
    /// The expanded identities `rx.expandedIDs` last set, which the user's expanding ends on.
    nonisolated var controlledExpansion: ControlledValue<Set<Node.ID>> { get }
}

extension TreeView: TreeViewBindable {}

extension Reactive where Base: TreeViewBindable {
    /// Binds the roots (the expanded nodes' children are asked for again; the selection stays on
    /// the same node; no event fires).
    public var roots: Binder<[Base.Node]> { Binder(base) { tree, roots in tree.roots = roots } }
    /// Binds the expanded identities and makes them controlled: the user's expanding and collapsing
    /// end on the bound set.
    public var expandedIDs: Binder<Set<Base.Node.ID>> {
        base.controlledExpansion.binder(base) { tree, ids in tree.expandedIDs = ids }
    }
    /// Binds the selection by identity (nil or an id of no shown node clears it; no event fires)
    /// and makes it controlled: a selection by the user ends on the bound one.
    public var selection: Binder<Base.Node.ID?> {
        base.controlledSelection.binder(base) { tree, id in tree.selectedID = id }
    }
    /// Binds the empty-state text.
    public var emptyText: Binder<String> { Binder(base) { tree, text in tree.emptyText = text } }
}
