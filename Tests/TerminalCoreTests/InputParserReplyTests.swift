import TerminalCore
import Testing

/// Replies to a backend's queries (cursor position, device attributes) kept apart from the keys.
@Suite("Input parser: replies to queries")
struct InputParserReplyTests {
    /// Feeds `text` to `parser` in chunks of `chunk` bytes and returns the events and replies.
    private func feed(
        _ text: String, to parser: inout InputParser, chunk: Int = 64
    ) -> (events: [Event], replies: [TerminalReply]) {
        let bytes = Array(text.utf8)
        var events: [Event] = []
        var index = 0
        while index < bytes.count {
            events += parser.feed(bytes[index..<min(bytes.count, index + chunk)], at: .zero)
            index += chunk
        }
        events += parser.flush(at: .seconds(60))
        return (events, parser.takeReplies())
    }

    @Test("an expected position report is a reply, 0-based, however the bytes are split; keys around it stay keys")
    func expectedPositionReport() {
        for chunk in [1, 2, 64] {
            var parser = InputParser()
            parser.expectCursorPositionReport()
            let (events, replies) = feed("a\u{1B}[12;40Rb", to: &parser, chunk: chunk)
            #expect(events == [char("a"), char("b")])
            #expect(replies == [.cursorPosition(Point(x: 39, y: 11))])
        }
    }

    @Test("without a query the same bytes are the modified F3 some terminals send")
    func unexpectedReportIsAKey() {
        var parser = InputParser()
        let (events, replies) = feed("\u{1B}[1;2R", to: &parser)
        #expect(events == [key(.function(3), .shift)])
        #expect(replies.isEmpty)
    }

    @Test("a device attributes reply is never a key, and it ends a position query nobody answered")
    func deviceAttributesFence() {
        var parser = InputParser()
        parser.expectCursorPositionReport()
        let (events, replies) = feed("\u{1B}[?62;22c\u{1B}[1;5R", to: &parser)
        #expect(replies == [.deviceAttributes])
        #expect(events == [key(.function(3), .ctrl)])
        let again = feed("\u{1B}[?1;2c", to: &parser)
        #expect(again.events.isEmpty && again.replies == [.deviceAttributes])
    }

    @Test("one expectation takes one report; replies are handed out once")
    func oneReportPerQuery() {
        var parser = InputParser()
        parser.expectCursorPositionReport()
        let (events, replies) = feed("\u{1B}[3;4R\u{1B}[3;5R", to: &parser)
        #expect(replies == [.cursorPosition(Point(x: 3, y: 2))])
        #expect(events.count == 1)
        #expect(parser.takeReplies().isEmpty)
    }

    @Test("a mode status report (DECRPM) is a reply, never a key, however the bytes are split")
    func modeStatusReport() {
        for chunk in [1, 3, 64] {
            var parser = InputParser()
            let (events, replies) = feed("a\u{1B}[?2026;2$yb\u{1B}[?2026;0$y", to: &parser, chunk: chunk)
            #expect(events == [char("a"), char("b")])
            #expect(replies == [.modeStatus(mode: 2026, status: 2), .modeStatus(mode: 2026, status: 0)])
        }
    }

    @Test("synchronized output counts as supported when the mode is reported set or reset, not otherwise")
    func synchronizedOutputSupport() {
        #expect(SynchronizedOutput.isSupported(by: .modeStatus(mode: 2026, status: 1)))
        #expect(SynchronizedOutput.isSupported(by: .modeStatus(mode: 2026, status: 2)))
        for status in [0, 3, 4] {
            #expect(!SynchronizedOutput.isSupported(by: .modeStatus(mode: 2026, status: status)))
        }
        #expect(!SynchronizedOutput.isSupported(by: .modeStatus(mode: 2004, status: 1)))
        #expect(!SynchronizedOutput.isSupported(by: .deviceAttributes))
    }

    @Test("an rxvt Shift key ending in $ stays a key next to a mode report")
    func rxvtShiftKeyNextToModeReport() {
        var parser = InputParser()
        let (events, replies) = feed("\u{1B}[2$\u{1B}[?2026;1$y", to: &parser)
        #expect(events == [key(.insert, .shift)])
        #expect(replies == [.modeStatus(mode: 2026, status: 1)])
    }
}
