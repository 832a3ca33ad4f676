import Glibc
import ReCurses
import ReCursesTesting
import Testing

@testable import Demo
@testable import DemoKit

/// The Explorer on a real temporary folder tree, driven headlessly.
@MainActor
@Suite("Explorer screen")
struct ExplorerScreenTests {
    /// The Explorer rooted at the fixture, with its first reads done.
    private func open(_ fixture: ExplorerFixture, size: Size = Size(width: 80, height: 24)) async throws
        -> (DemoHarness, ExplorerScreen)
    {
        let harness = DemoHarness(.explorer, size: size, state: .initial(explorerPath: fixture.root))
        let screen = try #require(harness.screen(ExplorerScreen.self))
        await settle(harness, screen)
        return (harness, screen)
    }

    /// Waits for the reads running off the main actor, then for the app to rest.
    private func settle(_ harness: DemoHarness, _ screen: ExplorerScreen) async {
        await harness.driver.settle()
        await harness.driver.runUntil { screen.liveTasks.isEmpty }
        await harness.driver.settle()
    }

    @Test func theRootLoadsOffTheMainActorAndTheTableShowsItsEntries() async throws {
        let fixture = try ExplorerFixture()
        let (harness, screen) = try await open(fixture)
        #expect(harness.store.state.explorer.selectedID == fixture.root)
        #expect(screen.tree.rowCount == 4)
        #expect(screen.table.rows.map(\.name) == ["README.md", "docs", "empty.log", "写真", "🎵 music"])
        #expect(harness.text.contains("写真/"))
        #expect(harness.text.contains("🎵 music"))
        #expect(harness.text.contains("2024-05-01 12:30"))
        #expect(harness.driver.dispatchedActions.contains { $0 is ExplorerFolderLoaded })
    }

