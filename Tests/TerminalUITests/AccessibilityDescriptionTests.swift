import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

/// Every widget says what it is to someone who does not read the screen: a role, its label, value,
/// state and position, read as one plain line with no glyph of its drawing.
@MainActor
struct AccessibilityDescriptionTests {
    private struct Shop: Identifiable {
        let id: Int
        let name: String
        let kind: String
    }

    private let shops = [
        Shop(id: 1, name: "Anna's", kind: "Food"), Shop(id: 2, name: "Bob's", kind: "Tools"),
        Shop(id: 3, name: "Zoë's", kind: "Books"),
    ]

    /// One of each widget, in a state worth describing, and the line it should be read as.
    private func everyWidget() -> [(View, String)] {
        let list = ListView(sections: [ListSection(items: shops)]) { $0.name }
        list.selectedID = 3
        let grid = GridView(sections: [ListSection(items: shops)]) { $0.name }
        grid.selectedID = 2
        let table = DataTable(
            columns: [DataTableColumn<Shop>("Name") { $0.name }, DataTableColumn<Shop>("Kind") { $0.kind }],
            rows: shops)
        table.selectedID = 3
        let tree = TreeView(roots: [TreeItem.folder("Fruit", files: ["Apple", "Pear"])], children: { $0.children }) {
            $0.name
        }
        tree.selectedID = "Fruit"
        let select = Select(options: [SelectOption("Small", value: 1), SelectOption("Large", value: 2)], value: 2)
        let disabled = Button("Delete")
        disabled.isEnabled = false
        let tabs = TabView(tabs: [TabItem("One") { View() }, TabItem("Two") { View() }], selectedIndex: 1)
        let secret = TextField(text: "hunter2")
        secret.isSecure = true
        return [
            (list, "List, item 3 of 3: Zoë's"),
            (grid, "List, item 2 of 3: Bob's"),
            (table, "Table, row 3 of 3: Name Zoë's, Kind Books"),
            (tree, "Tree, collapsed, row 1 of 1, level 1: Fruit"),
            (TextField(text: "Ada"), "Text field: Ada"),
            (secret, "Password field: 7 characters"),
            (TextArea(text: "one\ntwo"), "Text area, line 1 of 2: one"),
            (Button("Save"), "Save button"),
            (disabled, "Delete button, disabled"),
            (Switch("Wi-Fi", isOn: true), "Wi-Fi switch, checked: on"),
            (SegmentedControl(segments: ["Day", "Week"], selectedSegmentIndex: 1), "Choice, option 2 of 2: Week"),
            (select, "Select, option 2 of 2: Large"),
            (tabs, "Tabs, tab 2 of 2: Two"),
            (Stepper(value: 3), "Stepper: 3"),
            (Slider(value: 40), "Slider: 40"),
            (Label("Hello"), "Text: Hello"),
            (ProgressBar(progress: 0.5), "Progress bar: 50%"),
            (ActivityIndicator(title: "Loading", isAnimating: true), "Loading activity: busy"),
            (Sparkline(values: [1, 5, 3]), "Sparkline: latest 3, lowest 1, highest 5"),
            (BarChart(bars: [BarChart.Bar("Mon", value: 2)]), "Bar chart: Mon 2"),
            (LogView(lines: ["started", "done"]), "Log, line 2 of 2: done"),
            (MarkdownView("# Title\nText"), "Document: # Title"),
            (Panel(title: "Shops", View()), "Shops panel"),
            (Form(rows: [FormRow("Name", TextField())]), "Form"),
            (
                Wizard(steps: [WizardStep("First", content: View()), WizardStep("Second", content: View())]),
                "Wizard: Step 1 of 2 · First"
            ),
            (StatusBar(message: "Saved"), "Status bar: Saved"),
            (MenuBar(menus: [Menu("File", items: []), Menu("Edit", items: [])]), "Menu bar: File, Edit"),
        ]
    }

    @Test func everyWidgetIsReadAsOnePlainLine() {
        for (view, expected) in everyWidget() {
            let window = Window(size: Size(width: 40, height: 8), content: view)
            window.render()
            let lines = view.accessibilityDescription.spokenLines
            #expect(lines.first == expected, "\(type(of: view))")
            for line in lines {
                #expect(!line.contains { "│─┌┐└┘█▁▂▃▄▅▆▇⠋⠙▸▾".contains($0) }, "no drawing glyphs: \(line)")
            }
        }
    }

    @Test func theKeyHelpIsReadAsLines() {
        let view = KeyHelpView(sections: [
            KeyHelpSection(title: "List", entries: [KeyHelpEntry("↑ ↓", "Move"), KeyHelpEntry("Enter", "Open")])
        ])
        #expect(view.accessibilityDescription.spokenLines == ["Key help", "List", "↑ ↓: Move", "Enter: Open"])
    }

    @Test func aViewOfYourOwnSaysNothingUntilItDescribesItself() {
        #expect(View().accessibilityDescription.spokenLines.isEmpty)
        let description = AccessibilityDescription(
            role: "table", label: "Shops", value: "Zoë's, Books", states: ["selected"], position: "row 3 of 12")
        #expect(description.spokenLines == ["Shops table, selected, row 3 of 12: Zoë's, Books"])
        #expect(AccessibilityDescription.position("row", index: 2, count: 12) == "row 3 of 12")
        #expect(AccessibilityDescription.position("row", index: nil, count: 12) == nil)
    }
}
