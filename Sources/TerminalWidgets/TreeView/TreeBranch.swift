/// The loaded children of one expanded node of a tree (or, for the top branch, the roots), with the
/// branches of those children that are expanded in turn.
///
/// Rows are counted without flattening: a branch knows how many rows its children and their
/// expanded descendants take (`rowCount`) and where each expanded child's rows start, so finding the
/// row of a child, or the child at a row, costs O(log expanded children) per level. Expanding or
/// collapsing a branch changes the counts of its ancestors only.
final class TreeBranch<Node: Identifiable> {
    /// The expanded node; nil for the top branch, whose children are the roots.
    let node: Node?
    /// The branch holding `node` among its children; nil for the top branch.
    private(set) weak var parent: TreeBranch?
    /// Where `node` is in the parent's children.
    private(set) var indexInParent: Int
    /// The depth of the children: 0 for the roots.
    let depth: Int
    /// The children, as the children closure returned them.
    let children: [Node]
    /// The branches of expanded children, ordered by `indexInParent`.
    private(set) var expanded: [TreeBranch] = []
    /// The rows of the children and all their expanded descendants.
    private(set) var rowCount: Int
    /// Whether the branch was taken out of the tree (collapsed or replaced by a reload).
    private(set) var isDetached = false
    /// `descendantRows[k]`: the rows under `expanded[0..<k]`; rebuilt when stale.
    private var descendantRows: [Int] = [0]
    private var isStale = false
    /// Child identities to indices, built on the first lookup.
    private var indexByID: [Node.ID: Int]?

    /// Creates the branch of `node` (nil for the top) with its loaded `children`.
    init(node: Node?, children: [Node], depth: Int) {
        self.node = node
        self.children = children
        self.depth = depth
        self.indexInParent = -1
        self.rowCount = children.count
    }

    /// The number of expanded children before child `index`.
    func expandedCount(before index: Int) -> Int {
        var low = 0
        var high = expanded.count
        while low < high {
            let middle = (low + high) / 2
            if expanded[middle].indexInParent < index { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The branch of child `index` when it is expanded.
    func branch(ofChild index: Int) -> TreeBranch? {
        let k = expandedCount(before: index)
        return k < expanded.count && expanded[k].indexInParent == index ? expanded[k] : nil
    }

    /// The row of child `index`, counted from this branch's first child row.
    func rowOffset(ofChild index: Int) -> Int {
        refreshIfStale()
        return index + descendantRows[expandedCount(before: index)]
    }

    /// What is at `row` (counted from the first child row, inside `0..<rowCount`): a child of this
    /// branch, or a row inside an expanded child's branch (with the row counted from its first child).
    func content(atRow row: Int) -> (child: Int?, branch: TreeBranch?, row: Int) {
        refreshIfStale()
        var low = 0
        var high = expanded.count
        while low < high {
            let middle = (low + high) / 2
            if expanded[middle].indexInParent + descendantRows[middle] <= row {
                low = middle + 1
            } else {
                high = middle
            }
        }
        guard low > 0 else { return (row, nil, 0) }
        let k = low - 1
        let start = expanded[k].indexInParent + descendantRows[k]
        if row == start { return (expanded[k].indexInParent, nil, 0) }
        if row <= start + expanded[k].rowCount { return (nil, expanded[k], row - start - 1) }
        return (row - descendantRows[k + 1], nil, 0)
    }

    /// The index of the child with identity `id`, if any (the first when ids repeat).
    func index(of id: Node.ID) -> Int? {
        if indexByID == nil {
            var map = [Node.ID: Int](minimumCapacity: children.count)
            for index in children.indices where map[children[index].id] == nil { map[children[index].id] = index }
            indexByID = map
        }
        return indexByID?[id]
    }

    /// Whether the branch is still part of the tree whose top is `top`.
    func isAttached(to top: TreeBranch) -> Bool {
        var current: TreeBranch? = self
        while let branch = current {
            if branch === top { return true }
            if branch.isDetached { return false }
            current = branch.parent
        }
        return false
    }

    /// Adds `branch` as the branch of child `index` (replacing one already there) and updates the
    /// row counts of this branch and those above it.
    func attach(_ branch: TreeBranch, atChild index: Int) {
        adjustRowCount(by: place(branch, atChild: index))
    }

    /// Adds `branch` as the branch of child `index` (replacing one already there) without counting
    /// rows; returns the change of this branch's row count it makes. A batch of placements ends with
    /// `recountRows()` on every branch it changed, from the deepest up, so a deep batch costs its
    /// branches rather than branches × depth.
    @discardableResult
    func place(_ branch: TreeBranch, atChild index: Int) -> Int {
        let k = expandedCount(before: index)
        var delta = branch.rowCount
        if k < expanded.count, expanded[k].indexInParent == index {
            delta -= expanded[k].rowCount
            expanded[k].isDetached = true
            expanded[k] = branch
        } else {
            expanded.insert(branch, at: k)
        }
        branch.parent = self
        branch.indexInParent = index
        branch.isDetached = false
        isStale = true
        return delta
    }

    /// Removes the branch of child `index`, if it is expanded.
    func detachBranch(ofChild index: Int) {
        let k = expandedCount(before: index)
        guard k < expanded.count, expanded[k].indexInParent == index else { return }
        let removed = expanded.remove(at: k)
        removed.isDetached = true
        adjustRowCount(by: -removed.rowCount)
    }

    /// Counts this branch's rows again from its children and its expanded children's counts;
    /// returns the change.
    @discardableResult
    func recountRows() -> Int {
        let old = rowCount
        rowCount = children.count
        for branch in expanded { rowCount += branch.rowCount }
        isStale = true
        return rowCount - old
    }

    /// Changes this branch's row count and those of its ancestors.
    func adjustRowCount(by delta: Int) {
        var current: TreeBranch? = self
        while let branch = current {
            branch.rowCount += delta
            branch.isStale = true
            current = branch.parent
        }
    }

    /// Rebuilds the descendant row sums after a change below.
    private func refreshIfStale() {
        guard isStale else { return }
        isStale = false
        descendantRows.removeAll(keepingCapacity: true)
        descendantRows.append(0)
        for branch in expanded { descendantRows.append(descendantRows[descendantRows.count - 1] + branch.rowCount) }
    }
}
