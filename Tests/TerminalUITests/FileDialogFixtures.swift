import ReCursesTesting

@testable import TerminalUICore
@testable import TerminalWidgets

/// A fixed fake tree for the file dialog's tests and golden screens.
enum FileDialogFixtures {
    /// 2024-05-01 12:30 UTC.
    static let stamp = 1_714_566_600

    /// `/home/ada` with folders (one unreadable, one hidden), files with CJK, emoji and control
    /// characters in their names, a link to a folder and a link loop; `/tmp` empty.
    static func files() -> FakeFileSystem {
        let files = FakeFileSystem()
        files.addFolder("/home/ada/Documents", modified: stamp)
        files.addFile("/home/ada/Documents/report.md", size: 2_400, modified: stamp)
        files.addFile("/home/ada/Documents/budget.csv", size: 18_000, modified: stamp + 60)
        files.addFolder("/home/ada/Music", modified: stamp)
        files.addFolder("/home/ada/private", modified: stamp, isReadable: false)
        files.addFolder("/home/ada/.config", modified: stamp)
        files.addFile("/home/ada/.profile", size: 220, modified: stamp)
        files.addFile("/home/ada/notes.txt", size: 1_234, modified: stamp + 3_600)
        files.addFile("/home/ada/notebook.md", size: 90, modified: stamp)
        files.addFile("/home/ada/日本語メモ.txt", size: 512, modified: stamp)
        files.addFile("/home/ada/🎵 mix.mp3", size: 4_200_000, modified: stamp)
        files.addFile("/home/ada/bad\u{1B}[31mname", size: 10, modified: stamp)
        files.addLink("/home/ada/docs", to: "Documents")
        files.addLink("/home/ada/loop", to: "loop")
        files.addFolder("/tmp", modified: stamp)
        return files
    }

    /// A dialog on the fixed tree, shown at `size`, with its first reads done.
    @MainActor
    static func shown(
        _ mode: FileDialog.Mode = .open, folder: String = "/home/ada", fileName: String = "",
        files: FakeFileSystem = files(), size: Size = Size(width: 80, height: 24)
    ) async -> (FileDialog, ViewDriver<FileDialog>) {
        let dialog = FileDialog(mode: mode, folder: folder, fileName: fileName, source: files)
        let ui = ViewDriver(dialog, size: size)
        _ = dialog.preferredFocus.becomeFocused()
        await dialog.waitForReads()
        ui.runUntilIdle()
        return (dialog, ui)
    }
}
