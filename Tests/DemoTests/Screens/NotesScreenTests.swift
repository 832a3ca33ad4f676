import Glibc
import ReCurses
import ReCursesTesting
import Testing

@testable import Demo
@testable import DemoKit

/// The Notes example on a real temporary data folder, driven headlessly on the virtual clock.
@MainActor
@Suite("Notes screen")
struct NotesScreenTests {
    /// The Notes screen on `fixture`'s folder, with its notes read.
    private func open(_ fixture: NotesFixture, size: Size = Size(width: 100, height: 30)) async throws
        -> (DemoHarness, NotesScreen)
    {
        let harness = DemoHarness(
            .notes, size: size, state: .initial(explorerPath: ".", notesDirectory: fixture.directory))
        let screen = try #require(harness.screen(NotesScreen.self))
        await settle(harness, screen)
        return (harness, screen)
    }

    /// Waits for the work running off the main actor, then for the app to rest.
    private func settle(_ harness: DemoHarness, _ screen: NotesScreen) async {
        await harness.driver.settle()
        await harness.driver.runUntil { screen.liveTasks.isEmpty }
        await harness.driver.settle()
    }

    /// A folder with three notes: CJK and emoji in a title, a slash in another.
    private func fixtureWithNotes() throws -> NotesFixture {
        let fixture = try NotesFixture()
        try fixture.put("Shopping.md", text: "milk\neggs\n")
        try fixture.put("旅行 ✈️.md", text: "京都\n大阪\n")
        try fixture.put("a%2Fb.md", text: "slashed")
        return fixture
    }

    /// Puts the focus in the editor (Enter on the list) and types `text` at the start of the note.
    private func typeInEditor(_ harness: DemoHarness, _ screen: NotesScreen, _ text: String) {
        if harness.driver.focusedView !== screen.editor { harness.driver.press(.enter) }
        harness.driver.type(text)
    }

    @Test func theFolderIsReadOffTheMainActorAndItsNotesListedByTitle() async throws {
        let fixture = try fixtureWithNotes()
        let (harness, screen) = try await open(fixture)
        #expect(screen.noteList.items.map(\.title) == ["a/b", "Shopping", "旅行 ✈️"])
        #expect(harness.store.state.notes.selectedID == "a%2Fb.md")
        #expect(screen.editor.text == "slashed")
        harness.driver.press(.down, .down)
        #expect(screen.editor.text == "京都\n大阪\n")
        #expect(harness.text.contains("┌ 旅行 ✈️ ─"))
        #expect(harness.text.contains("3 notes · all saved"))
        #expect(harness.driver.dispatchedActions.contains { $0 is NotesLoaded })
    }

    @Test func f5PreviewsTheNoteAsMarkdownAndItsLinksReportTheirURL() async throws {
        let fixture = try NotesFixture()
        try fixture.put("Read me.md", text: "# Plan\n\n- **first** step\n- see [docs](https://example.com)\n")
        let (harness, screen) = try await open(fixture)
        #expect(screen.previewPanel?.isHidden == true)
        harness.driver.press(.function(5))
        #expect(screen.isPreviewing)
        #expect(harness.driver.focusedView === screen.preview)
        #expect(harness.text.contains("┌ Preview ─"))
        #expect(harness.text.contains("• first step"))
        #expect(!harness.text.contains("# Plan"))
        harness.driver.press(.tab)
        harness.driver.press(.enter)
        #expect(harness.text.contains("Link: https://example.com"))
        harness.driver.press(.function(5))
        #expect(!screen.isPreviewing)
        #expect(harness.driver.focusedView === screen.editor)
        #expect(harness.text.contains("# Plan"))
    }

    @Test func f6MakesANoteWithTheGuidedWizardAndEscAsksBeforeDiscarding() async throws {
        let fixture = try fixtureWithNotes()
        let (harness, screen) = try await open(fixture)
        harness.driver.press(.function(6))
        #expect(harness.driver.navigation.modalScreens.last is NewNoteWizardScreen)
        #expect(harness.text.contains("Step 1 of 2 · Title"))
        harness.driver.press(.alt("n"))
        #expect(harness.text.contains("A note needs a title"))
        harness.driver.type("shopping")
        harness.driver.press(.alt("n"))
        #expect(harness.text.contains("already exists"))
        harness.driver.type(" list")
        harness.driver.press(.alt("n"))
        #expect(harness.text.contains("Step 2 of 2 · Check"))
        harness.driver.press(.escape)
        #expect(harness.text.contains("Discard the new note?"))
        harness.driver.press(.character("n"))
        #expect(harness.driver.navigation.modalScreens.last is NewNoteWizardScreen)
        harness.driver.press(.alt("n"))
        await settle(harness, screen)
        #expect(harness.driver.navigation.modalScreens.isEmpty)
        #expect(screen.noteList.items.map(\.title).contains("shopping list"))
        #expect(fixture.names.contains("shopping list.md"))
        harness.driver.press(.function(6))
        harness.driver.press(.escape)
        harness.driver.press(.character("y"))
        #expect(harness.driver.navigation.modalScreens.isEmpty)
    }

