import DemoKit
import Dispatch
import Foundation
import ReCurses

/// `recurses-bench --pty-child idle`: the demo app on the real run loop (`Application.run()`, the
/// main queue, ncurses on the pseudo-terminal) with the Live screen, whose timers tick twice a
/// second, covered by the Simple text field screen: nothing visible is timed, so the app should
/// sleep. It reports once it runs; on `next` it pops the cover (the Live screen's timers run again)
/// and reports; on `quit` it quits.
@MainActor
enum IdleAppChild {
    /// Runs the app until the parent says `quit`, then exits (0 when the app ran and stopped cleanly).
    static func run() -> Never {
        let store = DemoStore.make()
        let launcher = LauncherScreen(store: store)
        let terminal = CursesTerminal(options: CursesTerminalOptions(noColor: false, suspendOnCtrlZ: false))
        let application = Application(store: store, root: launcher, terminal: terminal, theme: .default)
        launcher.open(.live)
        application.navigation.push(DemoScreens.make(.simpleTextField, store: store))
        let commands = PtyCommandSource { command in
            if command == "next" {
                application.navigation.pop()
                PtyChannel.finish(updateCount: terminal.updateCount)
            } else {
                application.quit()
            }
        }
        Task { @MainActor in
            PtyChannel.finish(updateCount: terminal.updateCount)
            do {
                try await application.run()
                withExtendedLifetime(commands) { exit(0) }
            } catch {
                PtyChannel.send("error \(error)")
                exit(1)
            }
        }
        dispatchMain()
    }
}
