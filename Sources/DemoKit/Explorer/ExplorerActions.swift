import ReCurses

import ReStore

/// A folder is being read.
struct ExplorerFolderLoading: Action, Encodable {
    /// The folder.
    let path: String
}

/// A folder was read.
struct ExplorerFolderLoaded: Action, Encodable {
    /// The folder.
    let path: String
    /// Its entries, in any order.
    let entries: [DirectoryEntry]
}

/// A folder could not be read.
struct ExplorerFolderFailed: Action, Encodable {
    /// The folder.
    let path: String
    /// Why.
    let reason: String
    /// Whether it no longer exists: it leaves the tree (unless it is the root).
    let isMissing: Bool
}

/// The user expanded or collapsed tree nodes: the proposed expanded set.
struct ExpandExplorerFolders: Action, Encodable {
    /// Every expanded node.
    let expandedIDs: Set<String>
}

/// The user selected a tree node.
struct SelectExplorerNode: Action, Encodable {
    /// The node.
    let id: String
}

/// Opens a folder in the tree: its ancestors and itself expand, and it is selected.
struct OpenExplorerFolder: Action, Encodable {
    /// The folder.
    let path: String
}

/// Sorts the table.
struct SortExplorer: Action, Encodable {
    /// The new sort.
    let sort: ExplorerSort
}
