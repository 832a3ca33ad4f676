import DemoKit
import Foundation
import ReCurses
import ReCursesSSH

/// `recurses-demo serve`: one store, and a launcher in every client's session.
@MainActor
enum DemoServer {
    /// Serves until SIGINT, SIGTERM or SIGHUP; prints where, and the host key clients will see.
    static func run(_ command: ServeCommand) {
        let environment = ProcessInfo.processInfo.environment
        let hostKeyPath = command.hostKeyPath(environment: environment)
        try? FileManager.default.createDirectory(
            atPath: (hostKeyPath as NSString).deletingLastPathComponent, withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o700])
        let state = AppState.initial(
            explorerPath: command.path ?? FileManager.default.currentDirectoryPath,
            notesDirectory: NotesDirectory.defaultPath(environment: environment))
        let store = DemoStore.make(state: state, logFile: nil, recorder: nil)
        let options = SSHServerOptions(
            hostKey: .file(hostKeyPath),
            authentication: SSHAuthentication(
                authorizedKeysFile: command.authorizedKeysPath(environment: environment),
                allowsAnonymous: command.anonymous),
            maximumSessions: command.maximumSessions,
            idleTimeout: command.idleMinutes == 0 ? nil : .seconds(command.idleMinutes * 60))
        let boardStore = makeBoardStore()
        let server = SSHServer(host: command.host, port: command.port, options: options) { session in
            let seat = BoardSeat(store: boardStore, session: session.id, name: session.user)
            if command.board {
                return Application(store: boardStore, root: BoardScreen(seat: seat), terminal: session.terminal)
            }
            let launcher = LauncherScreen(store: store, board: seat)
            let application = Application(store: store, root: launcher, terminal: session.terminal)
            launcher.onQuit = { [weak application] in application?.quit() }
            return application
        }
        do {
            try server.start()
        } catch {
            fail("recurses-demo: cannot serve: \(error)")
        }
        print("recurses-demo: serving on \(command.host):\(server.boundPort ?? command.port)")
        print("host key \(hostKeyPath): \(server.hostPublicKey ?? "?")")
        if command.anonymous {
            print("anyone may log in (--anonymous)")
        } else {
            print("keys from \(command.authorizedKeysPath(environment: environment) ?? "nowhere"): nobody else gets in")
        }
        fflush(nil)
        do {
            try server.run()
        } catch {
            fail("recurses-demo: \(error)")
        }
    }

    private static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        exit(EXIT_FAILURE)
    }
}
