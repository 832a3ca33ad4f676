import ReCursesTesting
import TerminalCore
import Testing

@testable import InlineTerminal

/// A link (OSC 8) never outlives the frame that drew it: printing above a linked area and then
/// resizing, the next frame's plain text is not linked (an SGR reset does not end a link).
@Suite("Inline links across print-above and resize")
struct InlineLinkStateTests {
    @Test func aLinkedAreaPrintedAboveThenResizedLeavesTheNextFrameUnlinked() {
        let screen = Size(width: 33, height: 3)
        var model = TerminalEmulatorModel(width: screen.width, height: screen.height)
        model.printShellLines(["$ run"])
        var renderer = InlineRenderer(height: 3, screenSize: screen, depth: .palette256)
        model.feed(renderer.reserve())
        var linked = Canvas(size: renderer.size)
        linked.put("漢な字カな文漢漢語", at: .zero, style: Style(foreground: .palette(208)).linked(to: "https://example.com/a"))
        model.feed(renderer.draw(FrameDiff.runs(from: nil, to: linked), cursor: .hidden))
        model.feed(renderer.printAbove([StyledLine("a line above")]))
        model.resize(width: screen.width, height: screen.height)
        model.feed(renderer.resize(to: screen))
        var plain = Canvas(size: renderer.size)
        plain.put("漢な字カな文漢漢語", at: .zero, style: Style(foreground: .palette(208)).bold.underlined)
        model.feed(renderer.draw(FrameDiff.runs(from: nil, to: plain), cursor: .hidden))
        let areaTop = model.cursor.y - renderer.cursorRow
        let mismatches = ScreenConformance(colorDepth: renderer.depth).mismatches(
            between: plain, and: model, areaTop: areaTop)
        #expect(mismatches.isEmpty, "\(mismatches.prefix(4).map(\.description))")
    }
}
