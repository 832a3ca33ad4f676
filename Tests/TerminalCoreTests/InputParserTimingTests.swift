import TerminalCore
import Testing

private let esc: UInt8 = 0x1B

@Suite("Input parser: ESC timeout on a virtual clock")
struct InputParserTimingTests {
    @Test func loneEscapeIsDeliveredOnlyAfterTheTimeout() {
        var parser = InputParser()
        #expect(parser.escapeTimeout == .milliseconds(25))
        #expect(parser.feed([esc], at: .milliseconds(100)).isEmpty)
        #expect(parser.pendingDeadline == .milliseconds(125))
        #expect(parser.flush(at: .milliseconds(124)).isEmpty)
        #expect(parser.flush(at: .milliseconds(125)) == [key(.escape)])
        #expect(parser.pendingDeadline == nil)
        #expect(parser.flush(at: .milliseconds(500)).isEmpty)
    }

    @Test func escapeFollowedInTimeIsAlt() {
        var parser = InputParser()
        #expect(parser.feed([esc], at: .zero).isEmpty)
        #expect(parser.feed(Array("b".utf8), at: .milliseconds(10)) == [char("b", .alt)])
    }

    @Test func escapeFollowedTooLateIsEscapeThenTheKey() {
        var parser = InputParser()
        #expect(parser.feed([esc], at: .zero).isEmpty)
        #expect(parser.feed(Array("b".utf8), at: .milliseconds(30)) == [key(.escape), char("b")])
        #expect(parser.feed([esc], at: .seconds(1)).isEmpty)
        #expect(parser.feed(Array("[A".utf8), at: .seconds(2)) == [key(.escape), char("["), char("A")])
    }

    @Test func sequenceSplitWithinTheTimeoutIsOneKey() {
        var parser = InputParser()
        #expect(parser.feed([esc, UInt8(ascii: "[")], at: .zero).isEmpty)
        #expect(parser.feed([UInt8(ascii: "1"), UInt8(ascii: ";")], at: .milliseconds(20)).isEmpty)
        #expect(parser.pendingDeadline == .milliseconds(45))
        #expect(parser.feed(Array("5A".utf8), at: .milliseconds(40)) == [key(.up, .ctrl)])
    }

    @Test func incompleteSequencesResolveAtTheTimeout() {
        var parser = InputParser()
        _ = parser.feed([esc, UInt8(ascii: "[")], at: .zero)
        #expect(parser.flush(at: .milliseconds(25)) == [char("[", .alt)])
        _ = parser.feed([esc, UInt8(ascii: "O")], at: .seconds(1))
        #expect(parser.flush(at: .seconds(2)) == [char("O", .alt)])
        _ = parser.feed(Array("\u{1B}[1;5".utf8), at: .seconds(3))
        #expect(parser.flush(at: .seconds(4)).isEmpty)
        _ = parser.feed([esc, esc], at: .seconds(5))
        #expect(parser.flush(at: .seconds(6)) == [key(.escape), key(.escape)])
        #expect(parser.feed(Array("x".utf8), at: .seconds(7)) == [char("x")])
        #expect(!parser.hasPendingInput)
    }

    @Test func timeoutIsConfigurableAndClamped() {
        var slow = InputParser(escapeTimeout: .milliseconds(50))
        _ = slow.feed([esc], at: .zero)
        #expect(slow.flush(at: .milliseconds(49)).isEmpty)
        #expect(slow.flush(at: .milliseconds(50)) == [key(.escape)])
        #expect(InputParser(escapeTimeout: .seconds(-1)).escapeTimeout == .zero)
        #expect(InputParser(escapeTimeout: .seconds(30)).escapeTimeout == .milliseconds(50))
        var immediate = InputParser(escapeTimeout: .zero)
        _ = immediate.feed([esc], at: .zero)
        #expect(immediate.flush(at: .zero) == [key(.escape)])
    }
}

@Suite("Input parser: bracketed paste")
struct InputParserPasteTests {
    private let start = "\u{1B}[200~"
    private let end = "\u{1B}[201~"

