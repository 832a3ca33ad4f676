import ReCurses
import Testing

@testable import DemoKit

@MainActor
@Suite("Launcher and navigation")
struct NavigationTests {
    @Test func launcherListsEveryExample() throws {
        let harness = try DemoHarness(arguments: [])
        #expect(harness.driver.visibleScreen is LauncherScreen)
        for example in DemoExample.allCases {
            #expect(harness.text.contains(example.title))
            #expect(harness.text.contains(example.summary))
        }
    }

    @Test func enterOpensTheSelectedExampleAndEscapeComesBack() throws {
        let harness = try DemoHarness(arguments: [])
        for (index, example) in DemoExample.allCases.enumerated() {
            for _ in 0..<index { harness.driver.press(.down) }
            harness.driver.press(.enter)
            #expect(harness.driver.navigation.screens.count == 2)
            #expect(harness.driver.visibleScreen.title == example.screenTitle)
            #expect(harness.driver.lines.first == harness.line(" ReCurses demo › \(example.screenTitle)"))
            harness.driver.press(.escape)
            #expect(harness.driver.visibleScreen is LauncherScreen)
            harness.driver.press(.home)
        }
    }

    @Test(arguments: DemoExample.allCases)
    func screenOptionOpensTheExampleOverTheLauncher(example: DemoExample) throws {
        let harness = try DemoHarness(arguments: ["--screen", example.rawValue])
        #expect(harness.driver.visibleScreen.title == example.screenTitle)
        harness.driver.press(.escape)
        #expect(harness.driver.visibleScreen is LauncherScreen)
    }

    @Test(arguments: DemoExample.allCases)
    func subscriptionsReturnToBaselineAfterLeaving(example: DemoExample) throws {
        let harness = try DemoHarness(arguments: [])
        let baseline = harness.driver.liveSubscriptions
        try #require(DemoExample.allCases.firstIndex(of: example)).times { harness.driver.press(.down) }
        harness.driver.press(.enter)
        // The build example keeps no store state: it connects to nothing; the board connects to a
        // store of its own (the one `serve` shares), not to the app's.
        if example != .build && example != .board { #expect(harness.driver.liveSubscriptions > baseline) }
        weak let shown = harness.driver.visibleScreen
        harness.driver.press(.escape)
        #expect(harness.driver.liveSubscriptions == baseline)
        #expect(shown == nil, "the \(example.title) screen leaked")
    }

    @Test func qQuitsFromTheLauncher() throws {
        let harness = try DemoHarness(arguments: [])
        harness.driver.press(.character("q"))
        #expect(!harness.driver.application.isRunning)
    }

    @Test func ctrlCQuitsFromAnywhere() throws {
        let harness = try DemoHarness(arguments: ["--screen", "simple-text-field"])
        harness.driver.press(.ctrl("c"))
        #expect(!harness.driver.application.isRunning)
    }

    @Test func qIsTypedNotQuitInAnExample() throws {
        let harness = try DemoHarness(arguments: ["--screen", "simple-text-field"])
        harness.driver.press(.character("q"))
        #expect(harness.driver.application.isRunning)
        #expect(harness.store.state.simpleTextField.content == "q")
    }

    @Test(arguments: [DemoExample?.none] + DemoExample.allCases.map(Optional.some))
    func everyScreenShowsKeyHintsAndHelp(example: DemoExample?) throws {
        let harness = try DemoHarness(arguments: example.map { ["--screen", $0.rawValue] } ?? [])
        let statusBar = try #require(harness.driver.lines.last)
        #expect(statusBar.contains("Help"))
        #expect(statusBar.contains(example == nil ? "q/Ctrl-C Quit" : "Back"))
        let screen = harness.driver.visibleScreen
        // A view that takes `?` (a text field, the keyboard example's key log) leaves F1 for the help.
        let takesQuestionMark = harness.driver.focusedView?.capturesKey(.character("?")) == true
        harness.driver.press(takesQuestionMark ? .function(1) : .character("?"))
        #expect(harness.driver.navigation.modalScreens.count == 1)
        #expect(harness.text.contains("Keys"))
        for binding in screen.keyBindings where binding.showsHint && !binding.command.matches(.help) {
            #expect(harness.text.contains(binding.hint), "help lacks \(binding.hint)")
        }
        harness.driver.press(.escape)
        #expect(harness.driver.navigation.modalScreens.isEmpty)
        #expect(harness.driver.visibleScreen === screen)
    }

    @Test func monochromeWithNoColor() throws {
        let harness = try DemoHarness(arguments: ["--no-color"])
        #expect(harness.driver.application.window.theme == .monochrome)
    }
}

extension Int {
    /// Runs `body` this many times.
    func times(_ body: () -> Void) {
        for _ in 0..<Swift.max(0, self) { body() }
    }
}
