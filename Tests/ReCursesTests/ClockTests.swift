import ReCurses
import ReCursesTesting
import Testing

/// A screen with one focused list of produce, for type-ahead timing.
@MainActor
final class ProduceScreen: Screen {
    struct Produce: Identifiable, Equatable {
        var id: String { name }
        let name: String
    }

    let list = ListView(sections: [ListSection(items: ProduceScreen.names.map(Produce.init))]) { $0.name }
    static let names = ["apple", "apricot", "banana", "blueberry", "cherry"]

    override func viewDidLoad() {
        view.addSubview(list)
        list.frame = Rect(origin: .zero, size: Size(width: 20, height: 5))
    }
}

@MainActor @Suite("One clock for the terminal, the application and its views") struct ClockTests {
    @Test func theTypeAheadPauseIsMeasuredOnTheDriversClock() {
        let screen = ProduceScreen(title: "Produce")
        let driver = AppDriver(screen: screen, size: Size(width: 30, height: 8))
        driver.type("b")
        driver.type("l")
        #expect(screen.list.selectedID == "blueberry")
        driver.advanceClock(by: .milliseconds(900))
        driver.type("u")
        #expect(screen.list.selectedID == "blueberry")
        driver.advanceClock(by: .seconds(1) + .milliseconds(1))
        driver.type("a")
        #expect(screen.list.selectedID == "apple")
        driver.type("pr")
        #expect(screen.list.selectedID == "apricot")
    }

    @Test func theApplicationReadsTheTerminalsClockUnlessGivenOne() {
        let driver = AppDriver(screen: Screen(title: "Plain"))
        #expect(driver.application.clock === driver.terminal.clock)
        #expect(driver.application.clock.isVirtual)

        let own = TerminalClock.virtual(startingAt: .seconds(5))
        let application = Application(root: Screen(title: "Own"), terminal: FakeTerminal(), clock: own)
        #expect(application.clock === own)
        #expect(application.window.clock === own)
        #expect(UnavailableTerminal().clock === TerminalClock.system)
    }

    @Test func aLoneEscapeTimesOutOnTheApplicationsClock() {
        let driver = AppDriver(screen: ProduceScreen(title: "Produce"))
        driver.feed(bytes: [0x1B])
        #expect(driver.terminal.deliveredEvents.contains(.key(.escape)) == false)
        driver.advanceClock(by: .milliseconds(25))
        #expect(driver.terminal.deliveredEvents.last == .key(.escape))
        #expect(driver.application.clock.now == .milliseconds(25))
    }
}
