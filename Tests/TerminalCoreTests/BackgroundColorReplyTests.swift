import TerminalCore
import Testing

/// The terminal's answer to the background query (OSC 11): a reply, never keys, in every form
/// terminals send it; and what it says about the background.
@Suite("Input parser: the background colour reply")
struct BackgroundColorReplyTests {
    private func parse(_ text: String, chunk: Int = 64) -> (events: [Event], replies: [TerminalReply]) {
        var parser = InputParser()
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

    @Test(
        "each reply form becomes the colour, with BEL or ST, however the bytes are split",
        arguments: [
            ("\u{1B}]11;rgb:ffff/ffff/ffff\u{07}", Color.rgb(255, 255, 255)),
            ("\u{1B}]11;rgb:0000/0000/0000\u{1B}\\", Color.rgb(0, 0, 0)),
            ("\u{1B}]11;rgb:1e1e/1e1e/2e2e\u{1B}\\", Color.rgb(30, 30, 46)),
            ("\u{1B}]11;rgb:fd/f6/e3\u{07}", Color.rgb(253, 246, 227)),
            ("\u{1B}]11;rgb:28/2c/34\u{1B}\\", Color.rgb(40, 44, 52)),
            ("\u{1B}]11;rgb:f/8/0\u{07}", Color.rgb(255, 136, 0)),
            ("\u{1B}]11;rgb:fff/000/888\u{07}", Color.rgb(255, 0, 136)),
            ("\u{1B}]11;rgba:ffff/ffff/ffff/8000\u{07}", Color.rgb(255, 255, 255)),
            ("\u{1B}]11;#002b36\u{1B}\\", Color.rgb(0, 43, 54)),
        ])
    func replyForms(text: String, color: Color) {
        for chunk in [1, 3, 64] {
            let (events, replies) = parse("a" + text + "b", chunk: chunk)
            #expect(events == [.key(Key(.character("a"))), .key(Key(.character("b")))], "chunk \(chunk)")
            #expect(replies == [.backgroundColor(color)], "chunk \(chunk)")
        }
    }

    @Test(
        "a malformed answer, or another OSC report, is swallowed: no reply and no keys",
        arguments: [
            "\u{1B}]11;rgb:zz/00/00\u{07}", "\u{1B}]11;rgb:ff/ff\u{07}", "\u{1B}]11;rgb:12345/0/0\u{07}",
            "\u{1B}]11;?\u{07}", "\u{1B}]10;rgb:ffff/ffff/ffff\u{07}", "\u{1B}]11;cmyk:0/0/0/0\u{1B}\\",
        ])
    func malformed(text: String) {
        let (events, replies) = parse(text)
        #expect(events.isEmpty)
        #expect(replies.isEmpty)
    }

    @Test("the query asks with BEL, and the reply body parses on its own")
    func queryAndBody() {
        #expect(BackgroundColorQuery.query == Array("\u{1B}]11;?\u{07}".utf8))
        #expect(BackgroundColorQuery.color(inReplyBody: Array("11;rgb:8080/8080/8080".utf8)) == .rgb(128, 128, 128))
        #expect(BackgroundColorQuery.color(inReplyBody: Array("12;rgb:8080/8080/8080".utf8)) == nil)
    }

    @Test("light and dark by the colour's luminance; the default colour counts as dark")
    func lightOrDark() {
        #expect(TerminalBackground(color: .rgb(255, 255, 255)) == .light)
        #expect(TerminalBackground(color: .rgb(253, 246, 227)) == .light)
        #expect(TerminalBackground(color: .rgb(0, 43, 54)) == .dark)
        #expect(TerminalBackground(color: .rgb(30, 30, 46)) == .dark)
        #expect(TerminalBackground(color: .rgb(0, 255, 0)) == .light)
        #expect(TerminalBackground(color: .rgb(0, 0, 255)) == .dark)
        #expect(TerminalBackground(color: .default) == .dark)
    }

    @MainActor
    @Test("a report settles on the answer, or on nil once the timeout passed on its clock; handlers run once")
    func reportTimesOut() {
        let clock = TerminalClock.virtual()
        let silent = TerminalBackgroundReport(clock: clock)
        var answers: [TerminalBackground?] = []
        silent.whenKnown { answers.append($0) }
        clock.advance(by: BackgroundColorQuery.timeout - .milliseconds(1))
        #expect(answers.isEmpty && !silent.isSettled)
        clock.advance(by: .milliseconds(1))
        #expect(answers == [nil] && silent.isSettled)
        silent.receive([.backgroundColor(.rgb(255, 255, 255))])
        #expect(silent.background == nil, "an answer after the timeout changes nothing")

        let answering = TerminalBackgroundReport(clock: clock)
        answering.whenKnown { answers.append($0) }
        answering.receive([.deviceAttributes, .backgroundColor(.rgb(250, 250, 250))])
        answering.whenKnown { answers.append($0) }
        clock.advance(by: .seconds(1))
        #expect(answers == [nil, .light, .light])
        #expect(clock.scheduledTimerCount == 0, "no timer is left once the answer came")
    }
}
