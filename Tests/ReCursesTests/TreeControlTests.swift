import ReCurses
import ReCursesTesting
import Testing

/// A tree bound to a store shows the store's expanded nodes and selection after every user event,
/// in the frame of that event: what the reducer refuses snaps back, what it rewrites shows as it
/// holds it.
@MainActor
@Suite("Controlled tree")
struct TreeControlTests {
    @Test func aRewrittenExpansionShowsAsTheStoreHoldsIt() {
        let tree = TreeHarness()
        tree.press(.down)
        tree.press(.right)
        #expect(tree.store.state.expanded == ["Sources", "Sources/App"])
        #expect(tree.screen.tree.expandedIDs == ["Sources", "Sources/App"])
        #expect(
            tree.driver.contentLines.prefix(5) == ["▾ Sources", "├─▾ App", "│ └── main.swift", "└─▸ Lib", "▸ Tests"])
        tree.press(.left)
        #expect(tree.store.state.expanded == ["Sources/App"])
        #expect(tree.driver.contentLines.prefix(3) == ["▸ Sources", "▸ Tests", "  README"])
        tree.press(.character("*"))
        #expect(tree.store.state.expanded == ["Sources", "Sources/App", "Sources/Lib"])
        #expect(tree.driver.contentLines[3] == "└─▾ Lib")
    }

    @Test func aRefusedExpansionSnapsBackWithoutAFrame() {
        let tree = TreeHarness()
        tree.press(.down)
        tree.press(.down)
        #expect(tree.screen.tree.selectedID == "Tests")
        let frames = tree.driver.terminal.framesPresented
        tree.press(.right)
        #expect(tree.store.state.expanded.isEmpty)
        #expect(tree.screen.tree.expandedIDs.isEmpty)
        #expect(tree.driver.contentLines.prefix(3) == ["▸ Sources", "▸ Tests", "  README"])
        #expect(tree.driver.terminal.framesPresented == frames, "nothing on screen changed")
        tree.press(.character(" "))
        tree.press(.character("*"))
        #expect(tree.screen.tree.expandedIDs.isEmpty)
        #expect(tree.screen.events == 5)
    }

    @Test func whileLockedCollapsingIsRefusedToo() {
        let tree = TreeHarness()
        tree.press(.down)
        tree.press(.character("*"))
        tree.driver.dispatch(TreeAction.lock)
        tree.press(.character("-"))
        tree.press(.left)
        #expect(tree.screen.tree.expandedIDs == ["Sources", "Sources/App", "Sources/Lib"])
        #expect(tree.driver.contentLines[1] == "├─▾ App")
        tree.press(.down, dispatches: 1)
        #expect(tree.screen.tree.selectedID == "Sources", "the refused selection snaps back")
    }

    @Test func aRefusedSelectionSnapsBackAndTheStoreCanCollapseAroundIt() {
        let tree = TreeHarness()
        tree.press(.end)
        #expect(tree.store.state.selection == nil)
        #expect(tree.screen.tree.selectedID == nil)
        tree.press(.home)
        tree.press(.right)
        tree.press(.right)
        tree.press(.right)
        #expect(tree.screen.tree.selectedID == "Sources/App/main.swift")
        tree.driver.dispatch(TreeAction.setExpanded(["Tests"]))
        #expect(tree.screen.tree.selectedID == "Sources")
        #expect(tree.driver.contentLines.prefix(4) == ["▸ Sources", "▾ Tests", "└── t.swift", "  README"])
    }

    @Test func theHelpDialogListsEveryKeyOfTheTree() {
        let tree = TreeHarness()
        tree.press(.down)
        tree.driver.resize(Size(width: 44, height: 16))
        tree.driver.press(.character("?"))
        #expect(tree.driver.navigation.visibleScreen.title == "Keys")
        for entry in [
            "↑          Up", "↓          Down", "←          Collapse", "→          Expand", "PgUp       Page up",
            "Home       To the start",
            "Space      Expand/collapse", "*          Expand all", "-          Collapse all",
        ] {
            #expect(tree.driver.text.contains(entry), "\(entry)")
        }
        tree.driver.expectScreen(named: "tree-help")
        tree.driver.press(.end)
        #expect(tree.driver.text.contains("Enter      Open"))
    }
}
