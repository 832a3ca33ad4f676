import TerminalUI

/// Open and save dialogs (a `FileDialog` in a modal box) that return the chosen path, with
/// completion handlers or `async`; nil when cancelled. Folders are read off the main actor from
/// `source` (the real file system unless given).
extension NavigationStack {
    /// Asks for an existing file, starting in `folder`; the completion gets its absolute path, or
    /// nil for Cancel or Escape.
    public func openFile(
        title: String = "Open", folder: String, source: any FileSystemSource = DirectoryReader(),
        completion: @escaping @MainActor (String?) -> Void
    ) {
        let screen = FileDialogScreen(title: title, dialog: FileDialog(mode: .open, folder: folder, source: source))
        present(screen) { [unowned screen] in completion(screen.pickedPath) }
    }

    /// Asks where to save, starting in `folder` with `fileName` typed; a file that exists is picked
    /// only after the user agrees to replace it. The completion gets the absolute path, or nil for
    /// Cancel or Escape.
    public func saveFile(
        title: String = "Save As", folder: String, fileName: String = "",
        source: any FileSystemSource = DirectoryReader(),
        completion: @escaping @MainActor (String?) -> Void
    ) {
        let dialog = FileDialog(mode: .save, folder: folder, fileName: fileName, source: source)
        let screen = FileDialogScreen(title: title, dialog: dialog)
        present(screen) { [unowned screen] in completion(screen.pickedPath) }
    }

    /// Asks for an existing file, starting in `folder`, and returns its absolute path (nil when cancelled).
    public func openFile(
        title: String = "Open", folder: String, source: any FileSystemSource = DirectoryReader()
    ) async -> String? {
        await withCheckedContinuation { continuation in
            openFile(title: title, folder: folder, source: source) { continuation.resume(returning: $0) }
        }
    }

    /// Asks where to save, starting in `folder` with `fileName` typed, and returns the absolute path
    /// (nil when cancelled); replacing a file that exists is confirmed first.
    public func saveFile(
        title: String = "Save As", folder: String, fileName: String = "",
        source: any FileSystemSource = DirectoryReader()
    ) async -> String? {
        await withCheckedContinuation { continuation in
            saveFile(title: title, folder: folder, fileName: fileName, source: source) {
                continuation.resume(returning: $0)
            }
        }
    }
}
