import ArgumentParser
import Testing

@testable import Demo

@Suite("recurses-demo serve")
struct ServeCommandTests {
    @Test func defaultsServeTheLauncherOnLoopbackToTheUsersKeys() throws {
        let command = try ServeCommand.parse([])
        #expect(command.host == "127.0.0.1")
        #expect(command.port == 2222)
        #expect(!command.anonymous)
        #expect(!command.board)
        #expect(command.authorizedKeysPath(environment: ["HOME": "/home/ada"]) == "/home/ada/.ssh/authorized_keys")
        #expect(
            command.hostKeyPath(environment: ["HOME": "/home/ada"])
                == "/home/ada/.local/share/recurses-demo/ssh_host_ed25519_key")
        #expect(
            command.hostKeyPath(environment: ["XDG_DATA_HOME": "/data"]) == "/data/recurses-demo/ssh_host_ed25519_key")
    }

    @Test func parsesEveryOption() throws {
        let command = try ServeCommand.parse([
            "--host", "0.0.0.0", "--port", "2022", "--host-key", "/k", "--authorized-keys", "/a", "--board",
            "--anonymous", "--max-sessions", "3", "--idle-timeout", "0",
        ])
        #expect(command.host == "0.0.0.0")
        #expect(command.port == 2022)
        #expect(command.hostKeyPath(environment: [:]) == "/k")
        #expect(command.authorizedKeysPath(environment: [:]) == "/a")
        #expect(command.board && command.anonymous)
        #expect(command.maximumSessions == 3)
        #expect(command.idleMinutes == 0)
    }

    @Test(arguments: [["--port", "70000"], ["--max-sessions", "0"], ["--idle-timeout", "-1"]])
    func refusesImpossibleNumbers(arguments: [String]) {
        #expect(throws: (any Error).self) { try ServeCommand.parse(arguments) }
    }
}
