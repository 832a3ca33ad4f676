import ReCurses
import ReCursesTesting
import Testing

/// An application run inline: a live area of a few rows, with lines printed above it.
@Suite("Inline application")
@MainActor
struct InlineApplicationTests {
    private final class StatusScreen: Screen {
        let label = Label("building")

        init() {
            super.init(title: "Build")
            view = label
        }
    }

    @Test("printed lines land above the live area, in order, and the live area keeps drawing")
    func printsAbove() {
        let screen = StatusScreen()
        let driver = AppDriver(size: Size(width: 30, height: 3)) { Application(root: screen, terminal: $0) }
        #expect(driver.application.printAbove(StyledLine("✓ compile", style: .foreground(.green))))
        driver.application.printAbove(["✓ link", "✓ test"])
        screen.label.text = "done"
        driver.runUntilIdle()
        #expect(driver.printedLines == ["✓ compile", "✓ link", "✓ test"])
        #expect(driver.transcript.prefix(3) == ["✓ compile", "✓ link", "✓ test"])
        #expect(driver.lines.contains { $0.contains("done") })
        driver.stop()
    }

    @Test("a golden screen of an inline app holds the live area and the styled rows printed above it")
    func goldenScreenWithPrintedRows() {
        let screen = StatusScreen()
        // The stored screen is in monochrome: it was recorded when an app given no theme still
        // followed the test process's NO_COLOR (which `swift test` sets when its output is piped).
        let driver = AppDriver(size: Size(width: 24, height: 2)) {
            Application(root: screen, terminal: $0, theme: .monochrome)
        }
        defer { driver.stop() }
        driver.application.printAbove(
            StyledLine(spans: [.init("✓ ", style: .foreground(.green)), .init("漢字 compile")]))
        driver.application.printAbove(["a line longer than the terminal is wide"])
        screen.label.text = "linking"
        driver.runUntilIdle()
        #expect(driver.snapshot.printedLines.count == 3)
        driver.expectScreen(named: "inline-printed-above")
    }

    @Test("quitting presents the last frame first, so an inline app leaves its final state above the prompt")
    func lastFrameOnQuit() {
        let screen = StatusScreen()
        let driver = AppDriver(size: Size(width: 30, height: 3)) { Application(root: screen, terminal: $0) }
        screen.label.text = "finished"
        driver.application.quit()
        #expect(driver.lines.contains { $0.contains("finished") })
        #expect(!driver.terminal.isStarted)
    }

    @Test("a display mode makes the terminal it names; full screen is the default")
    func displayModes() {
        #expect(DisplayMode.inline(height: 4).makeTerminal() is InlineTerminal)
        #expect(DisplayMode.fullScreen.makeTerminal() is CursesTerminal)
        #expect(!DisplayMode.fullScreen.isInline)
        #expect(DisplayMode.inline(height: 4, clearOnExit: true).isInline)
    }

    @Test("an inline app shows no navigation header and no status bar unless its options ask for them")
    func noChromeInline() {
        let bare = Application(root: StatusScreen(), mode: .inline(height: 4))
        #expect(!bare.navigation.view.showsHeader && !bare.navigation.view.showsStatusBar)
        let chrome = Application(root: StatusScreen(), mode: .inline(height: 4, showsChrome: true))
        #expect(chrome.navigation.view.showsHeader && chrome.navigation.view.showsStatusBar)
        let terminal = InlineTerminal(options: InlineTerminalOptions(height: 3))
        #expect(!Application(root: StatusScreen(), terminal: terminal).navigation.view.showsHeader)
        let fullScreen = Application(root: StatusScreen(), terminal: FakeTerminal(size: Size(width: 20, height: 4)))
        #expect(fullScreen.navigation.view.showsHeader && fullScreen.navigation.view.showsStatusBar)
    }

    @Test("without chrome every row of the live area is the screen's")
    func allRowsAreContent() {
        final class Lines: Screen {
            init() {
                super.init(title: "Build")
                for text in ["one", "two", "three", "four"] { view.addSubview(Label(text)) }
            }
        }
        let driver = AppDriver(size: Size(width: 20, height: 4)) { terminal in
            let application = Application(root: Lines(), terminal: terminal)
            application.navigation.view.showsHeader = false
            application.navigation.view.showsStatusBar = false
            return application
        }
        #expect(driver.lines.map { String($0.prefix { $0 != " " }) } == ["one", "two", "three", "four"])
        driver.stop()
    }
}
