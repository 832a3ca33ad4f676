import InlineTerminal
import TerminalCore
import Testing

/// Which colours the inline terminal draws with, read from the environment, and the SGR it writes.
@Suite("Inline colour depth")
struct InlineColorDepthTests {
    @Test("COLORTERM truecolor/24bit means 24-bit; 256color, 16 colours, colourless TERMs; NO_COLOR wins")
    func detection() {
        #expect(ColorDepth.detected(environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"]) == .trueColor)
        #expect(ColorDepth.detected(environment: ["TERM": "xterm", "COLORTERM": "24bit"]) == .trueColor)
        #expect(ColorDepth.detected(environment: ["TERM": "xterm-direct"]) == .trueColor)
        #expect(ColorDepth.detected(environment: ["TERM": "tmux-256color"]) == .palette256)
        #expect(ColorDepth.detected(environment: ["TERM": "linux"]) == .ansi16)
        #expect(ColorDepth.detected(environment: ["TERM": "vt100"]) == .monochrome)
        #expect(
            ColorDepth.detected(environment: [
                "TERM": "xterm-256color", "COLORTERM": "truecolor",
                "NO_COLOR": "1",
            ]) == .monochrome)
        #expect(ColorDepth.detected(environment: ["TERM": "xterm-256color", "NO_COLOR": ""]) == .palette256)
    }

    @Test("the options' noColor and colorDepth override the environment, but NO_COLOR beats a fixed depth")
    func options() {
        let truecolor = ["TERM": "xterm-256color", "COLORTERM": "truecolor"]
        #expect(InlineTerminalOptions(height: 1).resolvedColorDepth(environment: truecolor) == .trueColor)
        #expect(
            InlineTerminalOptions(height: 1, noColor: true).resolvedColorDepth(environment: truecolor) == .monochrome)
        #expect(
            InlineTerminalOptions(height: 1, noColor: false).resolvedColorDepth(
                environment: ["TERM": "xterm", "NO_COLOR": "1"]) == .ansi16)
        let fixed = InlineTerminalOptions(height: 1, colorDepth: .palette256)
        #expect(fixed.resolvedColorDepth(environment: [:]) == .palette256)
        #expect(
            InlineTerminalOptions(height: 1, colorDepth: .trueColor).resolvedColorDepth(
                environment: ["NO_COLOR": "1"]) == .monochrome)
        #expect(InlineTerminalOptions(height: -3).height == 0)
    }

    @Test("a pen change writes only what changed; taking an attribute away resets")
    func styleChanges() {
        func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }
        #expect(
            text(StyleSequence.full(Style(foreground: .rgb(1, 2, 3), background: .palette(200)).bold))
                == "\u{1B}[0;1;38;2;1;2;3;48;5;200m")
        #expect(text(StyleSequence.change(from: .plain, to: .foreground(.red))) == "\u{1B}[31m")
        #expect(text(StyleSequence.change(from: .foreground(.red), to: .foreground(.red).bold)) == "\u{1B}[1m")
        #expect(text(StyleSequence.change(from: .bold, to: .foreground(.brightBlue))) == "\u{1B}[0;94m")
        #expect(text(StyleSequence.change(from: .foreground(.red), to: .plain)) == "\u{1B}[m")
        #expect(text(StyleSequence.change(from: .background(.green), to: .foreground(.green))) == "\u{1B}[0;32m")
        #expect(StyleSequence.change(from: .bold, to: .bold).isEmpty)
    }

    @Test("a styled line wraps at the width, keeps wide glyphs whole and breaks at newlines")
    func styledLineRows() {
        let line = StyledLine(spans: [.init("ab", style: .bold), .init("漢字\nc")])
        let rows = line.rows(width: 3).map { $0.map(\.grapheme).joined() }
        #expect(rows == ["ab", "漢", "字", "c"])
        #expect(line.rows(width: 0).isEmpty)
        #expect(StyledLine("").rows(width: 5).count == 1)
        #expect(StyledLine("漢").rows(width: 1).map { $0.map(\.grapheme).joined() } == [" "])
        #expect(line.text == "ab漢字\nc")
    }
}
