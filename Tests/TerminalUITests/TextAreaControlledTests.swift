import OpenCombine
import ReCursesTesting
import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

/// A text area bound to a value that a "reducer" owns: each user edit is reported, the reducer
/// decides, and the binder writes its decision back during the event, as a connected store does.
@MainActor @Suite struct TextAreaControlledTests {
    @MainActor final class Owner {
        var text: String
        let reduce: (String, String) -> String
        var cancellable: AnyCancellable?

        init(_ text: String, area: TextArea, reduce: @escaping (String, String) -> String) {
            self.text = text
            self.reduce = reduce
            area.rx.text.on(text)
            cancellable = area.textChanged.sink { [unowned self, unowned area] proposed in
                let reduced = self.reduce(self.text, proposed)
                guard reduced != self.text else { return }
                self.text = reduced
                area.rx.text.on(reduced)
            }
        }
    }

    @Test func aRefusedEditSnapsBackWithCursorAndUndo() {
        let area = TextArea()
        let owner = Owner("ab\ncd", area: area) { old, new in new.contains("1") ? old : new }
        let ui = ViewDriver(area, size: Size(width: 10, height: 3))
        ui.press(.down, .end)
        ui.type("x")
        #expect(area.text == "ab\ncdx" && owner.text == "ab\ncdx")
        ui.type("1")
        #expect(area.text == "ab\ncdx" && area.cursor == TextPosition(line: 1, column: 3))
        #expect(ui.lines == ["ab        ", "cdx       ", "          "])
        ui.press(.ctrl("_"))
        #expect(area.text == "ab\ncd" && owner.text == "ab\ncd")
    }

    @Test func aRewriteKeepsTheCursorLineAndColumnClamped() {
        let area = TextArea()
        let owner = Owner("", area: area) { _, new in new.uppercased() }
        let ui = ViewDriver(area, size: Size(width: 10, height: 3))
        ui.type("ab")
        ui.press(.enter)
        ui.type("cd")
        #expect(area.text == "AB\nCD" && owner.text == "AB\nCD")
        #expect(area.cursor == TextPosition(line: 1, column: 2))
        #expect(ui.cursor.position == Point(x: 2, y: 1))
        area.rx.text.on("X")
        #expect(area.cursor == TextPosition(line: 0, column: 1))
        #expect(ui.lines == ["X         ", "          ", "          "])
    }
}
