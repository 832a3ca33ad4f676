import ReCurses
import ReCursesSSH
import ReCursesTesting
import Testing

@MainActor
@Suite("Session terminal")
struct SessionTerminalTests {
    @Test("bytes in, frames out: the app is drawn on the alternate screen and typing reaches it")
    func bytesInFramesOut() async throws {
        let client = EmulatedClient()
        let screen = CountScreen(store: makeBoardStore())
        let application = try startApplication(on: client, store: makeBoardStore(), screen: screen)
        await settle()
        #expect(client.emulator.alternateScreenUsed)
        #expect(client.lines.contains { $0.contains("Count: 0") })
        #expect(!client.emulator.cursorVisible || client.emulator.cursorVisible)
        _ = application.window.focus(screen.field)
        client.type("hello")
        await settle()
        #expect(screen.field.text == "hello")
        #expect(client.lines.contains { $0.contains("hello") })
        application.quit()
    }

    @Test("the emulated client shows exactly what the app drew, after keys and resizes")
    func screenMatchesTheFrame() async throws {
        let client = EmulatedClient()
        let store = makeBoardStore()
        let screen = CountScreen(store: store)
        let application = try startApplication(on: client, store: store, screen: screen)
        await settle()
        client.type("\r")
        await settle()
        #expect(client.lines.contains { $0.contains("Count: 1") })
        client.terminal.resize(to: Size(width: 30, height: 8))
        client.emulator.resize(width: 30, height: 8)
        client.advance(by: .zero)
        await settle()
        let mismatches = ScreenConformance(colorDepth: client.terminal.capabilities.colorDepth)
            .mismatches(between: application.window.currentFrame, and: client.emulator)
        #expect(mismatches.isEmpty, "\(mismatches.prefix(3))")
        application.quit()
    }

    @Test("a key costs a session the same bytes as it costs a local terminal's encoder")
    func bytesPerKeyAsLocal() async throws {
        let store = makeBoardStore()
        let client = EmulatedClient(type: "xterm-256color", size: Size(width: 40, height: 10))
        let screen = CountScreen(store: store)
        let application = try startApplication(on: client, store: store, screen: screen)
        let localScreen = CountScreen(store: store)
        let local = AppDriver(size: Size(width: 40, height: 10)) { terminal in
            Application(store: store, root: localScreen, terminal: terminal)
        }
        _ = application.window.focus(screen.field)
        _ = local.application.window.focus(localScreen.field)
        await settle()
        local.runUntilIdle()
        let (sessionBefore, localBefore) = (client.terminal.bytesWritten, local.bytesWritten)
        client.type("hello")
        local.type("hello")
        await settle()
        local.runUntilIdle()
        #expect(client.terminal.bytesWritten - sessionBefore > 0)
        #expect(client.terminal.bytesWritten - sessionBefore == local.bytesWritten - localBefore)
        application.quit()
    }

    @Test("stopping gives the screen back: input modes off, cursor shown, main screen")
    func stopRestores() async throws {
        let client = EmulatedClient()
        let application = try startApplication(on: client, store: makeBoardStore(), screen: Screen(title: "x"))
        await settle()
        application.quit()
        let tail = String(decoding: client.received.suffix(40), as: UTF8.self)
        #expect(tail.hasSuffix("\u{1B}[?2004l\u{1B}[m\u{1B}[?25h\u{1B}[?1049l"))
        #expect(client.stopCount == 1)
        client.terminal.stop()
        #expect(client.stopCount == 1)
    }

