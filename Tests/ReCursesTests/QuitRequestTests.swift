import ReCurses
import ReCursesTesting
import Testing

/// A screen that keeps a draft it saves only after a pause or when it goes, as an editor does, and
/// notes why it went.
@MainActor
private final class DraftScreen: Screen {
    let log: LifecycleLog
    var draft = ""
    var saved: [String] = []
    var reasonsSeen: [QuitReason?] = []
    var pause: ScreenTimer?

    init(log: LifecycleLog) {
        self.log = log
        super.init(title: "Draft")
    }

    func type(_ text: String) {
        draft += text
        pause?.cancel()
        pause = after(.milliseconds(500)) { [weak self] in self?.save() }
        task { _ in try await Task.sleep(for: .seconds(3600)) }
    }

    func save() {
        saved.append(draft)
        log.entries.append("save \(draft)")
    }

    override func viewWillDisappear() {
        reasonsSeen.append(quitReason)
        save()
    }
}

@MainActor
@Suite("Quitting on SIGTERM and SIGHUP")
struct QuitRequestTests {
    private func makeDriver() -> (AppDriver, DraftScreen, LifecycleLog) {
        let log = LifecycleLog()
        let screen = DraftScreen(log: log)
        let driver = AppDriver(screen: screen)
        driver.application.onQuit = { reason in log.entries.append("onQuit \(reason)") }
        return (driver, screen, log)
    }

    @Test(
        "a request from the terminal quits in order: the screen saves, its work ends, onQuit runs last",
        arguments: [QuitReason.terminated, .hungUp])
    func quitsInOrder(reason: QuitReason) async throws {
        let (driver, screen, log) = makeDriver()
        screen.type("unsaved")
        await driver.settle()
        #expect(screen.activeTimers.count == 1)
        #expect(screen.liveTasks.count == 1)
        #expect(driver.terminal.requestQuit(reason))
        #expect(log.take() == ["save unsaved", "onQuit \(reason)"])
        #expect(screen.reasonsSeen == [reason])
        #expect(driver.application.quitReason == reason)
        #expect(!driver.application.isRunning)
        #expect(!driver.terminal.isStarted)
        #expect(screen.appearance == .disappeared)
        #expect(screen.activeTimers.isEmpty)
        await driver.settle()
        #expect(screen.liveTasks.isEmpty, "the hour-long task was cancelled")
        driver.advanceClock(by: .seconds(1))
        #expect(screen.saved == ["unsaved"], "the paused save never runs after the quit")
    }

    @Test("the user's quit says so, and a pop is no quit")
    func userQuit() {
        let log = LifecycleLog()
        let root = DraftScreen(log: log)
        let pushed = DraftScreen(log: log)
        let driver = AppDriver(screen: root)
        driver.navigation.push(pushed)
        driver.navigation.pop()
        #expect(pushed.reasonsSeen == [nil])
        driver.application.quit()
        #expect(root.reasonsSeen == [nil, .user])
        #expect(driver.application.quitReason == .user)
    }

    @Test("the terminal gets the deadline while the app runs, and no handler once it quit")
    func deadlineReachesTheTerminal() {
        let (driver, _, _) = makeDriver()
        #expect(driver.terminal.quitDeadline == .seconds(2))
        driver.application.quitDeadline = .milliseconds(300)
        #expect(driver.terminal.quitDeadline == .milliseconds(300))
        driver.application.quit()
        #expect(driver.terminal.quitDeadline == nil)
        #expect(!driver.terminal.requestQuit(.terminated))
    }

    @Test("a second request while quitting changes nothing")
    func secondRequest() {
        let (driver, screen, log) = makeDriver()
        let terminal = driver.terminal
        driver.application.onQuit = { reason in
            log.entries.append("onQuit \(reason)")
            terminal.requestQuit(.hungUp)
        }
        driver.terminal.requestQuit(.terminated)
        #expect(log.take() == ["save ", "onQuit terminated"])
        #expect(screen.reasonsSeen == [.terminated])
        #expect(driver.application.quitReason == .terminated)
    }
}
