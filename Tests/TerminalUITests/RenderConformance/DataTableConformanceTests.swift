import ReCursesTesting
import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

/// Data tables: rows shrunk, grown, replaced and reordered, sections, columns, sorting, the cell
/// cursor, marks, keys and resizes; every frame equals a fresh full draw.
@MainActor @Suite struct DataTableConformanceTests {
    static func city(_ id: Int, _ context: ConformanceContext<DataTable<City>>) -> City {
        City(
            id: id, name: context.text(maxLength: 10), country: context.text(maxLength: 6),
            population: context.int(below: 100_000))
    }

    static func columns(_ context: ConformanceContext<DataTable<City>>) -> [DataTableColumn<City>] {
        let widths: [DataTableColumnWidth] = [.fixed(4), .fraction(0.5), .fit(), .fit(min: 3, max: 6), .fraction(1)]
        let alignments: [DataTableColumnAlignment] = [.leading, .center, .trailing]
        let texts: [(City) -> String] = [\.name, \.country, { "\($0.population)" }, { "\($0.name) \($0.id)" }]
        return (0..<context.int(in: 1...4)).map { index in
            DataTableColumn<City>(
                "Col \(index)", width: context.pick(widths), alignment: context.pick(alignments),
                isSortable: context.chance(oneIn: 2), text: context.pick(texts))
        }
    }

    static let keys: [Key] = [
        .up, .down, .left, .right, .pageUp, .pageDown, .home, .end, Key(.home, modifiers: .ctrl),
        Key(.end, modifiers: .ctrl), .enter, .character(" "), .character("s"), .character("o"), .tab,
    ]

    static let actions: [ConformanceAction<DataTable<City>>] = [
        .press(keys, weight: 6),
        .resize(upTo: Size(width: 34, height: 10)),
        ConformanceAction(weight: 3) { context in
            var rows = context.view.rows
            switch context.int(below: 5) {
            case 0: rows = Array(rows.dropFirst(context.int(in: 1...3)))
            case 1: rows = Array(rows.dropLast(context.int(in: 1...3)))
            case 2: rows = context.shuffled(rows)
            case 3:
                if !rows.isEmpty { rows[context.int(below: rows.count)] = city(rows[0].id, context) }
            default:
                let used = Set(rows.map(\.id))
                rows += (0..<40).filter { !used.contains($0) }.prefix(context.int(in: 1...5)).map { city($0, context) }
            }
            if Set(rows.map(\.id)).count != rows.count { rows = Array(rows.dropFirst()) }
            context.view.rows = rows
            return "rows = \(rows.map(\.id))"
        },
        ConformanceAction { context in
            var ids = context.shuffled(Array(0..<40))
            let sections = (0..<context.int(in: 0...3)).map { index in
                let count = min(ids.count, context.int(in: 0...6))
                let rows = ids.prefix(count).map { city($0, context) }
                ids.removeFirst(count)
                return ListSection(title: context.chance(oneIn: 2) ? nil : "Part \(index)", items: rows)
            }
            context.view.sections = sections
            return "sections = \(sections.map { $0.items.map(\.id) })"
        },
        ConformanceAction { context in
            context.view.columns = columns(context)
            return "columns = \(context.view.columns.map(\.width))"
        },
        ConformanceAction { context in
            let id = context.chance(oneIn: 4) ? nil : context.int(below: 40)
            context.view.selectedID = id
            return "selectedID = \(id.map(String.init) ?? "nil")"
        },
        ConformanceAction { context in
            switch context.int(below: 4) {
            case 0: context.view.isCellCursorEnabled.toggle()
            case 1: context.view.allowsMultipleSelection.toggle()
            case 2: context.view.fixedColumnCount = context.int(in: 0...2)
            default: context.view.markedIDs = Set((0..<context.int(in: 0...4)).map { _ in context.int(below: 40) })
            }
            return "cursor \(context.view.isCellCursorEnabled), multiple \(context.view.allowsMultipleSelection), "
                + "fixed \(context.view.fixedColumnCount), marked \(context.view.markedIDs.sorted())"
        },
    ]

    @Test func aDataTableConforms() {
        ConformanceBudget.check(
            RenderConformanceRun("DataTable", size: Size(width: 34, height: 8), actions: Self.actions) {
                DataTable(columns: Cities.columns, rows: Cities.all)
            })
    }
}
