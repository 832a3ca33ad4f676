import ReCurses
import Testing

@testable import DemoKit

@MainActor
@Suite("Consumers screen")
struct ConsumersScreenTests {
    @Test func logsTheFirstStateThenEachChangeAsOldToNew() throws {
        let harness = DemoHarness(.consumers, size: Size(width: 90, height: 30))
        let screen = try #require(harness.screen(ConsumersScreen.self))
        #expect(
            screen.logView.lines == [
                "counter: 0 (first state)", "nickname: nil (first state)", "tags: [] (first state)",
            ])
        harness.driver.press(.character("+"))
        harness.driver.press(.character("+"))
        harness.driver.press(.character("-"))
        #expect(harness.store.state.consumers.counter == 1)
        #expect(screen.logView.lines.suffix(3) == ["counter: 0 → 1", "counter: 1 → 2", "counter: 2 → 1"])
        harness.driver.expectScreen(named: "consumers-90x30-counted")
    }

    @Test func nicknameAndTagsAreLoggedWithTheirShapes() throws {
        let harness = DemoHarness(.consumers, size: Size(width: 90, height: 30))
        let screen = try #require(harness.screen(ConsumersScreen.self))
        harness.focus(screen.nicknameField)
        harness.driver.type("Ann")
        harness.driver.press(.enter)
        harness.focus(screen.tagField)
        harness.driver.type("swift")
        harness.driver.press(.enter)
        harness.driver.type("tui")
        harness.focus(screen.addTagButton)
        harness.driver.press(.enter)
        #expect(harness.store.state.consumers.nickname == "Ann")
        #expect(harness.store.state.consumers.tags == ["swift", "tui"])
        #expect(screen.tagField.text == "")
        #expect(
            screen.logView.lines.suffix(3) == [
                "nickname: nil → \"Ann\"", "tags: [] → [swift]", "tags: [swift] → [swift, tui]",
            ])
        harness.focus(screen.clearTagsButton)
        harness.driver.press(.enter)
        #expect(screen.logView.lines.last == "tags: [swift, tui] → []")
    }

    @Test func unchangedValuesAreNotLogged() throws {
        let harness = DemoHarness(.consumers)
        let screen = try #require(harness.screen(ConsumersScreen.self))
        let before = screen.logView.lines
        harness.driver.dispatch(SetContent(newContent: "elsewhere"))
        harness.driver.dispatch(ConsumersAddTag(tag: "   "))
        #expect(screen.logView.lines == before)
    }

    @Test func theLogLivesWithTheScreenAndTheCounterInTheGlobalStore() throws {
        let harness = try DemoHarness(arguments: ["--screen", "consumers"])
        weak let leftScreen = harness.screen(ConsumersScreen.self)
        weak let leftPageStore = leftScreen?.pageStore
        harness.driver.press(.character("+"))
        #expect(leftScreen?.logView.lines.last == "counter: 0 → 1")
        harness.driver.press(.escape)
        #expect(leftScreen == nil)
        #expect(leftPageStore == nil)

        harness.driver.press(.enter)
        let second = try #require(harness.screen(ConsumersScreen.self))
        #expect(second !== leftScreen)
        #expect(second.logView.lines.first == "counter: 1 (first state)")
        #expect(!second.logView.lines.contains("counter: 0 → 1"))
    }

    @Test func buttonsCountUpAndDown() throws {
        let harness = DemoHarness(.consumers)
        let screen = try #require(harness.screen(ConsumersScreen.self))
        #expect(harness.driver.focusedView === screen.incrementButton)
        harness.driver.press(.enter, .enter)
        harness.focus(screen.decrementButton)
        harness.driver.press(.enter)
        #expect(harness.store.state.consumers.counter == 1)
        #expect(screen.counterLabel.text == " 1 ")
    }

    @Test func ctrlLClearsTheLogOnly() throws {
        let harness = DemoHarness(.consumers)
        let screen = try #require(harness.screen(ConsumersScreen.self))
        harness.driver.press(.character("+"))
        harness.driver.press(.ctrl("l"))
        #expect(screen.logView.lines.isEmpty)
        harness.driver.expectScreen(named: "consumers-log-cleared")
        #expect(harness.store.state.consumers.counter == 1)
    }

    @Test func theLogFollowsNewChangesUntilScrolledUp() throws {
        let harness = DemoHarness(.consumers)
        let screen = try #require(harness.screen(ConsumersScreen.self))
        for _ in 0..<15 { harness.driver.press(.character("+")) }
        #expect(screen.logView.isOverflowing)
        #expect(harness.text.contains("counter: 14 → 15"))
        harness.focus(screen.logView)
        harness.driver.press(.up)
        #expect(!screen.logView.isFollowing)
        #expect(harness.text.contains("↓ paused"))
        #expect(!harness.text.contains("counter: 14 → 15"))
        harness.driver.press(.character("+"))
        #expect(harness.text.contains("↓ 1 new"))
        #expect(harness.text.contains("End Follow"))
        harness.driver.press(.end)
        #expect(screen.logView.isFollowing)
        #expect(harness.text.contains("counter: 15 → 16"))
    }
}
