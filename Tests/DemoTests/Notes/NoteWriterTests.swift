import Glibc
import Testing

@testable import DemoKit

@Suite("Note writer")
struct NoteWriterTests {
    @Test func aSaveOlderThanTheLastChangeIsSkipped() throws {
        let fixture = try NotesFixture()
        try FileReader.makeFolder(fixture.directory)
        let writer = NoteWriter()
        let older = writer.ticket()
        let newer = writer.ticket()
        #expect(try writer.save("new", to: fixture.path("a.md"), ticket: newer))
        #expect(try !writer.save("old", to: fixture.path("a.md"), ticket: older))
        #expect(fixture.text("a.md") == "new")
    }

    @Test func aSaveAskedForBeforeADeleteNeverBringsTheFileBack() async throws {
        let fixture = try NotesFixture()
        try fixture.put("a.md", text: "text")
        let writer = NoteWriter()
        let save = writer.ticket()
        try await writer.remove(fixture.path("a.md"), ticket: writer.ticket())
        #expect(try !writer.save("late", to: fixture.path("a.md"), ticket: save))
        #expect(fixture.names.isEmpty)
    }

    @Test func renameWritesTheLatestTextUnderTheNewNameAndRemovesTheOld() async throws {
        let fixture = try NotesFixture()
        try fixture.put("a.md", text: "on disk")
        let writer = NoteWriter()
        let save = writer.ticket()
        try await writer.rename(fixture.path("a.md"), to: fixture.path("b.md"), text: "edited", ticket: writer.ticket())
        #expect(fixture.names == ["b.md"])
        #expect(fixture.text("b.md") == "edited")
        #expect(try !writer.save("late", to: fixture.path("a.md"), ticket: save))
        #expect(fixture.names == ["b.md"])
    }

    @Test func renameOrCreateOntoATakenNameFailsAndChangesNothing() async throws {
        let fixture = try NotesFixture()
        try fixture.put("a.md", text: "a")
        try fixture.put("b.md", text: "b")
        let writer = NoteWriter()
        await #expect(throws: FileError("link", path: fixture.path("b.md"), code: EEXIST)) {
            try await writer.rename(fixture.path("a.md"), to: fixture.path("b.md"), text: "x", ticket: writer.ticket())
        }
        await #expect(throws: FileError("link", path: fixture.path("a.md"), code: EEXIST)) {
            try await writer.create("", at: fixture.path("a.md"), ticket: writer.ticket())
        }
        #expect(fixture.text("a.md") == "a")
        #expect(fixture.text("b.md") == "b")
        #expect(fixture.names == ["a.md", "b.md"])
    }
}