    @Test func aMissingFolderIsMadeAndStartsEmpty() async throws {
        let fixture = try NotesFixture()
        let (harness, screen) = try await open(fixture)
        #expect(fixture.names.isEmpty)
        var info = stat()
        #expect(stat(fixture.directory, &info) == 0)
        #expect(screen.noteList.items.isEmpty)
        #expect(harness.text.contains("no notes yet"))
        #expect(!screen.editor.isEditable)
        harness.driver.press(.function(2))
        #expect(harness.text.contains("No note is selected"))
        harness.driver.press(.character("d"))
        #expect(harness.driver.navigation.modalScreens.isEmpty)
    }

    @Test func editsGoToTheStoreAndAreSavedHalfASecondAfterTheLastKeystroke() async throws {
        let fixture = try fixtureWithNotes()
        let (harness, screen) = try await open(fixture)
        harness.driver.press(.down)
        typeInEditor(harness, screen, "bread\n")
        #expect(harness.store.state.notes.selectedNote?.text == "bread\nmilk\neggs\n")
        #expect(harness.text.contains("● Shopping"))
        harness.driver.advanceClock(by: .milliseconds(400))
        harness.driver.type("x")
        harness.driver.advanceClock(by: .milliseconds(400))
        await settle(harness, screen)
        #expect(fixture.text("Shopping.md") == "milk\neggs\n", "not before 500 ms without a keystroke")
        harness.driver.advanceClock(by: .milliseconds(100))
        await settle(harness, screen)
        #expect(fixture.text("Shopping.md") == "bread\nxmilk\neggs\n")
        #expect(harness.store.state.notes.selectedNote?.hasUnsavedChanges == false)
        #expect(harness.text.contains("  Shopping"))
        #expect(harness.text.contains("3 notes · all saved"))
        #expect(!fixture.names.contains(where: AtomicFileWriter.isTemporaryName))
    }

    @Test func ctrlSSavesAtOnce() async throws {
        let fixture = try fixtureWithNotes()
        let (harness, screen) = try await open(fixture)
        typeInEditor(harness, screen, "now ")
        harness.driver.press(.ctrl("s"))
        await settle(harness, screen)
        #expect(fixture.text("a%2Fb.md") == "now slashed")
    }

    @Test func steadyTypingIsSavedWithinThreeSeconds() async throws {
        let fixture = try fixtureWithNotes()
        let (harness, screen) = try await open(fixture)
        for _ in 0..<8 {
            typeInEditor(harness, screen, "z")
            harness.driver.advanceClock(by: .milliseconds(400))
        }
        await settle(harness, screen)
        #expect(fixture.text("a%2Fb.md")?.hasPrefix("zzzzzzz") == true)
    }

    @Test func leavingTheScreenSavesAtOnce() async throws {
        let fixture = try fixtureWithNotes()
        let harness = try DemoHarness(arguments: ["--screen", "notes", "--data-dir", fixture.directory])
        let screen = try #require(harness.screen(NotesScreen.self))
        await settle(harness, screen)
        typeInEditor(harness, screen, "left ")
        harness.driver.press(.escape)
        #expect(harness.driver.visibleScreen is LauncherScreen)
        #expect(fixture.text("a%2Fb.md") == "left slashed")
    }

    @Test func quittingSavesAtOnce() async throws {
        let fixture = try fixtureWithNotes()
        let (harness, screen) = try await open(fixture)
        typeInEditor(harness, screen, "quit ")
        harness.driver.press(.ctrl("c"))
        #expect(!harness.driver.application.isRunning)
        #expect(fixture.text("a%2Fb.md") == "quit slashed")
    }

    @Test func aNewNoteGetsASafeFileNameAndTheFocus() async throws {
        let fixture = try fixtureWithNotes()
        let (harness, screen) = try await open(fixture)
        harness.driver.press(.character("n"))
        #expect(harness.text.contains("New note"))
        harness.driver.type("  買い物/リスト 🛒 ")
        harness.driver.press(.enter)
        await settle(harness, screen)
        #expect(fixture.names.contains("買い物%2Fリスト 🛒.md"))
        #expect(harness.store.state.notes.selectedNote?.title == "買い物/リスト 🛒")
        #expect(harness.driver.focusedView === screen.editor)
        harness.driver.type("りんご")
        harness.driver.advanceClock(by: .milliseconds(500))
        await settle(harness, screen)
        #expect(fixture.text("買い物%2Fリスト 🛒.md") == "りんご")
        #expect(harness.text.contains("4 notes · all saved"))
    }

