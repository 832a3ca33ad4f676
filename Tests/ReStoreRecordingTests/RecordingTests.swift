import Foundation
import ReStore
import ReStoreRecording
import Testing

private struct Counter: Equatable {
    var value = 0
    var name = ""
}

private struct Add: Action, Codable, Equatable {
    let amount: Int
}

private struct Rename: Action, Codable, Equatable {
    let name: String
}

/// An action that cannot be written with a payload.
private struct Opaque: Action {}

private func reduce(_ action: Action, _ state: Counter?) -> Counter {
    var state = state ?? Counter()
    if let add = action as? Add { state.value += add.amount }
    if let rename = action as? Rename { state.name = rename.name }
    return state
}

private func temporaryPath(_ name: String) -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("recording-\(UUID().uuidString)-\(name)").path
}

private var registry: ActionRegistry {
    var registry = ActionRegistry()
    registry.register(Add.self)
    registry.register(Rename.self)
    return registry
}

private let header = #"{"format":"recurses-actions","version":1}"#

private func read(_ text: String, unknownActions: Recording.UnknownActionPolicy = .stop) throws -> Recording {
    try Recording(data: Data(text.utf8), registry: registry, unknownActions: unknownActions)
}

private func failure(_ text: String, unknownActions: Recording.UnknownActionPolicy = .stop) -> RecordingError? {
    do {
        _ = try read(text, unknownActions: unknownActions)
        return nil
    } catch {
        return error as? RecordingError
    }
}

@MainActor
@Suite("Recording and replay")
struct RecordingTests {
    @Test func aRecordingReplaysToTheSameState() throws {
        let path = temporaryPath("round-trip.jsonl")
        defer { try? FileManager.default.removeItem(atPath: path) }
        var now = Duration.zero
        let recorder = try ActionRecorder(path: path, metadata: ["screen": "counter"], clock: { now })
        let store = Store<Counter>(reducer: reduce, state: Counter(), middleware: [recorder.middleware()])
        store.dispatch(Add(amount: 2))
        now = .milliseconds(1500)
        store.dispatch(Opaque())
        store.dispatch(Rename(name: "café \"quoted\"\nnext"))
        now = .seconds(3)
        store.dispatch(Add(amount: 5))
        recorder.finish()
        #expect(recorder.recordedCount == 4)
        #expect(recorder.notReplayableCount == 1)
        #expect(recorder.writeError == nil)

        let recording = try Recording(contentsOf: path, registry: registry)
        #expect(recording.metadata == ["screen": "counter"])
        #expect(recording.steps.map(\.typeName) == ["Add", "Rename", "Add"])
        #expect(recording.steps.map(\.time) == [.zero, .milliseconds(1500), .seconds(3)])
        #expect(recording.steps.map(\.line) == [2, 4, 5])
        #expect(recording.skipped == [.init(line: 3, typeName: "Opaque", reason: .notReplayable)])

        let replayed = Store<Counter>(reducer: reduce, state: Counter())
        for step in recording.steps { replayed.dispatch(step.action) }
        #expect(replayed.state == store.state)
    }

