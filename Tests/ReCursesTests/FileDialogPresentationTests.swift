import ReCurses
import ReCursesTesting
import Testing

@MainActor
@Suite("Open and save dialogs")
struct FileDialogPresentationTests {
    func files() -> FakeFileSystem {
        let files = FakeFileSystem()
        files.addFile("/docs/a.txt", size: 3, modified: 1_714_566_600)
        files.addFile("/docs/b.txt", size: 5, modified: 1_714_566_600)
        return files
    }

    @Test("openFile returns the picked path, and nil on Escape")
    func openFile() async {
        let driver = AppDriver(screen: Screen(title: "Home"), size: Size(width: 80, height: 24))
        let files = files()
        var results: [String?] = []
        driver.navigation.openFile(folder: "/docs", source: files) { results.append($0) }
        #expect(await driver.runUntil { driver.text.contains("b.txt") })
        driver.expectScreen(named: "open-file-dialog")
        driver.press(.down, .enter)
        #expect(await driver.runUntil { results.count == 1 })
        #expect(results == ["/docs/b.txt"])
        #expect(driver.navigation.modalScreens.isEmpty)
        driver.navigation.openFile(folder: "/docs", source: files) { results.append($0) }
        #expect(await driver.runUntil { driver.text.contains("a.txt") })
        driver.press(.escape)
        #expect(await driver.runUntil { results.count == 2 })
        #expect(results == ["/docs/b.txt", nil])
    }

    @Test("saveFile asks before replacing a file; Enter keeps it, y replaces it")
    func saveFileConfirmsOverwrite() async {
        let driver = AppDriver(screen: Screen(title: "Home"), size: Size(width: 80, height: 24))
        var result: String??
        Task { result = await driver.navigation.saveFile(folder: "/docs", fileName: "a.txt", source: files()) }
        #expect(await driver.runUntil { driver.text.contains("b.txt") })
        driver.press(.enter)
        #expect(await driver.runUntil { driver.text.contains("a.txt already exists. Replace it?") })
        driver.press(.enter)
        #expect(await driver.runUntil { !driver.text.contains("already exists") })
        #expect(result == nil)
        #expect(driver.navigation.modalScreens.count == 1)
        driver.press(.enter)
        #expect(await driver.runUntil { driver.text.contains("already exists") })
        driver.press(.character("y"))
        #expect(await driver.runUntil { result != nil })
        #expect(result == "/docs/a.txt")
        #expect(driver.navigation.modalScreens.isEmpty)
    }

    @Test("saveFile picks a new name without asking")
    func saveFileNewName() async {
        let driver = AppDriver(screen: Screen(title: "Home"), size: Size(width: 60, height: 20))
        var result: String??
        Task { result = await driver.navigation.saveFile(folder: "/docs", fileName: "new.txt", source: files()) }
        #expect(await driver.runUntil { driver.text.contains("b.txt") })
        driver.press(.enter)
        #expect(await driver.runUntil { result != nil })
        #expect(result == "/docs/new.txt")
    }
}
