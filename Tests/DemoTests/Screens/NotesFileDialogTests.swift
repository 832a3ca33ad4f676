import Glibc
import ReCurses
import ReCursesTesting
import Testing

@testable import Demo
@testable import DemoKit

/// The Notes example's Save As… and Open…, through the file dialogs on a real temporary folder.
@MainActor
@Suite("Notes file dialogs")
struct NotesFileDialogTests {
    @Test func saveAsWritesTheNoteAndOpenBringsAFileBackAsANote() async throws {
        let fixture = try NotesFixture()
        try fixture.put("Shopping.md", text: "milk\neggs\n")
        let harness = DemoHarness(
            .notes, size: Size(width: 100, height: 30),
            state: .initial(explorerPath: ".", notesDirectory: fixture.directory))
        let screen = try #require(harness.screen(NotesScreen.self))
        let driver = harness.driver
        #expect(await driver.runUntil { screen.noteList.items.count == 1 })
        let exported = fixture.base + "/export.txt"

        driver.press(.function(4))
        #expect(await driver.runUntil { driver.text.contains("┌ Save As ─") })
        #expect(driver.text.contains(fixture.directory + "/Shopping.txt"))
        driver.press(.ctrl("u"))
        driver.type(exported)
        driver.press(.enter)
        #expect(await driver.runUntil { fixture.text("../export.txt") == "milk\neggs\n" })
        #expect(await driver.runUntil { driver.text.contains("Saved as export.txt") })

        driver.press(.ctrl("o"))
        #expect(await driver.runUntil { driver.text.contains("┌ Open as a note ─") })
        #expect(await driver.runUntil { driver.text.contains("Shopping.md") })
        driver.press(.backspace)
        #expect(await driver.runUntil { driver.text.contains("export.txt") })
        driver.type("e")
        driver.press(.enter)
        #expect(await driver.runUntil { screen.noteList.items.map(\.title).contains("export") })
        #expect(fixture.text("export.md") == "milk\neggs\n")
    }
}
