import ReCursesTesting
import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

/// Type-to-search against the keys of the responders after a list, and a selection that arrives
/// before its row.
@MainActor @Suite struct ListOuterBindingTests {
    static let removeItem = Command("removeItem")

    func makeList(width: Int = 12, height: Int = 6) -> (ListView<Person>, ViewDriver<ListView<Person>>) {
        let names = ["apple", "banana", "date", "dill"]
        let list = ListView(sections: [
            ListSection(items: names.enumerated().map { Person(id: $0.offset, name: $0.element) })
        ]) {
            $0.name
        }
        return (list, ViewDriver(list, size: Size(width: width, height: height)))
    }

    @Test func aKeyAnOuterResponderBindsReachesIt() {
        let (list, ui) = makeList()
        var removed = 0
        ui.window.keyBindings.append(KeyBinding(.character("d"), Self.removeItem, hint: "Delete"))
        ui.window.addCommand(Self.removeItem) { removed += 1 }
        list.selectedID = 0
        ui.press(.character("d"))
        #expect(removed == 1)
        #expect(list.selectedID == 0)
        #expect(ui.window.hintsForFocusedContext().contains { $0.command == Self.removeItem })
        ui.press(.character("b"))
        #expect(list.selectedID == 1)
        #expect(removed == 1)
    }

    @Test func aDisabledOuterCommandLeavesTheKeyToTheSearch() {
        let (list, ui) = makeList()
        ui.window.keyBindings.append(KeyBinding(.character("d"), Self.removeItem, hint: "Delete"))
        ui.window.addCommand(Self.removeItem, isEnabled: { false }) {}
        ui.press(.character("d"))
        #expect(list.selectedID == 2)
        #expect(!ui.window.hintsForFocusedContext().contains { $0.command == Self.removeItem })
    }

    @Test func aSelectionWaitsForItsRow() {
        let (list, ui) = makeList()
        list.selectedID = 7
        #expect(list.selectedID == nil)
        #expect(list.pendingSelectionID == 7)
        list.items = list.items + [Person(id: 7, name: "fig")]
        #expect(list.selectedID == 7)
        #expect(list.pendingSelectionID == nil)
        #expect(ui.style(at: Point(x: 0, y: 4)) == Theme.default.focused)
    }

    @Test func anotherSelectionReplacesThePendingOne() {
        let (list, ui) = makeList()
        list.selectedID = 7
        ui.press(.down)
        #expect(list.pendingSelectionID == nil)
        let selected = list.selectedID
        list.items = list.items + [Person(id: 7, name: "fig")]
        #expect(list.selectedID == selected)
        list.selectedID = 8
        list.selectedID = nil
        list.items = list.items + [Person(id: 8, name: "grape")]
        #expect(list.selectedID == nil)
    }

    @Test func tinySizes() {
        for side in 0...2 {
            let (list, ui) = makeList(width: side, height: side)
            ui.window.keyBindings.append(KeyBinding(.character("d"), Self.removeItem))
            var removed = 0
            ui.window.addCommand(Self.removeItem) { removed += 1 }
            list.selectedID = 9
            ui.press(.character("d"))
            list.items = [Person(id: 9, name: "kiwi")]
            #expect(removed == 1)
            #expect(list.selectedID == 9)
            #expect(ui.lines.count == side)
        }
    }
}