    @Test func pasteIsOneEvent() {
        #expect(parse("x\(start)hello world\(end)y") == [char("x"), .paste("hello world"), char("y")])
        #expect(parse("\(start)\(end)") == [.paste("")])
    }

    @Test func pasteSplitAcrossManyFeeds() {
        let text = "x\(start)line one\r\nline two 漢字 👍🏽\(end)y"
        let expected: [Event] = [char("x"), .paste("line one\nline two 漢字 👍🏽"), char("y")]
        for chunk in 1...9 {
            #expect(parse(text, chunk: chunk) == expected, "chunk \(chunk)")
        }
    }

    @Test func pasteMayContainEscapeBytesAndSequences() {
        let body = "a\u{1B}[Ab\u{1B}\u{1B}[20c\u{1B}[201"
        #expect(parse("\(start)\(body)\(end)") == [.paste(body)])
        #expect(parse("\(start)\(body)\(end)", chunk: 1) == [.paste(body)])
    }

    @Test func pasteLineEndingsAndInvalidBytes() {
        #expect(parse("\(start)a\rb\r\nc\nd\(end)") == [.paste("a\nb\nc\nd")])
        let bytes = Array(start.utf8) + [0x61, 0xFF, 0xC3] + Array(end.utf8)
        #expect(parse(bytes) == [.paste("a\u{FFFD}\u{FFFD}")])
    }

    @Test func pasteIsNotCutByTheEscapeTimeoutButByThePasteTimeout() {
        var parser = InputParser()
        #expect(parser.feed(Array("\(start)abc\u{1B}[20".utf8), at: .zero).isEmpty)
        #expect(parser.flush(at: .milliseconds(500)).isEmpty)
        #expect(parser.feed(Array("1~z".utf8), at: .seconds(1)) == [.paste("abc"), char("z")])
        #expect(parser.feed(Array("\(start)unfinished".utf8), at: .seconds(10)).isEmpty)
        #expect(parser.pendingDeadline == .seconds(12))
        #expect(parser.flush(at: .seconds(12)) == [.paste("unfinished")])
        #expect(parser.feed(Array("q".utf8), at: .seconds(13)) == [char("q")])
    }
}

@Suite("Input parser: mouse")
struct InputParserMouseTests {
    @Test(arguments: [
        ("\u{1B}[<0;10;5M", MouseEvent.press(.left, at: Point(x: 9, y: 4))),
        ("\u{1B}[<0;10;5m", .release(.left, at: Point(x: 9, y: 4))),
        ("\u{1B}[<2;1;1M", .press(.right, at: Point(x: 0, y: 0))),
        ("\u{1B}[<1;3;3M", .press(.middle, at: Point(x: 2, y: 2))),
        ("\u{1B}[<32;11;5M", .drag(.left, at: Point(x: 10, y: 4))),
        ("\u{1B}[<35;11;5M", .move(at: Point(x: 10, y: 4))),
        ("\u{1B}[<64;4;2M", .wheelUp(at: Point(x: 3, y: 1))),
        ("\u{1B}[<65;4;2M", .wheelDown(at: Point(x: 3, y: 1))),
        ("\u{1B}[<66;4;2M", .wheelLeft(at: Point(x: 3, y: 1))),
        ("\u{1B}[<20;3;4M", .press(.left, at: Point(x: 2, y: 3), modifiers: [.ctrl, .shift])),
        ("\u{1B}[<8;300;200M", .press(.left, at: Point(x: 299, y: 199), modifiers: .alt)),
        ("\u{1B}[<128;1;1M", .press(.other(8), at: Point(x: 0, y: 0))),
        ("\u{1B}[M !!", .press(.left, at: Point(x: 0, y: 0))),
        ("\u{1B}[M#*+", .release(.left, at: Point(x: 9, y: 10))),
        ("\u{1B}[M`!!", .wheelUp(at: Point(x: 0, y: 0))),
        ("\u{1B}[32;2;3M", .press(.left, at: Point(x: 1, y: 2))),
    ])
    func mouseReports(_ bytes: String, _ expected: MouseEvent) {
        #expect(parse(bytes) == [.mouse(expected)])
        #expect(parse(bytes + "k", chunk: 1) == [.mouse(expected), char("k")])
    }
}
