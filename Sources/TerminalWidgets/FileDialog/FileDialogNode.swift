/// A row of a file dialog's folder tree: a folder, or a line under a folder saying it is being read
/// or could not be read.
public struct FileDialogNode: Identifiable, Equatable, Sendable {
    /// What a row stands for.
    public enum Role: Equatable, Sendable {
        /// A folder.
        case folder
        /// A line under a folder that is being read.
        case loading
        /// A line under a folder that could not be read, with the reason.
        case unreadable(String)
    }

    /// The folder's path, or for a status line its folder's path followed by `statusSuffix`.
    public let id: String
    /// The name shown (escaped: see `FilePath.displayName`).
    public let name: String
    /// What the row stands for.
    public let role: Role

    /// What follows a folder's path in the identity of its status line.
    static let statusSuffix = "\u{0}status"

    /// The folder `id` belongs to (the folder itself, or the folder of a status line).
    static func folder(ofID id: String) -> String {
        id.hasSuffix(statusSuffix) ? String(id.dropLast(statusSuffix.count)) : id
    }

    /// The node of the folder at `path`.
    static func folder(_ path: String) -> FileDialogNode {
        FileDialogNode(id: path, name: FilePath.displayName(FilePath.lastComponent(of: path)), role: .folder)
    }

    /// The tree children of the folder at `path` in `state`: its sub-folders sorted by name (hidden
    /// ones only when `showsHidden`; links are not followed), or one status line while it is read
    /// and when it failed.
    static func children(of path: String, in state: FileDialogFolder?, showsHidden: Bool) -> [FileDialogNode] {
        switch state {
        case nil, .loading?:
            [FileDialogNode(id: path + statusSuffix, name: "reading…", role: .loading)]
        case .failed(let error)?:
            [
                FileDialogNode(
                    id: path + statusSuffix, name: "⚠ " + error.description, role: .unreadable(error.description))
            ]
        case .loaded(let entries)?:
            entries.lazy.filter { $0.kind == .folder && (showsHidden || !$0.isHidden) }.map {
                FileDialogNode(id: FilePath.join(path, $0.name), name: FilePath.displayName($0.name), role: .folder)
            }
        }
    }
}
