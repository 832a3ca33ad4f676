import ReCurses
import ReCursesDevTools
import ReCursesTesting
import Testing

@testable import Demo

@MainActor
@Suite("recurses-demo --dev")
struct DevFlagTests {
    @Test func devTurnsOnTheInspectorAndF12OpensIt() throws {
        let harness = try DemoHarness(arguments: ["--dev"], size: Size(width: 100, height: 30))
        let inspector = try #require(harness.driver.application.inspector)
        #expect(harness.driver.application.history != nil)
        harness.driver.press(.function(12))
        #expect(inspector.isOpen)
        #expect(harness.text.contains("Actions │ State │ Screens │ Frames"))
    }

    @Test func withoutDevThereIsNoInspector() throws {
        let harness = try DemoHarness(arguments: [])
        #expect(harness.driver.application.inspector == nil)
        #expect(harness.driver.application.history == nil)
    }

    @Test func devNeedsTheFullScreen() {
        #expect(throws: (any Error).self) { try DemoCommand.parse(["--dev", "--inline"]) }
    }
}
