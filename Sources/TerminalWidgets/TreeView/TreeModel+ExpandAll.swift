extension TreeModel {
    /// Expands the node at `location` and every node below it, breadth first, until the branches it
    /// went through hold `limit` nodes: the levels nearest the node open first, and a huge (or
    /// endless) tree stops at the limit instead of hanging. Returns the identities it expanded, and
    /// whether it stopped at the limit with nodes left to expand.
    func expandAll(_ location: TreeLocation<Node>, limit: Int) -> (ids: [Node.ID], isLimited: Bool) {
        var ids: [Node.ID] = []
        let start: TreeBranch<Node>
        if let expanded = location.expandedBranch {
            start = expanded
        } else if let loaded = load(location) {
            start = loaded
            ids.append(location.node.id)
        } else {
            return ([], false)
        }
        var queue = [start]
        var head = 0
        var count = start.children.count
        var isLimited = false
        search: while head < queue.count {
            let branch = queue[head]
            head += 1
            for index in branch.children.indices {
                let child = TreeLocation(branch: branch, index: index)
                let expanded = child.expandedBranch
                guard expanded != nil || canExpand(child) else { continue }
                guard count < limit else {
                    isLimited = true
                    break search
                }
                let next = expanded ?? placeBranch(of: child.node, in: branch, at: index)
                if expanded == nil { ids.append(child.node.id) }
                count += next.children.count
                queue.append(next)
            }
        }
        recount(queue)
        expandedIDs.formUnion(ids)
        return (ids, isLimited)
    }
}
