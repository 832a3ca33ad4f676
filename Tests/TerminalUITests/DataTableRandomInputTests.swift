import ReCursesTesting
import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

/// Long seeded random sessions on a `DataTable`: keys, clicks, the wheel, binder values, new rows and
/// columns, modes and resizes. Nothing may crash, the cursor stays on a row that exists, and every
/// incremental frame (two-row redraws, rows redrawn after a replacement) equals a full redraw.
@MainActor @Suite struct DataTableRandomInputTests {
    typealias Seeded = WidgetRandomInputTests.Seeded

    static let names = ["Oslo", "漢字の町", "👩‍💻 Hub", "Zürich", "a", "", "Reykjavík Harbour District"]

    static func randomSections(_ random: inout Seeded) -> [ListSection<City>] {
        var used = Set<Int>()
        return (0..<random.next(4)).map { section in
            let rows = (0..<random.next(12)).compactMap { _ -> City? in
                let id = random.next(40)
                guard used.insert(id).inserted else { return nil }
                return City(id: id, name: random.pick(names), country: "C\(id % 3)", population: random.next(500))
            }
            return ListSection(title: random.next(2) == 0 ? nil : "Part \(section)", items: rows)
        }
    }

    static func randomColumns(_ random: inout Seeded) -> [DataTableColumn<City>] {
        let widths: [DataTableColumnWidth] = [.fixed(4), .fraction(0.5), .fit(), .fit(min: 3, max: 6), .fraction(1)]
        let alignments: [DataTableColumnAlignment] = [.leading, .center, .trailing]
        return (0..<1 + random.next(4)).map { index in
            DataTableColumn<City>(
                "Col \(index)", width: random.pick(widths), alignment: random.pick(alignments),
                isSortable: random.next(2) == 0
            ) { "\($0.name) \($0.population)" }
        }
    }

    /// Every cell on the terminal.
    static func cells(_ ui: ViewDriver<DataTable<City>>) -> [[Cell]] {
        let size = ui.terminal.size
        return (0..<size.height).map { y in (0..<size.width).map { ui.terminal.cell(at: Point(x: $0, y: y)) } }
    }

    @Test(arguments: [11, 12, 13] as [UInt64])
    func incrementalFramesMatchAFullRedraw(seed: UInt64) {
        var random = Seeded(state: seed)
        let table = DataTable(columns: Self.randomColumns(&random), sections: Self.randomSections(&random))
        table.sortsRowsLocally = seed == 12
        let ui = ViewDriver(table, size: Size(width: 24, height: 8))
        let keys: [Key] = [
            .up, .down, .left, .right, .pageUp, .pageDown, .home, .end, Key(.home, modifiers: .ctrl),
            Key(.end, modifiers: .ctrl), .enter, .character(" "), .character("s"), .character("o"), .character("z"),
        ]
        for _ in 0..<600 {
            switch random.next(12) {
            case 0: table.rx.sections.on(Self.randomSections(&random))
            case 1: ui.resize(Size(width: random.next(30), height: random.next(10)))
            case 2: table.rx.selection.on(random.next(3) == 0 ? nil : random.next(40))
            case 3: table.rx.columns.on(Self.randomColumns(&random))
            case 4: table.isCellCursorEnabled.toggle()
            case 5: table.allowsMultipleSelection.toggle()
            case 6: table.fixedColumnCount = random.next(3)
            case 7: ui.click(at: Point(x: random.next(30), y: random.next(10)))
            case 8:
                let point = Point(x: random.next(30), y: random.next(10))
                ui.window.dispatch(
                    .mouse(random.pick([.wheelUp(at: point), .wheelDown(at: point), .wheelRight(at: point)])))
            default: ui.press(random.pick(keys))
            }
            let draws = table.drawCount
            ui.runUntilIdle()
            if let index = table.model.selectedIndex { #expect(index < table.model.itemCount) }
            if table.drawCount > draws { #expect(table.renderedRowCount <= max(0, ui.window.size.height - 1)) }
            #expect(table.scrollRow >= 0 && table.firstScrolledColumn >= table.columnLayout.fixedCount)
            let incremental = Self.cells(ui)
            ui.window.invalidateAll()
            ui.runUntilIdle()
            let matches = Self.cells(ui) == incremental
            #expect(matches, "an incremental frame differs from a full redraw")
        }
    }
}
