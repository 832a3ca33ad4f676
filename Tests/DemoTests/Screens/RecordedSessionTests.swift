import Foundation
import ReCurses
import ReCursesTesting
import ReStoreRecording
import Testing

@testable import Demo
@testable import DemoKit

/// The recording made with `recurses-demo --screen stepping-up --record …`: + + → - then the step
/// size 0.25 and + again.
private let sessionPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/stepping-up-session.jsonl").path

@MainActor
@Suite("Recorded sessions")
struct RecordedSessionTests {
    @Test func aRecordedSessionReplaysToTheScreenItEndedOn() throws {
        let harness = try DemoHarness(arguments: ["--screen", "stepping-up"])
        let start = harness.driver.application.clock.now
        let recording = try harness.driver.replay(contentsOf: sessionPath, registry: DemoActionRegistry.registry)
        #expect(recording.metadata["screen"] == "stepping-up")
        #expect(recording.steps.count == 6)
        #expect(recording.skipped.isEmpty)
        #expect(abs(harness.store.state.steppingUp.value - 0.95) < 1e-9)
        #expect(harness.store.state.steppingUp.stepSize == 0.25)
        #expect(harness.driver.application.clock.now - start == recording.steps.last?.time)
        harness.driver.expectScreen(named: "stepping-up-recorded-session")
    }

    @Test func theDemoRecordsWhatItDispatchesAndTheRecordingReplaysToTheSameState() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("demo-\(UUID()).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let recorder = try ActionRecorder(path: path, metadata: ["screen": "stepping-up"])
        let recorded = DemoHarness(.steppingUp, store: DemoStore.make(recorder: recorder))
        recorded.driver.press(.character("+"))
        recorded.driver.press(.right)
        recorded.driver.press(.character("-"))
        recorder.finish()

        let replayed = DemoHarness(.steppingUp)
        try replayed.driver.replay(contentsOf: path, registry: DemoActionRegistry.registry)
        #expect(replayed.store.state == recorded.store.state)
        #expect(replayed.driver.lines == recorded.driver.lines)
    }

    @Test func aDamagedRecordingFailsBeforeAnythingIsDispatched() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("demo-\(UUID()).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        var text = try String(contentsOfFile: sessionPath, encoding: .utf8)
        text.removeLast(20)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let harness = DemoHarness(.steppingUp)
        #expect(throws: RecordingError(path: path, line: 7, reason: .truncatedLine)) {
            try harness.driver.replay(contentsOf: path, registry: DemoActionRegistry.registry)
        }
        #expect(harness.driver.dispatchedActions.isEmpty)
        #expect(harness.store.state == AppState.initial)
    }

    @Test func anUnknownActionTypeStopsTheReplayOrIsSkipped() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("demo-\(UUID()).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        var text = try String(contentsOfFile: sessionPath, encoding: .utf8)
        text += #"{"automatic":false,"payload":{},"replayable":true,"time":9,"type":"Teleport"}"# + "\n"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let stopped = DemoHarness(.steppingUp)
        #expect(throws: RecordingError(path: path, line: 8, reason: .unknownActionTypes(["Teleport"]))) {
            try stopped.driver.replay(contentsOf: path, registry: DemoActionRegistry.registry)
        }
        let skipping = DemoHarness(.steppingUp)
        let recording = try skipping.driver.replay(
            contentsOf: path, registry: DemoActionRegistry.registry, unknownActions: .skip)
        #expect(recording.skipped.map(\.typeName) == ["Teleport"])
        #expect(skipping.store.state.steppingUp.stepSize == 0.25)
    }
}
