/// The loaded part of the tree behind a `TreeView`: the roots, the children of the expanded nodes
/// (asked for only when a node expands) and the expanded identities, addressed by display row
/// without flattening.
///
/// An identity expands at most one node at a time: a node whose identity is already expanded
/// elsewhere (a cycle, or an identity used twice) stays collapsed, so no tree is ever loaded forever.
/// Costs: loading a branch is O(its children); finding a row or the row of a node is O(depth × log
/// expanded siblings); replacing the roots reloads every expanded branch.
final class TreeModel<Node: Identifiable> {
    /// The children of a node, asked for when it expands.
    var children: (Node) -> [Node]
    /// Whether a node may have children (shows ▸ and can expand).
    var hasChildren: (Node) -> Bool
    /// The branch whose children are the roots.
    private(set) var top: TreeBranch<Node>
    /// The identities of the expanded nodes, shown or not (a node under a collapsed one stays
    /// expanded and shows so when its parent expands again). `expand`, `collapse` and
    /// `setExpandedIDs` change it together with the loaded branches.
    var expandedIDs: Set<Node.ID> = []
    /// The loaded branches of the expanded nodes, by the node's identity.
    private(set) var branches: [Node.ID: TreeBranch<Node>] = [:]
    /// How many times `children` was called.
    private(set) var childrenRequestCount = 0

    /// Creates a model of `roots`.
    init(roots: [Node], children: @escaping (Node) -> [Node], hasChildren: @escaping (Node) -> Bool) {
        self.children = children
        self.hasChildren = hasChildren
        top = TreeBranch(node: nil, children: roots, depth: 0)
    }

    /// The roots.
    var roots: [Node] { top.children }

    /// The rows shown: every root and the children of every shown expanded node.
    var rowCount: Int { top.rowCount }

    /// Replaces the roots and asks again for the children of every shown expanded node.
    func setRoots(_ roots: [Node]) {
        branches.removeAll(keepingCapacity: true)
        top = TreeBranch(node: nil, children: roots, depth: 0)
        fill(top)
    }

    /// Asks again for the children of the expanded node `id` (and of its shown expanded descendants).
    /// Returns false when `id` is not an expanded node that is shown.
    @discardableResult
    func reloadChildren(of id: Node.ID) -> Bool {
        guard let old = branches[id], let parent = old.parent, let node = old.node else { return false }
        forget(old)
        let fresh = TreeBranch(node: node, children: requestChildren(of: node), depth: old.depth)
        parent.attach(fresh, atChild: old.indexInParent)
        branches[id] = fresh
        fill(fresh)
        return true
    }

    // MARK: Rows

    /// The location shown at `row`, or nil outside `0..<rowCount`.
    func location(atRow row: Int) -> TreeLocation<Node>? {
        guard row >= 0, row < top.rowCount else { return nil }
        var branch = top
        var row = row
        while true {
            let content = branch.content(atRow: row)
            if let child = content.child { return TreeLocation(branch: branch, index: child) }
            guard let next = content.branch else { return nil }
            branch = next
            row = content.row
        }
    }

    /// The display row of a shown location.
    func row(of location: TreeLocation<Node>) -> Int {
        var row = location.branch.rowOffset(ofChild: location.index)
        var branch = location.branch
        while let parent = branch.parent {
            row += parent.rowOffset(ofChild: branch.indexInParent) + 1
            branch = parent
        }
        return row
    }

    /// The location on the row below `location`, if any.
    func location(after location: TreeLocation<Node>) -> TreeLocation<Node>? {
        if let expanded = location.expandedBranch, !expanded.children.isEmpty {
            return TreeLocation(branch: expanded, index: 0)
        }
        var branch = location.branch
        var index = location.index
        while true {
            if index + 1 < branch.children.count { return TreeLocation(branch: branch, index: index + 1) }
            guard let parent = branch.parent else { return nil }
            index = branch.indexInParent
            branch = parent
        }
    }

    /// Whether `location` is still shown (its branch was not collapsed or reloaded away).
    func isShown(_ location: TreeLocation<Node>) -> Bool {
        location.index < location.branch.children.count && location.branch.isAttached(to: top)
    }

    /// The shown location of the node with identity `id`, if any.
    func location(of id: Node.ID) -> TreeLocation<Node>? {
        if let branch = branches[id], let parent = branch.parent {
            return TreeLocation(branch: parent, index: branch.indexInParent)
        }
        if let index = top.index(of: id) { return TreeLocation(branch: top, index: index) }
        for branch in branches.values {
            if let index = branch.index(of: id) { return TreeLocation(branch: branch, index: index) }
        }
        return nil
    }

    // MARK: Expanding

    /// Whether the node at `location` may expand.
    func canExpand(_ location: TreeLocation<Node>) -> Bool {
        let node = location.node
        return location.expandedBranch == nil && hasChildren(node) && branches[node.id] == nil
    }

