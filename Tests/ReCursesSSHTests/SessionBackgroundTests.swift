import ReCurses
import ReCursesSSH
import ReCursesTesting
import Testing

/// A session asks the client's terminal for its background (OSC 11): a light answer gives the app
/// the light theme, silence keeps the dark one once the short timeout passed on the session's clock.
@MainActor
@Suite("Session terminal: the client's background")
struct SessionBackgroundTests {
    @Test("the query goes to the client; a light answer switches an app that chose no theme, and types nothing")
    func lightAnswer() async throws {
        let client = EmulatedClient()
        let screen = CountScreen(store: makeBoardStore())
        let application = try startApplication(on: client, store: makeBoardStore(), screen: screen)
        await settle()
        #expect(String(decoding: client.received, as: UTF8.self).contains("\u{1B}]11;?\u{07}"))
        #expect(application.window.theme == .dark)
        client.terminal.receive(Array("\u{1B}]11;rgb:fdfd/f6f6/e3e3\u{1B}\\".utf8))
        await settle()
        #expect(application.terminalBackground == .light)
        #expect(application.window.theme == .light)
        #expect(screen.field.text.isEmpty)
        application.quit()
    }

    @Test("a client that does not answer keeps the dark theme after the timeout")
    func silentClient() async throws {
        let client = EmulatedClient()
        let application = try startApplication(
            on: client, store: makeBoardStore(), screen: CountScreen(store: makeBoardStore()))
        await settle()
        client.advance(by: BackgroundColorQuery.timeout)
        await settle()
        #expect(application.terminalBackground == nil)
        #expect(application.window.theme == .dark)
        application.quit()
    }
}
