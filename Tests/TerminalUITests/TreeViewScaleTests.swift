import ReCursesTesting
import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

/// Costs by count: a key press or a frame of a huge tree touches the rows on screen only.
@MainActor @Suite struct TreeViewScaleTests {
    /// `roots` roots (ids 0…) with `fanOut` leaf children each (ids from 1 000 000 up).
    func makeTree(roots: Int, fanOut: Int) -> (TreeView<NumberNode>, counts: () -> (labels: Int, probes: Int)) {
        var labels = 0
        var probes = 0
        let tree = TreeView<NumberNode>(
            roots: (0..<roots).map(NumberNode.init(id:)),
            children: { node in (0..<fanOut).map { NumberNode(id: 1_000_000 + node.id * fanOut + $0) } },
            hasChildren: { node in
                probes += 1
                return node.id < 1_000_000
            },
            text: { node in
                labels += 1
                return "node \(node.id)"
            })
        return (tree, { (labels, probes) })
    }

    @Test func aMillionShownNodesDrawOnlyTheVisibleRows() {
        let (tree, counts) = makeTree(roots: 1_000, fanOut: 1_000)
        tree.expandedIDs = Set(0..<1_000)
        #expect(tree.rowCount == 1_001_000)
        #expect(tree.childrenRequestCount == 1_000)
        let ui = ViewDriver(tree, size: Size(width: 24, height: 10))
        #expect(tree.renderedRowCount == 10)
        var before = counts()
        ui.press(.end)
        #expect(ui.lines.last == "└── node 1999999       █")
        #expect(tree.renderedRowCount == 10)
        #expect(counts().labels - before.labels == 10)
        #expect(counts().probes - before.probes <= 10)
        before = counts()
        ui.press(.up)
        _ = ui.lines
        #expect(tree.renderedRowCount == 2)
        #expect(counts().labels - before.labels == 2)
        ui.press(.pageUp, .pageUp, .home)
        _ = ui.lines
        #expect(tree.renderedRowCount == 10)
        tree.rx.selection.on(1_500_000)
        #expect(ui.lines.contains("├── node 1500000       │"))
        #expect(tree.renderedRowCount == 10)
        #expect(tree.childrenRequestCount == 1_000)
    }

    @Test func expandingAHundredThousandChildrenAsksOnceThenCostsTheScreen() {
        let (tree, counts) = makeTree(roots: 3, fanOut: 100_000)
        let ui = ViewDriver(tree, size: Size(width: 24, height: 10))
        ui.press(.down, .down, .right)
        #expect(tree.childrenRequestCount == 1)
        #expect(tree.rowCount == 100_003)
        #expect(tree.renderedRowCount == 10)
        let before = counts()
        ui.press(.right)
        #expect(tree.selectedID == 1_100_000)
        _ = ui.lines
        #expect(tree.renderedRowCount == 2)
        ui.press(.end)
        #expect(tree.renderedRowCount == 10)
        ui.press(.up, .up)
        #expect(counts().labels - before.labels == 2 + 10 + 2 + 2)
        #expect(tree.childrenRequestCount == 1)
        ui.press(.home, .down, .left)
        #expect(tree.rowCount == 3)
        #expect(tree.childrenRequestCount == 1)
    }
}
