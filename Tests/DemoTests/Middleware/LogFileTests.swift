import Foundation
import Testing

@testable import DemoKit

@Suite("Log file")
struct LogFileTests {
    private func temporaryPath() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("recurses-demo-\(UUID().uuidString).log").path
    }

    @Test func writesLinesAndTruncatesAnOldFile() throws {
        let path = temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        try "old content\n".write(toFile: path, atomically: true, encoding: .utf8)
        let file = try LogFile(path: path)
        file.append(line: "one")
        file.append(line: "二 👍")
        file.finish()
        file.append(line: "after finish")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "one\n二 👍\n")
        #expect(file.writeError == nil)
    }

    @Test func missingDirectoryGivesAClearMessage() {
        let path = "/nonexistent-\(UUID().uuidString)/demo.log"
        do {
            _ = try LogFile(path: path)
            Issue.record("opening \(path) succeeded")
        } catch {
            #expect(error.description == "cannot write the log file '\(path)': No such file or directory")
        }
    }

    @Test func directoryIsRefused() {
        #expect(throws: LogFile.OpenError.self) { try LogFile(path: FileManager.default.temporaryDirectory.path) }
    }

    @Test func emptyPathIsRefused() {
        do {
            _ = try LogFile(path: "")
            Issue.record("an empty path was accepted")
        } catch {
            #expect(error.reason == "the path is empty")
        }
    }

    @Test func writeErrorsAreKeptAndStopTheLog() throws {
        guard FileManager.default.isWritableFile(atPath: "/dev/full") else { return }
        let file = try LogFile(path: "/dev/full")
        file.append(line: "cannot fit")
        #expect(file.writeError?.contains("No space left on device") == true)
    }
}
