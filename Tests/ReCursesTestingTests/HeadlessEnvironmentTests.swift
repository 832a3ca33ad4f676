import ReCurses
import ReCursesTesting
import Testing

/// A screen in colour under the default theme: a label, a focused button and the status bar's hints.
@MainActor
final class GreetingScreen: Screen {
    init() {
        super.init(title: "Greeting")
    }

    override func loadView() {
        view = VStack(spacing: 1, [Label("Hello, 日本 👍"), Button("OK")])
    }
}

/// Every driver shows the same screen whatever the test process's environment says: colours
/// (`NO_COLOR`, `TERM`, `COLORTERM`) and locale (`LANG`, `LC_ALL`, `LC_CTYPE`) set and unset.
///
/// The environment is the process's: these tests change it only inside
/// `ProcessEnvironment.withVariables`, on the main actor and with no suspension point until it is
/// restored, so no other test's driver, application or terminal (all on the main actor) runs
/// meanwhile, and readers on other threads wait. The suite is serialized so that its own cases never
/// interleave either.
@MainActor
@Suite("Headless runs and the process environment", .serialized)
struct HeadlessEnvironmentTests {
    /// The variables a terminal app reads.
    nonisolated static let names = ["NO_COLOR", "TERM", "COLORTERM", "LANG", "LC_ALL", "LC_CTYPE"]

    /// Environments to run the same screens under; a name left out is unset.
    nonisolated static let environments: [[String: String]] = [
        [:],
        ["NO_COLOR": "1"],
        ["NO_COLOR": "1", "TERM": "dumb", "LANG": "C", "LC_ALL": "POSIX", "LC_CTYPE": "C"],
        ["TERM": "xterm-direct", "COLORTERM": "truecolor", "LANG": "de_DE.UTF-8", "LC_CTYPE": "ja_JP.eucJP"],
        ["NO_COLOR": "", "TERM": "vt100", "COLORTERM": "24bit", "LC_ALL": "C.UTF-8"],
    ]

    /// `environment` with every other variable of `names` unset.
    static func variables(_ environment: [String: String]) -> [String: String?] {
        Dictionary(uniqueKeysWithValues: names.map { ($0, environment[$0]) })
    }

    @Test("every driver form shows its golden screen, whatever the environment", arguments: environments)
    func sameScreens(environment: [String: String]) {
        ProcessEnvironment.withVariables(Self.variables(environment)) {
            let app = AppDriver(size: Size(width: 30, height: 6)) { Application(root: GreetingScreen(), terminal: $0) }
            app.expectScreen(named: "environment-app")
            let store = Store(reducer: { (_: Action, state: Int?) in state ?? 0 }, state: nil)
            let screen = AppDriver(store: store, screen: GreetingScreen(), size: Size(width: 30, height: 6))
            screen.expectScreen(named: "environment-app")
            let view = ViewDriver(Button("OK"), size: Size(width: 8, height: 1))
            view.expectScreen(named: "environment-view")
        }
    }

    @Test("an app given no theme takes the pinned terminal's: the default one, whatever NO_COLOR says")
    func noThemeIsPinned() {
        ProcessEnvironment.withVariables(["NO_COLOR": "1", "TERM": "dumb"]) {
            let app = AppDriver { Application(root: GreetingScreen(), terminal: $0) }
            #expect(app.application.window.theme == .default)
            #expect(app.terminal.capabilities == .standard)
        }
    }

    @Test("asked for, the environment sets the fake terminal's colour depth and so the theme")
    func environmentOnRequest() {
        let noColor = AppDriver(environment: .variables(["NO_COLOR": "1"])) {
            Application(root: GreetingScreen(), terminal: $0)
        }
        #expect(noColor.terminal.capabilities.colorDepth == .monochrome)
        #expect(noColor.application.window.theme == .monochrome)
        let direct = AppDriver(screen: GreetingScreen(), theme: nil, environment: .variables(["TERM": "xterm-direct"]))
        #expect(direct.terminal.capabilities.colorDepth == .trueColor)
        #expect(direct.application.window.theme == .default)
        // NO_COLOR wins over a theme the app chose: the terminal shows no colours, so it is drawn monochrome.
        let pinnedTheme = AppDriver(screen: GreetingScreen(), environment: .variables(["NO_COLOR": "1"]))
        #expect(pinnedTheme.application.theme == .default)
        #expect(pinnedTheme.application.window.theme == .monochrome)
        let view = ViewDriver(Button("OK"), theme: nil, environment: .variables(["TERM": "vt100"]))
        #expect(view.window.theme == .monochrome)
    }

    @Test("HeadlessEnvironment.process reads the process's NO_COLOR, TERM and COLORTERM")
    func processEnvironment() {
        let read = ProcessEnvironment.withVariables(["NO_COLOR": "1", "TERM": "xterm", "COLORTERM": nil]) {
            HeadlessEnvironment.process
        }
        #expect(read == .variables(["NO_COLOR": "1", "TERM": "xterm"]))
        let driver = ProcessEnvironment.withVariables(["NO_COLOR": "1"]) {
            AppDriver(environment: .process) { Application(root: GreetingScreen(), terminal: $0) }
        }
        #expect(driver.application.window.theme == .monochrome)
    }

    @Test("withVariables restores every variable, set or unset")
    func restores() {
        let before = Self.names.map { ProcessEnvironment.value($0) }
        ProcessEnvironment.withVariables(Self.variables(["NO_COLOR": "1", "TERM": "dumb"])) {
            #expect(ProcessEnvironment.value("NO_COLOR") == "1")
            #expect(ProcessEnvironment.value("COLORTERM") == nil)
        }
        #expect(Self.names.map { ProcessEnvironment.value($0) } == before)
    }
}
