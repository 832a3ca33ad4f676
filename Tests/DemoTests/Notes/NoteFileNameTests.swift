import Testing

@testable import DemoKit

@Suite("Note file names")
struct NoteFileNameTests {
    @Test(arguments: [
        ("Shopping", "Shopping.md"), ("買い物 🛒", "買い物 🛒.md"), ("a/b 100%", "a%2Fb 100%25.md"),
        (".hidden", "%2Ehidden.md"), ("two\nlines\t", "two%0Alines%09.md"), ("..", "%2E..md"),
    ])
    func titlesBecomeSafeFileNamesAndComeBack(title: String, fileName: String) {
        #expect(NoteFileName.fileName(forTitle: title) == fileName)
        #expect(NoteFileName.title(forFileName: fileName) == title)
    }

    @Test func aTitleTooLongForAFileNameIsRefused() {
        #expect(
            NoteFileName.fileName(forTitle: String(repeating: "日", count: 84)) == String(repeating: "日", count: 84)
                + ".md")
        #expect(NoteFileName.fileName(forTitle: String(repeating: "日", count: 85)) == nil)
    }

    @Test func onlyVisibleMarkdownFilesAreNotes() {
        #expect(NoteFileName.title(forFileName: "notes.txt") == nil)
        #expect(NoteFileName.title(forFileName: ".md") == nil)
        #expect(NoteFileName.title(forFileName: ".atomic-write-abc123") == nil)
        #expect(NoteFileName.title(forFileName: "50%zz off.md") == "50%zz off")
        #expect(NoteFileName.title(forFileName: "bad %FF byte.md") == "bad %FF byte")
    }

    @Test func titlesAreTidied() {
        #expect(NoteFileName.tidy("  Plans \n") == "Plans")
        #expect(NoteFileName.tidy(" \t ") == "")
    }
}
