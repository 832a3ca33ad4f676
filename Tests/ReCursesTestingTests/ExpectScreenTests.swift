import ReCursesTesting
import TerminalUI
import Testing

@MainActor
@Suite("expectScreen")
struct ExpectScreenTests {
    /// Compares only, whatever RECORD_SCREENS says, so the failing cases never rewrite the stored screen.
    static let comparing = GoldenScreenRecording(environment: [:])

    func typedField() -> ViewDriver<TextField> {
        let driver = ViewDriver(TextField(placeholder: "Name"), size: Size(width: 10, height: 2))
        driver.type("Zoë 日本")
        return driver
    }

    @Test func theStoredScreenMatches() {
        typedField().expectScreen(named: "typed-field")
    }

    @Test func aDifferentScreenFailsAtTheCallerListingTheCells() {
        let driver = typedField()
        driver.press(.backspace)
        let line = #_sourceLocation.line + 2
        withKnownIssue {
            driver.expectScreen(named: "typed-field", recording: Self.comparing)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return issue.sourceLocation?.line == line && issue.sourceLocation?.fileName == "ExpectScreenTests.swift"
                && text.contains("row 0, column 6: expected \"本\" plain, actual \" \" fg black, bg cyan, bold")
                && text.contains("row 0, column 7: expected right half of a wide glyph plain")
                && text.contains("cursor: expected column 8, row 0, actual column 6, row 0")
                && text.contains("Expected:\nsize 10x2") && text.contains("|Zoë 日    |")
        }
    }

    @Test func aMissingScreenFailsSayingHowToRecordIt() {
        withKnownIssue {
            typedField().expectScreen(named: "never-recorded", recording: Self.comparing)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("Record it with `RECORD_SCREENS=1 swift test`") && !text.contains("make test")
        }
    }

    @Test func aNameThatIsNoFileNameFails() {
        withKnownIssue {
            typedField().expectScreen(named: "../escape", recording: Self.comparing)
        }
    }
}
