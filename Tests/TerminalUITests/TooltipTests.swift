import ReCursesTesting
import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

/// A form whose fields carry help text, for the tooltips' tests.
@MainActor
private struct TooltipFixture {
    let name = TextField(text: "Ada")
    let port = Stepper(value: 8)
    let driver: ViewDriver<Form>

    init(size: Size = Size(width: 40, height: 12)) {
        name.tooltip = "Your full name, as on your passport"
        port.tooltip = "The port the server listens on"
        driver = ViewDriver(
            Form(rows: [FormRow("Name", name), FormRow("Port", port, width: .intrinsic)]), size: size)
        driver.window.tooltipKey = Key(.function(1), modifiers: .shift)
        _ = name.becomeFocused()
        driver.runUntilIdle()
    }

    func hover(at point: Point) {
        driver.window.dispatch(.mouse(.move(at: point)))
        driver.runUntilIdle()
    }
}

@MainActor
@Suite("Tooltips: help text on hover and on a key")
struct TooltipTests {
    @Test("Shift-F1 shows the focused view's tooltip below it without taking the focus; again hides it")
    func key() {
        let fixture = TooltipFixture()
        fixture.driver.press(Key(.function(1), modifiers: .shift))
        #expect(fixture.driver.lines[1].hasPrefix("P┌"), "moved left to stay inside the screen")
        #expect(fixture.driver.lines[2] == " │ Your full name, as on your passport │")
        #expect(fixture.driver.focusedView === fixture.name)
        fixture.driver.type("!")
        #expect(fixture.name.text == "Ada!")
        fixture.driver.press(Key(.function(1), modifiers: .shift))
        #expect(fixture.driver.window.tooltips.shownText == nil)
        #expect(!fixture.driver.lines.contains { $0.contains("passport") })
    }

    @Test("a tooltip the key showed goes after its timeout; a view without one (or its ancestors') shows none")
    func keyTimeoutAndNone() {
        let fixture = TooltipFixture()
        fixture.driver.press(Key(.function(1), modifiers: .shift))
        fixture.driver.advanceClock(by: .seconds(5))
        #expect(fixture.driver.window.tooltips.shownText == nil)
        fixture.name.tooltip = nil
        fixture.driver.press(Key(.function(1), modifiers: .shift))
        #expect(fixture.driver.window.tooltips.shownText == nil)
    }

    @Test("resting the mouse on a view shows its tooltip after the delay; moving off hides it")
    func hover() {
        let fixture = TooltipFixture()
        fixture.hover(at: Point(x: 6, y: 1))
        fixture.driver.advanceClock(by: .milliseconds(599))
        #expect(fixture.driver.window.tooltips.shownText == nil)
        fixture.driver.advanceClock(by: .milliseconds(1))
        #expect(fixture.driver.window.tooltips.shownText == "The port the server listens on")
        #expect(fixture.driver.lines.contains { $0.contains("│ The port the server listens on │") })
        fixture.hover(at: Point(x: 7, y: 1))
        #expect(fixture.driver.window.tooltips.shownText != nil, "still on the same view")
        fixture.hover(at: Point(x: 30, y: 10))
        #expect(fixture.driver.window.tooltips.shownText == nil)
        fixture.hover(at: Point(x: 6, y: 0))
        fixture.hover(at: Point(x: 6, y: 1))
        fixture.driver.advanceClock(by: .milliseconds(600))
        #expect(fixture.driver.window.tooltips.shownText == "The port the server listens on")
    }

    @Test("moves parsed from the terminal's reports cost no frame until a tooltip comes or goes")
    func movesCostNoFrame() {
        let fixture = TooltipFixture()
        let driver = fixture.driver
        /// A move with no button held at `point`, as the terminal reports it (SGR, 1-based).
        func move(to point: Point) {
            driver.feed(bytes: Array("\u{1B}[<35;\(point.x + 1);\(point.y + 1)M".utf8))
        }
        driver.terminal.resetCounters()
        let renders = driver.window.renderCount
        for x in 0..<40 { move(to: Point(x: x, y: 9)) }
        for x in 0..<12 { move(to: Point(x: x, y: 0)) }
        for x in 6..<9 { move(to: Point(x: x, y: 1)) }
        #expect(driver.terminal.framesPresented == 0)
        #expect(driver.window.renderCount == renders, "no render pass drew anything for 55 moves")
        driver.advanceClock(by: .milliseconds(600))
        #expect(driver.window.tooltips.shownText == "The port the server listens on")
        #expect(driver.terminal.framesPresented == 1)
        for x in 6..<9 { move(to: Point(x: x, y: 1)) }
        #expect(driver.terminal.framesPresented == 1, "moving on the same view changes nothing")
        move(to: Point(x: 30, y: 9))
        #expect(driver.window.tooltips.shownText == nil)
        #expect(driver.terminal.framesPresented == 2)
    }

    @Test("tiny windows never crash")
    func tinySizes() {
        for size in [Size(width: 0, height: 0), Size(width: 1, height: 1), Size(width: 2, height: 2)] {
            let fixture = TooltipFixture(size: size)
            fixture.driver.press(Key(.function(1), modifiers: .shift))
            fixture.hover(at: Point(x: 0, y: 0))
            fixture.driver.advanceClock(by: .seconds(1))
            #expect(fixture.driver.lines.count == size.height)
        }
    }

    @Test("golden screens of a tooltip at 80×24 and 40×12")
    func goldens() {
        for size in [Size(width: 80, height: 24), Size(width: 40, height: 12)] {
            let fixture = TooltipFixture(size: size)
            fixture.driver.press(.tab)
            fixture.driver.press(Key(.function(1), modifiers: .shift))
            fixture.driver.expectScreen(named: "tooltip-\(size.width)x\(size.height)")
        }
    }
}
