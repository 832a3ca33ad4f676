import ReCurses
import ReCursesTesting
import Testing

@testable import ReCursesWeb

/// A web terminal whose messages land in a page model, on a virtual clock.
@MainActor
private final class RecordingPage {
    var page = PageModel()
    var messages: [String] = []
    var accepts = true
    var stopCount = 0
    var terminal: WebSessionTerminal!

    init(size: Size = Size(width: 30, height: 6)) {
        terminal = WebSessionTerminal(
            size: size, clock: .virtual(), write: { [unowned self] in take($0) },
            onStop: { [unowned self] in stopCount += 1 })
    }

    private func take(_ message: String) -> Bool {
        guard accepts else { return false }
        messages.append(message)
        page.apply(message)
        return true
    }
}

/// A started application on `client`'s terminal showing a `FieldScreen`, its first frame drawn.
@MainActor
private func start(on client: RecordingPage) async throws -> (Application, Store<CountState>) {
    let store = Store(reducer: countReducer, state: CountState())
    let application = Application(store: store, root: FieldScreen(store: store), terminal: client.terminal)
    try application.start()
    await settle()
    return (application, store)
}

@MainActor
@Suite("Web session terminal")
struct WebSessionTerminalTests {
    @Test("an application draws on the page model, and typed CJK and emoji reach its text field")
    func drawsAndTypes() async throws {
        let client = RecordingPage()
        let store = Store(reducer: countReducer, state: CountState())
        let screen = FieldScreen(store: store)
        let application = Application(store: store, root: screen, terminal: client.terminal)
        try application.start()
        await settle()
        let row = screen.field.frameInWindow.origin.y
        #expect(client.page.lines[row + 1] == "Count: 0")
        client.terminal.receive([.key(.character("漢")), .key(.character("😀")), .key(.character("a"))])
        await settle()
        #expect(screen.field.text == "漢😀a")
        #expect(client.page.lines[row].hasPrefix("漢😀a"))
        #expect(client.page.rows[row][0].width == 2)
        #expect(client.page.rows[row][1].width == 0)
        #expect(client.page.rows[row][4].text == "a")
        #expect(client.page.cursor == [5, row])
        application.quit()
        #expect(client.stopCount == 1)
    }

    @Test("a page that stops reading gets the latest frame whole, not a queue")
    func latestFrameWins() async throws {
        let client = RecordingPage()
        let (application, store) = try await start(on: client)
        let sent = client.messages.count
        client.accepts = false
        for _ in 0..<50 {
            store.dispatch(Increment())
            await settle(rounds: 1)
        }
        #expect(client.messages.count == sent)
        #expect(client.terminal.droppedFrameCount > 0)
        client.accepts = true
        client.terminal.outputDrained()
        await settle()
        #expect(client.messages.count == sent + 1)
        #expect(client.page.lines.contains("Count: 50"))
        #expect(client.messages.last?.hasPrefix("\u{6}30,6;") == true)
        application.quit()
    }

    @Test("a resize storm makes one whole frame of the last size, clamped")
    func resize() async throws {
        let client = RecordingPage()
        let (application, _) = try await start(on: client)
        let sent = client.messages.count
        for width in 31...60 { client.terminal.resize(to: Size(width: width, height: 8)) }
        client.terminal.clock.advance(by: .zero)
        await settle()
        #expect(client.messages.count == sent + 1)
        #expect(client.page.rows.count == 8)
        #expect(client.page.rows[0].count == 60)
        client.terminal.resize(to: Size(width: 65535, height: 65535))
        #expect(client.terminal.size == WebSessionTerminal.maximumSize)
        application.quit()
    }

    @Test("a page that went away asks the application to quit, and nothing more is sent")
    func hangUp() async throws {
        let client = RecordingPage()
        let (application, store) = try await start(on: client)
        let sent = client.messages.count
        client.terminal.hangUp()
        await settle()
        #expect(!application.isRunning)
        #expect(application.quitReason == .hungUp)
        store.dispatch(Increment())
        await settle()
        #expect(client.messages.count == sent)
    }
}
