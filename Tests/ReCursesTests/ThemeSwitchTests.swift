import ReCurses
import ReCursesTesting
import Testing

/// A screen of a few widgets, each drawn with a theme role.
@MainActor
private final class ThemedScreen: Screen {
    let heading = Label("Settings")
    let button = Button("OK")
    let field = TextField(placeholder: "Name")
    let progress = ProgressBar()

    init() { super.init(title: "Themes") }

    override func viewDidLoad() {
        super.viewDidLoad()
        heading.themeStyle = \.header
        progress.progress = 0.5
        view.addSubview(heading)
        view.addSubview(button)
        view.addSubview(field)
        view.addSubview(progress)
    }

    override var preferredFocusedView: View? { button }
}

/// Named themes switched at run time, the terminal's background guessing the default, the app's
/// choice beating the guess, and NO_COLOR beating everything.
@MainActor
@Suite("Themes")
struct ThemeSwitchTests {
    private static let lightReply = Array("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\".utf8)
    private static let darkReply = Array("\u{1B}]11;rgb:1e1e/1e1e/2e2e\u{07}".utf8)

    private func expectRoles(_ screen: ThemedScreen, _ driver: AppDriver, _ theme: Theme) {
        let heading = screen.heading.frameInWindow.origin
        #expect(driver.style(at: heading) == theme.header)
        #expect(driver.style(at: okPosition(driver)) == theme.focused)
    }

    /// Where the focused button's title starts on screen.
    private func okPosition(_ driver: AppDriver) -> Point {
        for (y, line) in driver.lines.enumerated() {
            if let range = line.firstRange(of: "OK") {
                return Point(x: line.distance(from: line.startIndex, to: range.lowerBound), y: y)
            }
        }
        return Point(x: -1, y: -1)
    }

    @Test("each named theme repaints every view at run time, and the incremental frame equals a full draw")
    func switchesAtRunTime() {
        let screen = ThemedScreen()
        let driver = AppDriver(screen: screen, size: Size(width: 40, height: 10), theme: .dark)
        expectRoles(screen, driver, .dark)
        let custom = NamedTheme(
            "Ocean", Theme.dark.with { $0.header = Style(foreground: .brightBlue, attributes: .bold) })
        for named in Theme.builtIn + [custom] {
            driver.application.theme = named.theme
            driver.runUntilIdle()
            #expect(driver.application.window.theme == named.theme, "\(named.name)")
            expectRoles(screen, driver, named.theme)
            #expect(
                RenderConformanceCheck.difference(in: driver.application.window, terminal: driver.terminal) == nil,
                "\(named.name)")
            driver.press(.tab)
            #expect(
                RenderConformanceCheck.difference(in: driver.application.window, terminal: driver.terminal) == nil,
                "\(named.name) after a key")
            driver.press(.backTab)
        }
    }

    @Test("the built-in themes are distinct, named, and only monochrome draws without colour")
    func builtInThemes() {
        #expect(Theme.builtIn.map(\.name) == ["Dark", "Light", "High contrast", "Monochrome"])
        #expect(Set(Theme.builtIn.map(\.theme)).count == 4)
        #expect(Theme.builtIn.map(\.theme.usesColor) == [true, true, true, false])
        #expect(Theme.dark == .default)
        #expect(Theme.light.with { $0.accent = $0.error }.accent == Theme.light.error)
    }

    @Test("NO_COLOR wins: whatever theme the app chooses, nothing is drawn in colour", arguments: Theme.builtIn)
    func noColorWins(named: NamedTheme) {
        let screen = ThemedScreen()
        let driver = AppDriver(size: Size(width: 40, height: 10), environment: .variables(["NO_COLOR": "1"])) {
            Application(root: screen, terminal: $0, theme: named.theme)
        }
        #expect(driver.application.window.theme == .monochrome)
        driver.application.theme = .highContrast
        driver.runUntilIdle()
        #expect(driver.application.window.theme == .monochrome)
        for y in 0..<10 {
            for x in 0..<40 {
                let style = driver.style(at: Point(x: x, y: y))
                #expect(style.foreground.canonical == .default && style.background.canonical == .default)
            }
        }
        #expect(driver.style(at: okPosition(driver)) == Theme.monochrome.focused)
    }

    @Test("a terminal answering a light background gets the light theme; a dark one keeps dark; no key is typed")
    func backgroundPicksTheme() {
        for (reply, expected, background) in [
            (Self.lightReply, Theme.light, TerminalBackground.light), (Self.darkReply, .dark, .dark),
        ] {
            let screen = ThemedScreen()
            let driver = AppDriver(size: Size(width: 40, height: 10)) { terminal in
                terminal.asksBackground = true
                return Application(root: screen, terminal: terminal)
            }
            #expect(driver.application.window.theme == .dark)
            driver.feed(bytes: reply)
            #expect(driver.application.terminalBackground == background)
            #expect(driver.application.window.theme == expected)
            expectRoles(screen, driver, expected)
            #expect(!driver.terminal.deliveredEvents.contains { if case .key = $0 { true } else { false } })
            #expect(driver.text.contains("Settings"))
        }
    }

    @Test("a terminal that does not answer keeps the dark default once the short timeout passed")
    func silentTerminalTimesOut() {
        let driver = AppDriver(size: Size(width: 40, height: 10)) { terminal in
            terminal.asksBackground = true
            return Application(root: ThemedScreen(), terminal: terminal)
        }
        driver.advanceClock(by: BackgroundColorQuery.timeout)
        #expect(driver.application.terminalBackground == nil)
        #expect(driver.application.window.theme == .dark)
        #expect(driver.terminal.clock.scheduledTimerCount == 0, "nothing keeps waiting")
        driver.feed(bytes: Self.lightReply)
        #expect(driver.application.window.theme == .dark, "an answer after the timeout changes nothing")
    }

    @Test("the app's choice beats the terminal's background, whether given to the app or set on the window")
    func explicitChoiceBeatsGuess() {
        let chosen = AppDriver(size: Size(width: 40, height: 10)) { terminal in
            terminal.asksBackground = true
            return Application(root: ThemedScreen(), terminal: terminal, theme: .highContrast)
        }
        chosen.feed(bytes: Self.lightReply)
        #expect(chosen.application.window.theme == .highContrast)

        let switched = AppDriver(size: Size(width: 40, height: 10)) { terminal in
            terminal.asksBackground = true
            return Application(root: ThemedScreen(), terminal: terminal)
        }
        switched.application.window.theme = .monochrome
        switched.feed(bytes: Self.lightReply)
        #expect(switched.application.window.theme == .monochrome)
    }

    @Test("offered themes are palette commands; choosing one switches the whole app")
    func offeredThemes() {
        let driver = AppDriver(screen: ThemedScreen(), size: Size(width: 60, height: 16), theme: .dark)
        driver.application.offerThemes()
        driver.press(.ctrl("p"))
        driver.type("Theme: Light")
        #expect(driver.text.contains("Theme: Light"))
        driver.press(.enter)
        #expect(driver.application.theme == .light)
        #expect(driver.application.window.theme == .light)
        driver.press(.ctrl("p"))
        driver.type("Theme: High")
        driver.press(.enter)
        #expect(driver.application.window.theme == .highContrast)
        #expect(RenderConformanceCheck.difference(in: driver.application.window, terminal: driver.terminal) == nil)
    }
}
