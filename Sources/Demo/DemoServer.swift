import DemoKit
import Foundation
import ReCurses
import ReCursesSSH
import ReCursesServing
import ReCursesWeb

/// `recurses-demo serve`: one store, and a launcher (or the shared board) in every client's session,
/// over SSH, in web browsers, or both at once.
@MainActor
enum DemoServer {
    /// Serves until SIGINT, SIGTERM or SIGHUP; prints where, and the host key SSH clients will see.
    static func run(_ command: ServeCommand) {
        let environment = ProcessInfo.processInfo.environment
        let state = AppState.initial(
            explorerPath: command.path ?? FileManager.default.currentDirectoryPath,
            notesDirectory: NotesDirectory.defaultPath(environment: environment))
        let store = DemoStore.make(state: state, logFile: nil, recorder: nil)
        // One board behind every session: --board serves it alone, else it is the launcher's Board.
        let boardStore = makeBoardStore()
        let application: @MainActor (any Terminal, Int, String) -> Application = { terminal, id, user in
            let seat = BoardSeat(store: boardStore, session: id, name: user)
            if command.board {
                return Application(store: boardStore, root: BoardScreen(seat: seat), terminal: terminal)
            }
            let launcher = LauncherScreen(store: store, board: seat)
            let application = Application(store: store, root: launcher, terminal: terminal)
            launcher.onQuit = { [weak application] in application?.quit() }
            return application
        }
        let ssh = command.servesSSH ? startSSH(command, environment: environment, application: application) : nil
        // Web sessions are numbered apart from SSH ones, so the board tells every user apart.
        let web = command.httpPort.map { port in
            startWeb(command, port: port) { application($0.terminal, 1_000_000 + $0.id, $0.user) }
        }
        fflush(nil)
        let loop = ServerRunLoop()
        ssh?.onStopped = { if web?.isStopped ?? true { loop.stopped() } }
        web?.onStopped = { if ssh?.isStopped ?? true { loop.stopped() } }
        loop.run {
            ssh?.shutdown()
            web?.shutdown()
        }
    }

    private static func startSSH(
        _ command: ServeCommand, environment: [String: String],
        application: @escaping @MainActor (any Terminal, Int, String) -> Application
    ) -> SSHServer {
        let hostKeyPath = command.hostKeyPath(environment: environment)
        try? FileManager.default.createDirectory(
            atPath: (hostKeyPath as NSString).deletingLastPathComponent, withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o700])
        let options = SSHServerOptions(
            hostKey: .file(hostKeyPath),
            authentication: SSHAuthentication(
                authorizedKeysFile: command.authorizedKeysPath(environment: environment),
                allowsAnonymous: command.anonymous),
            maximumSessions: command.maximumSessions,
            idleTimeout: command.idleMinutes == 0 ? nil : .seconds(command.idleMinutes * 60))
        let server = SSHServer(host: command.host, port: command.port, options: options) { session in
            application(session.terminal, session.id, session.user)
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
        return server
    }

    private static func startWeb(
        _ command: ServeCommand, port: Int, application: @escaping @MainActor (WebSession) -> Application
    ) -> WebServer {
        let options = WebServerOptions(
            access: command.webToken.map { .token($0) } ?? .anyone, maximumSessions: command.maximumSessions,
            idleTimeout: command.idleMinutes == 0 ? nil : .seconds(command.idleMinutes * 60),
            title: "ReCurses demo")
        let server = WebServer(host: command.host, port: port, options: options, application: application)
        server.log = { line in
            print("recurses-demo web: \(line)")
            fflush(nil)
        }
        do {
            try server.start()
        } catch {
            fail("recurses-demo: cannot serve on HTTP port \(port): \(error)")
        }
        let query = command.webToken.map { "/?token=\($0)" } ?? "/"
        print("recurses-demo: web page on http://\(command.host):\(server.boundPort ?? port)\(query)")
        return server
    }

    private static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        exit(EXIT_FAILURE)
    }
}
