/// The Explorer example's state: the root folder, what is known of each folder read so far, the
/// tree's expanded and selected nodes, and the table's sort.
struct ExplorerState: Equatable, Encodable {
    /// The folder the tree starts at.
    var rootPath: String
    /// Each folder read or being read, by path.
    var listings: [String: DirectoryListing] = [:]
    /// The expanded tree nodes (folder paths).
    var expandedIDs: Set<String> = []
    /// The selected tree node.
    var selectedID: String?
    /// The table's sort.
    var sort = ExplorerSort.byName

    /// The working directory.
    static let initial = ExplorerState(rootPath: ".")

    /// A state rooted at `path` (trailing slashes removed).
    init(rootPath path: String) {
        var path = path.isEmpty ? "." : path
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        rootPath = path
    }

    /// The folder whose entries the table shows: the selected node's.
    var selectedFolder: String? { selectedID.map(ExplorerNode.folder(ofID:)) }
}
