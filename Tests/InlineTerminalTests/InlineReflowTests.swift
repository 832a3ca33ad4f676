import ReCursesTesting
import TerminalCore
import Testing

@testable import InlineTerminal

/// A narrowing resize on a terminal that re-wraps its rows (tmux, VTE, kitty), with the cursor shown
/// inside the live area: the area's old rows, re-wrapped, are erased whole.
@Suite("Inline live area on a re-wrapping terminal")
struct InlineReflowTests {
    private func frame(_ lines: [String], width: Int) -> [CellRun] {
        var canvas = Canvas(size: Size(width: width, height: lines.count))
        for (y, line) in lines.enumerated() { canvas.put(line, at: Point(x: 0, y: y)) }
        return FrameDiff.runs(from: nil, to: canvas)
    }

    /// Three rows as wide as `width` allows: two long fields and a short status.
    private func rows(width: Int) -> [String] {
        [
            "Name: " + String(repeating: "n", count: width - 10),
            "Value: " + String(repeating: "v", count: width - 8),
            "status \(width)",
        ]
    }

    @Test("100 → 60 → 40 columns with the cursor inside the area: no re-wrapped row is left over")
    func narrowingWithVisibleCursor() {
        // A screen full of the shell's lines: the area is reserved at the bottom, and the rows that
        // the re-wrap pushes off the top (the cursor keeps its screen row) are the shell's.
        let shell = (1...18).map { "$ step \($0)" }
        var emulator = TerminalEmulatorModel(width: 100, height: 20)
        emulator.printShellLines(shell)
        var renderer = InlineRenderer(height: 3, screenSize: Size(width: 100, height: 20), depth: .ansi16)
        renderer.reflowsWhenNarrowed = true
        emulator.feed(renderer.reserve())
        emulator.feed(renderer.draw(frame(rows(width: 100), width: 100), cursor: .at(Point(x: 50, y: 1))))
        #expect(emulator.transcript == shell + rows(width: 100))
        for (width, cursor) in [(60, Point(x: 55, y: 1)), (40, Point(x: 12, y: 0))] {
            emulator.resizeReflowing(width: width, height: 20)
            emulator.feed(renderer.resize(to: Size(width: width, height: 20)))
            emulator.feed(renderer.draw(frame(rows(width: width), width: width), cursor: .at(cursor)))
            #expect(emulator.transcript == shell + rows(width: width), "at \(width) columns")
            #expect(emulator.cursor.x == cursor.x && emulator.lines[emulator.cursor.y] == rows(width: width)[cursor.y])
        }
    }

    @Test("the cursor past the end of its row's content: the row's last wrapped row is where it waits")
    func cursorPastTheContent() {
        var emulator = TerminalEmulatorModel(width: 80, height: 10)
        emulator.printShellLines((1...5).map { "$ run \($0)" })
        var renderer = InlineRenderer(height: 2, screenSize: Size(width: 80, height: 10), depth: .ansi16)
        renderer.reflowsWhenNarrowed = true
        emulator.feed(renderer.reserve())
        let long = String(repeating: "a", count: 70)
        emulator.feed(renderer.draw(frame([long, "query: abc"], width: 80), cursor: .at(Point(x: 75, y: 0))))
        emulator.resizeReflowing(width: 30, height: 10)
        #expect(emulator.cursor == (10, 5))
        #expect(emulator.scrollback == ["$ run 1", "$ run 2"])
        emulator.feed(renderer.resize(to: Size(width: 30, height: 10)))
        emulator.feed(renderer.draw(frame(["short", "query: abc"], width: 30), cursor: .at(Point(x: 10, y: 1))))
        #expect(emulator.transcript == (1...5).map { "$ run \($0)" } + ["short", "query: abc"])
    }

    @Test("a terminal that cuts rows instead (xterm): the area's top row is where it was")
    func narrowingWithoutReflow() {
        var emulator = TerminalEmulatorModel(width: 100, height: 20)
        emulator.printShellLines(["$ deploy"])
        var renderer = InlineRenderer(height: 3, screenSize: Size(width: 100, height: 20), depth: .ansi16)
        emulator.feed(renderer.reserve())
        emulator.feed(renderer.draw(frame(rows(width: 100), width: 100), cursor: .at(Point(x: 50, y: 2))))
        emulator.resize(width: 60, height: 20)
        emulator.feed(renderer.resize(to: Size(width: 60, height: 20)))
        emulator.feed(renderer.draw(frame(rows(width: 60), width: 60), cursor: .at(Point(x: 3, y: 1))))
        #expect(emulator.transcript == ["$ deploy"] + rows(width: 60))
    }

    @Test("whether the terminal re-wraps is read from the environment unless the options say")
    func detection() {
        let options = InlineTerminalOptions(height: 3)
        #expect(options.resolvedReflowsWhenNarrowed(environment: ["TERM": "xterm-256color"]))
        #expect(options.resolvedReflowsWhenNarrowed(environment: ["TERM": "tmux-256color", "TMUX": "/tmp/t,1,0"]))
        #expect(!options.resolvedReflowsWhenNarrowed(environment: ["TERM": "xterm", "XTERM_VERSION": "XTerm(390)"]))
        #expect(!options.resolvedReflowsWhenNarrowed(environment: ["TERM": "linux"]))
        #expect(
            !InlineTerminalOptions(height: 3, reflowsWhenNarrowed: false).resolvedReflowsWhenNarrowed(environment: [:]))
    }
}
