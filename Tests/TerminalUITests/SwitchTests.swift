import OpenCombine
import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

@MainActor
struct SwitchTests {
    @Test func spaceAndEnterToggleAndReportIt() {
        let wifi = Switch("Wifi")
        let window = Window(size: Size(width: 10, height: 1), content: wifi)
        let toggles = EventLog(wifi.toggled)
        #expect(renderedLines(window) == ["[ ] Wifi  "])
        window.dispatch(.key(.character(" ")))
        #expect(renderedLines(window) == ["[x] Wifi  "])
        window.dispatch(.key(.enter))
        #expect(!wifi.isOn)
        #expect(toggles.values == [true, false])
        #expect(window.activeHints.map(\.hint) == ["Toggle"])
        window.dispatch(.mouse(.press(.left, at: Point(x: 5, y: 0))))
        #expect(toggles.values == [true, false, true])
    }

    @Test func theBoxShowsFocus() {
        let window = Window(size: Size(width: 10, height: 1), content: Switch("Wifi"))
        window.render()
        #expect(window.currentFrame[x: 1, y: 0].style == Theme.default.focused)
        #expect(window.currentFrame[x: 4, y: 0].style == Theme.default.normal)
    }

    @Test func binderSetsTheStateWithoutAnEvent() {
        let wifi = Switch("Wifi")
        let window = Window(size: Size(width: 10, height: 1), content: wifi)
        window.render()
        let toggles = EventLog(wifi.toggled)
        Just(true).subscribe(wifi.rx.isOn)
        #expect(wifi.isOn)
        #expect(renderedLines(window) == ["[x] Wifi  "])
        #expect(toggles.values.isEmpty)
    }

    @Test func disabledSwitchIgnoresKeys() {
        let wifi = Switch("Wifi")
        let window = Window(size: Size(width: 10, height: 1), content: wifi)
        wifi.isEnabled = false
        window.dispatch(.key(.character(" ")))
        #expect(!wifi.isOn)
        window.render()
        #expect(window.currentFrame[x: 5, y: 0].style == Theme.default.disabled)
    }

    @Test func tinySizesNeverCrash() {
        #expect(lines(of: Switch("Wifi"), width: 0, height: 0) == [])
        #expect(lines(of: Switch("Wifi"), width: 1, height: 1) == ["["])
        #expect(lines(of: Switch("Wifi", isOn: true), width: 2, height: 2) == ["[x", "  "])
        #expect(lines(of: Switch("Wifi"), width: 6, height: 1) == ["[ ] W…"])
    }
}
