import ArgumentParser
import ReStore

/// The demo's entry point once the command line is parsed.
@MainActor
enum DemoApp {
    /// Opens the log file (reporting a clear error and exiting non-zero if it cannot), builds the
    /// store and runs the app.
    static func run(_ command: DemoCommand) {
        var logFile: LogFile?
        if let path = command.log {
            do {
                logFile = try LogFile(path: path)
            } catch {
                DemoCommand.exit(withError: error)
            }
        }
        let store = DemoStore.make(logFile: logFile)
        print("recurses-demo: the terminal UI layers are not on main yet; nothing to show.")
        _ = store
    }
}
