extension TreeView {
    /// "expanded" or "collapsed" for a selected node with children, and the common states.
    var selectionStates: [String] {
        guard let selection else { return accessibilityStates }
        if selection.expandedBranch != nil { return ["expanded"] + accessibilityStates }
        return model.hasChildren(selection.node) ? ["collapsed"] + accessibilityStates : accessibilityStates
    }

    /// The selected node's row, at its indentation.
    var selectionFocusPoint: Point {
        guard let selection else { return .zero }
        let y = model.row(of: selection) - scrollRow
        return Point(x: selection.depth * 2, y: y)
    }
}
