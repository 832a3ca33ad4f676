import ReCurses

/// What the explorer knows of one folder's entries.
enum DirectoryListing: Equatable, Encodable, Sendable {
    /// Being read for the first time.
    case loading
    /// Read: the entries, in the explorer's sort order.
    case loaded([DirectoryEntry])
    /// Could not be read: the reason.
    case failed(String)

    /// The entries (none while loading or after a failure).
    var entries: [DirectoryEntry] {
        if case .loaded(let entries) = self { return entries }
        return []
    }
}
