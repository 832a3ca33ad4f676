import ReCursesTesting
import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

/// Selecting text with the mouse: press, drag and release select (in the theme's selection style)
/// and copy to the window's clipboard, which sends it to the terminal as OSC 52; Shift-click
/// extends; a key clears the selection.
@MainActor @Suite struct MouseSelectionTests {
    private static let lines = (1...40).map { "12:00:\($0 < 10 ? "0" : "")\($0) request \($0) served in \($0 * 7) ms" }

    private func mouse(_ events: MouseEvent..., on ui: ViewDriver<some View>) {
        for event in events {
            ui.terminal.mouse(event)
            ui.runUntilIdle()
        }
    }

    private func log(width: Int, height: Int, wraps: Bool = false) -> (LogView, ViewDriver<LogView>) {
        let log = LogView(lines: Self.lines)
        log.wrapsLines = wraps
        return (log, ViewDriver(log, size: Size(width: width, height: height)))
    }

    @Test func aLogViewSelectsByDraggingAndCopiesOnRelease() throws {
        let (log, ui) = log(width: 40, height: 6)
        // Rows show lines 35…40; select from "request" on line 36 on, then drag down into line 37.
        mouse(.press(.left, at: Point(x: 9, y: 1)), .drag(.left, at: Point(x: 20, y: 1)), on: ui)
        #expect(log.selectedText == "request 36 s")
        #expect(ui.style(at: Point(x: 9, y: 1)) == ui.window.theme.selected)
        #expect(ui.style(at: Point(x: 20, y: 1)) == ui.window.theme.selected)
        #expect(ui.style(at: Point(x: 21, y: 1)) != ui.window.theme.selected)
        #expect(ui.window.clipboard.text == nil, "nothing is copied before the release")
        mouse(.drag(.left, at: Point(x: 4, y: 2)), .release(.left, at: Point(x: 4, y: 2)), on: ui)
        #expect(log.selectedText == "request 36 served in 252 ms\n12:00")
        #expect(ui.window.clipboard.text == "request 36 served in 252 ms\n12:00")
        let osc52 = try #require(ui.terminal.systemClipboardBytes.last)
        #expect(String(decoding: osc52, as: UTF8.self).hasPrefix("\u{1B}]52;c;"))
        #expect(ui.style(at: Point(x: 0, y: 2)) == ui.window.theme.selected)

        // Shift-click extends from the same anchor and copies again.
        mouse(.press(.left, at: Point(x: 7, y: 3), modifiers: .shift), .release(.left, at: Point(x: 7, y: 3)), on: ui)
        #expect(log.selectedText == "request 36 served in 252 ms\n12:00:37 request 37 served in 259 ms\n12:00:38")
        #expect(ui.window.clipboard.text == log.selectedText)

        // A key clears the selection (and still does its work).
        ui.press(.up)
        #expect(log.selectedText == nil)
        #expect(ui.style(at: Point(x: 9, y: 2)) != ui.window.theme.selected)
    }

    @Test func aClickAloneSelectsNothingAndTheCopyKeyCopiesAgain() {
        let (log, ui) = log(width: 40, height: 6)
        mouse(.press(.left, at: Point(x: 3, y: 0)), .release(.left, at: Point(x: 3, y: 0)), on: ui)
        #expect(log.selectedText == nil)
        #expect(ui.window.clipboard.text == nil)
        mouse(.press(.left, at: Point(x: 0, y: 0)), .drag(.left, at: Point(x: 7, y: 0)), on: ui)
        #expect(ui.window.clipboard.text == nil)
        ui.press(.alt("w"))
        #expect(ui.window.clipboard.text == "12:00:35")
        #expect(log.selectedText == nil, "copying ends the selection")
    }

    @Test func aWrappedLogJoinsTheRowsOfALine() {
        let (log, ui) = log(width: 20, height: 8, wraps: true)
        mouse(
            .press(.left, at: Point(x: 0, y: 0)), .drag(.left, at: Point(x: 18, y: 1)),
            .release(.left, at: Point(x: 18, y: 1)), on: ui)
        let text = log.selectedText ?? ""
        #expect(!text.contains("\n"), "two rows of one wrapped line: \(text.debugDescription)")
        #expect(text.count > 19)
    }

    @Test func newLinesKeepTheSelectionOnItsText() {
        let (log, ui) = log(width: 40, height: 6)
        ui.press(.home)
        mouse(.press(.left, at: Point(x: 0, y: 0)), .drag(.left, at: Point(x: 7, y: 5)), on: ui)
        #expect(log.selectedText?.hasPrefix("12:00:01 request 1") == true)
        let selected = log.selectedText
        log.append("12:00:41 late line")
        ui.runUntilIdle()
        #expect(log.selectedText == selected)
    }

    @Test(arguments: [
        Size(width: 1, height: 1), Size(width: 2, height: 1), Size(width: 3, height: 2), Size(width: 0, height: 0),
    ])
    func tinyLogViewsSelectWithoutTrouble(size: Size) {
        let (log, ui) = log(width: size.width, height: size.height)
        mouse(
            .press(.left, at: .zero), .drag(.left, at: Point(x: 5, y: 5)), .release(.left, at: Point(x: 5, y: 5)),
            on: ui)
        let difference = RenderConformanceCheck.difference(in: ui.window, terminal: ui.terminal)
        #expect(difference == nil, "\(difference?.report() ?? "")")
        ui.press(.character("x"))
        #expect(log.selectedText == nil)
    }

    @Test func aTextAreaCopiesWhatADragSelected() {
        let area = TextArea(text: "alpha beta\ngamma delta")
        let ui = ViewDriver(area, size: Size(width: 20, height: 4))
        mouse(.press(.left, at: Point(x: 6, y: 0)), .drag(.left, at: Point(x: 5, y: 1)), on: ui)
        #expect(ui.window.clipboard.text == nil)
        mouse(.release(.left, at: Point(x: 5, y: 1)), on: ui)
        #expect(ui.window.clipboard.text == "beta\ngamma")
        #expect(ui.terminal.systemClipboardBytes.count == 1)
        // A click without a drag copies nothing more.
        mouse(.press(.left, at: Point(x: 1, y: 1)), .release(.left, at: Point(x: 1, y: 1)), on: ui)
        #expect(ui.terminal.systemClipboardBytes.count == 1)
    }

    @Test("golden screens of a selection at 80×24 and 40×12")
    func goldens() {
        for size in [Size(width: 80, height: 24), Size(width: 40, height: 12)] {
            let (_, ui) = log(width: size.width, height: size.height, wraps: true)
            mouse(
                .press(.left, at: Point(x: 9, y: 2)), .drag(.left, at: Point(x: 14, y: 5)),
                .release(.left, at: Point(x: 14, y: 5)), on: ui)
            ui.expectScreen(named: "log-view-selection-\(size.width)x\(size.height)")
            let area = TextArea(text: Self.lines.prefix(30).joined(separator: "\n"))
            let editor = ViewDriver(area, size: size)
            mouse(
                .press(.left, at: Point(x: 9, y: 2)), .drag(.left, at: Point(x: 14, y: 5)),
                .release(.left, at: Point(x: 14, y: 5)), on: editor)
            editor.expectScreen(named: "text-area-selection-\(size.width)x\(size.height)")
        }
    }
}
