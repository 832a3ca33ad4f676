import ReCursesTesting
import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

/// Under `Theme.monochrome` (NO_COLOR) the focused or selected part of each input widget must still
/// stand out by attributes alone.
@MainActor @Suite struct WidgetMonochromeTests {
    @Test func focusedPartsAreReversed() {
        let field = ViewDriver(TextField(text: "abc"), size: Size(width: 5, height: 1), theme: .monochrome)
        #expect(field.style(at: Point(x: 4, y: 0)).attributes.contains(.reverse))

        let stepper = ViewDriver(Stepper(value: 3), size: Size(width: 10, height: 1), theme: .monochrome)
        #expect(stepper.style(at: Point(x: 4, y: 0)).attributes.contains(.reverse))

        let segments = ViewDriver(
            SegmentedControl(segments: ["a", "b"], selectedSegmentIndex: 1),
            size: Size(width: 7, height: 1), theme: .monochrome)
        #expect(segments.style(at: Point(x: 4, y: 0)).attributes.contains(.reverse))
        #expect(!segments.style(at: Point(x: 0, y: 0)).attributes.contains(.reverse))

        let list = ListView(sections: [ListSection(items: [Person(id: 1, name: "x"), Person(id: 2, name: "y")])]) {
            $0.name
        }
        list.selectedID = 2
        let ui = ViewDriver(list, size: Size(width: 3, height: 2), theme: .monochrome)
        #expect(ui.style(at: Point(x: 0, y: 1)).attributes.contains(.reverse))
        #expect(!ui.style(at: Point(x: 0, y: 0)).attributes.contains(.reverse))
    }

    @Test func unfocusedSelectionIsStillMarked() {
        let list = ListView(sections: [ListSection(items: [Person(id: 1, name: "x")])]) { $0.name }
        list.selectedID = 1
        let field = TextField()
        let window = Window(
            size: Size(width: 3, height: 2), theme: .monochrome, content: VStack(spacing: 0, [list, field]))
        window.render()
        _ = field.becomeFocused()
        window.render()
        #expect(list.isFocused == false)
        #expect(window.currentFrame[x: 0, y: 0].style == Theme.monochrome.selected)
    }
}

@MainActor @Suite struct WidgetFocusWithoutSelectionTests {
    @Test func focusIsVisibleWithNothingSelected() {
        let control = ViewDriver(SegmentedControl(segments: ["a", "b"]), size: Size(width: 7, height: 1))
        #expect(control.style(at: Point(x: 1, y: 0)).attributes.contains(.underline))

        let list = ListView(sections: [
            ListSection(title: "T", items: [Person(id: 1, name: "x"), Person(id: 2, name: "y")])
        ]) {
            $0.name
        }
        let ui = ViewDriver(list, size: Size(width: 3, height: 3))
        #expect(ui.style(at: Point(x: 0, y: 1)).attributes.contains(.underline))
        #expect(!ui.style(at: Point(x: 0, y: 2)).attributes.contains(.underline))
        ui.press(.down)
        #expect(!ui.style(at: Point(x: 0, y: 1)).attributes.contains(.underline))
        #expect(ui.style(at: Point(x: 0, y: 1)) == Theme.default.focused)
    }
}
