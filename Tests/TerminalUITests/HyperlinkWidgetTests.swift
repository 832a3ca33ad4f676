import ReCursesTesting
import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

/// Links (OSC 8) on a label, list and table cells and Markdown links: the cells carry the URL, the
/// terminal's bytes wrap the text in OSC 8, and the link survives the selection highlight.
@MainActor @Suite struct HyperlinkWidgetTests {
    private static let url = "https://example.com/docs"

    private func bytes(_ terminal: FakeTerminal) -> String {
        String(decoding: terminal.lastFrameBytes, as: UTF8.self)
    }

    private func start(_ url: String) -> String { "\u{1B}]8;;\(url)\u{1B}\\" }
    private let end = "\u{1B}]8;;\u{1B}\\"

    @Test func aLabelWithALinkWritesItsTextAsALink() {
        let label = Label("Docs")
        label.link = Self.url
        let ui = ViewDriver(label, size: Size(width: 10, height: 1))
        #expect(ui.lines[0].hasPrefix("Docs"))
        #expect(ui.style(at: Point(x: 0, y: 0)).link?.url == Self.url)
        #expect(ui.style(at: Point(x: 3, y: 0)).link?.url == Self.url)
        #expect(ui.style(at: Point(x: 4, y: 0)).link == nil)
        #expect(bytes(ui.terminal).contains(start(Self.url) + "Docs" + end))

        label.link = nil
        ui.runUntilIdle()
        #expect(ui.style(at: Point(x: 0, y: 0)).link == nil)
        #expect(ui.terminal.lastPresentedRuns.map(\.text) == ["Docs"], "only the link changed: the text is sent again")
        #expect(!bytes(ui.terminal).contains("\u{1B}]8;;h"))
    }

    @Test func listCellsCarryTheirLinksOnSelectedRowsToo() {
        let people = [Person(id: 1, name: "one"), Person(id: 2, name: "two")]
        let list = ListView<Person>(sections: [ListSection(items: people)]) { person, _ in
            ListCell(spans: [
                ListCell.Span("\(person.name) "), ListCell.Span("docs", link: "https://x.example/\(person.name)"),
            ])
        }
        let ui = ViewDriver(list, size: Size(width: 12, height: 2))
        // Row 0 is selected (and focused), row 1 is not.
        #expect(ui.lines[0].hasPrefix("one docs") && ui.lines[1].hasPrefix("two docs"))
        #expect(ui.style(at: Point(x: 4, y: 0)).link?.url == "https://x.example/one")
        #expect(ui.style(at: Point(x: 0, y: 0)).link == nil)
        #expect(ui.style(at: Point(x: 5, y: 1)).link?.url == "https://x.example/two")
        #expect(ui.style(at: Point(x: 4, y: 0)).background == ui.style(at: Point(x: 0, y: 0)).background)
    }

    @Test func tableCellsCarryTheirLinks() {
        let columns = [
            DataTableColumn<City>("City", width: .fixed(10), text: \.name),
            DataTableColumn<City>("Wiki", width: .fixed(6)) { city in
                DataTableCell("wiki", link: "https://en.wikipedia.org/wiki/\(city.name)")
            },
        ]
        let table = DataTable(columns: columns, rows: Array(Cities.all.prefix(2)))
        let ui = ViewDriver(table, size: Size(width: 20, height: 4))
        let row = ui.lines.firstIndex { $0.contains("Delhi") } ?? -1
        let linked = (0..<20).filter { ui.style(at: Point(x: $0, y: row)).link != nil }
        #expect(linked.count == 4, "\(ui.lines)")
        #expect(ui.style(at: Point(x: linked.first ?? 0, y: row)).link?.url == "https://en.wikipedia.org/wiki/Delhi")
        #expect(ui.style(at: Point(x: 0, y: row)).link == nil)
    }

    @Test func markdownLinksAreTerminalLinks() {
        let view = MarkdownView("See [the docs](https://example.com/docs) and <https://example.com/b>.")
        let ui = ViewDriver(view, size: Size(width: 50, height: 2))
        #expect(ui.lines[0].hasPrefix("See the docs and https://example.com/b."))
        #expect(ui.style(at: Point(x: 4, y: 0)).link?.url == "https://example.com/docs")
        #expect(ui.style(at: Point(x: 11, y: 0)).link?.url == "https://example.com/docs")
        #expect(ui.style(at: Point(x: 13, y: 0)).link == nil)
        #expect(ui.style(at: Point(x: 17, y: 0)).link?.url == "https://example.com/b")
        #expect(bytes(ui.terminal).contains(start("https://example.com/docs") + "the docs"))
    }

    @Test func aHostileURLCannotBreakTheStream() {
        let label = Label("x")
        label.link = "https://a/\u{1B}]52;c;AAAA\u{7}\u{1B}[2J"
        let ui = ViewDriver(label, size: Size(width: 4, height: 1))
        let written = bytes(ui.terminal)
        #expect(!written.contains("\u{1B}[2J"))
        #expect(!written.contains("\u{1B}]52"))
        #expect(written.contains(start("https://a/%1B]52;c;AAAA%07%1B[2J") + "x" + end))
    }

    @Test func linkedScreensConformAsTheyChange() {
        let label = Label("Docs")
        let ui = ViewDriver(label, size: Size(width: 10, height: 2))
        for link in ["https://a", nil, "https://b", "https://b", nil] {
            label.link = link
            ui.runUntilIdle()
            let difference = RenderConformanceCheck.difference(in: ui.window, terminal: ui.terminal)
            #expect(difference == nil, "\(difference?.report() ?? "")")
            #expect(ui.style(at: .zero).link?.url == link)
        }
    }
}
