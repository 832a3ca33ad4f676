import Foundation
import ReStore
import Testing

@testable import DemoKit

@MainActor
@Suite("Action logger")
struct ActionLoggerTests {
    @Test func logsEveryActionAndTheStateAfterIt() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("logger-\(UUID().uuidString).log").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let file = try LogFile(path: path)
        let store = DemoStore.make(logFile: file)
        store.dispatch(SetContent(newContent: "hi"))
        store.dispatch(SteppingUpSetStepSize(newStepSize: 0.25))
        file.finish()

        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
        let actions = lines.filter { $0.hasPrefix("action ") }
        let states = lines.filter { $0.hasPrefix("state ") }
        #expect(lines.first?.hasPrefix("state 0: {") == true)
        #expect(lines.first?.contains("\"simpleTextField\":{\"content\":\"\"}") == true)
        #expect(actions.count + 1 == states.count)
        #expect(
            actions.suffix(2) == [
                "action \(actions.count - 1): SetContent(newContent: \"hi\")",
                "action \(actions.count): SteppingUpSetStepSize(newStepSize: 0.25)",
            ])
        let last = try #require(states.last)
        #expect(last.hasPrefix("state \(actions.count): {"))
        #expect(last.contains("\"simpleTextField\":{\"content\":\"hi\"}"))
        #expect(last.contains("\"steppingUp\":{\"stepSize\":0.25,\"value\":0.5,\"valueText\":\"0.5\"}"))
    }
}
