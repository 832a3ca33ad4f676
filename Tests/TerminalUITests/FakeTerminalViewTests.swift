import ReCursesTesting
import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

/// Views driven end to end on a `FakeTerminal` by a `ViewDriver`.
@MainActor
struct FakeTerminalViewTests {
    @Test func keystrokesReachWidgetsAndOnlyChangedCellsAreWritten() {
        let wifi = Switch("Wifi")
        let progress = ProgressBar(progress: 0.5)
        let stack = VStack([wifi, progress])
        stack.add(StatusBar(), sizing: .fixed(1))
        let driver = ViewDriver(stack, size: Size(width: 12, height: 3))
        #expect(driver.lines == ["[ ] Wifi    ", "██████░░░░░░", " Space Togg…"])
        driver.terminal.resetCounters()
        driver.press(.character(" "))
        #expect(driver.terminal.line(0) == "[x] Wifi    ")
        #expect(driver.terminal.cellsWritten == 1)
    }

    @Test func resizeRedrawsAtTheNewSize() {
        let label = Label("Hello world", alignment: .center)
        let driver = ViewDriver(label, size: Size(width: 13, height: 1))
        #expect(driver.lines == [" Hello world "])
        driver.resize(Size(width: 5, height: 1))
        #expect(driver.lines == ["Hell…"])
        driver.resize(Size(width: 0, height: 0))
        #expect(driver.lines == [])
    }

    @Test func theCursorIsHiddenWithoutAFocusedTextPosition() {
        let driver = ViewDriver(Button("OK"), size: Size(width: 6, height: 1))
        #expect(!driver.cursor.isVisible)
        #expect(driver.cursor == CursorState(restingPosition: .zero), "hidden, resting on the focused button")
    }
}
