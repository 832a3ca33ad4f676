import ReCursesTesting
import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

/// Links and mouse selections: lists whose cells carry links that change with their rows, and a log
/// whose text is selected with the mouse while lines arrive and it scrolls; every frame equals a
/// fresh full draw, links included.
@MainActor @Suite struct LinkConformanceTests {
    @Test func aListOfLinkedCellsConforms() {
        ConformanceBudget.check(
            RenderConformanceRun(
                "ListView with links", size: Size(width: 24, height: 8),
                actions: ListConformanceTests.actions(ListView.self)
            ) {
                ListView<Person> { person, _ in
                    let link = person.id % 3 == 0 ? nil : "https://example.com/\(person.id % 5)"
                    return ListCell(spans: [ListCell.Span("\(person.id % 5) "), ListCell.Span(person.name, link: link)])
                }
            })
    }

    @Test func aLogViewWithMouseSelectionsConforms() {
        let actions: [ConformanceAction<LogView>] = [
            .press([.up, .down, .pageUp, .pageDown, .home, .end, .alt("w"), .character("x")], weight: 2),
            .resize(upTo: Size(width: 30, height: 10)),
            ConformanceAction(weight: 3) { context in
                let size = context.driver.terminal.size
                let point = Point(x: context.int(in: -1...size.width), y: context.int(in: -1...size.height))
                let event: MouseEvent =
                    switch context.int(below: 4) {
                    case 0: .press(.left, at: point, modifiers: context.chance(oneIn: 3) ? .shift : [])
                    case 1, 2: .drag(.left, at: point)
                    default: .release(.left, at: point)
                    }
                context.driver.terminal.mouse(event)
                context.driver.runUntilIdle()
                return "mouse \(event)"
            },
            ConformanceAction(weight: 2) { context in
                let lines = (0..<context.int(in: 1...3)).map { _ in context.text(maxLength: 30) }
                context.view.append(contentsOf: lines)
                return "append \(lines)"
            },
            ConformanceAction { context in
                context.view.wrapsLines.toggle()
                context.view.maximumLineCount = context.chance(oneIn: 2) ? nil : context.int(in: 1...12)
                return
                    "wrapsLines = \(context.view.wrapsLines), maximumLineCount = \(String(describing: context.view.maximumLineCount))"
            },
        ]
        ConformanceBudget.check(
            RenderConformanceRun("LogView with selections", size: Size(width: 24, height: 8), actions: actions) {
                LogView(lines: (1...12).map { "line \($0) of the log" })
            })
    }
}