    @Test func aTitleThatCollidesIgnoringCaseIsRefusedWithAMessage() async throws {
        let fixture = try fixtureWithNotes()
        let (harness, screen) = try await open(fixture)
        harness.driver.press(.ctrl("t"))
        harness.driver.type("SHOPPING")
        harness.driver.press(.enter)
        await settle(harness, screen)
        #expect(harness.text.contains("A note named “Shopping” already exists"))
        #expect(fixture.names == ["Shopping.md", "a%2Fb.md", "旅行 ✈️.md"])
        harness.driver.press(.character("n"))
        harness.driver.press(.enter)
        await settle(harness, screen)
        #expect(harness.text.contains("A note needs a title"))
    }

    @Test func renameSavesTheLatestTextUnderTheNewName() async throws {
        let fixture = try fixtureWithNotes()
        let (harness, screen) = try await open(fixture)
        harness.driver.press(.down)
        typeInEditor(harness, screen, "tea\n")
        harness.driver.press(.function(2))
        #expect(harness.text.contains("Rename note"))
        harness.driver.press(.ctrl("u"))
        harness.driver.type("Groceries")
        harness.driver.press(.enter)
        await settle(harness, screen)
        #expect(fixture.names == ["Groceries.md", "a%2Fb.md", "旅行 ✈️.md"])
        #expect(fixture.text("Groceries.md") == "tea\nmilk\neggs\n")
        #expect(harness.store.state.notes.selectedID == "Groceries.md")
        #expect(harness.text.contains("Renamed “Shopping” to “Groceries”"))
        harness.driver.press(.function(2))
        harness.driver.press(.ctrl("u"))
        harness.driver.type("a/B")
        harness.driver.press(.enter)
        await settle(harness, screen)
        #expect(harness.text.contains("A note named “a/b” already exists"))
        #expect(fixture.names == ["Groceries.md", "a%2Fb.md", "旅行 ✈️.md"])
    }

    @Test func deleteAsksFirstAndEnterKeepsTheNote() async throws {
        let fixture = try fixtureWithNotes()
        let (harness, screen) = try await open(fixture)
        harness.driver.press(.character("d"))
        #expect(harness.text.contains("Delete “a/b” and its file?"))
        harness.driver.press(.enter)
        await settle(harness, screen)
        #expect(fixture.names.count == 3)
        harness.driver.press(.function(8))
        harness.driver.press(.character("y"))
        await settle(harness, screen)
        #expect(fixture.names == ["Shopping.md", "旅行 ✈️.md"])
        #expect(screen.noteList.items.map(\.title) == ["Shopping", "旅行 ✈️"])
        #expect(harness.store.state.notes.selectedID == "Shopping.md")
        #expect(harness.text.contains("Deleted “a/b”"))
    }

    @Test func aNoteThatIsNotUTF8IsReadOnlyAndItsFileIsNeverRewritten() async throws {
        let fixture = try fixtureWithNotes()
        let latin1: [UInt8] = Array("Caf".utf8) + [0xE9, 0x0A]
        try fixture.put("Old.md", latin1)
        let (harness, screen) = try await open(fixture)
        harness.driver.press(.down)
        #expect(harness.store.state.notes.selectedID == "Old.md")
        #expect(!screen.editor.isEditable)
        #expect(harness.text.contains("“Old” is read-only: Not UTF-8 text"))
        typeInEditor(harness, screen, "overwrite")
        harness.driver.press(.ctrl("s"))
        harness.driver.press(.function(2))
        harness.driver.press(.function(8))
        harness.driver.advanceClock(by: .seconds(5))
        await settle(harness, screen)
        harness.driver.press(.ctrl("c"))
        #expect(harness.driver.navigation.modalScreens.isEmpty, "read-only notes are neither renamed nor deleted")
        #expect(fixture.bytes("Old.md") == latin1)
        #expect(fixture.names.contains("Old.md"))
    }

