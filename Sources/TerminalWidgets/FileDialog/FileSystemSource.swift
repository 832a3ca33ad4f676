/// Where a file dialog reads folders from: the real file system (`DirectoryReader`) or, in tests
/// and previews, a fake one. Both calls run off the main actor.
public protocol FileSystemSource: Sendable {
    /// The entries of the folder at `folder` (without `.` and `..`), in any order.
    func entries(of folder: String) async throws(FileSystemError) -> [DirectoryEntry]
    /// The entry at `path` with symbolic links followed (its kind is that of the target), named by
    /// the last part of `path`; throws when it does not exist or cannot be reached (a link loop).
    func entry(at path: String) async throws(FileSystemError) -> DirectoryEntry
}
