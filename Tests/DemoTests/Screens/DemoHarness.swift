import Glibc
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

    /// One example as the root screen. The notes are kept in a temporary folder unless `state` names one.
    init(_ example: DemoExample, size: Size = Size(width: 80, height: 24), state: AppState = .initial) {
        var state = state
        if state.notes.directory == nil { state.notes.directory = Self.scratchNotesDirectory }
        self.init(example, store: DemoStore.make(state: state), size: size)
    }

    /// One example as the root screen, connected to `store`.
    init(_ example: DemoExample, store: Store<AppState>, size: Size = Size(width: 80, height: 24)) {
        self.store = store
        // The Monitor reads the captured /proc (the same on every run) and never signals a process.
        let screen =
            example == .monitor
            ? MonitorScreen(store: store, environment: .capturedReadingOnly) : DemoScreens.make(example, store: store)
        driver = AppDriver(store: store, screen: screen, size: size)
    }

    /// The whole app, as `recurses-demo` runs it with `arguments`; its theme is `Theme.default`
    /// (`Theme.monochrome` with `--no-color`), whatever `NO_COLOR` says (the driver's terminal takes
    /// nothing from the environment), so screens read the same everywhere.
    init(arguments: [String], size: Size = Size(width: 80, height: 24)) throws {
        let dataDirectory = arguments.contains("--data-dir") ? [] : ["--data-dir", Self.scratchNotesDirectory]
        let command = try DemoCommand.parse(arguments + dataDirectory)
        let store = DemoStore.make(state: command.initialState)
        self.store = store
        driver = AppDriver(size: size) { terminal in
            DemoApp.makeApplication(command: command, store: store, terminal: terminal)
        }
    }

    /// Where the notes go when a test names no data folder (never the user's own): a temporary folder
    /// of this test process, removed when it exits.
    static let scratchNotesDirectory: String = {
        var template = Array("/tmp/demo-notes-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        let path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if made != nil { atexit { ExplorerFixture.remove(DemoHarness.scratchNotesDirectory) } }
        return path
    }()

    /// The screen on top (or the shown tab's screen, when the top one is a tab screen), as its
    /// concrete type.
    func screen<S: Screen>(_ type: S.Type) -> S? {
        let visible = driver.visibleScreen
        return visible as? S ?? (visible as? TabScreen)?.selectedScreen as? S
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