    /// The folder stops taking files after the notes are read: a read-only folder, or (for root, who
    /// writes anywhere) a file in the folder's place. The text stays in memory with the error shown,
    /// and the next edit after the folder is back saves it all.
    @Test func aFolderThatRefusesWritesShowsTheErrorAndKeepsTheText() async throws {
        let fixture = try fixtureWithNotes()
        let (harness, screen) = try await open(fixture)
        let movedAway = fixture.base + "/moved"
        if NotesFixture.writesEverywhere {
            try #require(rename(fixture.directory, movedAway) == 0)
            let file = Glibc.open(fixture.directory, O_CREAT | O_WRONLY, 0o644)
            try #require(file >= 0)
            close(file)
        } else {
            try #require(chmod(fixture.directory, 0o555) == 0)
        }
        typeInEditor(harness, screen, "kept ")
        harness.driver.advanceClock(by: .milliseconds(500))
        await settle(harness, screen)
        let error = try #require(harness.store.state.notes.selectedNote?.saveError)
        #expect(error.contains(NotesFixture.writesEverywhere ? "Not a directory" : "Permission denied"))
        #expect(harness.text.contains("⚠ Not saved ("))
        #expect(harness.text.contains("⚠ a/b"))
        #expect(screen.editor.text == "kept slashed")
        harness.driver.advanceClock(by: .seconds(10))
        await settle(harness, screen)
        #expect(harness.driver.dispatchedActions.filter { $0 is NoteSaveFailed }.count == 1, "no retry without an edit")
        if NotesFixture.writesEverywhere {
            try #require(unlink(fixture.directory) == 0 && rename(movedAway, fixture.directory) == 0)
        } else {
            try #require(chmod(fixture.directory, 0o755) == 0)
        }
        harness.driver.type("and ")
        harness.driver.advanceClock(by: .milliseconds(500))
        await settle(harness, screen)
        #expect(fixture.text("a%2Fb.md") == "kept and slashed")
        #expect(harness.store.state.notes.selectedNote?.saveError == nil)
        #expect(harness.text.contains("3 notes · all saved"))
    }

    @Test func theKeysShowInTheHintsAndTheHelp() async throws {
        let fixture = try fixtureWithNotes()
        let (harness, screen) = try await open(fixture, size: Size(width: 80, height: 24))
        let listHints = try #require(harness.driver.lines.last)
        for hint in ["n New", "r Rename", "d Delete", "? Help"] {
            #expect(listHints.contains(hint), "list hints lack \(hint)")
        }
        harness.driver.press(.enter)
        #expect(harness.driver.focusedView === screen.editor)
        let editorHints = try #require(harness.driver.lines.last)
        for hint in ["Ctrl-T New", "F2 Rename", "F8 Delete"] {
            #expect(editorHints.contains(hint), "editor hints lack \(hint)")
        }
        harness.driver.resize(Size(width: 160, height: 60))  // the whole help in view, in columns
        harness.driver.press(.function(1))
        for entry in ["Ctrl-T", "New", "F2", "Rename", "F8", "Delete", "Ctrl-S", "Save now"] {
            #expect(harness.text.contains(entry), "help lacks \(entry)")
        }
    }

    @Test func withoutAFolderTheScreenSaysSoAndRefusesNothingBadly() async throws {
        let store = DemoStore.make(state: .initial)
        let screen = NotesScreen(store: store)
        let driver = AppDriver(store: store, screen: screen, size: Size(width: 100, height: 30))
        driver.press(.ctrl("t"), .character("n"), .function(2), .function(8), .ctrl("s"), .enter)
        driver.type("text")
        #expect(driver.text.contains("⚠ Cannot use the notes folder: no folder was given (start the demo with"))
        #expect(driver.navigation.modalScreens.isEmpty)
        #expect(store.state.notes.notes.isEmpty)
    }

    @Test(arguments: [Size(width: 100, height: 30), Size(width: 30, height: 8)])
    func goldenScreens(size: Size) async throws {
        let fixture = try fixtureWithNotes()
        let (harness, screen) = try await open(fixture, size: size)
        harness.driver.expectScreen(named: "notes-\(size.width)x\(size.height)-listed")
        harness.driver.press(.down)
        typeInEditor(harness, screen, "bread\n")
        harness.driver.expectScreen(named: "notes-\(size.width)x\(size.height)-edited")
    }

    @Test(arguments: [Size(width: 0, height: 0), Size(width: 1, height: 1), Size(width: 2, height: 2)])
    func tinySizesDrawWithoutCrashing(size: Size) async throws {
        let fixture = try fixtureWithNotes()
        let (harness, screen) = try await open(fixture, size: size)
        harness.driver.press(.down, .enter)
        harness.driver.type("tiny")
        harness.driver.advanceClock(by: .milliseconds(500))
        await settle(harness, screen)
        #expect(harness.driver.lines.count == size.height)
        #expect(fixture.text("Shopping.md") == "tinymilk\neggs\n")
    }
}
