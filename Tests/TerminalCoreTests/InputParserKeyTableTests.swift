import ReCursesTesting
import TerminalCore
import Testing

private let esc = "\u{1B}"

/// Byte sequences of the common terminals and the key each stands for.
private let keyTable: [(String, Event)] = [
    // Arrows: xterm normal and application mode, modifiers, rxvt forms.
    ("\(esc)[A", key(.up)), ("\(esc)[B", key(.down)), ("\(esc)[C", key(.right)), ("\(esc)[D", key(.left)),
    ("\(esc)OA", key(.up)), ("\(esc)OB", key(.down)), ("\(esc)OC", key(.right)), ("\(esc)OD", key(.left)),
    ("\(esc)[1;2A", key(.up, .shift)), ("\(esc)[1;3D", key(.left, .alt)), ("\(esc)[1;5C", key(.right, .ctrl)),
    ("\(esc)[1;6B", key(.down, [.ctrl, .shift])), ("\(esc)[1;8A", key(.up, [.ctrl, .alt, .shift])),
    ("\(esc)[1;9A", key(.up, .alt)), ("\(esc)[a", key(.up, .shift)), ("\(esc)[d", key(.left, .shift)),
    ("\(esc)Oa", key(.up, .ctrl)), ("\(esc)Oc", key(.right, .ctrl)), ("\(esc)\(esc)[A", key(.up, .alt)),
    ("\(esc)\(esc)OD", key(.left, .alt)), ("\(esc)O5C", key(.right, .ctrl)),
    // Home and End in all their forms.
    ("\(esc)[H", key(.home)), ("\(esc)[1~", key(.home)), ("\(esc)[7~", key(.home)), ("\(esc)OH", key(.home)),
    ("\(esc)[1;5H", key(.home, .ctrl)), ("\(esc)[7^", key(.home, .ctrl)), ("\(esc)[7$", key(.home, .shift)),
    ("\(esc)[F", key(.end)), ("\(esc)[4~", key(.end)), ("\(esc)[8~", key(.end)), ("\(esc)OF", key(.end)),
    ("\(esc)[4;2~", key(.end, .shift)), ("\(esc)[8@", key(.end, [.ctrl, .shift])),
    // Editing and paging keys.
    ("\(esc)[2~", key(.insert)), ("\(esc)[3~", key(.delete)), ("\(esc)[5~", key(.pageUp)),
    ("\(esc)[6~", key(.pageDown)),
    ("\(esc)[3;5~", key(.delete, .ctrl)), ("\(esc)[3$", key(.delete, .shift)), ("\(esc)[2;2~", key(.insert, .shift)),
    ("\(esc)[5;3~", key(.pageUp, .alt)), ("\(esc)[6^", key(.pageDown, .ctrl)), ("\(esc)[Z", key(.backTab)),
    ("\(esc)[1;5Z", key(.backTab, .ctrl)),
    // Ctrl-PgUp/Ctrl-PgDn (tab switching): xterm and rxvt forms.
    ("\(esc)[5;5~", key(.pageUp, .ctrl)), ("\(esc)[6;5~", key(.pageDown, .ctrl)), ("\(esc)[5^", key(.pageUp, .ctrl)),
    // F1–F12: xterm SS3 and CSI, vt220/rxvt numbers, linux console, modifiers.
    ("\(esc)OP", key(.function(1))), ("\(esc)OQ", key(.function(2))), ("\(esc)OR", key(.function(3))),
    ("\(esc)OS", key(.function(4))),
    ("\(esc)[11~", key(.function(1))), ("\(esc)[12~", key(.function(2))), ("\(esc)[13~", key(.function(3))),
    ("\(esc)[14~", key(.function(4))),
    ("\(esc)[[A", key(.function(1))), ("\(esc)[[B", key(.function(2))), ("\(esc)[[C", key(.function(3))),
    ("\(esc)[[D", key(.function(4))), ("\(esc)[[E", key(.function(5))),
    ("\(esc)[15~", key(.function(5))), ("\(esc)[17~", key(.function(6))), ("\(esc)[18~", key(.function(7))),
    ("\(esc)[19~", key(.function(8))), ("\(esc)[20~", key(.function(9))), ("\(esc)[21~", key(.function(10))),
    ("\(esc)[23~", key(.function(11))), ("\(esc)[24~", key(.function(12))),
    ("\(esc)[1;2P", key(.function(1), .shift)), ("\(esc)O2P", key(.function(1), .shift)),
    ("\(esc)[1;5S", key(.function(4), .ctrl)),
    ("\(esc)[24;5~", key(.function(12), .ctrl)), ("\(esc)[15^", key(.function(5), .ctrl)),
    ("\(esc)[17$", key(.function(6), .shift)),
    // Application keypad.
    ("\(esc)OM", key(.enter)), ("\(esc)Op", char("0")), ("\(esc)Oy", char("9")), ("\(esc)Ok", char("+")),
    ("\(esc)Oo", char("/")),
    // C0 controls.
    ("\u{0}", char(" ", .ctrl)), ("\u{1}", char("a", .ctrl)), ("\u{3}", char("c", .ctrl)), ("\u{1A}", char("z", .ctrl)),
    ("\u{8}", key(.backspace)), ("\u{7F}", key(.backspace)), ("\t", key(.tab)), ("\r", key(.enter)),
    ("\n", key(.enter)),
    ("\u{1C}", char("\\", .ctrl)), ("\u{1D}", char("]", .ctrl)), ("\u{1F}", char("_", .ctrl)),
    // Alt as an ESC prefix.
    ("\(esc)1", char("1", .alt)), ("\(esc)9", char("9", .alt)), ("\(esc)b", char("b", .alt)),
    ("\(esc)B", char("B", .alt)), ("\(esc)\u{7F}", key(.backspace, .alt)),
    ("\(esc)\u{8}", key(.backspace, .alt)), ("\(esc)\r", key(.enter, .alt)), ("\(esc)\u{1}", char("a", [.ctrl, .alt])),
    ("\(esc) ", char(" ", .alt)), ("\(esc)é", char("é", .alt)), ("\(esc)漢", char("漢", .alt)),
    ("\(esc)\t", key(.tab, .alt)),
    // Code-point keys (CSI u, xterm modifyOtherKeys).
    ("\(esc)[97;5u", char("a", .ctrl)), ("\(esc)[27u", key(.escape)), ("\(esc)[13;2u", key(.enter, .shift)),
    ("\(esc)[9;2u", key(.backTab)), ("\(esc)[27;5;105~", char("i", .ctrl)), ("\(esc)[127;3u", key(.backspace, .alt)),
    // Text.
    ("a", char("a")), ("é", char("é")), ("e\u{301}", char("e\u{301}")), ("漢", char("漢")), ("👍🏽", char("👍🏽")),
    ("👨‍👩‍👧", char("👨‍👩‍👧")), ("🇩🇪", char("🇩🇪")),
]

