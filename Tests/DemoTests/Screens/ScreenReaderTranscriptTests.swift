import ReCurses
import ReCursesTesting
import Testing

@testable import DemoKit

/// What a screen-reader user hears on every demo screen: `recurses-demo --screen-reader` prints each
/// screen, focus change, value change, dialog and notification as one plain line, with no glyph of
/// box drawing, spinners or sparklines.
@MainActor
@Suite("Screen-reader transcripts")
struct ScreenReaderTranscriptTests {
    /// Wide enough that no line is wrapped.
    private static let size = Size(width: 160, height: 30)

    /// The demo opened with `--screen-reader` (and `--screen example` when given).
    private func harness(_ example: DemoExample?) throws -> DemoHarness {
        try DemoHarness(
            arguments: ["--screen-reader"] + (example.map { ["--screen", $0.rawValue] } ?? []), size: Self.size)
    }

    /// Expects no line to hold a glyph a screen reader reads as noise.
    private func expectNoDrawingGlyphs(_ lines: [String]) {
        for line in lines {
            #expect(!line.contains { "│─┌┐└┘├┤╭╮╰╯⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏▁▂▃▄▅▆▇█▸▾".contains($0) }, "\(line)")
            #expect(!line.contains("\u{1B}"), "\(line)")
        }
    }

    @Test func theLauncherIsReadAndTheKeyHelpIsReadAsLines() throws {
        let driver = try harness(nil).driver
        driver.press(.down)
        driver.press(.character("?"))
        let help = driver.terminal.printedLines
        driver.press(.escape)
        driver.press(.up)
        driver.press(.enter)
        let lines = driver.terminal.printedLines
        #expect(
            Array(lines.prefix(3)) == [
                "ReCurses demo screen",
                "List, item 1 of 14: Simple text field A text field and its echo, bound to one prop",
                "List, item 2 of 14: Stepping up Four widgets, one value, always in sync",
            ])
        #expect(help[3...].starts(with: ["Keys dialog", "Keys key help", "List", "↑: Up", "↓: Down"]))
        #expect(help.contains("Ctrl-P: Command palette"))
        #expect(
            Array(lines[help.count...]) == [
                "ReCurses demo screen",
                "List, item 2 of 14: Stepping up Four widgets, one value, always in sync",
                "List, item 1 of 14: Simple text field A text field and its echo, bound to one prop",
                "Simple text field screen",
                "Text field: type here",
            ])
        expectNoDrawingGlyphs(lines)
    }

    /// What each screen says when it opens and after ↓ then Tab.
    nonisolated static let transcripts: [DemoExample: [String]] = [
        .simpleTextField: ["Simple text field screen", "Text field: type here"],
        .steppingUp: [
            "Stepping up screen", "Form", "Slider slider: 0.5", "Value text field: 0.5", "Stepper stepper: 0.5",
        ],
        .table: [
            "Table and collection screen", "Tabs, tab 1 of 2: Table", "List, item 1 of 7: Mario's Pizza ★★★★½ 4.5",
            "List, item 2 of 7: Bart's Bakery ★★★ 3.0", "Reverse button",
        ],
        .collection: [
            "Table and collection screen", "Tabs, tab 2 of 2: Collection", "List, item 1 of 7: Mario's Pizza ★★★★½",
            "List, item 5 of 7: Suits and Stuff ★★★½", "Reverse button",
        ],
        .consumers: [
            "Consumers screen", "Form", "+1 button", "Nickname text field: a nickname, Enter applies",
            "New tag text field: a tag, Enter adds",
        ],
        .build: ["Build screen", "Cancel button"],
        .live: [
            "Live screen", "Form", "Fetch button", "Fail the next request switch: off",
            "Search text field: a fruit, e.g. ap",
        ],
        .shopsTable: [
            "Shops table screen", "Table, row 1 of 7: Shop Mario's Pizza, Category Food, Rating ★★★★½ 4.5",
            "Table, row 2 of 7: Shop Bart's Bakery, Category Food, Rating ★★★ 3.0",
        ],
        .board: [
            "Board screen", "List, item 1 of 2: Try the board", "List, item 2 of 2: Open a second ssh", "List: (empty)",
        ],
        .widgets: [
            "Widgets screen", "Form", "Colour select, option 5 of 7: Blue", "Name text field: Ada", "Notify button",
        ],
        .keyboard: [
            "Keyboard screen", "Keys key log: press keys to log them", "Keys key log: ↓ press",
            "Keys key log: Tab press",
        ],
    ]

    @Test(arguments: transcripts.keys.sorted { $0.rawValue < $1.rawValue })
    func everyScreenIsReadAsPlainLines(example: DemoExample) throws {
        let driver = try harness(example).driver
        driver.press(.down)
        driver.press(.tab)
        let lines = driver.terminal.printedLines
        #expect(lines == Self.transcripts[example], "\(lines)")
        expectNoDrawingGlyphs(lines)
    }

    @Test func theNotesAndTheExplorerAreReadByTheirTitleAndFocus() throws {
        for example in [DemoExample.notes, .explorer] {
            let driver = try harness(example).driver
            driver.press(.tab)
            let lines = driver.terminal.printedLines
            #expect(lines.first == "\(example.title) screen")
            #expect(lines.count >= 2, "\(lines)")
            expectNoDrawingGlyphs(lines)
        }
    }

    @Test func aNotificationIsReadAsItIsPosted() throws {
        let driver = try harness(.widgets).driver
        driver.press(.tab)
        driver.press(.tab)
        driver.press(.enter)
        let lines = driver.terminal.printedLines
        #expect(lines.contains("Notify button"))
        #expect(lines.last == "Done: Blue suits Ada", "\(lines)")
    }
}
