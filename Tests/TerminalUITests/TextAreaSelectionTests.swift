import ReCursesTesting
import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

/// Selecting with Shift and the mouse; cut, copy and paste through the window's clipboard, which
/// also sends OSC 52 to the terminal.
@MainActor @Suite struct TextAreaSelectionTests {
    func harness(_ text: String, width: Int = 12, height: Int = 4) -> (TextArea, ViewDriver<TextArea>) {
        let area = TextArea(text: text)
        return (area, ViewDriver(area, size: Size(width: width, height: height)))
    }

    func mouse(_ event: MouseEvent, on ui: ViewDriver<TextArea>) {
        ui.terminal.mouse(event)
        ui.runUntilIdle()
    }

    @Test func shiftArrowsSelectByGraphemeAndRow() {
        let (area, ui) = harness("日本語\n👍🏽e\u{301}x")
        let changes = EventLog(area.selectionChanged)
        ui.press(Key(.right, modifiers: .shift), Key(.right, modifiers: .shift))
        #expect(area.selection == TextAreaSelection(anchor: .start, head: TextPosition(line: 0, column: 2)))
        #expect(area.selectedText == "日本")
        #expect(ui.style(at: Point(x: 0, y: 0)) == ui.window.theme.selected)
        #expect(ui.style(at: Point(x: 4, y: 0)) != ui.window.theme.selected)
        ui.press(Key(.down, modifiers: .shift))
        #expect(area.selectedText == "日本語\n👍🏽e\u{301}x", "column 4 is the end of the second line")
        ui.press(Key(.home, modifiers: .shift))
        #expect(area.selectedText == "日本語\n")
        ui.press(Key(.home, modifiers: [.ctrl, .shift]))
        #expect(area.selection.isEmpty)
        ui.press(Key(.end, modifiers: [.ctrl, .shift]))
        #expect(area.selection.range == TextPosition.start..<area.document.end)
        ui.press(.left)
        #expect(area.selection == TextAreaSelection(cursor: .start), "← collapses a selection to its start")
        ui.press(.alt("a"))
        #expect(area.selectedText == area.text)
        ui.press(.right)
        #expect(area.cursor == area.document.end)
        #expect(changes.count == 9)
    }

    @Test func shiftWordAndPageMovesSelect() {
        let (area, ui) = harness((1...10).map { "word\($0) x" }.joined(separator: "\n"), height: 3)
        ui.press(Key(.right, modifiers: [.ctrl, .shift]))
        #expect(area.selectedText == "word1")
        ui.press(Key(.pageDown, modifiers: .shift))
        #expect(area.selection.head == TextPosition(line: 2, column: 5))
        ui.press(Key(.pageUp, modifiers: .shift), Key(.left, modifiers: [.ctrl, .shift]))
        #expect(area.selection.head == .start)
        #expect(area.selection.anchor == .start)
    }

    @Test func typingReplacesTheSelectionAndBackspaceDeletesIt() {
        let (area, ui) = harness("hello world")
        ui.press(Key(.right, modifiers: [.ctrl, .shift]))
        ui.type("bye")
        #expect(area.text == "bye world")
        ui.press(Key(.end, modifiers: .shift), .backspace)
        #expect(area.text == "bye")
        ui.press(.ctrl("_"))
        #expect(area.text == "bye world")
    }

