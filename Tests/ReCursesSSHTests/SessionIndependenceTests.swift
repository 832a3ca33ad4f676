import ReCurses
import ReCursesSSH
import ReCursesTesting
import Testing

@MainActor
@Suite("Sessions sharing a process")
struct SessionIndependenceTests {
    @Test("two sessions on one store: focus, navigation, timers and theme are each their own")
    func independent() async throws {
        let store = makeBoardStore()
        let first = EmulatedClient(type: "xterm-256color")
        let second = EmulatedClient(type: "vt100")
        let firstScreen = CountScreen(store: store, tickInterval: .seconds(1))
        let secondScreen = CountScreen(store: store, tickInterval: .seconds(1))
        let one = try startApplication(on: first, store: store, screen: firstScreen)
        let two = try startApplication(on: second, store: store, screen: secondScreen)
        await settle()

        // Focus: Tab moves the first session's focus only.
        let secondFocus = two.window.focusedView
        first.type("\t")
        await settle()
        #expect(one.window.focusedView !== firstScreen.add)
        #expect(two.window.focusedView === secondFocus)

        // Timers: each session's screen ticks on its own clock.
        first.advance(by: .seconds(3))
        #expect(firstScreen.ticks == 3)
        #expect(secondScreen.ticks == 0)
        second.advance(by: .seconds(1))
        #expect(secondScreen.ticks == 1)
        #expect(first.terminal.clock !== second.terminal.clock)

        // Navigation: a screen pushed in one session is not in the other.
        one.navigation.push(Screen(title: "Details"))
        await settle()
        #expect(one.navigation.screens.count == 2)
        #expect(two.navigation.screens.count == 1)

        // Theme: each follows its own client's colours.
        #expect(one.window.theme != two.window.theme)
        #expect(second.terminal.capabilities.colorDepth == .monochrome)

        // Quitting one leaves the other running.
        second.terminal.receive([0x03])
        #expect(!two.isRunning)
        #expect(one.isRunning)
        #expect(second.terminal.clock.scheduledTimerCount == 0)
        one.quit()
    }

    @Test("a change one user makes reaches every other session's screen in its next frame")
    func sharedStorePropagates() async throws {
        let store = makeBoardStore()
        let clients = (0..<3).map { _ in EmulatedClient() }
        var applications: [Application] = []
        for client in clients {
            applications.append(try startApplication(on: client, store: store, screen: CountScreen(store: store)))
        }
        await settle()
        for client in clients { #expect(client.lines.contains { $0.contains("Count: 0") }) }
        clients[0].type("\r")
        await settle(rounds: 1)
        for client in clients { #expect(client.lines.contains { $0.contains("Count: 1") }) }
        #expect(store.state.count == 1)
        for application in applications { application.quit() }
    }
}
