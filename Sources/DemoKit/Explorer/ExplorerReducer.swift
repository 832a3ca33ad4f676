import ReStore

/// The Explorer example's reducer.
func explorerReducer(action: Action, state: ExplorerState) -> ExplorerState {
    var state = state
    switch action {
    case let action as ExplorerFolderLoading:
        if state.listings[action.path] == nil { state.listings[action.path] = .loading }
    case let action as ExplorerFolderLoaded:
        state.listings[action.path] = .loaded(state.sort.sorted(action.entries))
    case let action as ExplorerFolderFailed:
        if action.isMissing, action.path != state.rootPath {
            state.forget(action.path)
        } else {
            state.listings[action.path] = .failed(action.reason)
        }
    case let action as ExpandExplorerFolders:
        state.expandedIDs = action.expandedIDs
    case let action as SelectExplorerNode:
        state.selectedID = action.id
    case let action as OpenExplorerFolder:
        var path = action.path
        while path.count > state.rootPath.count, path.hasPrefix(state.rootPath) {
            state.expandedIDs.insert(path)
            path = parent(of: path)
        }
        state.expandedIDs.insert(state.rootPath)
        state.selectedID = action.path
    case let action as SortExplorer:
        state.sort = action.sort
        for (path, listing) in state.listings {
            if case .loaded(let entries) = listing { state.listings[path] = .loaded(action.sort.sorted(entries)) }
        }
    default:
        break
    }
    return state
}

/// The folder holding `path` (`/` for a top-level one).
func parent(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
}

extension ExplorerState {
    /// Drops a folder that no longer exists, and everything below it, from the state; a selection in
    /// it moves to its parent.
    fileprivate mutating func forget(_ path: String) {
        let prefix = path + "/"
        let isInside = { (id: String) in
            let folder = ExplorerNode.folder(ofID: id)
            return folder == path || folder.hasPrefix(prefix)
        }
        listings = listings.filter { !isInside($0.key) }
        expandedIDs = expandedIDs.filter { !isInside($0) }
        let holder = parent(of: path)
        if case .loaded(let entries) = listings[holder] {
            let name = String(path.dropFirst(holder == "/" ? 1 : holder.count + 1))
            listings[holder] = .loaded(entries.filter { $0.name != name })
        }
        if let selectedID, isInside(selectedID) { self.selectedID = holder }
    }
}
