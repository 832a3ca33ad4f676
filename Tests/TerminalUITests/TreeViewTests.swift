import ReCursesTesting
import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

@MainActor @Suite struct TreeViewTests {
    static let allFolders: Set<String> = [
        "Sources", "Sources/TerminalUI", "Sources/TerminalUI/Widgets", "Sources/ReCurses", "Tests",
    ]

    func makeTree(width: Int = 24, height: Int = 8) -> (TreeView<TreeItem>, ViewDriver<TreeView<TreeItem>>) {
        let tree = TreeView(roots: TreeItem.sample, children: { $0.children }, text: \.name)
        return (tree, ViewDriver(tree, size: Size(width: width, height: height)))
    }

    @Test func rendersGuidesMarkersAndLabels() {
        let (tree, ui) = makeTree(height: 12)
        #expect(
            ui.lines.prefix(3) == ["▸ Sources               ", "▸ Tests                 ", "  README.md             "])
        #expect(ui.style(at: Point(x: 2, y: 0)) == Theme.default.normal.underlined)
        tree.expandedIDs = Self.allFolders
        tree.selectedID = "Sources/TerminalUI/Widgets/Tree.swift"
        #expect(
            ui.lines == [
                "▾ Sources               ", "├─▾ TerminalUI          ", "│ ├─▾ Widgets           ",
                "│ │ ├── List.swift      ", "│ │ └── Tree.swift      ", "│ └── View.swift        ",
                "└─▾ ReCurses            ", "  └── Screen.swift      ", "▾ Tests                 ",
                "└── TreeTests.swift     ", "  README.md             ", "                        ",
            ])
        #expect(ui.style(at: Point(x: 0, y: 1)) == Theme.default.border)
        #expect(ui.style(at: Point(x: 2, y: 1)) == Theme.default.accent)
        #expect(ui.style(at: Point(x: 0, y: 4)) == Theme.default.focused)
        #expect(ui.style(at: Point(x: 23, y: 4)) == Theme.default.focused)
        ui.expectScreen(named: "tree-view-expanded")
        tree.showsGuides = false
        #expect(ui.lines[4] == "        Tree.swift      ")
    }

    @Test func rendersAtTinySizes() {
        for (width, height, expected) in [(0, 0, [String]()), (1, 1, ["▸"]), (2, 2, ["▸ ", "▸ "])] {
            let (tree, ui) = makeTree(width: width, height: height)
            #expect(ui.lines == expected)
            #expect(tree.renderedRowCount == height)
            ui.press(.down, .right, .character("*"), .down, .end, .pageUp, .left, .character("-"))
            ui.click(at: Point(x: 0, y: 0))
            ui.window.dispatch(.mouse(.wheelDown(at: .zero)))
            #expect(ui.lines.count == height)
            #expect(tree.renderedRowCount <= height)
        }
    }

    @Test(
        arguments: [
            ([Key.down], "Sources", []), ([.up], "Sources", []), ([.right], "Sources", []),
            ([.down, .right], "Sources", ["Sources"]),
            ([.down, .right, .right], "Sources/TerminalUI", ["Sources"]),
            ([.down, .right, .right, .left], "Sources", ["Sources"]),
            ([.down, .right, .left], "Sources", []), ([.down, .left], "Sources", []),
            ([.end], "README.md", []), ([.end, .right], "README.md", []), ([.end, .home], "Sources", []),
            ([.down, .character(" ")], "Sources", ["Sources"]),
            ([.down, .character(" "), .character(" ")], "Sources", []),
            (
                [.down, .character("*")], "Sources",
                ["Sources", "Sources/TerminalUI", "Sources/ReCurses", "Sources/TerminalUI/Widgets"]
            ),
            ([.down, .character("*"), .character("-")], "Sources", []),
            (
                [.down, .character("*"), .end], "README.md",
                ["Sources", "Sources/TerminalUI", "Sources/ReCurses", "Sources/TerminalUI/Widgets"]
            ),
            (
                [.down, .character("*"), .pageDown], "Sources/ReCurses/Screen.swift",
                ["Sources", "Sources/TerminalUI", "Sources/ReCurses", "Sources/TerminalUI/Widgets"]
            ),
            (
                [.down, .character("*"), .pageDown, .pageUp], "Sources",
                ["Sources", "Sources/TerminalUI", "Sources/ReCurses", "Sources/TerminalUI/Widgets"]
            ),
            ([.down, .down, .character("*"), .down], "Tests/TreeTests.swift", ["Tests"]),
        ] as [([Key], String, Set<String>)])
    func keyBinding(keys: [Key], selected: String, expanded: Set<String>) {
        let (tree, ui) = makeTree()
        let changes = EventLog(tree.selectionChanged)
        let expansions = EventLog(tree.expansionChanged)
        for key in keys { ui.press(key) }
        #expect(tree.selectedID == selected)
        #expect(tree.expandedIDs == expanded)
        #expect(changes.values.last == selected)
        #expect(expansions.values.last?.expandedIDs ?? [] == expanded)
    }

    @Test func expansionEventsSayWhatChanged() {
        let (tree, ui) = makeTree()
        let expansions = EventLog(tree.expansionChanged)
        ui.press(.down, .right, .character("*"), .character("-"), .character(" "))
        #expect(
            expansions.values.map(\.ids) == [
                ["Sources"], ["Sources/TerminalUI", "Sources/ReCurses", "Sources/TerminalUI/Widgets"],
                ["Sources", "Sources/TerminalUI", "Sources/ReCurses", "Sources/TerminalUI/Widgets"], ["Sources"],
            ])
        #expect(expansions.values.map(\.isExpanded) == [true, true, false, true])
        #expect(expansions.values.allSatisfy { !$0.isLimited })
    }

    @Test func enterActivatesOnlyWithASubscriber() {
        let (tree, ui) = makeTree()
        ui.press(.down)
        #expect(!ui.window.hintsForFocusedContext().contains { $0.hint == "Open" })
        let activated = EventLog(tree.activated)
        #expect(ui.window.hintsForFocusedContext().contains { $0.hint == "Open" })
        ui.press(.enter)
        #expect(activated.values.map(\.id) == ["Sources"])
    }

    @Test func theHelpListsEveryKeyAndTheStatusBarTheMainOnes() {
        let (tree, ui) = makeTree()
        let activated = EventLog(tree.activated)
        ui.press(.down)
        let help = ui.window.hintsForFocusedContext(includingHidden: true).map { "\($0.displayedKey) \($0.hint)" }
        #expect(
            help == [
                "↑↓ Move", "←→ Fold", "PgUp/PgDn Page", "Home/End First/last", "Space Expand/collapse",
                "* Expand all", "- Collapse all", "Enter Open",
            ])
        #expect(ui.window.hintsForFocusedContext().map(\.hint) == ["Move", "Fold", "Open"])
        #expect(activated.count == 0)
    }

    @Test func typeToSearchGoesThroughShownRows() {
        let (tree, ui) = makeTree(height: 12)
        ui.window.clock.advance(by: .seconds(100))
        ui.press(.down, .character("*"))
        ui.type("t")
        #expect(tree.selectedID == "Sources/TerminalUI")
        ui.type("t")
        #expect(tree.selectedID == "Sources/TerminalUI/Widgets/Tree.swift")
        ui.type("t")
        #expect(tree.selectedID == "Tests")
        ui.advanceClock(by: .seconds(2))
        ui.type("rec")
        #expect(tree.selectedID == "Sources/ReCurses")
        ui.advanceClock(by: .seconds(2))
        ui.type("x")
        #expect(tree.selectedID == "Sources/ReCurses")
        ui.advanceClock(by: .seconds(2))
        ui.type("view s")
        #expect(tree.selectedID == "Sources/TerminalUI/View.swift")
        #expect(tree.expandedIDs.count == 4, "the space went to the search, not to the toggle")
    }

    @Test func lettersThatAnOuterResponderBindsReachIt() {
        let container = View()
        let tree = TreeView(roots: TreeItem.sample, children: { $0.children }, text: \.name)
        tree.frame = Rect(x: 0, y: 0, width: 20, height: 5)
        container.addSubview(tree)
        var deleted = 0
        container.bind(.character("s"), "delete", hint: "Delete") { deleted += 1 }
        let ui = ViewDriver(container, size: Size(width: 20, height: 5))
        _ = tree.becomeFocused()
        ui.type("ts")
        #expect(tree.selectedID == "Tests")
        #expect(deleted == 1)
        #expect(tree.capturesKey(.character("q")))
        #expect(tree.capturesKey(.character("s")) == false)
        #expect(tree.capturesKey(.character("*")) == false)
        tree.allowsTypeToSearch = false
        #expect(tree.capturesKey(.character("q")) == false)
    }

    @Test func clicksSelectAndToggleAndTheWheelScrolls() {
        let (tree, ui) = makeTree(height: 4)
        let changes = EventLog(tree.selectionChanged)
        ui.click(at: Point(x: 4, y: 1))
        #expect(tree.selectedID == "Tests")
        #expect(tree.expandedIDs.isEmpty)
        ui.click(at: Point(x: 0, y: 0))
        #expect(tree.selectedID == "Sources")
        #expect(tree.expandedIDs == ["Sources"])
        ui.click(at: Point(x: 2, y: 1))
        #expect(tree.selectedID == "Sources/TerminalUI")
        #expect(tree.expandedIDs == ["Sources", "Sources/TerminalUI"])
        #expect(ui.lines[1] == "├─▾ TerminalUI         █")
        ui.click(at: Point(x: 8, y: 3))
        #expect(tree.selectedID == "Sources/TerminalUI/View.swift")
        ui.window.dispatch(.mouse(.wheelDown(at: Point(x: 0, y: 0))))
        #expect(tree.scrollRow == 3, "clamped to the last page")
        #expect(ui.lines[0] == "│ └── View.swift       │")
        #expect(tree.selectedID == "Sources/TerminalUI/View.swift")
        ui.window.dispatch(.mouse(.wheelUp(at: Point(x: 0, y: 0))))
        #expect(tree.scrollRow == 0)
        #expect(ui.lines[3] == "│ └── View.swift       │")
        ui.click(at: Point(x: 1, y: 10))
        #expect(changes.values.count == 4)
    }

    @Test func selectionKeepsItsNodeAcrossReloadsAndFallsBackToItsAncestors() {
        let (tree, ui) = makeTree(height: 12)
        tree.expandedIDs = Self.allFolders
        tree.selectedID = "Sources/TerminalUI/Widgets/Tree.swift"
        var roots = TreeItem.sample
        roots[0].children?.reverse()
        tree.roots = roots
        #expect(tree.selectedID == "Sources/TerminalUI/Widgets/Tree.swift")
        #expect(ui.lines[6] == "  │ └── Tree.swift      ")
        roots[0].children?[1].children?[0].children?.removeLast()
        tree.roots = roots
        #expect(tree.selectedID == "Sources/TerminalUI/Widgets")
        roots[0].children?.removeLast()
        tree.roots = roots
        #expect(tree.selectedID == "Sources")
        tree.selectedID = "README.md"
        tree.roots = [TreeItem("A"), TreeItem("B")]
        #expect(tree.selectedID == "B", "the node now on its row, clamped")
        tree.roots = []
        #expect(tree.selectedID == nil)
    }

    @Test func aCollapsedAncestorTakesTheSelectionAndAPendingOneWaitsForItsNode() {
        let (tree, _) = makeTree()
        let changes = EventLog(tree.selectionChanged)
        tree.expandedIDs = ["Sources", "Sources/TerminalUI"]
        tree.selectedID = "Sources/TerminalUI/View.swift"
        tree.expandedIDs = ["Sources"]
        #expect(tree.selectedID == "Sources/TerminalUI")
        tree.selectedID = "Tests/TreeTests.swift"
        #expect(tree.selectedID == nil)
        #expect(tree.pendingSelectionID == "Tests/TreeTests.swift")
        tree.expandedIDs = ["Tests"]
        #expect(tree.selectedID == "Tests/TreeTests.swift")
        #expect(tree.pendingSelectionID == nil)
        #expect(changes.count == 0)
    }

    @Test func reloadingChildrenAsksTheClosureAgain() {
        var extra: [TreeItem] = []
        let tree = TreeView<TreeItem>(
            roots: TreeItem.sample, children: { ($0.children ?? []) + ($0.id == "Tests" ? extra : []) },
            hasChildren: { $0.children != nil }, text: \.name)
        let ui = ViewDriver(tree, size: Size(width: 20, height: 6))
        tree.expandedIDs = ["Tests"]
        tree.selectedID = "Tests/TreeTests.swift"
        #expect(tree.childrenRequestCount == 1)
        extra = [TreeItem("Tests/Another.swift")]
        tree.reloadChildren(of: "Sources")
        #expect(tree.childrenRequestCount == 1, "a collapsed node's children are asked for when it expands")
        tree.reloadChildren(of: "Tests")
        #expect(tree.childrenRequestCount == 2)
        #expect(ui.lines[3] == "└── Another.swift   ")
        #expect(tree.selectedID == "Tests/TreeTests.swift")
        tree.reload()
        #expect(tree.childrenRequestCount == 3)
        extra = []
        tree.selectedID = "Tests/Another.swift"
        tree.reloadChildren(of: "Tests")
        #expect(tree.selectedID == "Tests", "its node is gone: the parent takes the selection")
    }

    @Test func aVeryDeepTreeExpandsAllAndDrawsWithoutRecursing() {
        let tree = TreeView<NumberNode>(
            roots: [NumberNode(id: 0)], children: { [NumberNode(id: $0.id + 1)] }, hasChildren: { _ in true },
            text: { "n\($0.id)" })
        tree.expandAllLimit = 20_000
        let ui = ViewDriver(tree, size: Size(width: 12, height: 3))
        ui.press(.down, .character("*"))
        #expect(tree.rowCount == 20_001)
        #expect(tree.notice == TreeView<NumberNode>.expandAllNotice(limit: 20_000))
        ui.press(.end)
        #expect(ui.lines[2] == "           █", "a chain has no guides to continue; its depth is off screen")
        #expect(tree.renderedRowCount == 3)
        ui.press(.character("-"))
        #expect(tree.rowCount == 20_001, "collapses the last node only")
        ui.press(.home)
        #expect(ui.lines == ["▾ n0       █", "└─▾ n1     │", "  └─▾ n2   │"])
        ui.press(.character("-"))
        #expect(tree.rowCount == 1)
        #expect(tree.expandedIDs.isEmpty)
    }

    @Test func expandAllStopsAtTheLimitWithANotice() {
        let tree = TreeView<NumberNode>(
            roots: [NumberNode(id: 0)], children: { node in (1...3).map { NumberNode(id: node.id * 3 + $0) } },
            hasChildren: { _ in true }, text: { "n\($0.id)" })
        tree.expandAllLimit = 10
        let ui = ViewDriver(tree, size: Size(width: 40, height: 6))
        let expansions = EventLog(tree.expansionChanged)
        ui.press(.down, .character("*"))
        #expect(tree.notice == "Expand all stopped after 10 nodes")
        #expect(ui.lines[5] == "├─▾  Expand all stopped after 10 nodes │")
        #expect(expansions.values.last?.isLimited == true)
        #expect(expansions.values.last?.ids == [0, 1, 2, 3])
        ui.expectScreen(named: "tree-view-expand-all-stopped")
        ui.press(.down)
        #expect(tree.notice == nil)
        #expect(ui.lines[5] == "├─▾ n2" + String(repeating: " ", count: 33) + "│")
        tree.expandAllLimit = 0
        #expect(tree.expandAllLimit == 1)
    }

    @Test func labelsAreMeasuredByDisplayWidthAndCutWithoutSplittingWideGlyphs() {
        let roots = [TreeItem("漢字のフォルダ", [TreeItem("漢字のフォルダ/😀 emoji name")]), TreeItem("ok")]
        let tree = TreeView(roots: roots, children: { $0.children }, text: \.name)
        tree.expandedIDs = ["漢字のフォルダ"]
        let ui = ViewDriver(tree, size: Size(width: 10, height: 3))
        #expect(ui.lines == ["▾ 漢字の… ", "└── 😀 em…", "  ok      "])
        ui.expectScreen(named: "tree-view-wide-labels")
        ui.resize(Size(width: 9, height: 3))
        #expect(ui.lines == ["▾ 漢字の…", "└── 😀 e…", "  ok     "])
    }

    @Test func childrenAreAskedForOnlyWhenANodeExpands() {
        var asked: [String] = []
        var probed = 0
        let tree = TreeView<TreeItem>(
            roots: TreeItem.sample,
            children: {
                asked.append($0.id)
                return $0.children ?? []
            },
            hasChildren: {
                probed += 1
                return $0.children != nil
            }, text: \.name)
        let ui = ViewDriver(tree, size: Size(width: 20, height: 2))
        #expect(asked.isEmpty)
        #expect(probed <= 2, "asked for the rows drawn only")
        ui.press(.down, .right)
        #expect(asked == ["Sources"])
        ui.press(.left, .right)
        #expect(asked == ["Sources", "Sources"])
    }

    @Test func bindersChangeTheDisplayWithoutEvents() {
        let (tree, ui) = makeTree(height: 3)
        let changes = EventLog(tree.selectionChanged)
        let expansions = EventLog(tree.expansionChanged)
        tree.rx.expandedIDs.on(["Tests"])
        tree.rx.selection.on("Tests/TreeTests.swift")
        #expect(ui.lines == ["▸ Sources              █", "▾ Tests                █", "└── TreeTests.swift    │"])
        tree.rx.roots.on([TreeItem("Tests", [TreeItem("Tests/TreeTests.swift")])])
        #expect(ui.lines == ["▾ Tests                 ", "└── TreeTests.swift     ", "                        "])
        #expect(ui.style(at: Point(x: 4, y: 1)) == Theme.default.focused)
        tree.rx.roots.on([])
        tree.rx.emptyText.on("Nothing")
        #expect(ui.lines == ["                        ", "        Nothing         ", "                        "])
        #expect(tree.selectedID == nil)
        #expect(changes.count == 0)
        #expect(expansions.count == 0)
    }

    @Test func aDisabledTreeIgnoresInputAndDrawsDisabled() {
        let (tree, ui) = makeTree()
        tree.isEnabled = false
        ui.press(.down)
        #expect(tree.selectedID == nil)
        #expect(ui.style(at: Point(x: 2, y: 0)) == Theme.default.disabled)
    }
}
