import ReCurses
import ReCursesSSH
import ReCursesTesting
import Testing

/// The kitty keyboard protocol over a session: asked for at start, pushed when the client's terminal
/// answers, popped when the session ends; keys then arrive in the protocol's encoding.
@MainActor
@Suite("Session terminal: kitty keyboard protocol")
struct SessionKeyboardProtocolTests {
    private final class KeysScreen: Screen {
        var keys: [Event] = []

        override var receivesKeyReleases: Bool { true }

        override func handle(_ event: Event) -> Bool {
            keys.append(event)
            return true
        }
    }

    private let query = "\u{1B}[?u"
    private let push = "\u{1B}[>7u"
    private let pop = "\u{1B}[<u"

    private func text(_ bytes: some Sequence<UInt8>) -> String { String(decoding: Array(bytes), as: UTF8.self) }

    @Test("the protocol is queried at start, pushed on the client's answer and popped on quit")
    func pushedAndPopped() async throws {
        let client = EmulatedClient()
        let screen = KeysScreen()
        let application = try startApplication(on: client, store: makeBoardStore(), screen: screen)
        await settle()
        #expect(text(client.received).contains(query))
        #expect(!text(client.received).contains(push))
        #expect(!client.terminal.pushedKeyboardProtocol)
        #expect(client.terminal.keyboardProtocolFlags == nil)
        client.terminal.receive(Array("\u{1B}[?0u".utf8))
        #expect(client.terminal.pushedKeyboardProtocol)
        #expect(client.terminal.keyboardProtocolFlags == KeyboardProtocol.flags)
        #expect(text(client.received).hasSuffix(push))
        client.terminal.receive(Array("\u{1B}[?7u".utf8))
        #expect(text(client.received).components(separatedBy: push).count == 2)
        client.type("\u{1B}[27u\u{1B}[105;5u\u{1B}[106;1:2u\u{1B}[106;1:3u")
        await settle()
        #expect(
            screen.keys == [
                .key(.escape), .key(Key(.character("i"), modifiers: .ctrl)), .keyRepeat(.character("j")),
                .keyRelease(.character("j")),
            ])
        let before = client.received.count
        application.quit()
        let restore = text(client.received[before...])
        #expect(restore.hasPrefix(pop))
        #expect(restore.hasSuffix("\u{1B}[?2004l\u{1B}[m\u{1B}[?25h\u{1B}[?1049l"))
    }

    @Test("a client that never answers keeps the legacy keys: nothing pushed, nothing popped")
    func silentClient() async throws {
        let client = EmulatedClient()
        let application = try startApplication(on: client, store: makeBoardStore(), screen: KeysScreen())
        await settle()
        application.quit()
        #expect(!text(client.received).contains(push))
        #expect(!text(client.received).contains(pop))
    }

    @Test("a client that hangs up is written nothing more, the pop included")
    func hungUpClient() async throws {
        let client = EmulatedClient()
        let application = try startApplication(on: client, store: makeBoardStore(), screen: KeysScreen())
        await settle()
        client.terminal.receive(Array("\u{1B}[?0u".utf8))
        client.terminal.hangUp()
        let before = client.received.count
        application.quit()
        #expect(client.received.count == before)
    }
}