/// Sequences that mean nothing to the application: each must vanish without a trace (focus reports,
/// `ESC[I` and `ESC[O`, are events: see the focus report tests).
private let swallowed: [String] = [
    "\(esc)[?1;2c", "\(esc)[>0;276;0c", "\(esc)[1I", "\(esc)[2;1O", "\(esc)[E", "\(esc)OE", "\(esc)[G", "\(esc)[999~",
    "\(esc)[201~", "\(esc)[1;2;3x", "\(esc)[?2004;1$y", "\(esc)[ q", "\(esc)[[Z",
    "\(esc)]11;rgb:0000/0000/0000\u{7}", "\(esc)]10;rgb:ffff/ffff/ffff\(esc)\\", "\(esc)P>|xterm(367)\(esc)\\",
    "\(esc)P1$r0m\(esc)\\", "\(esc)_Gi=1;OK\(esc)\\", "\(esc)[<0;1M", "\(esc)[57399u",
    "\(esc)[\(String(repeating: "1;", count: 40))A",
]

/// Whether the event is a character key made of several scalars (such a cluster is only assembled
/// when its scalars arrive in one read).
private func isMultiScalarCharacter(_ event: Event) -> Bool {
    guard case .key(let key) = event, case .character(let character) = key.code else { return false }
    return character.unicodeScalars.count > 1
}

@Suite("Input parser: key sequence tables")
struct InputParserKeyTableTests {
    @Test(arguments: keyTable)
    func sequence(_ bytes: String, _ expected: Event) {
        #expect(parse(bytes) == [expected], "\(Array(bytes.utf8))")
    }

    @Test(arguments: keyTable.filter { !isMultiScalarCharacter($0.1) })
    func sequenceFedOneByteAtATime(_ bytes: String, _ expected: Event) {
        #expect(parse(bytes, chunk: 1) == [expected], "\(Array(bytes.utf8))")
    }

    @Test(arguments: keyTable)
    func sequenceFollowedByText(_ bytes: String, _ expected: Event) {
        #expect(parse(bytes + "x") == [expected, char("x")], "\(Array(bytes.utf8))")
    }

    @Test(arguments: swallowed)
    func unknownSequencesNeverLeak(_ bytes: String) {
        #expect(parse("a" + bytes + "b") == [char("a"), char("b")], "\(Array(bytes.utf8))")
        #expect(parse("a" + bytes + "b", chunk: 1) == [char("a"), char("b")], "\(Array(bytes.utf8))")
    }

    @Test func clusterSplitAcrossReadsKeepsItsText() {
        for text in ["e\u{301}", "👍🏽", "👨‍👩‍👧", "🇩🇪", "a\u{301}\u{302}b"] {
            let events = parse(text, chunk: 1)
            let typed = events.compactMap { event -> Character? in
                guard case .key(let key) = event else { return nil }
                return key.insertableCharacter
            }
            #expect(typed.count == events.count)
            #expect(String(typed) == text)
            #expect(parse(text) == text.map { char($0) })
        }
    }

    @Test func wholeTableAsOneStreamSplitAnywhere() {
        let table = keyTable.filter { !isMultiScalarCharacter($0.1) }
        let stream = table.map(\.0).joined(separator: "|")
        var expected: [Event] = []
        for (index, entry) in table.enumerated() {
            if index > 0 { expected.append(char("|")) }
            expected.append(entry.1)
        }
        #expect(parse(stream) == expected)
        #expect(parse(stream, chunk: 1) == expected)
        var random = SeededRandomGenerator(seed: 42)
        let bytes = Array(stream.utf8)
        for _ in 0..<50 {
            var parser = InputParser()
            var events: [Event] = []
            var index = 0
            while index < bytes.count {
                let length = Int.random(in: 1...12, using: &random)
                events += parser.feed(bytes[index..<min(bytes.count, index + length)], at: .zero)
                index += length
            }
            events += parser.flush(at: .seconds(1))
            #expect(events == expected)
        }
    }

    @Test func malformedSequenceDoesNotSwallowWhatFollows() {
        #expect(parse("\(esc)[1\(esc)[A") == [key(.up)])
        #expect(parse("\(esc)[12\r") == [key(.enter)])
        #expect(parse("\(esc)[\(esc)[B") == [char("[", .alt), key(.down)])
        #expect(parse("\(esc)O\(esc)[C") == [char("O", .alt), key(.right)])
        #expect(parse("\(esc)]x") == [char("]", .alt), char("x")])
    }
}
