import TerminalCore
import Testing

/// The kitty keyboard protocol's keys (`CSI code[:shifted] ; mods[:event] u` and the functional
/// keys' CSI forms with event types), xterm's modifyOtherKeys, and the protocol's flags reply.
@Suite("Input parser: kitty keyboard protocol and modifyOtherKeys")
struct InputParserKittyKeyboardTests {
    @Test("keys a legacy terminal cannot tell apart are keys of their own")
    func disambiguatedKeys() {
        #expect(parse("\u{1B}[13;2u") == [.key(.shiftEnter)])
        #expect(parse("\u{1B}[105;5u") == [char("i", .ctrl)])
        #expect(parse("\t") == [.key(.tab)])
        #expect(parse("\u{1B}[109;5u") == [char("m", .ctrl)])
        #expect(parse("\r") == [.key(.enter)])
        #expect(parse("\u{1B}[27;2;13~") == [.key(.shiftEnter)])
        #expect(parse("\u{1B}[27;5;105~") == [char("i", .ctrl)])
    }

    @Test("Escape arrives at once, without waiting for a timeout, and Alt keys are keys with Alt")
    func escapeWithoutTimeout() {
        var parser = InputParser()
        #expect(parser.feed(Array("\u{1B}[27u".utf8), at: .zero) == [key(.escape)])
        #expect(!parser.hasPendingInput)
        #expect(parser.feed(Array("\u{1B}[98;3u".utf8), at: .zero) == [char("b", .alt)])
    }

    @Test("with Shift held, the reported shifted key is the character typed, Shift left out")
    func alternateKeys() {
        #expect(parse("\u{1B}[97:65;2u") == [char("A")])
        #expect(parse("\u{1B}[97:65;4u") == [char("A", .alt)])
        #expect(parse("\u{1B}[49:33;6u") == [char("!", .ctrl)])
        #expect(parse("\u{1B}[97::97;5u") == [char("a", .ctrl)])
    }

    @Test("a press is a key press, a repeat a repeat, a release a release, for text and functional keys")
    func eventTypes() {
        #expect(parse("\u{1B}[97;5:1u") == [char("a", .ctrl)])
        #expect(parse("\u{1B}[97;5:2u") == [.keyRepeat(Key(.character("a"), modifiers: .ctrl))])
        #expect(parse("\u{1B}[97;1:2u") == [.keyRepeat(.character("a"))])
        #expect(parse("\u{1B}[1;1:2A") == [.keyRepeat(.up)])
        #expect(parse("\u{1B}[3;5:2~") == [.keyRepeat(Key(.delete, modifiers: .ctrl))])
        #expect(parse("\u{1B}[13;1:2u") == [.keyRepeat(.enter)])
        #expect(parse("\u{1B}[97;1:9u") == [char("a")])
        #expect(parse("\u{1B}[97;5:3u") == [.keyRelease(Key(.character("a"), modifiers: .ctrl))])
        #expect(parse("\u{1B}[1;1:3A") == [.keyRelease(.up)])
        #expect(parse("\u{1B}[1;2:2B") == [.keyRepeat(Key(.down, modifiers: .shift))])
        #expect(parse("\u{1B}[3;1:3~") == [.keyRelease(.delete)])
        #expect(parse("\u{1B}[13;1:3u") == [.keyRelease(.enter)])
        #expect(parse("\u{1B}[5;5:1~") == [key(.pageUp, .ctrl)])
    }

    @Test("modifier keys alone, lock states and private-use keys are not delivered as text")
    func privateUseAndLocks() {
        #expect(parse("\u{1B}[57441;2u").isEmpty)
        #expect(parse("\u{1B}[97;65u") == [char("a")])
        #expect(parse("\u{1B}[97;69u") == [char("a", .ctrl)])
    }

    @Test("the flags reply is a reply, never a key, however the bytes are split")
    func flagsReply() {
        for chunk in [1, 2, 64] {
            var parser = InputParser()
            let bytes = Array("x\u{1B}[?0uy\u{1B}[?7u".utf8)
            var events: [Event] = []
            var index = 0
            while index < bytes.count {
                events += parser.feed(bytes[index..<min(bytes.count, index + chunk)], at: .zero)
                index += chunk
            }
            events += parser.flush(at: .seconds(1))
            #expect(events == [char("x"), char("y")])
            #expect(parser.takeReplies() == [.keyboardFlags(0), .keyboardFlags(7)])
        }
    }

    @Test("the sequences a terminal is sent: query, push of the three enhancements, pop")
    func sequences() {
        #expect(String(decoding: KeyboardProtocol.query, as: UTF8.self) == "\u{1B}[?u")
        #expect(String(decoding: KeyboardProtocol.push, as: UTF8.self) == "\u{1B}[>7u")
        #expect(String(decoding: KeyboardProtocol.pop, as: UTF8.self) == "\u{1B}[<u")
    }
}

/// Focus reports (mode 1004): `CSI I` and `CSI O` are events, never keys.
@Suite("Input parser: focus reports")
struct InputParserFocusReportTests {
    @Test("focus in and out are terminal focus events, between keys, however split")
    func focusInAndOut() {
        for chunk in [1, 2, 64] {
            #expect(
                parse("a\u{1B}[Ob\u{1B}[I", chunk: chunk) == [
                    char("a"), .terminalFocus(false), char("b"), .terminalFocus(true),
                ])
        }
    }
}
