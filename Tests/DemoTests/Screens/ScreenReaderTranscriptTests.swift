import ReCurses
import ReCursesTesting
import Testing

@testable import DemoKit

/// What a screen-reader user hears on every demo screen: `recurses-demo --screen-reader` prints each
/// screen, focus change, value change, dialog and notification as one plain line, and draws nothing
/// a screen reader would read as noise.
@MainActor
@Suite("Screen-reader transcripts")
struct ScreenReaderTranscriptTests {
    /// The transcript of the demo opened on `example` with `--screen-reader`, after `keys`.
    private func transcript(_ example: DemoExample?, keys: [Key] = []) throws -> [String] {
        let harness = try DemoHarness(
            arguments: ["--screen-reader"] + (example.map { ["--screen", $0.rawValue] } ?? []))
        for key in keys { harness.driver.press(key) }
        return harness.driver.terminal.printedLines
    }

    @Test(arguments: DemoExample.allCases.filter { $0 != .explorer && $0 != .notes && $0 != .monitor })
    func everyScreenIsReadAsPlainLines(example: DemoExample) throws {
        let lines = try transcript(example, keys: [.down, .tab])
        print("TRANSCRIPT \(example.rawValue):\n" + lines.joined(separator: "\n"))
        #expect(!lines.isEmpty)
    }
}
