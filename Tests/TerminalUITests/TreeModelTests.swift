import ReCursesTesting
import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

@MainActor @Suite struct TreeModelTests {
    /// The rows a naive flattening shows: every node in order, below its parent when expanded.
    func flattened(_ nodes: [TreeItem], expanded: Set<String>, depth: Int = 0) -> [String] {
        nodes.flatMap { node in
            [String(repeating: "  ", count: depth) + node.name]
                + (expanded.contains(node.id) && node.children != nil
                    ? flattened(node.children ?? [], expanded: expanded, depth: depth + 1) : [])
        }
    }

    @Test func rowsFollowExpansionWithoutAskingForHiddenChildren() {
        let model = TreeModel.items(TreeItem.sample)
        #expect(model.shownNames == ["Sources", "Tests", "README.md"])
        #expect(model.childrenRequestCount == 0)
        model.expand(model.location(atRow: 0)!)
        #expect(model.shownNames == ["Sources", "  TerminalUI", "  ReCurses", "Tests", "README.md"])
        #expect(model.childrenRequestCount == 1)
        model.expand(model.location(atRow: 1)!)
        #expect(model.rowCount == 7)
        #expect(model.location(atRow: 4)!.node.name == "ReCurses")
        #expect(model.location(atRow: 7) == nil)
        #expect(model.location(atRow: -1) == nil)
        model.collapse(model.location(atRow: 0)!)
        #expect(model.shownNames == ["Sources", "Tests", "README.md"])
        #expect(model.expandedIDs == ["Sources/TerminalUI"])
        model.expand(model.location(atRow: 0)!)
        #expect(model.rowCount == 7)
        #expect(model.childrenRequestCount == 4)
    }

    @Test func rowsMatchANaiveFlatteningUnderRandomExpansion() {
        var random = SeededRandomGenerator(seed: 13)
        let roots = (0..<6).map { a in
            TreeItem(
                "\(a)",
                (0..<Int.random(in: 0...5, using: &random)).map { b in
                    TreeItem(
                        "\(a)/\(b)", (0..<Int.random(in: 0...4, using: &random)).map { TreeItem("\(a)/\(b)/\($0)") })
                })
        }
        let model = TreeModel.items(roots)
        for _ in 0..<300 {
            let row = Int.random(in: 0..<model.rowCount, using: &random)
            let location = model.location(atRow: row)!
            #expect(model.row(of: location) == row)
            if Bool.random(using: &random) { model.expand(location) } else { model.collapse(location) }
            #expect(model.shownNames == flattened(roots, expanded: model.expandedIDs))
        }
    }

    @Test func anIdentityExpandsOnceSoCyclesEnd() {
        let model = TreeModel<NumberNode>(
            roots: [NumberNode(id: 1)], children: { _ in [NumberNode(id: 1), NumberNode(id: 2)] },
            hasChildren: { _ in true })
        model.setExpandedIDs([1, 2])
        #expect(model.rowCount == 5)
        #expect(model.canExpand(model.location(atRow: 1)!) == false)
        #expect(model.childrenRequestCount == 2)
    }

    @Test func expandAllStopsAtTheLimitBreadthFirst() {
        let model = TreeModel<NumberNode>(
            roots: [NumberNode(id: 0)], children: { node in (1...3).map { NumberNode(id: node.id * 3 + $0) } },
            hasChildren: { _ in true })
        let result = model.expandAll(model.location(atRow: 0)!, limit: 12)
        #expect(result.isLimited)
        #expect(result.ids == [0, 1, 2, 3])
        #expect(model.rowCount == 13)
        #expect(model.expandedIDs == [0, 1, 2, 3])
        let small = TreeModel.items(TreeItem.sample)
        let all = small.expandAll(small.location(atRow: 0)!, limit: 100)
        #expect(all.isLimited == false)
        #expect(all.ids == ["Sources", "Sources/TerminalUI", "Sources/ReCurses", "Sources/TerminalUI/Widgets"])
        #expect(small.rowCount == 10)
    }

    @Test func settingTheExpandedSetExpandsAndCollapsesShownNodes() {
        let model = TreeModel.items(TreeItem.sample)
        model.setExpandedIDs(["Sources", "Sources/TerminalUI/Widgets", "Tests"])
        #expect(
            model.shownNames == ["Sources", "  TerminalUI", "  ReCurses", "Tests", "  TreeTests.swift", "README.md"])
        model.setExpandedIDs(["Sources", "Sources/TerminalUI", "Sources/TerminalUI/Widgets"])
        #expect(model.rowCount == 9)
        #expect(model.location(of: "Sources/TerminalUI/Widgets/Tree.swift").map(model.row(of:)) == 4)
        #expect(model.collapseAll(model.location(atRow: 0)!).count == 3)
        #expect(model.expandedIDs.isEmpty)
        #expect(model.branches.isEmpty)
    }

    @Test func reloadingChildrenAsksAgainForTheBranchAlone() {
        var data = TreeItem.sample
        let model = TreeModel<TreeItem>(
            roots: data,
            children: { node in
                data.first { $0.id == node.id }?.children ?? node.children ?? []
            }, hasChildren: { $0.children != nil })
        model.setExpandedIDs(["Tests", "Sources"])
        let requests = model.childrenRequestCount
        data[1].children?.append(TreeItem("Tests/More.swift"))
        #expect(model.reloadChildren(of: "Tests"))
        #expect(model.childrenRequestCount == requests + 1)
        #expect(model.shownNames.suffix(4) == ["Tests", "  TreeTests.swift", "  More.swift", "README.md"])
        #expect(model.reloadChildren(of: "README.md") == false)
    }
}