    /// Expands the node at `location` (loading its children and showing its expanded descendants).
    /// Returns whether it expanded.
    @discardableResult
    func expand(_ location: TreeLocation<Node>) -> Bool {
        guard let branch = load(location) else { return false }
        expandedIDs.insert(branch.node!.id)
        fill(branch)
        return true
    }

    /// Collapses the node at `location`; its expanded descendants stay expanded, hidden. Returns
    /// whether it collapsed.
    @discardableResult
    func collapse(_ location: TreeLocation<Node>) -> Bool {
        guard let branch = location.expandedBranch, let id = branch.node?.id else { return false }
        forget(branch)
        location.branch.detachBranch(ofChild: location.index)
        expandedIDs.remove(id)
        return true
    }

    /// Collapses the node at `location` and every shown expanded node below it; returns their
    /// identities (empty when the node was not expanded).
    func collapseAll(_ location: TreeLocation<Node>) -> [Node.ID] {
        guard let branch = location.expandedBranch else { return [] }
        let ids = subtreeBranches(branch).compactMap(\.node?.id)
        collapse(location)
        expandedIDs.subtract(ids)
        return ids
    }

    /// Shows exactly the nodes in `ids` expanded: collapses shown branches whose identity left,
    /// expands shown nodes whose identity joined.
    func setExpandedIDs(_ ids: Set<Node.ID>) {
        guard ids != expandedIDs else { return }
        let added = ids.subtracting(expandedIDs)
        expandedIDs = ids
        for (id, branch) in branches where !ids.contains(id) && branch.isAttached(to: top) {
            guard let parent = branch.parent else { continue }
            collapse(TreeLocation(branch: parent, index: branch.indexInParent))
        }
        guard !added.isEmpty else { return }
        for branch in [top] + Array(branches.values) where branch.isAttached(to: top) {
            if added.count < branch.children.count {
                for id in added { if let index = branch.index(of: id) { expandLoaded(branch, index) } }
            } else {
                for index in branch.children.indices where added.contains(branch.children[index].id) {
                    expandLoaded(branch, index)
                }
            }
        }
    }

    // MARK: Loading

    /// Loads and attaches the branch of the node at `location` when it may expand.
    func load(_ location: TreeLocation<Node>) -> TreeBranch<Node>? {
        guard canExpand(location) else { return nil }
        let node = location.node
        let branch = TreeBranch(node: node, children: requestChildren(of: node), depth: location.depth + 1)
        location.branch.attach(branch, atChild: location.index)
        branches[node.id] = branch
        return branch
    }

    /// Expands child `index` of `branch` if it may, with its expanded descendants.
    private func expandLoaded(_ branch: TreeBranch<Node>, _ index: Int) {
        if let loaded = load(TreeLocation(branch: branch, index: index)) { fill(loaded) }
    }

    /// Expands, breadth first, every child below `branch` whose identity is in `expandedIDs`. Costs
    /// nothing when every expanded identity is loaded already (no child can be one to expand).
    private func fill(_ branch: TreeBranch<Node>) {
        var queue = [branch]
        var head = 0
        while head < queue.count, expandedIDs.count > branches.count {
            let current = queue[head]
            head += 1
            for index in current.children.indices {
                let child = current.children[index]
                guard expandedIDs.contains(child.id), hasChildren(child), branches[child.id] == nil else { continue }
                queue.append(placeBranch(of: child, in: current, at: index))
            }
        }
        recount(queue)
    }

    /// Loads the branch of `node`, child `index` of `parent`, and places it without counting rows.
    func placeBranch(of node: Node, in parent: TreeBranch<Node>, at index: Int) -> TreeBranch<Node> {
        let branch = TreeBranch(node: node, children: requestChildren(of: node), depth: parent.depth + 1)
        parent.place(branch, atChild: index)
        branches[node.id] = branch
        return branch
    }

    /// Counts the rows of a batch of placed branches again, the deepest first (`batch` is in breadth
    /// first order from its first branch, which is attached), and updates the rows above the batch.
    func recount(_ batch: [TreeBranch<Node>]) {
        guard batch.count > 1, let first = batch.first else { return }
        for branch in batch.dropFirst().reversed() { branch.recountRows() }
        let delta = first.recountRows()
        first.parent?.adjustRowCount(by: delta)
    }

    /// `branch` and every branch below it.
    func subtreeBranches(_ branch: TreeBranch<Node>) -> [TreeBranch<Node>] {
        var found = [branch]
        var head = 0
        while head < found.count {
            found.append(contentsOf: found[head].expanded)
            head += 1
        }
        return found
    }

    /// Drops `branch` and the branches below it from the index.
    private func forget(_ branch: TreeBranch<Node>) {
        for removed in subtreeBranches(branch) {
            if let id = removed.node?.id, branches[id] === removed { branches[id] = nil }
        }
    }

    /// Calls the children closure, counting the calls.
    func requestChildren(of node: Node) -> [Node] {
        childrenRequestCount += 1
        return children(node)
    }
}
