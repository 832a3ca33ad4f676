import TerminalCore
import Testing

@Suite("Display width")
struct DisplayWidthTests {
    @Test(
        arguments: [
            ("a", 1), (" ", 1), ("~", 1), ("é", 1), ("e\u{301}", 1), ("a\u{301}\u{302}\u{303}", 1),
            ("漢", 2), ("한", 2), ("\u{1100}\u{1161}\u{11A8}", 2), ("ア", 2), ("ｱ", 1), ("Ａ", 2), ("　", 2),
            ("😀", 2), ("👍🏽", 2), ("👨‍👩‍👧‍👦", 2), ("🏳️‍🌈", 2), ("🇩🇪", 2), ("1️⃣", 2),
            ("❤️", 2), ("❤", 1), ("☺", 1), ("☺️", 2), ("⌚", 2), ("⌚︎", 1), ("✂︎", 1),
            ("\u{200B}", 0), ("\u{301}", 0), ("\u{FE0F}", 0), ("\u{AD}", 1),
            ("\t", 1), ("\u{1B}", 1), ("\u{7F}", 1), ("\u{85}", 1), ("\r\n", 1), ("\n", 1),
            ("─", 1), ("…", 1), ("Ω", 1), ("𝔸", 1), ("\u{20000}", 2), ("\u{4DC0}", 1),
        ] as [(String, Int)])
    func characterWidth(_ text: String, _ expected: Int) throws {
        let character = try #require(text.first)
        #expect(text.count == 1)
        #expect(character.displayWidth == expected, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    @Test func stringWidthSumsClusters() {
        #expect("".displayWidth == 0)
        #expect("abc".displayWidth == 3)
        #expect("漢字abc".displayWidth == 7)
        #expect("e\u{301}te\u{301}".displayWidth == 3)
        #expect("👨‍👩‍👧 ok".displayWidth == 5)
        #expect("a\u{200B}b".displayWidth == 2)
        #expect("a\tb".displayWidth == 3)
    }

    @Test(arguments: [
        ("plain", "plain"), ("a\tb", "a b"), ("a\u{1B}[31mb", "a␛[31mb"), ("line\nbreak", "line␤break"),
        ("cr\r\nlf", "cr␤lf"), ("del\u{7F}", "del␡"), ("nul\u{0}", "nul␀"), ("c1\u{9B}x", "c1\u{FFFD}x"),
        ("zero\u{200B}width", "zerowidth"), ("漢e\u{301}", "漢e\u{301}"),
    ])
    func sanitizing(_ input: String, _ expected: String) {
        let sanitized = input.sanitizedForTerminal()
        #expect(sanitized == expected)
        #expect(sanitized.displayWidth == input.displayWidth)
        #expect(!sanitized.unicodeScalars.contains { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) })
    }
}

@Suite("Width limits")
struct WidthLimitTests {
    @Test("a text is wider than a limit exactly when its display width exceeds it")
    func widerThan() {
        #expect("abc".isWider(than: 2))
        #expect(!"abc".isWider(than: 3))
        #expect(!"".isWider(than: 0))
        #expect("漢字".isWider(than: 3))
        #expect(!"漢字".isWider(than: 4))
        #expect("ab漢".isWider(than: 3))
        #expect(!"e\u{301}x".isWider(than: 2))
        #expect("a".isWider(than: -1))
        let long = String(repeating: "x", count: 300)
        #expect(long.isWider(than: 80))
        #expect(!long.isWider(than: 300))
    }
}
