import Testing

@testable import TerminalCore

@Suite struct Base64Tests {
    @Test func encodesTheRFC4648Vectors() {
        let vectors = [
            ("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg=="), ("fooba", "Zm9vYmE="),
            ("foobar", "Zm9vYmFy"), ("日本", "5pel5pys"),
        ]
        for (text, encoded) in vectors { #expect(Base64.encode(text) == encoded) }
        #expect(Base64.encode([0xFF, 0xFE, 0x00]) == Array("//4A".utf8))
    }

    @Test func theClipboardSequenceIsOSC52EndedByBEL() {
        #expect(SystemClipboardSequence.bytes(copying: "hi") == Array("\u{1B}]52;c;aGk=\u{7}".utf8))
    }
}