    @Test func theSortKeyAndTheHeadersSortThroughTheStore() async throws {
        let fixture = try ExplorerFixture()
        let (harness, screen) = try await open(fixture)
        harness.focus(screen.table)
        harness.driver.press(.character("s"))
        #expect(harness.store.state.explorer.sort == ExplorerSort(column: .name, isDescending: true))
        #expect(screen.table.rows.first?.name == "🎵 music")
        let y = try #require(harness.driver.lines.firstIndex { $0.contains("Size") })
        let x = try #require(harness.driver.lines[y].range(of: "Size")).lowerBound.utf16Offset(
            in: harness.driver.lines[y])
        harness.driver.click(at: Point(x: x, y: y))
        #expect(harness.store.state.explorer.sort == ExplorerSort(column: .size, isDescending: false))
        #expect(
            screen.table.rows.map(\.name)
                == ["empty.log", "README.md", "docs", "写真", "🎵 music"].sortedBySize(in: screen))
        #expect(harness.text.contains("Size ▲"))
    }

    @Test func enterOnAFolderInTheTableOpensItInTheTree() async throws {
        let fixture = try ExplorerFixture()
        let (harness, screen) = try await open(fixture)
        harness.focus(screen.table)
        screen.table.selectedID = "docs"
        harness.driver.press(.enter)
        await settle(harness, screen)
        let docs = fixture.path("docs")
        #expect(harness.store.state.explorer.selectedID == docs)
        #expect(harness.store.state.explorer.expandedIDs.contains(docs))
        #expect(screen.tree.selectedID == docs)
        #expect(screen.table.rows.map(\.name) == ["drafts", "notes.txt", "report.pdf"])
        #expect(harness.text.contains("3.0 MB"))
        #expect(harness.text.contains("1.5 KB"))
    }

    @Test func tabToTheTableThenEnterOpensTheFirstEntryAtOnce() async throws {
        let fixture = try ExplorerFixture()
        let (harness, screen) = try await open(fixture)
        #expect(screen.table.selectedRow?.name == "README.md")
        harness.driver.press(.tab)
        #expect(harness.driver.lines.last?.contains("Enter") == true)
        harness.driver.press(.down)
        harness.driver.press(.enter)
        await settle(harness, screen)
        #expect(harness.store.state.explorer.selectedID == fixture.path("docs"))
    }

    /// Root reads every folder whatever its mode says: there the folder that cannot be read is a
    /// root that does not exist; otherwise it is a folder of mode 000 opened in the tree.
    @Test func anUnreadableFolderShowsAnErrorRowInTheTree() async throws {
        let fixture = try ExplorerFixture()
        let unreadable: String
        let harness: DemoHarness
        let screen: ExplorerScreen
        if ExplorerFixture.readsEverything {
            unreadable = fixture.path("missing")
            harness = DemoHarness(.explorer, state: .initial(explorerPath: unreadable))
            screen = try #require(harness.screen(ExplorerScreen.self))
        } else {
            unreadable = fixture.path("locked")
            try fixture.folder("locked")
            try #require(chmod(unreadable, 0) == 0)
            (harness, screen) = try await open(fixture)
            harness.store.dispatch(OpenExplorerFolder(path: unreadable))
            screen.load(unreadable)
        }
        await settle(harness, screen)
        guard case .failed(let reason)? = harness.store.state.explorer.listings[unreadable] else {
            Issue.record("no error for \(unreadable)")
            return
        }
        #expect(!reason.isEmpty)
        #expect(harness.driver.lines.contains { $0.contains("└── ⚠ " + reason.prefix(8)) })
        #expect(harness.text.contains("⚠ " + reason.prefix(8)))
        #expect(screen.table.rows.isEmpty)
    }

    @Test func aSymlinkLoopIsShownAsALinkAndNeverFollowed() async throws {
        let fixture = try ExplorerFixture()
        try fixture.link("loop", to: ".")
        try fixture.link("docs/up", to: "..")
        let (harness, screen) = try await open(fixture)
        #expect(screen.table.rows.first { $0.name == "loop" }?.kind == .link)
        for _ in 0..<3 {
            harness.driver.press(.character("*"))
            await settle(harness, screen)
        }
        let read = Set(["", "docs", "docs/drafts", "写真", "🎵 music"].map(fixture.path))
        #expect(Set(harness.store.state.explorer.listings.keys) == read, "links are never read as folders")
        #expect(screen.tree.rowCount == 5)
        #expect(!harness.text.contains("loop/"))
    }

    @Test func aFolderOfTenThousandFilesLoadsWhole() async throws {
        let fixture = try ExplorerFixture()
        try fixture.folder("many")
        for index in 0..<10_000 { try fixture.file("many/file-\(index)", size: index) }
        let (harness, screen) = try await open(fixture)
        harness.store.dispatch(OpenExplorerFolder(path: fixture.path("many")))
        screen.load(fixture.path("many"))
        await settle(harness, screen)
        #expect(screen.table.rows.count == 10_000)
        harness.focus(screen.table)
        harness.driver.press(.end)
        #expect(harness.text.contains("file-9999"))
    }

    @Test func aFolderDeletedWhileShownLeavesTheTreeOnReload() async throws {
        let fixture = try ExplorerFixture()
        let (harness, screen) = try await open(fixture)
        let drafts = fixture.path("docs/drafts")
        harness.store.dispatch(OpenExplorerFolder(path: drafts))
        screen.load(fixture.path("docs"))
        screen.load(drafts)
        await settle(harness, screen)
        #expect(screen.tree.selectedID == drafts)
        try #require(rmdir(drafts) == 0)
        harness.driver.press(.character("r"))
        await settle(harness, screen)
        #expect(harness.store.state.explorer.listings[drafts] == nil)
        #expect(harness.store.state.explorer.selectedID == fixture.path("docs"))
        #expect(screen.table.rows.map(\.name) == ["notes.txt", "report.pdf"])
        #expect(!harness.text.contains("drafts"))
    }

    @Test(arguments: [Size(width: 80, height: 24), Size(width: 40, height: 12)])
    func goldenScreens(size: Size) async throws {
        let fixture = try ExplorerFixture()
        let (harness, screen) = try await open(fixture, size: size)
        harness.driver.expectScreen(named: "explorer-\(size.width)x\(size.height)-root")
        harness.driver.press(.down)
        await settle(harness, screen)
        harness.driver.expectScreen(named: "explorer-\(size.width)x\(size.height)-docs")
    }

    @Test(arguments: [Size(width: 0, height: 0), Size(width: 1, height: 1), Size(width: 2, height: 2)])
    func tinySizesDrawWithoutCrashing(size: Size) async throws {
        let fixture = try ExplorerFixture()
        let (harness, screen) = try await open(fixture, size: size)
        harness.driver.press(.down, .right, .tab, .enter, .character("s"), .character("r"))
        await settle(harness, screen)
        #expect(harness.driver.lines.count == size.height)
    }

    @Test func thePathOptionRootsTheExplorer() async throws {
        let fixture = try ExplorerFixture()
        let harness = try DemoHarness(arguments: ["--screen", "explorer", "--path", fixture.root + "/"])
        let screen = try #require(harness.screen(ExplorerScreen.self))
        await settle(harness, screen)
        #expect(harness.store.state.explorer.rootPath == fixture.root)
        #expect(screen.table.rows.count == 5)
        var workingDirectory = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        try #require(getcwd(&workingDirectory, workingDirectory.count) != nil)
        let defaultRoot = try DemoCommand.parse([]).initialState.explorer.rootPath
        let expected = String(
            decoding: workingDirectory.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #expect(defaultRoot == expected, "the working directory, named in the tree")
    }
}

extension [String] {
    /// These names ordered as the table orders them by size (ties by name).
    @MainActor fileprivate func sortedBySize(in screen: ExplorerScreen) -> [String] {
        let sizes = Dictionary(uniqueKeysWithValues: screen.table.rows.map { ($0.name, $0.size) })
        return sorted { (sizes[$0] ?? 0, $0) < (sizes[$1] ?? 0, $1) }
    }
}
