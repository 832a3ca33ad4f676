/// What a file dialog knows of one folder.
enum FileDialogFolder: Equatable, Sendable {
    /// Being read.
    case loading
    /// Read: its entries, folders first, then by name.
    case loaded([DirectoryEntry])
    /// Could not be read.
    case failed(FileSystemError)

    /// The entries (none while loading or after a failure).
    var entries: [DirectoryEntry] {
        if case .loaded(let entries) = self { return entries }
        return []
    }

    /// Folders first, then by name (byte order, so it reads the same everywhere).
    static func sorted(_ entries: [DirectoryEntry]) -> [DirectoryEntry] {
        entries.sorted { left, right in
            let leftFolder = left.kind == .folder
            let rightFolder = right.kind == .folder
            if leftFolder != rightFolder { return leftFolder }
            return left.name.utf8.lexicographicallyPrecedes(right.name.utf8)
        }
    }
}
