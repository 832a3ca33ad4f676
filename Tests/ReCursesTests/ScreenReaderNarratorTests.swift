import ReCurses
import ReCursesTesting
import Testing

/// A focusable view whose value changes by itself, as a clock does.
@MainActor
private final class Ticker: View {
    var count = 0 {
        didSet { setNeedsDisplay() }
    }

    override var canBecomeFocused: Bool { true }

    override var accessibilityDescription: AccessibilityDescription {
        AccessibilityDescription(role: "counter", value: "\(count)")
    }
}

/// A screen with a form (a named field and the ticker) in a titled panel.
@MainActor
private final class TickerScreen: Screen {
    let ticker = Ticker()
    let field = TextField(text: "Ada")

    override func viewDidLoad() {
        let form = Form(rows: [FormRow("Name", field), FormRow("Ticks", ticker)])
        let panel = Panel(title: "Settings", form)
        view.addSubview(panel)
        panel.frame = Rect(origin: .zero, size: Size(width: 30, height: 6))
    }
}

/// The screen-reader mode's lines: one a change, none repeated, a value that changes by itself
/// read at most once every five seconds, a key's change read at once.
@MainActor
@Suite("The screen-reader narrator")
struct ScreenReaderNarratorTests {
    private func driver() -> (AppDriver, TickerScreen) {
        let screen = TickerScreen(title: "Ticker")
        let driver = AppDriver(size: Size(width: 60, height: 10)) { terminal in
            let application = Application(root: screen, terminal: terminal, theme: .default)
            application.speaksForScreenReaders = true
            return application
        }
        driver.runUntilIdle()
        return (driver, screen)
    }

    @Test func theScreenTheContainersAndTheFocusAreReadWithTheFormLabels() {
        let (driver, _) = driver()
        #expect(
            driver.terminal.printedLines == [
                "Ticker screen", "Settings panel", "Settings form", "Name text field: Ada",
            ])
        driver.press(.tab)
        #expect(driver.terminal.printedLines.last == "Ticks counter: 0")
        driver.type("x")
        #expect(driver.terminal.printedLines.count == 5, "a key that changes nothing reads nothing")
    }

    @Test func aValueThatChangesByItselfIsNotSpammed() {
        let (driver, screen) = driver()
        driver.press(.tab)
        let start = driver.terminal.printedLines.count
        for _ in 0..<20 {
            screen.ticker.count += 1
            driver.advanceClock(by: .seconds(1))
            driver.runUntilIdle()
        }
        let read = Array(driver.terminal.printedLines[start...])
        #expect(read.count == 4, "20 changes in 20 seconds, read once every 5 seconds: \(read)")
        screen.ticker.count += 1
        driver.press(.character("x"))
        #expect(driver.terminal.printedLines.last == "Ticks counter: 21", "a change after a key is read at once")
    }

    @Test func aLineIsNotPrintedTwiceInARow() {
        let (driver, _) = driver()
        driver.press(.tab)
        driver.press(Key(.backTab))
        driver.press(Key(.backTab))
        let lines = driver.terminal.printedLines
        for (line, next) in zip(lines, lines.dropFirst()) { #expect(line != next) }
    }

    @Test func aDialogIsReadWithItsMessageThenItsFocusAndTheFocusAgainAfterIt() {
        let (driver, _) = driver()
        let before = driver.terminal.printedLines.count
        var answer: Bool?
        driver.application.navigation.confirm(title: "Delete", message: "Delete the note?") { answer = $0 }
        driver.runUntilIdle()
        #expect(
            Array(driver.terminal.printedLines[before...]) == [
                "Delete dialog: Delete the note?", "Yes button",
            ])
        driver.press(.escape)
        #expect(answer == false)
        #expect(
            driver.terminal.printedLines.suffix(4) == [
                "Ticker screen", "Settings panel", "Settings form", "Name text field: Ada",
            ])
    }

    @Test func offByDefault() {
        let driver = AppDriver(screen: TickerScreen(title: "Ticker"))
        driver.press(.tab)
        #expect(!driver.application.speaksForScreenReaders)
        #expect(driver.terminal.printedLines.isEmpty)
    }
}
