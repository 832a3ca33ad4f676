/// The commands of a `TreeView`.
extension Command {
    /// Expands the current node, or moves into it when it is expanded.
    public static let expand = Command("expand")
    /// Collapses the current node, or moves to its parent when it is collapsed.
    public static let collapse = Command("collapse")
    /// Expands the current node and everything below it.
    public static let expandAll = Command("expandAll")
    /// Collapses the current node and everything below it.
    public static let collapseAll = Command("collapseAll")
}