    @Test func actionsDispatchedWhileAnotherRunsOrByTasksAreMarkedAutomatic() async throws {
        let path = temporaryPath("automatic.jsonl")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let recorder = try ActionRecorder(path: path)
        let echo: Middleware<Counter> = { dispatch, _ in
            { next in
                { action in
                    next(action)
                    if action is Add { dispatch(Rename(name: "echo")) }
                }
            }
        }
        let store = Store<Counter>(reducer: reduce, state: Counter(), middleware: [recorder.middleware(), echo])
        store.dispatch(Add(amount: 1))
        await store.dispatch { dispatch, _ in dispatch(Rename(name: "task")) }.wait()
        recorder.finish()
        let recording = try Recording(contentsOf: path, registry: registry)
        #expect(recording.steps.map(\.typeName) == ["Add"])
        #expect(recording.skipped.map(\.reason) == [.automatic, .automatic])
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(lines[3].contains(#""origin":"store task""#))
    }

    @Test func eachLineIsSelfDescribing() throws {
        let path = temporaryPath("line.jsonl")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let recorder = try ActionRecorder(path: path, clock: { .milliseconds(250) })
        recorder.record(Add(amount: 3))
        recorder.record(Opaque())
        recorder.finish()
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(lines[0] == #"{"format":"recurses-actions","version":1}"#)
        #expect(lines[1] == #"{"automatic":false,"payload":{"amount":3},"replayable":true,"time":0.25,"type":"Add"}"#)
        #expect(lines[2] == #"{"automatic":false,"replayable":false,"time":0.25,"type":"Opaque"}"#)
    }

    @Test func aRecorderThatCannotOpenItsFileSaysWhy() {
        #expect(throws: ActionRecorder.OpenError.self) { try ActionRecorder(path: "/nonexistent-folder/x.jsonl") }
        #expect(throws: ActionRecorder.OpenError.self) { try ActionRecorder(path: "") }
    }

    @Test func aTruncatedLastLineIsReportedWithItsNumber() {
        let text =
            header + "\n" + #"{"automatic":false,"payload":{"amount":3},"replayable":true,"time":0.25,"type":"Add"}"#
            + "\n" + #"{"automatic":false,"payload":{"amo"#
        let error = failure(text)
        #expect(error?.line == 3)
        #expect(error?.reason == .truncatedLine)
        #expect(error?.description == "line 3: the line is truncated (the recording ended while it was being written)")
    }

    @Test func aCompleteLastLineWithoutNewlineIsRead() throws {
        let text =
            header + "\n" + #"{"automatic":false,"payload":{"amount":3},"replayable":true,"time":0,"type":"Add"}"#
        #expect(try read(text).steps.count == 1)
    }

    @Test func aCorruptLineIsReportedWithItsNumberAndWhatIsWrong() {
        let valid = #"{"automatic":false,"payload":{"amount":3},"replayable":true,"time":0,"type":"Add"}"#
        #expect(failure(header + "\n" + valid + "\nnot json at all\n" + valid + "\n")?.line == 3)
        #expect(failure(header + "\nnot json at all\n")?.reason == .malformedLine("not valid JSON"))
        let noTime = #"{"automatic":false,"replayable":true,"type":"Add","payload":{"amount":1}}"#
        #expect(failure(header + "\n" + noTime + "\n")?.reason == .malformedLine(#"missing field "time""#))
        let badTime = #"{"automatic":false,"replayable":true,"type":"Add","time":"soon","payload":{"amount":1}}"#
        #expect(failure(header + "\n" + badTime + "\n")?.reason == .malformedLine(#"field "time" has the wrong type"#))
        let negative = #"{"automatic":false,"replayable":true,"type":"Add","time":-1,"payload":{"amount":1}}"#
        #expect(failure(header + "\n" + negative + "\n")?.line == 2)
        #expect(failure(header + "\n[1, 2]\n")?.line == 2)
    }

    @Test func aPayloadOfTheWrongShapeNamesTheTypeAndTheField() {
        let wrong = #"{"automatic":false,"payload":{"amount":"three"},"replayable":true,"time":0,"type":"Add"}"#
        let error = failure(header + "\n" + wrong + "\n")
        #expect(error?.line == 2)
        #expect(
            error?.reason == .undecodablePayload(typeName: "Add", detail: #"field "payload.amount" has the wrong type"#)
        )
        let missing = #"{"automatic":false,"replayable":true,"time":0,"type":"Add"}"#
        #expect(
            failure(header + "\n" + missing + "\n")?.reason
                == .undecodablePayload(typeName: "Add", detail: "the line has no payload"))
    }

    @Test func aForeignFileIsNotARecording() {
        #expect(failure("hello, world\n")?.reason == .notARecording)
        #expect(failure(#"{"format":"something-else","version":1}"# + "\n")?.reason == .notARecording)
        #expect(failure("\u{FF}\u{FE}binary")?.reason == .notARecording)
        #expect(failure("")?.reason == .empty)
        #expect(failure(#"{"format":"recurses-actions","version":9}"# + "\n")?.reason == .unsupportedVersion(9))
        #expect(failure(#"{"format":"recurses-act"#)?.reason == .truncatedLine)
    }

    @Test func unknownActionTypesAreListedAndStopTheReplay() {
        let text = [
            header,
            #"{"automatic":false,"payload":{},"replayable":true,"time":0,"type":"Launch"}"#,
            #"{"automatic":false,"payload":{"amount":1},"replayable":true,"time":0,"type":"Add"}"#,
            #"{"automatic":false,"payload":{},"replayable":true,"time":0,"type":"Land"}"#,
            #"{"automatic":false,"payload":{},"replayable":true,"time":0,"type":"Launch"}"#,
        ].joined(separator: "\n")
        let error = failure(text)
        #expect(error?.line == 2)
        #expect(error?.reason == .unknownActionTypes(["Launch", "Land"]))
        #expect(error?.description == "line 2: unknown action types: Launch, Land")
    }

    @Test func unknownActionTypesCanBeSkipped() throws {
        let text = [
            header,
            #"{"automatic":false,"payload":{},"replayable":true,"time":0,"type":"Launch"}"#,
            #"{"automatic":false,"payload":{"amount":1},"replayable":true,"time":0,"type":"Add"}"#,
        ].joined(separator: "\n")
        let recording = try read(text, unknownActions: .skip)
        #expect(recording.steps.map(\.typeName) == ["Add"])
        #expect(recording.skipped == [.init(line: 2, typeName: "Launch", reason: .unknownType)])
    }

    @Test func aMissingFileIsUnreadable() {
        do {
            _ = try Recording(contentsOf: "/nonexistent/recording.jsonl", registry: registry)
            Issue.record("read a missing file")
        } catch {
            guard case .unreadable = error.reason else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(error.path == "/nonexistent/recording.jsonl")
        }
    }

    @Test func blankLinesAreIgnored() throws {
        let text =
            header + "\n\n" + #"{"automatic":false,"payload":{"amount":1},"replayable":true,"time":0,"type":"Add"}"#
            + "\n  \n"
        #expect(try read(text).steps.map(\.line) == [3])
    }
}
