import Testing

@testable import ReCursesWeb
@testable import TerminalCore

@Suite("Web input mapping")
struct WebInputTests {
    private func meaning(_ json: String) -> WebInput.Meaning? {
        ClientMessage.decode(json).flatMap(WebInput.meaning(of:))
    }

    private func key(_ json: String) -> Key? {
        guard case .events(let events) = meaning(json), events.count == 1, case .key(let key) = events[0] else {
            return nil
        }
        return key
    }

    @Test("named keys, with Shift, Ctrl and Alt")
    func namedKeys() {
        #expect(key(#"{"k":"ArrowUp","m":0}"#) == .up)
        #expect(key(#"{"k":"ArrowDown","m":1}"#) == Key(.down, modifiers: .shift))
        #expect(key(#"{"k":"ArrowLeft","m":4}"#) == Key(.left, modifiers: .ctrl))
        #expect(key(#"{"k":"Home","m":6}"#) == Key(.home, modifiers: [.ctrl, .alt]))
        #expect(key(#"{"k":"Enter"}"#) == .enter)
        #expect(key(#"{"k":"Escape"}"#) == .escape)
        #expect(key(#"{"k":"Backspace"}"#) == .backspace)
        #expect(key(#"{"k":"Delete"}"#) == .delete)
        #expect(key(#"{"k":"PageDown"}"#) == .pageDown)
        #expect(key(#"{"k":"Tab"}"#) == .tab)
        #expect(key(#"{"k":"Tab","m":1}"#) == .backTab)
    }

    @Test("function keys F1 to F24")
    func functionKeys() {
        #expect(key(#"{"k":"F1"}"#) == .function(1))
        #expect(key(#"{"k":"F12","m":1}"#) == Key(.function(12), modifiers: .shift))
        #expect(key(#"{"k":"F25"}"#) == nil)
    }

    @Test("Ctrl and Alt with characters: Ctrl-letters folded to lower case, Shift told by the case")
    func chords() {
        #expect(key(#"{"k":"c","m":4}"#) == .ctrl("c"))
        #expect(key(#"{"k":"S","m":5}"#) == .ctrl("s"))
        #expect(key(#"{"k":"b","m":2}"#) == .alt("b"))
        #expect(key(#"{"k":"B","m":3}"#) == .alt("B"))
        #expect(key(#"{"k":"A","m":1}"#) == .character("A"))
        #expect(key(#"{"k":" ","m":4}"#) == .ctrl(" "))
    }

    @Test("typed text, CJK and emoji included, is a key a grapheme; control characters are dropped")
    func typedText() {
        #expect(
            meaning(#"{"t":"漢字😀👍🏽"}"#)
                == .events([.key(.character("漢")), .key(.character("字")), .key(.character("😀")), .key(.character("👍🏽"))])
        )
        #expect(meaning(#"{"t":"a\u0007"}"#) == .events([.key(.character("a"))]))
        #expect(meaning(#"{"t":"\u0007"}"#) == nil)
    }

    @Test("paste keeps the text, line breaks as \\n")
    func paste() {
        #expect(meaning(#"{"p":"one\r\ntwo\rthree"}"#) == .events([.paste("one\ntwo\nthree")]))
    }

    @Test("mouse press, release, drag and wheel at a cell, with the button and modifiers")
    func mouse() {
        let at = Point(x: 3, y: 4)
        #expect(meaning(#"{"o":"d","b":0,"x":3,"y":4,"m":0}"#) == .events([.mouse(.press(.left, at: at))]))
        #expect(meaning(#"{"o":"u","b":2,"x":3,"y":4}"#) == .events([.mouse(.release(.right, at: at))]))
        #expect(
            meaning(#"{"o":"g","b":1,"x":3,"y":4,"m":1}"#)
                == .events([.mouse(.drag(.middle, at: at, modifiers: .shift))]))
        #expect(meaning(#"{"o":"v","x":3,"y":4}"#) == .events([.mouse(.wheelUp(at: at))]))
        #expect(meaning(#"{"o":"w","x":3,"y":4,"m":4}"#) == .events([.mouse(.wheelDown(at: at, modifiers: .ctrl))]))
        #expect(meaning(#"{"o":"m","x":3,"y":4,"m":2}"#) == .events([.mouse(.move(at: at, modifiers: .alt))]))
        #expect(meaning(#"{"o":"z","x":3,"y":4}"#) == nil)
        #expect(meaning(#"{"o":"d","x":-1,"y":4}"#) == nil)
    }

    @Test("a resize is the window's size in cells")
    func resize() {
        #expect(meaning(#"{"r":[120,40]}"#) == .resize(Size(width: 120, height: 40)))
        #expect(meaning(#"{"r":[120]}"#) == nil)
    }

    @Test("what is not a message of the protocol is refused: not JSON, no kind, two kinds, wrong types")
    func malformed() {
        #expect(ClientMessage.decode("not json") == nil)
        #expect(ClientMessage.decode("{}") == nil)
        #expect(ClientMessage.decode(#"{"k":"a","t":"b"}"#) == nil)
        #expect(ClientMessage.decode(#"{"k":3}"#) == nil)
        #expect(ClientMessage.decode("[1,2]") == nil)
        #expect(ClientMessage.decode(#"{"k":"a"}"#) != nil)
    }

    @Test("an unknown key name is ignored, not an error")
    func unknownKey() {
        #expect(ClientMessage.decode(#"{"k":"MediaPlayPause"}"#) != nil)
        #expect(meaning(#"{"k":"MediaPlayPause"}"#) == nil)
    }
}
