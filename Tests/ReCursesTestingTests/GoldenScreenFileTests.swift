import Foundation
import TerminalCore
import Testing

@testable import ReCursesTesting

/// Golden files in a fresh temporary folder, recorded and compared without a test failing.
@Suite("Golden screen files")
struct GoldenScreenFileTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("golden-\(UUID().uuidString)").path
    var testFile: String { folder + "/SomeTests.swift" }

    static let recording = GoldenScreenRecording(environment: ["RECORD_SCREENS": "1"])
    static let comparing = GoldenScreenRecording(environment: [:])
    static let ci = GoldenScreenRecording(environment: ["RECORD_SCREENS": "1", "CI": "true"])

    func screen(_ text: String) -> ScreenSnapshot {
        ScreenSnapshot(
            size: Size(width: text.count, height: 1), cursor: nil,
            rows: [text.map { .init(glyph: String($0), style: "plain") }])
    }

    @Test func readsTheEnvironment() {
        #expect(Self.recording.records)
        #expect(!Self.comparing.records)
        #expect(!Self.ci.records && Self.ci.isRequested)
        #expect(!GoldenScreenRecording(environment: ["RECORD_SCREENS": "0"]).records)
        #expect(GoldenScreenRecording(environment: ["RECORD_SCREENS": "yes", "CI": "false"]).records)
    }

    @Test func aMissingFileFailsAndSaysHowToRecord() throws {
        let file = try #require(GoldenScreenFile(name: "greeting", besideTestFile: testFile))
        #expect(file.path == folder + "/__Screens__/greeting.txt")
        guard case .failed(let message) = file.check(screen("hi"), recording: Self.comparing) else {
            Issue.record("a missing file passed")
            return
        }
        #expect(message.contains("Record it with `RECORD_SCREENS=1 swift test`"))
        #expect(!message.contains("make test"), "a package using ReCursesTesting has no Makefile")
        #expect(message.contains("|hi|"))
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    @Test func onCIAMissingFileIsNeverRecorded() throws {
        let file = try #require(GoldenScreenFile(name: "greeting", besideTestFile: testFile))
        guard case .failed(let message) = file.check(screen("hi"), recording: Self.ci) else {
            Issue.record("recorded on CI")
            return
        }
        #expect(message.contains("ignored on CI"))
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    @Test func recordingWritesThenTheSameScreenMatches() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = try #require(GoldenScreenFile(name: "greeting", besideTestFile: testFile))
        guard case .recorded(let message) = file.check(screen("hi"), recording: Self.recording) else {
            Issue.record("nothing recorded")
            return
        }
        #expect(message.contains("(new)"))
        #expect(try String(contentsOfFile: file.path, encoding: .utf8) == GoldenScreenFormat.text(of: screen("hi")))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/__Screens__") == ["greeting.txt"])
        #expect(file.check(screen("hi"), recording: Self.comparing) == .matched)
        #expect(file.check(screen("hi"), recording: Self.recording) == .matched)
    }

    @Test func aDifferentScreenFailsWithTheCellsOrIsRecordedAgain() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = try #require(GoldenScreenFile(name: "greeting", besideTestFile: testFile))
        _ = file.check(screen("hi"), recording: Self.recording)
        guard case .failed(let message) = file.check(screen("ho"), recording: Self.comparing) else {
            Issue.record("a different screen passed")
            return
        }
        #expect(message.contains("row 0, column 1: expected \"i\" plain, actual \"o\" plain"))
        #expect(message.contains("Expected:\nsize 2x1"))
        #expect(message.contains("Actual:\nsize 2x1"))
        #expect(file.check(screen("ho"), recording: Self.ci) != .matched)
        let recorded = "Recorded the golden screen \"greeting\" (1 of its cells changed) to \(file.path): "
        #expect(file.check(screen("ho"), recording: Self.recording) == .recorded(recorded + "review it and commit it."))
        #expect(file.check(screen("ho"), recording: Self.comparing) == .matched)
    }

    @Test func anUnreadableFileFailsUntilRecordedAgain() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = try #require(GoldenScreenFile(name: "greeting", besideTestFile: testFile))
        try FileManager.default.createDirectory(atPath: folder + "/__Screens__", withIntermediateDirectories: true)
        try Data("size 2".utf8).write(to: URL(fileURLWithPath: file.path))
        guard case .failed(let message) = file.check(screen("hi"), recording: Self.comparing) else {
            Issue.record("an unreadable file passed")
            return
        }
        #expect(message.contains("cannot be read"))
        #expect(file.check(screen("hi"), recording: Self.recording) != .matched)
        #expect(file.check(screen("hi"), recording: Self.comparing) == .matched)
    }

    @Test(arguments: ["", ".hidden", "a/b", "..", "tab\there", "back\\slash"])
    func namesThatAreNoPlainFileNameAreRefused(name: String) {
        #expect(GoldenScreenFile(name: name, besideTestFile: testFile) == nil)
    }
}
