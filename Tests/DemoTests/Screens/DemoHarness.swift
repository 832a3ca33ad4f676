import ReCurses
import ReCursesTesting

@testable import Demo
@testable import DemoKit

/// Builds what the screen specs drive: a store and an `AppDriver` running one example screen, or
/// the whole demo app, on a fake terminal.
@MainActor
struct DemoHarness {
    /// The store the screens are connected to.
    let store: Store<AppState>
    /// Drives the app headlessly.
    let driver: AppDriver

    /// One example as the root screen.
    init(_ example: DemoExample, size: Size = Size(width: 80, height: 24), state: AppState = .initial) {
        self.init(example, store: DemoStore.make(state: state), size: size)
    }

    /// One example as the root screen, connected to `store`.
    init(_ example: DemoExample, store: Store<AppState>, size: Size = Size(width: 80, height: 24)) {
        self.store = store
        driver = AppDriver(store: store, screen: DemoScreens.make(example, store: store), size: size)
    }

    /// The whole app, as `recurses-demo` runs it with `arguments`; its theme is `Theme.default`
    /// (`Theme.monochrome` with `--no-color`), whatever `NO_COLOR` says, so screens read the same everywhere.
    init(arguments: [String], size: Size = Size(width: 80, height: 24)) throws {
        let command = try DemoCommand.parse(arguments)
        let store = DemoStore.make(state: command.initialState)
        self.store = store
        driver = AppDriver(size: size) { terminal in
            let application = DemoApp.makeApplication(command: command, store: store, terminal: terminal)
            if application.theme == nil { application.theme = .default }
            return application
        }
    }

    /// The screen on top, as its concrete type.
    func screen<S: Screen>(_ type: S.Type) -> S? {
        driver.visibleScreen as? S
    }

    /// `text` followed by spaces to the width of the screen: a whole line as the driver reads it.
    func line(_ text: String) -> String {
        text + String(repeating: " ", count: max(0, driver.terminal.size.width - text.count))
    }

    /// The whole screen as one string.
    var text: String { driver.lines.joined(separator: "\n") }

    /// Moves the focus with Tab until `view` has it (at most 20 presses).
    func focus(_ view: View) {
        for _ in 0..<20 where driver.focusedView !== view {
            driver.press(.tab)
        }
    }
}
