/// What the user asked of a `TreeView`'s expanded nodes: which nodes to expand or collapse, and the
/// whole set of expanded identities that asks for. A reducer may store `expandedIDs` as it is, or
/// decide per node (refuse, rewrite) and let the bound `rx.expandedIDs` show what it kept.
public struct TreeExpansionChange<ID: Hashable>: Equatable {
    /// The nodes expanded (→, Space, a click on ▸, or `*` for a node and those below it) or
    /// collapsed (←, Space, a click on ▾, or `-`), in the order they changed.
    public var ids: [ID]
    /// Whether `ids` were expanded (true) or collapsed (false).
    public var isExpanded: Bool
    /// Every expanded identity, as the user proposes it.
    public var expandedIDs: Set<ID>
    /// Whether `*` stopped at the tree's `expandAllLimit` with nodes below left collapsed.
    public var isLimited: Bool

    /// Creates a change.
    public init(ids: [ID], isExpanded: Bool, expandedIDs: Set<ID>, isLimited: Bool = false) {
        self.ids = ids
        self.isExpanded = isExpanded
        self.expandedIDs = expandedIDs
        self.isLimited = isLimited
    }
}
