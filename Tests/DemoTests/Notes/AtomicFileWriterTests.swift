import Glibc
import Testing

@testable import DemoKit

@Suite("Atomic file writer")
struct AtomicFileWriterTests {
    @Test func aNewFileHoldsTheBytesIsPrivateAndLeavesNoTemporaryFile() throws {
        let fixture = try NotesFixture()
        try FileReader.makeFolder(fixture.directory)
        try AtomicFileWriter.write("héllo 日本 🎵\n", to: fixture.path("a.md"))
        #expect(fixture.text("a.md") == "héllo 日本 🎵\n")
        var info = stat()
        try #require(stat(fixture.path("a.md"), &info) == 0)
        #expect(info.st_mode & 0o777 == 0o600)
        #expect(fixture.names == ["a.md"])
    }

    @Test func replacingKeepsTheOldFilesPermissions() throws {
        let fixture = try NotesFixture()
        try fixture.put("a.md", text: "old")
        try #require(chmod(fixture.path("a.md"), 0o640) == 0)
        try AtomicFileWriter.write("new", to: fixture.path("a.md"))
        #expect(fixture.text("a.md") == "new")
        var info = stat()
        try #require(stat(fixture.path("a.md"), &info) == 0)
        #expect(info.st_mode & 0o777 == 0o640)
        #expect(fixture.names == ["a.md"])
    }

    @Test func emptyAndLargeFilesAreWrittenWhole() throws {
        let fixture = try NotesFixture()
        try FileReader.makeFolder(fixture.directory)
        try AtomicFileWriter.write([], to: fixture.path("empty.md"))
        #expect(fixture.bytes("empty.md") == [])
        let large = (0..<5_000_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try AtomicFileWriter.write(large, to: fixture.path("large.md"))
        #expect(fixture.bytes("large.md") == large)
    }

    @Test func withoutReplacingATakenNameFailsWithEEXISTAndChangesNothing() throws {
        let fixture = try NotesFixture()
        try fixture.put("a.md", text: "kept")
        #expect(throws: FileError("link", path: fixture.path("a.md"), code: EEXIST)) {
            try AtomicFileWriter.write("lost", to: fixture.path("a.md"), replacing: false)
        }
        #expect(fixture.text("a.md") == "kept")
        #expect(fixture.names == ["a.md"])
    }

    @Test func aMissingFolderFailsWithTheExactCallAndError() throws {
        let fixture = try NotesFixture()
        do {
            try AtomicFileWriter.write("x", to: fixture.path("a.md"))
            Issue.record("wrote into a missing folder")
        } catch {
            #expect(error.operation == "mkstemp")
            #expect(error.code == ENOENT)
            #expect(error.description == "mkstemp notes: No such file or directory")
        }
    }

    /// The write gets as far as the temporary file, then the rename fails: the temporary file goes.
    @Test func aFailedRenameRemovesTheTemporaryFile() throws {
        let fixture = try NotesFixture()
        try FileReader.makeFolder(fixture.path("taken.md"))
        #expect(throws: FileError("rename", path: fixture.path("taken.md"), code: EISDIR)) {
            try AtomicFileWriter.write("x", to: fixture.path("taken.md"))
        }
        #expect(fixture.names == ["taken.md"])
    }

    @Test(.enabled(if: !NotesFixture.writesEverywhere, "root writes into read-only folders"))
    func aReadOnlyFolderFailsAndKeepsTheOldFile() throws {
        let fixture = try NotesFixture()
        try fixture.put("a.md", text: "old")
        try #require(chmod(fixture.directory, 0o555) == 0)
        #expect(throws: FileError("mkstemp", path: fixture.directory, code: EACCES)) {
            try AtomicFileWriter.write("new", to: fixture.path("a.md"))
        }
        #expect(fixture.text("a.md") == "old")
    }

    @Test func moveRenamesButNeverReplaces() throws {
        let fixture = try NotesFixture()
        try fixture.put("a.md", text: "a")
        try fixture.put("b.md", text: "b")
        #expect(throws: FileError("link", path: fixture.path("b.md"), code: EEXIST)) {
            try AtomicFileWriter.move(fixture.path("a.md"), to: fixture.path("b.md"))
        }
        try AtomicFileWriter.move(fixture.path("a.md"), to: fixture.path("c.md"))
        #expect(fixture.names == ["b.md", "c.md"])
        #expect(fixture.text("c.md") == "a")
        try AtomicFileWriter.remove(fixture.path("c.md"))
        #expect(fixture.names == ["b.md"])
    }

    @Test func temporaryNamesAreRecognised() {
        #expect(AtomicFileWriter.isTemporaryName(".atomic-write-Ab12Cd"))
        #expect(!AtomicFileWriter.isTemporaryName("atomic-write.md"))
        #expect(AtomicFileWriter.folder(of: "/a/b.md") == "/a")
        #expect(AtomicFileWriter.folder(of: "/b.md") == "/")
        #expect(AtomicFileWriter.folder(of: "b.md") == ".")
    }
}
