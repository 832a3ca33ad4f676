extension TreeView {
    /// The identities of the expanded nodes, shown or hidden under a collapsed ancestor. Setting them
    /// expands and collapses the shown nodes to match (asking for the children of those that
    /// expand), keeps the selection by identity and fires no event.
    public var expandedIDs: Set<Node.ID> {
        get { model.expandedIDs }
        set {
            guard newValue != model.expandedIDs else { return }
            restructure { model.setExpandedIDs(newValue) }
        }
    }

    /// Whether the node `id` is expanded (shown or not).
    public func isExpanded(_ id: Node.ID) -> Bool { model.expandedIDs.contains(id) }

    /// The notice shown after `*` stopped at `limit` nodes.
    static func expandAllNotice(limit: Int) -> String { "Expand all stopped after \(limit) nodes" }

    /// Expands a node because the user asked, then reports it.
    func userExpand(_ location: TreeLocation<Node>) {
        guard model.canExpand(location) else { return }
        let id = location.node.id
        restructure { model.expand(location) }
        report(TreeExpansionChange(ids: [id], isExpanded: true, expandedIDs: model.expandedIDs))
    }

    /// Collapses a node because the user asked, then reports it.
    func userCollapse(_ location: TreeLocation<Node>) {
        guard location.expandedBranch != nil else { return }
        let id = location.node.id
        restructure { model.collapse(location) }
        report(TreeExpansionChange(ids: [id], isExpanded: false, expandedIDs: model.expandedIDs))
    }

    /// Expands a node and everything below it, up to `expandAllLimit` nodes (with a notice when it
    /// stops there), then reports what expanded.
    func userExpandAll(_ location: TreeLocation<Node>) {
        var result: (ids: [Node.ID], isLimited: Bool) = ([], false)
        restructure { result = model.expandAll(location, limit: expandAllLimit) }
        if result.isLimited { notice = Self.expandAllNotice(limit: expandAllLimit) }
        guard !result.ids.isEmpty else { return }
        report(
            TreeExpansionChange(
                ids: result.ids, isExpanded: true, expandedIDs: model.expandedIDs, isLimited: result.isLimited))
    }

    /// Collapses a node and every shown expanded node below it, then reports them.
    func userCollapseAll(_ location: TreeLocation<Node>) {
        var ids: [Node.ID] = []
        restructure { ids = model.collapseAll(location) }
        guard !ids.isEmpty else { return }
        report(TreeExpansionChange(ids: ids, isExpanded: false, expandedIDs: model.expandedIDs))
    }

    /// Fires `expansionChanged`, after which a controlled tree shows the bound expanded set.
    private func report(_ change: TreeExpansionChange<Node.ID>) {
        expansionEvent.send(change, settling: controlledExpansion)
    }
}
