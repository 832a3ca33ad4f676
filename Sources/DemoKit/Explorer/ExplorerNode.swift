import ReCurses

/// A row of the explorer's tree: a folder, or a line saying its folder is loading or unreadable.
struct ExplorerNode: Identifiable, Equatable {
    /// What the row stands for.
    enum Role: Equatable {
        /// A folder.
        case folder
        /// A line under a folder that is still being read.
        case loading
        /// A line under a folder that could not be read, with the reason.
        case error(String)
    }

    /// The folder's path, or the status line's folder path followed by `statusSuffix`.
    let id: String
    /// The shown name.
    let name: String
    /// What the row stands for.
    let role: Role

    /// What follows a folder's path in the identity of its status line.
    static let statusSuffix = "\u{0}status"

    /// The folder `id` belongs to (the folder itself, or the folder of a status line).
    static func folder(ofID id: String) -> String {
        id.hasSuffix(statusSuffix) ? String(id.dropLast(statusSuffix.count)) : id
    }

    /// The root folder's node, named by the last part of its path.
    static func root(_ path: String) -> ExplorerNode {
        let name = path == "/" ? "/" : path.split(separator: "/").last.map(String.init) ?? path
        return ExplorerNode(id: path, name: name, role: .folder)
    }

    /// The tree children of the folder `path`: its sub-folders (links are not followed), or one
    /// status line while it loads or when it failed.
    static func children(of path: String, in listings: [String: DirectoryListing]) -> [ExplorerNode] {
        switch listings[path] {
        case nil, .loading?: [ExplorerNode(id: path + statusSuffix, name: "loading…", role: .loading)]
        case .failed(let reason)?: [ExplorerNode(id: path + statusSuffix, name: reason, role: .error(reason))]
        case .loaded(let entries)?:
            entries.filter { $0.kind == .folder }.map(\.name).sorted().map {
                ExplorerNode(id: DirectoryReader.path(of: $0, in: path), name: $0, role: .folder)
            }
        }
    }
}
