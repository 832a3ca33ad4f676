import ReCurses
import ReCursesTesting
import Testing

@testable import Demo
@testable import DemoKit

/// The demo's header dims while the terminal window is not focused (focus reports, mode 1004) and is
/// bright again when it is.
@MainActor
@Suite("Demo: the header dims when the terminal loses the focus")
struct FocusDimmingTests {
    @Test("focus out dims the header's titles, focus in brings them back; the rest of the screen stays")
    func headerDims() throws {
        let harness = try DemoHarness(arguments: ["--screen", "simple-text-field"])
        let driver = harness.driver
        let theme = Theme.default
        let header = driver.lines[0]
        let column = try #require(header.firstRange(of: "Simple text field")).lowerBound
        let title = Point(x: header.distance(from: header.startIndex, to: column), y: 0)
        let separator = Point(x: title.x - 2, y: 0)
        let bright = driver.style(at: title)
        let lines = driver.lines
        #expect(bright == theme.header)
        #expect(driver.style(at: separator) == theme.border)
        driver.feed(bytes: Array("\u{1B}[O".utf8))
        #expect(!driver.application.window.isTerminalFocused)
        #expect(driver.style(at: title) == theme.disabled)
        #expect(driver.style(at: separator) == theme.disabled)
        #expect(driver.lines == lines)
        driver.feed(bytes: Array("\u{1B}[I".utf8))
        #expect(driver.application.window.isTerminalFocused)
        #expect(driver.style(at: title) == bright)
        driver.stop()
    }
}
