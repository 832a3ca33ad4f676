import ArgumentParser
import DemoKit
import Foundation

/// `recurses-demo serve`: the demo's launcher served over SSH and/or in web browsers, one session per
/// client, all on one store.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "recurses-demo serve",
        abstract:
            "Serve the demo over SSH (ssh -p 2222 localhost) or in a browser (--http 8080: http://localhost:8080).",
        discussion: """
            Every client gets a session of its own (its own screens, focus and theme) on one shared \
            store. Clients log in with a key listed in the authorized keys file (Ed25519 or ECDSA); \
            --anonymous lets anyone in. Commands, subsystems, forwarding and sessions without a \
            terminal are refused. Ctrl-C ends a session; SIGINT, SIGTERM or SIGHUP (its terminal hung \
            up) stop the server in order. With --http, a web page draws the same app as text; --http \
            alone serves the web only, --http with --port serves both.
            """
    )

    /// The address to listen on.
    @Option(name: .long, help: ArgumentHelp("The address to listen on.", valueName: "address"))
    var host = "127.0.0.1"

    /// The SSH port, when given.
    @Option(
        name: .customLong("port"), help: ArgumentHelp("The SSH port to listen on (default 2222).", valueName: "port"))
    var sshPort: Int?

    /// The HTTP port of the web page, when given.
    @Option(
        name: .customLong("http"),
        help: ArgumentHelp("Also serve the app in web browsers on this HTTP port.", valueName: "port"))
    var httpPort: Int?

    /// A token the web page must be opened with (`/?token=…`).
    @Option(
        name: .customLong("token"),
        help: ArgumentHelp("Let only pages opened as http://host:port/?token=TOKEN in (web only).", valueName: "token"))
    var webToken: String?

    /// The SSH port.
    var port: Int { sshPort ?? 2222 }

    /// Whether SSH is served: unless only --http was given.
    var servesSSH: Bool { sshPort != nil || httpPort == nil }

    /// The host key file.
    @Option(
        name: .customLong("host-key"),
        help: ArgumentHelp(
            "The Ed25519 host key (OpenSSH format), created with mode 0600 when missing "
                + "(default: $XDG_DATA_HOME/recurses-demo/ssh_host_ed25519_key, else under ~/.local/share).",
            valueName: "file"))
    var hostKey: String?

    /// The authorized keys file.
    @Option(
        name: .customLong("authorized-keys"),
        help: ArgumentHelp(
            "The OpenSSH authorized_keys file of the keys that may log in, read again when it changes "
                + "(default: ~/.ssh/authorized_keys).",
            valueName: "file"))
    var authorizedKeys: String?

    /// Serve the shared board instead of the launcher.
    @Flag(
        name: .long, help: "Serve the shared board (columns of cards every user edits at once) instead of the launcher."
    )
    var board = false

    /// Let anyone in.
    @Flag(name: .long, help: "Let every client in without a key (a public demo).")
    var anonymous = false

    /// The most sessions at once.
    @Option(name: .customLong("max-sessions"), help: ArgumentHelp("The most sessions at once.", valueName: "n"))
    var maximumSessions = 100

    /// Minutes without input before a session ends.
    @Option(
        name: .customLong("idle-timeout"),
        help: ArgumentHelp("Minutes without input before a session ends (0: never).", valueName: "minutes"))
    var idleMinutes = 30

    /// The folder the Explorer example shows.
    @Option(
        name: .long,
        help: ArgumentHelp("The folder the explorer shows (default: the working directory).", valueName: "dir"))
    var path: String?

    /// Refuses impossible numbers.
    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
        if let httpPort, !(0...65535).contains(httpPort) {
            throw ValidationError("--http must be between 0 and 65535")
        }
        guard maximumSessions > 0 else { throw ValidationError("--max-sessions must be positive") }
        guard idleMinutes >= 0 else { throw ValidationError("--idle-timeout cannot be negative") }
    }

    /// The demo's data folder, from the environment.
    static func dataFolder(environment: [String: String]) -> String? {
        NotesDirectory.defaultPath(environment: environment).map { ($0 as NSString).deletingLastPathComponent }
    }

    /// The host key file to use.
    func hostKeyPath(environment: [String: String]) -> String {
        if let hostKey { return hostKey }
        return (Self.dataFolder(environment: environment) ?? ".") + "/ssh_host_ed25519_key"
    }

    /// The authorized keys file to use.
    func authorizedKeysPath(environment: [String: String]) -> String? {
        if let authorizedKeys { return authorizedKeys }
        return environment["HOME"].map { $0 + "/.ssh/authorized_keys" }
    }
}
