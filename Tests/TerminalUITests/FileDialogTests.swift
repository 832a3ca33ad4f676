import OpenCombine
import ReCursesTesting
import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

#if canImport(Glibc)
    import Glibc
#endif

@MainActor @Suite struct FileDialogTests {
    typealias Fixtures = FileDialogFixtures

    /// Presses `keys`, then lets the reads and checks they started finish.
    func press(_ ui: ViewDriver<FileDialog>, _ keys: Key...) async {
        for key in keys { ui.press(key) }
        await ui.view.waitForReads()
        ui.runUntilIdle()
    }

    @Test func goldenScreens() async {
        let (_, wide) = await Fixtures.shown()
        wide.expectScreen(named: "file-dialog-open-80x24")
        let (_, narrow) = await Fixtures.shown(
            .save, folder: "/home/ada/Documents", fileName: "untitled.md", size: Size(width: 40, height: 12))
        narrow.expectScreen(named: "file-dialog-save-40x12")
    }

    @Test func foldersComeFirstAndNamesAreEscaped() async {
        let (dialog, ui) = await Fixtures.shown()
        #expect(
            dialog.table.rows.map(\.name) == [
                "Documents", "Music", "private", "bad\u{1B}[31mname", "docs", "loop", "notebook.md", "notes.txt",
                "日本語メモ.txt", "🎵 mix.mp3",
            ])
        #expect(ui.text.contains("bad\\u{1B}[31mname"))
        #expect(!ui.text.contains("\u{1B}"))
        #expect(ui.text.contains("日本語メモ.txt"))
        #expect(ui.text.contains("Documents/"))
        #expect(ui.text.contains("docs@"))
        #expect(dialog.tree.isExpanded("/home/ada"))
        #expect(dialog.tree.selectedID == "/home/ada")
    }

    @Test func enterOpensAFolderAndPicksAFile() async {
        let (dialog, ui) = await Fixtures.shown()
        let picked = EventLog(dialog.picked)
        #expect(dialog.table.isFocused)
        await press(ui, .enter)
        #expect(dialog.folder == "/home/ada/Documents")
        #expect(dialog.table.rows.map(\.name) == ["budget.csv", "report.md"])
        #expect(dialog.tree.selectedID == "/home/ada/Documents")
        await press(ui, .down)
        #expect(dialog.pathField.text == "/home/ada/Documents/report.md")
        await press(ui, .enter)
        #expect(picked.values == ["/home/ada/Documents/report.md"])
    }

    @Test func backspaceAndAltUpGoToTheParent() async {
        let (dialog, ui) = await Fixtures.shown(folder: "/home/ada/Documents")
        await press(ui, .backspace)
        #expect(dialog.folder == "/home/ada")
        #expect(dialog.table.selectedRow?.name == "Documents")
        await press(ui, Key(.up, modifiers: .alt))
        #expect(dialog.folder == "/home")
        await press(ui, .backspace, .backspace, .backspace)
        #expect(dialog.folder == "/")
    }

    @Test func theTreeOpensTheFolderItSelects() async {
        let (dialog, ui) = await Fixtures.shown()
        _ = dialog.tree.becomeFocused()
        await press(ui, .down)
        #expect(dialog.folder == "/home/ada/Documents")
        #expect(dialog.table.rows.map(\.name) == ["budget.csv", "report.md"])
        await press(ui, .enter)
        #expect(dialog.table.isFocused)
    }

    @Test func tabCompletesTheCommonPrefixAndShowsTheCandidates() async {
        let (dialog, ui) = await Fixtures.shown()
        _ = dialog.pathField.becomeFocused()
        ui.type("no")
        await press(ui, .tab)
        #expect(dialog.pathField.text == "/home/ada/note")
        #expect(dialog.candidates == ["notebook.md", "notes.txt"])
        #expect(ui.lines[1].hasPrefix("notebook.md  notes.txt"))
        #expect(dialog.pathField.isFocused)
        ui.type("s")
        await press(ui, .tab)
        #expect(dialog.pathField.text == "/home/ada/notes.txt")
        await press(ui, .tab)
        #expect(!dialog.pathField.isFocused)
        _ = dialog.pathField.becomeFocused()
        dialog.setPathText("/home/ada/Doc")
        await press(ui, .tab)
        #expect(dialog.pathField.text == "/home/ada/Documents/")
        dialog.setPathText("/home/ada/Music/x")
        await press(ui, .tab)
        #expect(dialog.message == "reading /home/ada/Music…")
        await press(ui, .tab)
        #expect(dialog.message == "no match")
    }

    @Test func tabCompletesInAFolderNotReadYet() async {
        let (dialog, ui) = await Fixtures.shown()
        _ = dialog.pathField.becomeFocused()
        dialog.setPathText("/home/ada/Documents/bu")
        await press(ui, .tab)
        await press(ui, .tab)
        #expect(dialog.pathField.text == "/home/ada/Documents/budget.csv")
    }

    @Test func enterInThePathFieldOpensFoldersAndPicksFiles() async {
        let (dialog, ui) = await Fixtures.shown()
        let picked = EventLog(dialog.picked)
        _ = dialog.pathField.becomeFocused()
        dialog.setPathText("Music")
        await press(ui, .enter)
        #expect(dialog.folder == "/home/ada/Music")
        #expect(ui.text.contains("empty folder"))
        dialog.setPathText("../notes.txt")
        await press(ui, .enter)
        #expect(picked.values == ["/home/ada/notes.txt"])
    }

    @Test func hiddenFilesShowOnAltH() async {
        let (dialog, ui) = await Fixtures.shown()
        #expect(!dialog.table.rows.contains { $0.name == ".profile" })
        await press(ui, .alt("h"))
        #expect(dialog.hiddenFilesSwitch.isOn)
        #expect(dialog.table.rows.prefix(2).map(\.name) == [".config", "Documents"])
        #expect(dialog.table.rows.contains { $0.name == ".profile" })
        #expect(ui.text.contains(".config"))
        await press(ui, .alt("h"))
        #expect(!ui.text.contains(".config"))
    }

    @Test func anUnreadableFolderIsMarkedNeverACrash() async {
        let (dialog, ui) = await Fixtures.shown()
        await press(ui, .down, .down, .enter)
        #expect(dialog.folder == "/home/ada/private")
        #expect(dialog.message == "⚠ /home/ada/private: Permission denied")
        #expect(dialog.table.rows.isEmpty)
        #expect(ui.text.contains("⚠ Permission denied"))
        #expect(ui.lines[1].hasPrefix("⚠ /home/ada/private: Permission denied"))
        await press(ui, .down, .up, .enter, .backspace)
        #expect(dialog.folder == "/home/ada")
    }

    @Test func badPathsShowAMessage() async {
        let files = Fixtures.files()
        let (dialog, ui) = await Fixtures.shown(files: files)
        let picked = EventLog(dialog.picked)
        _ = dialog.pathField.becomeFocused()
        dialog.setPathText("/nowhere/at/all.txt")
        await press(ui, .enter)
        #expect(dialog.message == "⚠ No such file or folder: /nowhere/at/all.txt")
        dialog.setPathText("/home/ada/notes.txt/")
        await press(ui, .enter)
        #expect(dialog.message == "⚠ Not a folder: /home/ada/notes.txt")
        // A file that vanishes between the listing and the pick.
        _ = dialog.table.becomeFocused()
        dialog.table.selectedID = "notes.txt"
        files.remove("/home/ada/notes.txt")
        await press(ui, .enter)
        #expect(dialog.message == "⚠ No such file or folder: /home/ada/notes.txt")
        #expect(!dialog.table.rows.contains { $0.name == "notes.txt" })
        // A link loop, and a link to a folder.
        dialog.table.selectedID = "loop"
        await press(ui, .enter)
        #expect(dialog.message == "⚠ /home/ada/loop: Too many levels of symbolic links")
        dialog.table.selectedID = "docs"
        await press(ui, .enter)
        #expect(dialog.folder == "/home/ada/docs")
        #expect(dialog.table.rows.map(\.name) == ["budget.csv", "report.md"])
        #expect(picked.values.isEmpty)
    }

    @Test func saveAsksBeforeReplacingAFile() async {
        let (dialog, ui) = await Fixtures.shown(.save, folder: "/home/ada/Documents", fileName: "report.md")
        let picked = EventLog(dialog.picked)
        #expect(dialog.pathField.isFocused)
        let overwrite = OverwriteAnswers()
        dialog.confirmOverwrite = { path in
            overwrite.asked.append(path)
            return overwrite.answer
        }
        await press(ui, .enter)
        #expect(overwrite.asked == ["/home/ada/Documents/report.md"])
        #expect(picked.values.isEmpty)
        overwrite.answer = true
        await press(ui, .enter)
        #expect(picked.values == ["/home/ada/Documents/report.md"])
        dialog.setPathText("/home/ada/Documents/new.md")
        await press(ui, .enter)
        #expect(overwrite.asked.count == 2)
        #expect(picked.values.last == "/home/ada/Documents/new.md")
        dialog.setPathText("/nowhere/new.md")
        await press(ui, .enter)
        #expect(picked.values.count == 2)
        #expect(dialog.message == "⚠ No such file or folder: /nowhere/new.md")
    }

    @Test func saveKeepsTheTypedNameWhileBrowsing() async {
        let (dialog, ui) = await Fixtures.shown(.save, folder: "/home/ada", fileName: "draft.md")
        _ = dialog.table.becomeFocused()
        await press(ui, .enter)
        #expect(dialog.folder == "/home/ada/Documents")
        #expect(dialog.pathField.text == "/home/ada/Documents/draft.md")
    }

    @Test func clickSelectsAndDoubleClickOpens() async {
        let (dialog, ui) = await Fixtures.shown()
        let tableOrigin = dialog.table.frame.origin
        let musicRow = Point(x: tableOrigin.x + 2, y: tableOrigin.y + 2)
        _ = dialog.pathField.becomeFocused()
        ui.click(at: musicRow)
        #expect(dialog.table.isFocused)
        #expect(dialog.table.selectedRow?.name == "Music")
        #expect(dialog.folder == "/home/ada")
        ui.click(at: musicRow)
        await ui.view.waitForReads()
        #expect(dialog.folder == "/home/ada/Music")
    }

    @Test func tabMovesBetweenTheParts() async {
        let (dialog, ui) = await Fixtures.shown()
        #expect(dialog.table.isFocused)
        await press(ui, .tab)
        #expect(dialog.hiddenFilesSwitch.isFocused)
        await press(ui, .tab)
        #expect(dialog.cancelButton.isFocused)
        await press(ui, .tab)
        #expect(dialog.confirmButton.isFocused)
        await press(ui, .tab)
        #expect(dialog.pathField.isFocused)
    }

    @Test func escapeAndCancelCancel() async {
        let (dialog, ui) = await Fixtures.shown()
        let cancels = EventLog(dialog.cancelled)
        await press(ui, .escape)
        #expect(cancels.values.count == 1)
        #expect(ui.click(on: "Cancel"))
        #expect(cancels.values.count == 2)
    }

    @Test func readingNeverBlocksTheMainActor() async {
        let gate = GatedSource()
        let dialog = FileDialog(mode: .open, folder: "/slow", source: gate, rootPath: "/slow")
        let ui = ViewDriver(dialog, size: Size(width: 60, height: 12))
        #expect(ui.text.contains("reading…"))
        ui.press(.alt("h"))
        #expect(dialog.showsHiddenFiles)
        gate.open()
        await dialog.waitForReads()
        #expect(dialog.table.rows.map(\.name) == ["late.txt"])
        #expect(ui.text.contains("late.txt"))
    }

    /// Opening a folder of 10 000 files reads it once; a key in it redraws what changed on screen,
    /// the same as in a folder of 100.
    @Test func aKeyInAHugeFolderCostsWhatChangedOnScreen() async {
        func cost(files count: Int) async -> (rows: Int, cells: Int, renderedRows: Int) {
            let files = FakeFileSystem()
            for index in 0..<count { files.addFile("/big/file\(100_000 + index).txt", size: 10, modified: 0) }
            let (dialog, ui) = await Fixtures.shown(folder: "/big", files: files)
            #expect(dialog.table.rows.count == count)
            let before = ui.terminal.cellsWritten
            ui.press(.down)
            ui.runUntilIdle()
            return (dialog.table.rows.count, ui.terminal.cellsWritten - before, dialog.table.renderedRowCount)
        }
        let small = await cost(files: 100)
        let huge = await cost(files: 10_000)
        #expect(huge.rows == 10_000)
        #expect(huge.renderedRows <= 2)
        #expect(huge.cells == small.cells)
        #expect(huge.cells < 3 * 80)
    }

    @Test func tinySizesNeverCrash() async {
        for size in [Size(width: 0, height: 0), Size(width: 1, height: 1), Size(width: 2, height: 2)] {
            let (dialog, ui) = await Fixtures.shown(size: size)
            await press(ui, .enter, .tab, .down, .backspace, .alt("h"), .escape)
            ui.click(at: .zero)
            #expect(ui.lines.count == size.height)
            #expect(!dialog.folder.isEmpty)
        }
    }

    @Test func readsTheRealFileSystem() async throws {
        var template = Array("/tmp/recurses-file-dialog-XXXXXX".utf8CString)
        let root = try #require(
            template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }.map { String(cString: $0) })
        defer { removeTree(root) }
        #expect(mkdir(root + "/Folder", 0o755) == 0)
        for name in ["plain.txt", "日本語.txt", "🎵.mp3"] {
            let file = fopen(root + "/" + name, "w")
            fputs("hello", file)
            fclose(file)
        }
        #expect(symlink("loop", root + "/loop") == 0)
        let dialog = FileDialog(mode: .open, folder: root, rootPath: root)
        let ui = ViewDriver(dialog, size: Size(width: 80, height: 24))
        _ = dialog.table.becomeFocused()
        await dialog.waitForReads()
        #expect(dialog.table.rows.map(\.name) == ["Folder", "loop", "plain.txt", "日本語.txt", "🎵.mp3"])
        #expect(dialog.table.rows.first { $0.name == "plain.txt" }?.size == 5)
        let picked = EventLog(dialog.picked)
        dialog.table.selectedID = "loop"
        await press(ui, .enter)
        #expect(dialog.message?.hasSuffix("Too many levels of symbolic links") == true)
        dialog.table.selectedID = "日本語.txt"
        await press(ui, .enter)
        #expect(picked.values == [root + "/日本語.txt"])
        await press(ui, .backspace)
        #expect(dialog.folder == root)
    }

    private func removeTree(_ path: String) {
        for entry in (try? DirectoryReader.read(path)) ?? [] {
            let child = path + "/" + entry.name
            if entry.kind == .folder { removeTree(child) } else { unlink(child) }
        }
        rmdir(path)
    }
}

/// What a save dialog asked and what it is answered.
@MainActor final class OverwriteAnswers {
    var asked: [String] = []
    var answer = false
}

/// A source whose reads wait until `open()` is called.
final class GatedSource: FileSystemSource, @unchecked Sendable {
    private let stream: AsyncStream<Void>
    private let continuation: AsyncStream<Void>.Continuation

    init() { (stream, continuation) = AsyncStream.makeStream() }

    func open() { continuation.finish() }

    func entries(of folder: String) async throws(FileSystemError) -> [DirectoryEntry] {
        for await _ in stream {}
        return [DirectoryEntry(name: "late.txt", kind: .file, size: 1)]
    }

    func entry(at path: String) async throws(FileSystemError) -> DirectoryEntry {
        DirectoryEntry(name: FilePath.lastComponent(of: path), kind: .folder)
    }
}
