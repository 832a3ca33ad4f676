import TerminalCore
import Testing

@Suite("Input encoder round trip")
struct InputEncoderTests {
    private static let codes: [KeyCode] =
        [
            .enter, .tab, .backTab, .up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .insert, .delete,
            .backspace, .escape, .character("a"), .character("z"), .character("h"), .character("m"), .character("A"),
            .character(" "), .character("["), .character("O"), .character("]"), .character("é"), .character("漢"),
            .character("\\"), .character("_"), .character("1"), .character("👍"),
        ] + (1...20).map { KeyCode.function($0) }

    private static let modifierSets: [KeyModifiers] = [
        [], .shift, .alt, .ctrl, [.ctrl, .alt], [.ctrl, .shift], [.alt, .shift], [.ctrl, .alt, .shift],
    ]

    @Test func everyEncodableKeyParsesBackToItself() {
        var encoded = 0
        for code in Self.codes {
            for modifiers in Self.modifierSets {
                let key = Key(code, modifiers: modifiers)
                guard let bytes = InputEncoder.bytes(for: key) else { continue }
                encoded += 1
                #expect(parse(bytes) == [.key(key)], "\(key) → \(bytes)")
                var parser = InputParser()
                #expect(parser.feed(bytes, at: .zero) == [.key(key)], "\(key) must not wait for a timeout")
            }
        }
        #expect(encoded >= 380)
    }

    @Test func keysNoTerminalSendsHaveNoEncoding() {
        #expect(InputEncoder.bytes(for: Key(.function(0))) == nil)
        #expect(InputEncoder.bytes(for: Key(.function(21))) == nil)
        #expect(InputEncoder.bytes(for: Key(.character("\u{1B}"))) == nil)
        #expect(InputEncoder.bytes(for: Key(.tab, modifiers: .shift)) == nil)
        #expect(InputEncoder.bytes(for: Key(.character("👍🏽"), modifiers: .alt)) == nil)
        #expect(InputEncoder.bytes(for: Key(.character("👍🏽"))) == Array("👍🏽".utf8))
    }

    @Test func encodingsAreTheConventionalOnes() {
        #expect(InputEncoder.bytes(for: .up) == Array("\u{1B}[A".utf8))
        #expect(InputEncoder.bytes(for: Key(.up, modifiers: .ctrl)) == Array("\u{1B}[1;5A".utf8))
        #expect(InputEncoder.bytes(for: .ctrl("s")) == [0x13])
        #expect(InputEncoder.bytes(for: .alt("b")) == [0x1B, 0x62])
        #expect(InputEncoder.bytes(for: .function(1)) == Array("\u{1B}OP".utf8))
        #expect(InputEncoder.bytes(for: .function(5)) == Array("\u{1B}[15~".utf8))
        #expect(InputEncoder.bytes(for: .enter) == [0x0D])
        #expect(InputEncoder.bytes(for: .backspace) == [0x7F])
        #expect(InputEncoder.bytes(for: .escape) == Array("\u{1B}[27u".utf8))
    }

    @Test func mouseEventsRoundTrip() {
        let events: [MouseEvent] = [
            .press(.left, at: Point(x: 0, y: 0)), .release(.right, at: Point(x: 5, y: 7)),
            .drag(.middle, at: Point(x: 3, y: 1), modifiers: .ctrl), .move(at: Point(x: 2, y: 2)),
            .wheelUp(at: Point(x: 1, y: 1)), .wheelDown(at: Point(x: 1, y: 1), modifiers: [.alt, .shift]),
            .wheelLeft(at: .zero), .wheelRight(at: .zero), .press(.other(9), at: Point(x: 400, y: 300)),
        ]
        for event in events {
            #expect(parse(InputEncoder.bytes(for: event)) == [.mouse(event)])
        }
    }

    @Test func pasteRoundTrips() {
        #expect(parse(InputEncoder.bytes(forPaste: "a\tb\nc 漢")) == [.paste("a\tb\nc 漢")])
    }
}

@Suite("Keys")
struct KeyTests {
    @Test(arguments: [
        (Key.ctrl("s"), "Ctrl-S"), (.ctrl("S"), "Ctrl-S"), (.alt("b"), "Alt-B"), (.enter, "Enter"), (.escape, "Esc"),
        (.up, "↑"), (Key(.up, modifiers: .shift), "Shift-↑"), (.backTab, "Shift-Tab"), (.function(5), "F5"),
        (.character("q"), "q"), (.character("Q"), "Q"), (.character(" "), "Space"), (.pageDown, "PgDn"),
        (Key(.delete, modifiers: [.ctrl, .alt]), "Ctrl-Alt-Del"), (.character("\t"), " "),
        (.alt("B"), "Alt-Shift-B"), (Key(.character("A"), modifiers: .ctrl), "Ctrl-Shift-A"),
        (Key(.character("a"), modifiers: [.ctrl, .shift]), "Ctrl-Shift-A"), (.alt("é"), "Alt-É"),
    ])
    func labels(_ key: Key, _ label: String) {
        #expect(key.label == label)
        #expect(key.description == label)
    }

    @Test func ctrlKeysAreStoredLowerCase() {
        #expect(Key.ctrl("A") == Key(.character("a"), modifiers: .ctrl))
        #expect(Key.alt("A") != Key.alt("a"))
        #expect(Key.character("x").insertableCharacter == "x")
        #expect(Key(.character("x"), modifiers: .shift).insertableCharacter == "x")
        #expect(Key.ctrl("x").insertableCharacter == nil)
        #expect(Key.enter.insertableCharacter == nil)
        #expect(Key.up.with(.shift) == Key(.up, modifiers: .shift))
    }
}
