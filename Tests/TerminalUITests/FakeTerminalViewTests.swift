import ReCursesTesting
import Testing
@testable import TerminalUI

/// Views driven end to end through a started `FakeTerminal`.
@MainActor
struct FakeTerminalViewTests {
    @Test func keystrokesReachWidgetsAndOnlyChangedCellsAreWritten() throws {
        let wifi = Switch("Wifi")
        let progress = ProgressBar(progress: 0.5)
        let stack = VStack([wifi, progress])
        stack.add(StatusBar(), sizing: .fixed(1))
        let harness = try TerminalHarness(size: Size(width: 12, height: 3), content: stack)
        #expect(harness.terminal.lines == ["[ ] Wifi    ", "██████░░░░░░", " Space Togg…"])
        harness.terminal.resetCounters()
        harness.terminal.press(.character(" "))
        #expect(harness.terminal.line(0) == "[x] Wifi    ")
        #expect(harness.terminal.cellsWritten == 1)
    }

    @Test func resizeRedrawsAtTheNewSize() throws {
        let label = Label("Hello world", alignment: .center)
        let harness = try TerminalHarness(size: Size(width: 13, height: 1), content: label)
        #expect(harness.terminal.lines == [" Hello world "])
        harness.terminal.resize(to: Size(width: 5, height: 1))
        #expect(harness.terminal.lines == ["Hell…"])
        harness.terminal.resize(to: Size(width: 0, height: 0))
        #expect(harness.terminal.lines == [])
    }

    @Test func theCursorIsHiddenWithoutAFocusedTextPosition() throws {
        let harness = try TerminalHarness(size: Size(width: 6, height: 1), content: Button("OK"))
        #expect(harness.terminal.cursor == .hidden)
    }
}