    @Test("frames are bracketed by synchronized output once the client answers its query, not before")
    func synchronizedOutput() async throws {
        let client = EmulatedClient()
        let store = makeBoardStore()
        let screen = CountScreen(store: store)
        let application = try startApplication(on: client, store: store, screen: screen)
        await settle()
        let begin = "\u{1B}[?2026h"
        let end = "\u{1B}[?2026l"
        #expect(String(decoding: client.received, as: UTF8.self).contains("\u{1B}[?2026$p"))
        client.type("\r")
        await settle()
        #expect(!String(decoding: client.received, as: UTF8.self).contains(begin))
        #expect(!client.terminal.synchronizesFrames)
        client.terminal.receive(Array("\u{1B}[?2026;2$y".utf8))
        #expect(client.terminal.synchronizesFrames)
        let before = client.received.count
        client.type("\r")
        await settle()
        let frame = String(decoding: client.received[before...], as: UTF8.self)
        #expect(frame.hasPrefix(begin) && frame.hasSuffix(end), "\(frame.debugDescription)")
        #expect(client.lines.contains { $0.contains("Count: 2") })
        application.quit()
    }

    @Test("Ctrl-C quits the application on this terminal")
    func ctrlCQuits() async throws {
        let client = EmulatedClient()
        let application = try startApplication(on: client, store: makeBoardStore(), screen: Screen(title: "x"))
        await settle()
        client.terminal.receive([0x03])
        #expect(!application.isRunning)
        #expect(client.stopCount == 1)
    }

    @Test("colours follow the client's TERM and COLORTERM only")
    func coloursFromTheClient() {
        func depth(_ type: String, _ environment: [String: String] = [:]) -> ColorDepth {
            EmulatedClient(type: type, environment: environment).terminal.capabilities.colorDepth
        }
        #expect(depth("xterm") == .ansi16)
        #expect(depth("xterm-256color") == .palette256)
        #expect(depth("xterm-256color", ["COLORTERM": "truecolor"]) == .trueColor)
        #expect(depth("vt100") == .monochrome)
        #expect(depth("xterm-256color", ["NO_COLOR": "1"]) == .monochrome)
        #expect(depth("xterm", ["TERM": "xterm-direct", "COLORTERM_OTHER": "truecolor"]) == .ansi16)
    }

    @Test("a lone Escape arrives when the session's clock passes the escape timeout")
    func loneEscape() throws {
        let client = EmulatedClient()
        var events: [Event] = []
        try client.terminal.start { events += $0 }
        client.terminal.receive([0x1B])
        #expect(events.isEmpty)
        client.advance(by: .milliseconds(30))
        #expect(events == [.key(.escape)])
        client.terminal.stop()
    }

    @Test("a paste that never ends is delivered once it holds a megabyte; Ctrl-Z is only a key")
    func endlessPasteAndCtrlZ() throws {
        let client = EmulatedClient()
        var events: [Event] = []
        try client.terminal.start { events += $0 }
        client.terminal.receive(Array("\u{1B}[200~".utf8))
        let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 64 * 1024)
        for _ in 0..<17 { client.terminal.receive(chunk) }
        guard case .paste(let text) = events.first else {
            Issue.record("no paste delivered: \(events.count) events")
            return
        }
        #expect(text.utf8.count > SessionTerminal.maximumPendingInput - chunk.count)
        #expect(text.utf8.count <= SessionTerminal.maximumPendingInput + chunk.count)
        events.removeAll()
        client.terminal.receive([0x1A])
        #expect(events == [.key(.ctrl("z"))])
        client.terminal.stop()
    }

    @Test("a client that refuses bytes loses frames, then gets the latest one whole")
    func backPressure() async throws {
        let client = EmulatedClient()
        let store = makeBoardStore()
        let screen = CountScreen(store: store)
        let application = try startApplication(on: client, store: store, screen: screen)
        await settle()
        client.accepts = false
        for _ in 0..<5 {
            store.dispatch(BoardAction.increment)
            await settle()
        }
        #expect(client.terminal.droppedFrameCount >= 1)
        #expect(!client.lines.contains { $0.contains("Count: 5") })
        client.accepts = true
        client.terminal.outputDrained()
        await settle()
        #expect(client.lines.contains { $0.contains("Count: 5") })
        let mismatches = ScreenConformance(colorDepth: client.terminal.capabilities.colorDepth)
            .mismatches(between: application.window.currentFrame, and: client.emulator)
        #expect(mismatches.isEmpty, "\(mismatches.prefix(3))")
        application.quit()
    }
}
