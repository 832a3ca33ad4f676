import Glibc
import Testing

@testable import DemoKit

@Suite("Note folder")
struct NoteFolderTests {
    @Test func aMissingFolderIsMadeAndHoldsNoNotes() throws {
        let fixture = try NotesFixture()
        let nested = fixture.directory + "/deeper/still"
        #expect(try NoteFolder.read(nested).isEmpty)
        var info = stat()
        #expect(stat(nested, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR)
    }

    @Test func everyMarkdownFileIsANoteTitledByItsName() throws {
        let fixture = try NotesFixture()
        try fixture.put("買い物 🛒.md", text: "牛乳\n卵\n")
        try fixture.put("a%2Fb.md", text: "slash")
        try fixture.put("ignored.txt", text: "not a note")
        let notes = try NoteFolder.read(fixture.directory).sorted { $0.fileName < $1.fileName }
        #expect(notes.map(\.title) == ["a/b", "買い物 🛒"])
        #expect(notes.map(\.text) == ["slash", "牛乳\n卵\n"])
        #expect(notes.allSatisfy { $0.isEditable })
    }

    @Test func textThatIsNotUTF8IsReadOnlyAndTheFileIsLeftAlone() throws {
        let fixture = try NotesFixture()
        let latin1: [UInt8] = [0x63, 0x61, 0x66, 0xE9, 0x0A, 0xFF, 0xFE]
        try fixture.put("latin.md", latin1)
        let note = try #require(try NoteFolder.read(fixture.directory).first)
        #expect(note.readOnlyReason == "Not UTF-8 text: shown read-only and never saved")
        #expect(note.text.hasPrefix("caf\u{FFFD}"))
        #expect(fixture.bytes("latin.md") == latin1)
    }

    @Test func aFolderOrALinkNamedLikeANoteIsReadOnly() throws {
        let fixture = try NotesFixture()
        try fixture.put("real.md", text: "real")
        try FileReader.makeFolder(fixture.path("folder.md"))
        try #require(symlink("real.md", fixture.path("link.md")) == 0)
        let notes = try NoteFolder.read(fixture.directory).sorted { $0.fileName < $1.fileName }
        #expect(notes.map(\.fileName) == ["folder.md", "link.md", "real.md"])
        #expect(notes.map(\.isEditable) == [false, false, true])
    }

    @Test func aFileNameThatIsNotUTF8IsReadOnly() throws {
        let fixture = try NotesFixture()
        try fixture.put("ok.md", text: "")
        let rawName: [UInt8] = Array("bad ".utf8) + [0xFF] + Array(".md".utf8)
        let descriptor = (fixture.directory + "/").utf8CString.dropLast().withUnsafeBufferPointer { prefix in
            let path = Array(prefix) + rawName.map { CChar(bitPattern: $0) } + [0]
            return open(path, O_CREAT | O_WRONLY, 0o644)
        }
        try #require(descriptor >= 0)
        close(descriptor)
        let notes = try NoteFolder.read(fixture.directory)
        #expect(notes.count == 2)
        #expect(notes.first { $0.fileName != "ok.md" }?.isEditable == false)
    }

    @Test func temporaryFilesOfAnInterruptedSaveAreRemoved() throws {
        let fixture = try NotesFixture()
        try fixture.put("a.md", text: "a")
        try fixture.put(".atomic-write-Xy12Ab", text: "torn")
        #expect(try NoteFolder.read(fixture.directory).count == 1)
        #expect(fixture.names == ["a.md"])
    }

    @Test func aFileInPlaceOfTheFolderIsAClearError() throws {
        let fixture = try NotesFixture()
        try FileReader.makeFolder(fixture.base + "/x")
        try fixture.put("../file", text: "")
        #expect(throws: FileError("mkdir", path: fixture.base + "/file", code: ENOTDIR)) {
            try NoteFolder.read(fixture.base + "/file")
        }
    }
}
