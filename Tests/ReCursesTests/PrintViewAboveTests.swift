import InlineTerminal
import ReCurses
import ReCursesTesting
import Testing

/// Any view, drawn once at the live area's width, printed above it as styled lines: a table of
/// results, a tree of files.
@Suite("Printing a view above the live area")
@MainActor
struct PrintViewAboveTests {
    private struct Service: Identifiable {
        let id: Int
        let name: String
        let state: String
    }

    private struct Node: Identifiable {
        let id: String
        var children: [Node]?
    }

    private let services = [
        Service(id: 1, name: "api", state: "deployed"),
        Service(id: 2, name: "worker", state: "deployed"),
        Service(id: 3, name: "web", state: "failed"),
    ]

    private var table: DataTable<Service> {
        DataTable(
            columns: [
                DataTableColumn("Service", width: .fixed(10), text: \.name),
                DataTableColumn("State", text: \.state),
            ], rows: services)
    }

    private var tree: TreeView<Node> {
        let roots = [
            Node(id: "Sources", children: [Node(id: "main.swift"), Node(id: "App.swift")]),
            Node(id: "README.md"),
        ]
        let tree = TreeView(roots: roots, children: \.children, text: \.id)
        tree.expandedIDs = ["Sources"]
        return tree
    }

    @Test("a table is printed as its header and rows, as wide as the area, and the area draws on")
    func printsATable() {
        let screen = Screen(title: "Deploy")
        screen.view.addSubview(Label("live"))
        let driver = AppDriver(size: Size(width: 30, height: 3)) { Application(root: screen, terminal: $0) }
        #expect(driver.application.printAbove(table))
        #expect(driver.printedLines.count == 4)
        #expect(driver.printedLines[0].hasPrefix("Service"))
        #expect(driver.printedLines[1].hasPrefix("api") && driver.printedLines[1].contains("deployed"))
        #expect(driver.printedLines[3].hasPrefix("web") && driver.printedLines[3].contains("failed"))
        #expect(driver.terminal.printedRows.allSatisfy { $0.count == 30 })
        #expect(driver.lines.contains { $0.contains("live") })
        driver.stop()
    }

    @Test("a tree is printed with its expanded rows; a height cuts it")
    func printsATree() {
        let driver = AppDriver(size: Size(width: 24, height: 2)) { Application(root: Screen(), terminal: $0) }
        driver.application.printAbove(tree)
        #expect(driver.printedLines.count == 4)
        #expect(driver.printedLines[0].contains("Sources"))
        #expect(driver.printedLines[1].contains("main.swift"))
        #expect(driver.printedLines[3].contains("README.md"))
        driver.application.printAbove(tree, height: 1)
        #expect(driver.printedLines.count == 5)
        driver.stop()
    }

    @Test("full screen there is nowhere to print: false")
    func fullScreenRefuses() {
        let application = Application(root: Screen(), mode: .fullScreen)
        #expect(!application.printAbove(table))
    }

    @Test("the lines carry the view's styles into the bytes the inline terminal writes")
    func styledBytes() {
        let theme = Theme.default
        let lines = StyledLine.lines(drawing: table, width: 30, height: nil, theme: theme)
        #expect(lines.map(\.text).first?.hasPrefix("Service") == true)
        #expect(lines[0].spans.contains { $0.style == theme.header || $0.style.attributes.contains(.bold) })
        var emulator = TerminalEmulatorModel(width: 30, height: 8)
        var renderer = InlineRenderer(height: 1, screenSize: Size(width: 30, height: 8), depth: .ansi16)
        emulator.feed(renderer.reserve())
        let bytes = renderer.printAbove(lines)
        emulator.feed(bytes)
        #expect(
            emulator.transcript.prefix(4).map { $0.trimmingTrailingSpaces } == lines.map(\.text.trimmingTrailingSpaces))
        let headerStyle = lines[0].spans[0].style.reduced(to: .ansi16)
        #expect(emulator.style(x: 0, y: 0) == headerStyle)
        #expect(headerStyle != .plain)
        #expect(
            String(decoding: bytes, as: UTF8.self).contains(
                String(decoding: StyleSequence.change(from: .plain, to: headerStyle), as: UTF8.self)))
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var text = self
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}
