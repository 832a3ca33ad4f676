import ReCursesTesting
import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

/// Lists and grids: rows shrunk, grown, replaced, reordered and split into sections, text of every
/// class, selection, marks, keys and resizes; every frame equals a fresh full draw.
@MainActor @Suite struct ListConformanceTests {
    /// Random sections of people with unique ids drawn from `context` (sometimes none).
    static func sections(_ context: ConformanceContext<some View>) -> [ListSection<Person>] {
        var ids = context.shuffled(Array(0..<40))
        return (0..<context.int(in: 0...3)).map { index in
            let count = min(ids.count, context.int(in: 0...9))
            let items = ids.prefix(count).map { Person(id: $0, name: context.text(maxLength: 14)) }
            ids.removeFirst(count)
            return ListSection(title: context.chance(oneIn: 2) ? nil : context.text(maxLength: 10), items: items)
        }
    }

    static let keys: [Key] = [
        .up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .enter, .character(" "), .character("p"),
        .character("漢"), .tab,
    ]

    static func actions<List: ListView<Person>>(_ type: List.Type) -> [ConformanceAction<List>] {
        [
            .press(keys, weight: 6),
            .resize(upTo: Size(width: 30, height: 10)),
            ConformanceAction(weight: 2) { context in
                let sections = Self.sections(context)
                context.view.sections = sections
                return "sections = \(sections.map { "\($0.title ?? "nil"): \($0.items.map(\.id))" })"
            },
            ConformanceAction(weight: 2) { context in
                var items = context.view.items
                switch context.int(below: 4) {
                case 0: items = Array(items.dropFirst(context.int(in: 1...3)))
                case 1: items = Array(items.dropLast(context.int(in: 1...3)))
                case 2: items = context.shuffled(items)
                default:
                    let used = Set(items.map(\.id))
                    items += (40..<60).filter { !used.contains($0) }.prefix(context.int(in: 1...4))
                        .map { Person(id: $0, name: context.text(maxLength: 12)) }
                }
                context.view.items = items
                return "items = \(items.map(\.id))"
            },
            ConformanceAction { context in
                let id = context.chance(oneIn: 4) ? nil : context.int(below: 60)
                context.view.selectedID = id
                return "selectedID = \(id.map(String.init) ?? "nil")"
            },
            ConformanceAction { context in
                let marks = Set((0..<context.int(in: 0...4)).map { _ in context.int(below: 60) })
                context.view.allowsMultipleSelection = context.chance(oneIn: 3) ? false : true
                context.view.markedIDs = marks
                return "multiple \(context.view.allowsMultipleSelection), markedIDs = \(marks.sorted())"
            },
            ConformanceAction { context in
                context.view.isEnabled.toggle()
                return "isEnabled = \(context.view.isEnabled)"
            },
            ConformanceAction { context in
                context.view.showsScrollIndicator.toggle()
                context.view.emptyText = context.text(maxLength: 8)
                return
                    "showsScrollIndicator = \(context.view.showsScrollIndicator), emptyText = \(context.view.emptyText)"
            },
        ]
    }

    @Test func aListConforms() {
        ConformanceBudget.check(
            RenderConformanceRun("ListView", size: Size(width: 24, height: 8), actions: Self.actions(ListView.self)) {
                ListView<Person> { $0.name }
            })
    }

    @Test func aGridConforms() {
        var actions = Self.actions(GridView<Person>.self)
        actions.append(
            ConformanceAction { context in
                context.view.cellWidth = context.int(in: 1...8)
                context.view.spacing = context.int(in: 0...2)
                return "cellWidth = \(context.view.cellWidth), spacing = \(context.view.spacing)"
            })
        ConformanceBudget.check(
            RenderConformanceRun("GridView", size: Size(width: 24, height: 8), actions: actions) {
                GridView<Person>(cellWidth: 6) { $0.name }
            })
    }
}
