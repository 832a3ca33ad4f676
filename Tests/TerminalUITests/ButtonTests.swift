import OpenCombine
import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

@MainActor
struct ButtonTests {
    private func makeWindow() -> (Window, Button, Button) {
        let ok = Button("OK")
        let cancel = Button("Cancel")
        let window = Window(size: Size(width: 20, height: 1), content: HStack(spacing: 1, [ok, cancel]))
        window.render()
        return (window, ok, cancel)
    }

    @Test func drawsBracketsAndMarksFocus() {
        let (window, ok, _) = makeWindow()
        #expect(window.currentFrame.lines == ["[ OK ] [ Cancel ]   "])
        #expect(ok.isFocused)
        #expect(window.currentFrame[x: 0, y: 0].style == Theme.default.focused)
        #expect(window.currentFrame[x: 7, y: 0].style == Theme.default.normal)
        window.dispatch(.key(.tab))
        window.render()
        #expect(window.currentFrame[x: 0, y: 0].style == Theme.default.normal)
        #expect(window.currentFrame[x: 7, y: 0].style == Theme.default.focused)
    }

    @Test func monochromeFocusIsReversed() {
        let window = Window(size: Size(width: 6, height: 1), theme: .monochrome, content: Button("OK"))
        window.render()
        #expect(window.currentFrame[x: 2, y: 0].style.attributes.contains(.reverse))
    }

    @Test func enterAndSpaceTap() {
        let (window, ok, cancel) = makeWindow()
        let taps = EventLog(ok.tapped)
        let cancelTaps = EventLog(cancel.tapped)
        window.dispatch(.key(.enter))
        window.dispatch(.key(.character(" ")))
        #expect(taps.values.count == 2)
        #expect(cancelTaps.values.isEmpty)
        #expect(window.hintsForFocusedContext().map(\.displayedKey) == ["Enter"])
        #expect(window.hintsForFocusedContext().map(\.hint) == ["OK"])
        ok.title = "Yes"
        #expect(window.hintsForFocusedContext().map(\.hint) == ["Yes"])
        ok.hint = "Confirm"
        #expect(window.hintsForFocusedContext().map(\.hint) == ["Confirm"])
    }

    @Test func mouseClickFocusesAndTaps() {
        let (window, _, cancel) = makeWindow()
        let taps = EventLog(cancel.tapped)
        window.dispatch(.mouse(.press(.left, at: Point(x: 9, y: 0))))
        #expect(cancel.isFocused)
        #expect(taps.values.count == 1)
    }

    @Test func bindersChangeTheButtonWithoutTapping() {
        let (window, ok, cancel) = makeWindow()
        let taps = EventLog(ok.tapped)
        let title = PassthroughSubject<String, Never>()
        let enabled = PassthroughSubject<Bool, Never>()
        title.subscribe(ok.rx.title)
        enabled.subscribe(ok.rx.isEnabled)
        title.send("Yes")
        #expect(renderedLines(window) == ["[ Yes ] [ Cancel ]  "])
        enabled.send(false)
        #expect(taps.values.isEmpty)
        #expect(window.focusedView === cancel)
        window.render()
        #expect(window.currentFrame[x: 2, y: 0].style == Theme.default.disabled)
        #expect(!ok.perform(.activate))
    }

    @Test func longTitlesAreCutInsideTheBrackets() {
        #expect(lines(of: Button("Long title"), width: 9, height: 1) == ["[ Long… ]"])
        #expect(lines(of: Button("OK"), width: 8, height: 3) == ["        ", " [ OK ] ", "        "])
    }

    @Test func tinySizesNeverCrash() {
        #expect(lines(of: Button("OK"), width: 0, height: 0) == [])
        #expect(lines(of: Button("OK"), width: 1, height: 1) == ["…"])
        #expect(lines(of: Button("OK"), width: 2, height: 2) == ["[…", "  "])
    }
}
