/// Where a shown node of a tree is: its index among the children of a loaded branch.
struct TreeLocation<Node: Identifiable> {
    /// The branch holding the node.
    let branch: TreeBranch<Node>
    /// The node's index in `branch.children`.
    let index: Int

    /// The node.
    var node: Node { branch.children[index] }

    /// The node's depth: 0 for a root.
    var depth: Int { branch.depth }

    /// The branch of the node when it is expanded.
    var expandedBranch: TreeBranch<Node>? { branch.branch(ofChild: index) }

    /// Whether the node is the last of its siblings.
    var isLastSibling: Bool { index == branch.children.count - 1 }

    /// The parent node's location; nil for a root.
    var parent: TreeLocation? {
        guard let up = branch.parent, branch.node != nil else { return nil }
        return TreeLocation(branch: up, index: branch.indexInParent)
    }

    /// Whether both name the same place.
    func isSame(as other: TreeLocation) -> Bool {
        branch === other.branch && index == other.index
    }
}