    @Test func theMouseMovesTheCursorSelectsByDragAndScrollsByWheel() {
        let (area, ui) = harness((1...10).map { "line 日\($0)" }.joined(separator: "\n"), height: 3)
        let changes = EventLog(area.selectionChanged)
        ui.click(at: Point(x: 6, y: 1))
        #expect(area.cursor == TextPosition(line: 1, column: 5), "x 6 is the middle of 日: before it")
        mouse(.press(.left, at: Point(x: 2, y: 0)), on: ui)
        mouse(.drag(.left, at: Point(x: 4, y: 1)), on: ui)
        mouse(.drag(.left, at: Point(x: 3, y: 2)), on: ui)
        mouse(.release(.left, at: Point(x: 3, y: 2)), on: ui)
        #expect(
            area.selection
                == TextAreaSelection(anchor: TextPosition(line: 0, column: 2), head: TextPosition(line: 2, column: 3)))
        #expect(area.selectedText == "ne 日1\nline 日2\nlin")
        mouse(.press(.left, at: Point(x: 0, y: 0), modifiers: .shift), on: ui)
        #expect(
            area.selection == TextAreaSelection(anchor: TextPosition(line: 0, column: 2), head: .start),
            "Shift-click extends from the anchor")
        mouse(.release(.left, at: Point(x: 0, y: 0)), on: ui)
        mouse(.wheelDown(at: Point(x: 0, y: 0)), on: ui)
        #expect(ui.lines.first == "line 日4    ")
        #expect(ui.cursor.position == nil, "the cursor scrolled out of view")
        #expect(area.selection.head == .start)
        mouse(.wheelDown(at: Point(x: 0, y: 0)), on: ui)
        mouse(.wheelDown(at: Point(x: 0, y: 0)), on: ui)
        #expect(ui.lines == ["line 日8    ", "line 日9    ", "line 日10   "], "no further than the last row")
        mouse(.wheelUp(at: Point(x: 0, y: 0)), on: ui)
        #expect(ui.lines.first == "line 日5    ")
        #expect(changes.count == 5, "the wheel moves no cursor")
    }

    @Test func copyCutAndPasteGoThroughTheWindowsClipboardAndOSC52() {
        let (area, ui) = harness("日本 text", width: 20)
        ui.press(Key(.right, modifiers: .shift), Key(.right, modifiers: .shift), .alt("w"))
        #expect(ui.window.clipboard.text == "日本")
        let expected = Array("\u{1B}]52;c;".utf8) + Array("5pel5pys".utf8) + [0x07]
        #expect(ui.terminal.systemClipboardBytes == [expected])
        ui.press(.end)
        ui.press(.ctrl("v"))
        #expect(area.text == "日本 text日本")
        ui.press(Key(.home, modifiers: .shift), .ctrl("x"))
        #expect(area.text == "" && ui.window.clipboard.text == "日本 text日本")
        #expect(ui.terminal.systemClipboardBytes.count == 2)
        ui.press(Key(.insert, modifiers: .shift))
        #expect(area.text == "日本 text日本")
        ui.press(.ctrl("_"))
        #expect(area.text == "", "a paste is one undo step")
        ui.press(.ctrl("y"))
        #expect(area.text == "日本 text日本", "a cut also fills the kill ring")
        ui.window.clipboard.sendsToSystemClipboard = false
        ui.press(.alt("a"), Key(.insert, modifiers: .ctrl))
        #expect(ui.terminal.systemClipboardBytes.count == 2, "switched off: nothing more is sent")
        ui.press(.right, Key(.left, modifiers: .shift), .ctrl("w"))
        #expect(ui.window.clipboard.text == "本", "Ctrl-W with a selection cuts it")
        #expect(area.text == "日本 text日")
    }

    @Test func copyAndCutShowHintsOnlyWithASelectionAndPasteOnlyWithAClip() {
        let (_, ui) = harness("abc")
        func hints() -> [String] { ui.window.hintsForFocusedContext().map { "\($0.displayedKey) \($0.hint)" } }
        #expect(!hints().contains("Alt-W Copy") && !hints().contains("Ctrl-V Paste"))
        ui.press(Key(.right, modifiers: .shift))
        #expect(hints().contains("Alt-W Copy") && hints().contains("Ctrl-X Cut"))
        ui.press(.alt("w"))
        #expect(hints().contains("Ctrl-V Paste"))
    }

    @Test func selectingAtTinySizesNeverCrashes() {
        for size in [Size(width: 0, height: 0), Size(width: 1, height: 1), Size(width: 2, height: 2)] {
            let (area, ui) = harness("日本\n👍🏽")
            ui.resize(size)
            ui.press(Key(.down, modifiers: .shift), .alt("a"), .alt("w"), .ctrl("x"), .ctrl("v"))
            mouse(.press(.left, at: Point(x: 0, y: 0)), on: ui)
            mouse(.drag(.left, at: Point(x: 1, y: 1)), on: ui)
            mouse(.wheelDown(at: Point(x: 0, y: 0)), on: ui)
            #expect(ui.lines.count == size.height)
            #expect(area.text == "日本\n👍🏽")
        }
    }
}
